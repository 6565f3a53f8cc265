// Pawns: 1, 2 or 3 steps from the start rank; en passant onto any passed
// square that an enemy pawn attacks, after a 2- or 3-step.
#include <gtest/gtest.h>

#include "rules_support.h"

namespace perftkit::dragon {
namespace {

using namespace testing;
using Squares = std::set<std::string>;

TEST(DragonPawn, TripleStepFromTheStartRank) {
  auto pos = position(fen_with({{"a1", 'K'}, {"j10", 'k'}, {"e2", 'P'}}));
  EXPECT_EQ(targets_from(pos, "e2"), (Squares{"e3", "e4", "e5"}));
}

TEST(DragonPawn, TripleStepBlockedAtEachSquare) {
  const std::pair<const char*, Squares> cases[] = {{"e5", {"e3", "e4"}}, {"e4", {"e3"}}, {"e3", {}}};
  for (const auto& [blocker, expected] : cases) {
    for (char piece : {'n', 'N'}) {
      auto pos = position(fen_with({{"a1", 'K'}, {"j10", 'k'}, {"e2", 'P'}, {blocker, piece}}));
      EXPECT_EQ(targets_from(pos, "e2"), expected) << "blocker " << piece << " on " << blocker;
    }
  }
}

TEST(DragonPawn, BlackTripleStepMirrored) {
  auto pos = position(fen_with({{"a1", 'K'}, {"j10", 'k'}, {"e9", 'p'}}, "b - - 0 1"));
  EXPECT_EQ(targets_from(pos, "e9"), (Squares{"e8", "e7", "e6"}));
  pos = position(fen_with({{"a1", 'K'}, {"j10", 'k'}, {"e9", 'p'}, {"e7", 'N'}}, "b - - 0 1"));
  EXPECT_EQ(targets_from(pos, "e9"), (Squares{"e8"}));
}

TEST(DragonPawn, OneStepOffTheStartRank) {
  auto pos = position(fen_with({{"a1", 'K'}, {"j10", 'k'}, {"e3", 'P'}, {"f8", 'p'}}));
  EXPECT_EQ(targets_from(pos, "e3"), (Squares{"e4"}));
  pos = position(fen_with({{"a1", 'K'}, {"j10", 'k'}, {"e3", 'P'}, {"f8", 'p'}}, "b - - 0 1"));
  EXPECT_EQ(targets_from(pos, "f8"), (Squares{"f7"}));
}

TEST(DragonEnPassant, BothSquaresOfATripleStep) {
  auto pos = position(fen_with({{"a1", 'K'}, {"j10", 'k'}, {"e2", 'P'}, {"d4", 'p'}, {"f5", 'p'}}));
  auto after = play(pos, "e2e5");
  EXPECT_EQ(after.fen(), fen_with({{"a1", 'K'}, {"j10", 'k'}, {"e5", 'P'}, {"d4", 'p'}, {"f5", 'p'}}, "b - e3e4 0 1"));
  EXPECT_EQ(targets_from(after, "d4"), (Squares{"d3", "e3"}));
  EXPECT_EQ(targets_from(after, "f5"), (Squares{"f4", "e4"}));
  // Either capture removes the pawn that moved.
  EXPECT_EQ(play(after, "d4e3").fen(), fen_with({{"a1", 'K'}, {"j10", 'k'}, {"e3", 'p'}, {"f5", 'p'}}, "w - - 0 2"));
  EXPECT_EQ(play(after, "f5e4").fen(), fen_with({{"a1", 'K'}, {"j10", 'k'}, {"d4", 'p'}, {"e4", 'p'}}, "w - - 0 2"));
}

TEST(DragonEnPassant, OnlyTheAttackedPassedSquareIsListed) {
  auto pos = position(fen_with({{"a1", 'K'}, {"j10", 'k'}, {"e2", 'P'}, {"f5", 'p'}}));
  auto after = play(pos, "e2e5");
  EXPECT_EQ(after.fen(), fen_with({{"a1", 'K'}, {"j10", 'k'}, {"e5", 'P'}, {"f5", 'p'}}, "b - e4 0 1"));
  EXPECT_EQ(targets_from(after, "f5"), (Squares{"f4", "e4"}));
}

TEST(DragonEnPassant, AfterADoubleStep) {
  auto pos = position(fen_with({{"a1", 'K'}, {"j10", 'k'}, {"e2", 'P'}, {"d4", 'p'}}));
  auto after = play(pos, "e2e4");
  EXPECT_EQ(after.fen(), fen_with({{"a1", 'K'}, {"j10", 'k'}, {"e4", 'P'}, {"d4", 'p'}}, "b - e3 0 1"));
  EXPECT_EQ(play(after, "d4e3").fen(), fen_with({{"a1", 'K'}, {"j10", 'k'}, {"e3", 'p'}}, "w - - 0 2"));
}

TEST(DragonEnPassant, BlackTripleStepBothSquares) {
  auto pos = position(fen_with({{"a1", 'K'}, {"j10", 'k'}, {"e9", 'p'}, {"d6", 'P'}, {"f7", 'P'}}, "b - - 0 1"));
  auto after = play(pos, "e9e6");
  EXPECT_EQ(after.fen(), fen_with({{"a1", 'K'}, {"j10", 'k'}, {"e6", 'p'}, {"d6", 'P'}, {"f7", 'P'}}, "w - e7e8 0 2"));
  EXPECT_EQ(targets_from(after, "d6"), (Squares{"d7", "e7"}));
  EXPECT_EQ(targets_from(after, "f7"), (Squares{"f8", "e8"}));
  EXPECT_EQ(play(after, "f7e8").fen(), fen_with({{"a1", 'K'}, {"j10", 'k'}, {"e8", 'P'}, {"d6", 'P'}}, "b - - 0 2"));
}

TEST(DragonEnPassant, RightLastsOneMove) {
  auto pos = position(fen_with({{"a1", 'K'}, {"j10", 'k'}, {"e2", 'P'}, {"d4", 'p'}}));
  auto later = play(play(play(pos, "e2e4"), "j10j9"), "a1a2");
  EXPECT_EQ(targets_from(later, "d4"), (Squares{"d3"}));
}

TEST(DragonEnPassant, CaptureExposingTheKingIsNotGenerated) {
  // After e2e4 both pawns leave rank 4 in an en passant capture, opening
  // the rook's line to the black king. FSF still lists e3 (pseudo-legal).
  auto pos = position(fen_with({{"a1", 'K'}, {"a4", 'k'}, {"e2", 'P'}, {"d4", 'p'}, {"j4", 'R'}}));
  auto after = play(pos, "e2e4");
  EXPECT_EQ(after.fen(), fen_with({{"a1", 'K'}, {"a4", 'k'}, {"e4", 'P'}, {"d4", 'p'}, {"j4", 'R'}}, "b - e3 0 1"));
  EXPECT_EQ(targets_from(after, "d4"), (Squares{"d3"}));
}

TEST(DragonEnPassant, CheckByATripleStepAnsweredEnPassant) {
  // e9e6 checks the king on f5; d6xe7 en passant removes the checker.
  auto pos = position(fen_with({{"f5", 'K'}, {"a10", 'k'}, {"e9", 'p'}, {"d6", 'P'}}, "b - - 0 1"));
  auto after = play(pos, "e9e6");
  EXPECT_TRUE(after.in_check());
  EXPECT_EQ(targets_from(after, "d6"), (Squares{"e7"}));
}

TEST(DragonPromotion, ToEveryPieceIncludingTheDragon) {
  auto pos = position(fen_with({{"a1", 'K'}, {"j10", 'k'}, {"e9", 'P'}, {"d10", 'r'}}));
  auto moves = legal_moves(pos);
  for (const char* m : {"e9e10q", "e9e10r", "e9e10b", "e9e10n", "e9e10d", "e9d10q", "e9d10d"})
    EXPECT_TRUE(moves.count(m)) << m;
  EXPECT_EQ(targets_from(pos, "e9").size(), 2u);
  auto promoted = play(pos, "e9e10d");
  EXPECT_EQ(promoted.piece_on(G::parse_square("e10")), make_piece(kWhite, kDragon));
  EXPECT_EQ(promoted.fen(), fen_with({{"a1", 'K'}, {"j10", 'k'}, {"e10", 'D'}, {"d10", 'r'}}, "b - - 0 1"));
  // Capture-promotion to a Dragon.
  EXPECT_EQ(play(pos, "e9d10d").fen(), fen_with({{"a1", 'K'}, {"j10", 'k'}, {"d10", 'D'}}, "b - - 0 1"));
}

TEST(DragonPromotion, BlackPromotesOnRankOne) {
  auto pos = position(fen_with({{"a10", 'K'}, {"j10", 'k'}, {"e2", 'p'}}, "b - - 0 1"));
  auto moves = legal_moves(pos);
  for (const char* m : {"e2e1q", "e2e1r", "e2e1b", "e2e1n", "e2e1d"}) EXPECT_TRUE(moves.count(m)) << m;
  EXPECT_EQ(pos.count_legal(), moves.size());
}

}  // namespace
}  // namespace perftkit::dragon

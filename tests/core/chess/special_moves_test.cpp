// One hand-checked position per special rule: the exact legal move set
// (or its size) is asserted, so a generator bug in that rule fails here
// with a readable diff rather than as a wrong suite count.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "chess/position.h"

namespace perftkit::chess {
namespace {

std::set<std::string> legal_names(const std::string& fen, bool chess960 = false) {
  VariantOptions options;
  options.chess960 = chess960;
  Position pos = Position::from_fen(fen, options);
  Position::MoveList moves;
  pos.generate_legal(moves);
  std::set<std::string> names;
  for (Move m : moves) names.insert(pos.move_name(m));
  EXPECT_EQ(names.size(), pos.count_legal()) << "count_legal disagrees with the list for " << fen;
  return names;
}

bool has(const std::set<std::string>& names, const std::string& move) { return names.count(move) > 0; }

TEST(ChessSpecialMoves, BothCastlingsWhenPathIsFree) {
  auto moves = legal_names("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  EXPECT_TRUE(has(moves, "e1g1"));
  EXPECT_TRUE(has(moves, "e1c1"));
}

TEST(ChessSpecialMoves, NoCastlingThroughAttackedSquare) {
  // Black rook on f8 covers f1; d8 rook covers d1.
  auto moves = legal_names("3rkr2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
  EXPECT_FALSE(has(moves, "e1g1"));
  EXPECT_FALSE(has(moves, "e1c1"));
}

TEST(ChessSpecialMoves, QueenSideCastlingAllowedWhenOnlyB1IsAttacked) {
  auto moves = legal_names("1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
  EXPECT_TRUE(has(moves, "e1c1"));
}

TEST(ChessSpecialMoves, NoCastlingOutOfCheck) {
  auto moves = legal_names("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1");
  EXPECT_FALSE(has(moves, "e1g1"));
  EXPECT_FALSE(has(moves, "e1c1"));
}

TEST(ChessSpecialMoves, EnPassantCapture) {
  auto moves = legal_names("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
  EXPECT_TRUE(has(moves, "e5d6"));
}

TEST(ChessSpecialMoves, EnPassantThatExposesKingOnRankIsIllegal) {
  // Both pawns leave the 5th rank: the rook on h5 would see the king.
  auto moves = legal_names("8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 2");
  EXPECT_FALSE(has(moves, "e5d6"));
}

TEST(ChessSpecialMoves, EnPassantByDiagonallyPinnedPawnIsIllegal) {
  // c3-d4-e5-f6-g7: the e5 pawn shields the king from the g7 bishop.
  auto moves = legal_names("4k3/6b1/8/3pP3/8/2K5/8/8 w - d6 0 2");
  EXPECT_FALSE(has(moves, "e5d6"));
}

TEST(ChessSpecialMoves, EnPassantAlongThePinLineIsLegal) {
  // g3-f4-e5-d6-c7: capturing onto d6 keeps the bishop on c7 blocked.
  auto moves = legal_names("1k6/2b5/8/3pP3/8/6K1/8/8 w - d6 0 2");
  EXPECT_TRUE(has(moves, "e5d6"));
}

TEST(ChessSpecialMoves, EnPassantResolvesCheckByThePushedPawn) {
  // The d5 pawn just moved two squares and gives check to the king on e4.
  auto moves = legal_names("8/8/8/3pP3/4K3/8/8/7k w - d6 0 2");
  EXPECT_TRUE(has(moves, "e5d6"));
}

TEST(ChessSpecialMoves, AllFourPromotionsIncludingCaptures) {
  auto moves = legal_names("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
  for (const char* m : {"a7a8q", "a7a8r", "a7a8b", "a7a8n", "a7b8q", "a7b8r", "a7b8b", "a7b8n"})
    EXPECT_TRUE(has(moves, m)) << m;
}

TEST(ChessSpecialMoves, PinnedPieceMovesOnlyAlongThePin) {
  // The e2 rook is pinned by the e8 rook: it may move on the e-file only.
  auto moves = legal_names("4r1k1/8/8/8/8/8/4R3/4K3 w - - 0 1");
  for (const char* m : {"e2e3", "e2e8"}) EXPECT_TRUE(has(moves, m)) << m;
  EXPECT_FALSE(has(moves, "e2d2"));
}

TEST(ChessSpecialMoves, DoubleCheckAllowsOnlyKingMoves) {
  auto moves = legal_names("4k3/8/8/8/1b6/8/3N4/r3K3 w - - 0 1");
  for (const auto& m : moves) EXPECT_EQ(m.substr(0, 2), "e1") << m;
}

TEST(ChessSpecialMoves, KingMayNotRetreatAlongCheckingRay) {
  auto moves = legal_names("4k3/8/8/8/4r3/8/8/4K3 w - - 0 1");
  EXPECT_FALSE(has(moves, "e1e2"));
  EXPECT_TRUE(has(moves, "e1d1"));
}

TEST(ChessSpecialMoves, Chess960CastlingWithRookNextToKing) {
  // King b1, rook a1 (queen side): castling lands K c1, R d1, written
  // king-takes-rook.
  auto moves = legal_names("1k6/8/8/8/8/8/8/RK6 w A - 0 1", true);
  EXPECT_TRUE(has(moves, "b1a1"));
}

TEST(ChessSpecialMoves, Chess960CastlingRefusedWhenRookShieldsAnAttack) {
  // K c1, castling rook b1, black rook a1: after O-O-O the king stays on
  // c1 with b1 empty, attacked by the a1 rook.
  auto moves = legal_names("4k3/8/8/8/8/8/8/rRK5 w B - 0 1", true);
  EXPECT_FALSE(has(moves, "c1b1"));
}

TEST(ChessSpecialMoves, Chess960KingAlreadyOnTarget) {
  // K g1 with rook h1: O-O moves only the rook to f1.
  auto moves = legal_names("4k3/8/8/8/8/8/8/6KR w H - 0 1", true);
  EXPECT_TRUE(has(moves, "g1h1"));
  VariantOptions options;
  options.chess960 = true;
  Position pos = Position::from_fen("4k3/8/8/8/8/8/8/6KR w H - 0 1", options);
  Position after = pos.play(*pos.parse_move("g1h1"));
  EXPECT_EQ(after.fen(), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
}

TEST(ChessSpecialMoves, PlayUpdatesKeyIncrementally) {
  Position pos = Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
  Position::MoveList moves;
  pos.generate_legal(moves);
  for (Move m : moves) {
    Position child = pos.play(m);
    EXPECT_EQ(child.key(), child.compute_key()) << pos.move_name(m);
    Position::MoveList replies;
    child.generate_legal(replies);
    for (Move r : replies) EXPECT_EQ(child.play(r).key(), child.play(r).compute_key());
  }
}

}  // namespace
}  // namespace perftkit::chess

// The 10x10 game's perft statistics (dragon/stat_columns.h): every column
// but the check split against a count made here another way, from the
// pieces on the board before and after each move (no move facts, no
// checkers), on the positions rich in special moves that perft-diff
// --random starts from; check, mate and stalemate against the line
// enumeration; and hand-checked leaves for castling and the
// three-square en passant.
#include <gtest/gtest.h>

#include <cstdlib>
#include <map>

#include "../random_games.h"
#include "dragon/special_classes.h"
#include "dragon/stat_columns.h"
#include "enumerate/line_enumeration.h"
#include "game/game_status_classifier.h"
#include "perft/stats_divide.h"
#include "rules_support.h"

namespace perftkit::dragon {
namespace {

using namespace check_stats;

// The columns that can be told from the boards alone, for every leaf of
// depth `depth` below `pos`, added to `tally`.
void count_from_boards(const Position& pos, int depth, Tally& tally) {
  Position::MoveList moves;
  pos.generate_legal(moves);
  for (Move m : moves) {
    const Position child = pos.play(m);
    if (depth > 1) {
      count_from_boards(child, depth - 1, tally);
      continue;
    }
    const Color us = color_of(pos.piece_on(m.from()));
    const bool took = popcount(child.pieces(~us)) < popcount(pos.pieces(~us));
    const bool to_was_empty = (pos.occupied() & G::bit(m.to())) == 0;
    const bool king = (pos.pieces(us, kKing) & G::bit(m.from())) != 0;
    const bool pawn_gone = popcount(child.pieces(us, kPawn)) < popcount(pos.pieces(us, kPawn));
    const bool checked = child.in_check();
    const bool stuck = child.count_legal() == 0;
    ++tally.nodes;
    auto& c = tally.counts;
    c[kCaptures] += took;
    c[kEnPassant] += took && to_was_empty;  // only en passant takes on an empty square
    c[kCastles] += king && std::abs(G::file_of(m.to()) - G::file_of(m.from())) == 2;
    c[kPromotions] += pawn_gone && popcount(child.pieces(us)) == popcount(pos.pieces(us));
    c[kChecks] += checked;
    c[kCheckmates] += checked && stuck;
    c[kStalemates] += !checked && stuck;
  }
}

TEST(DragonStatColumns, BoardCountsAgreeOnSpecialPositions) {
  const auto fens = diff::VariantSpecialClasses<Position>::special_fens({});
  Tally all;
  for (const std::string& fen : fens) {
    const Position pos = Position::from_fen(fen);
    const auto rows = divide_stats(pos, 2, 0).rows;
    for (int depth = 1; depth <= 2; ++depth) {
      Tally expected;
      count_from_boards(pos, depth, expected);
      const auto& got = rows[depth - 1];
      EXPECT_EQ(got.nodes, expected.nodes) << fen << " depth " << depth;
      for (Column c : {kCaptures, kEnPassant, kCastles, kPromotions, kChecks, kCheckmates, kStalemates})
        EXPECT_EQ(got.counts[c], expected.counts[c]) << fen << " depth " << depth << " " << kColumns[c].name;
      all += got;
    }
  }
  // The positions do hold what they are checked for.
  for (Column c : {kCaptures, kEnPassant, kCastles, kPromotions, kChecks, kCheckmates, kStalemates})
    EXPECT_GT(all.counts[c], 0u) << kColumns[c].name;
}

// The check split and the mates account for every check.
TEST(DragonStatColumns, SplitsAddUp) {
  for (const std::string& fen : diff::VariantSpecialClasses<Position>::special_fens({})) {
    const auto rows = divide_stats(Position::from_fen(fen), 2, 0).rows;
    for (const auto& row : rows) {
      const auto& c = row.counts;
      EXPECT_EQ(c[kChecks], c[kDirectChecks] + c[kSingleDiscoveredChecks] + c[kDirectDiscoveredChecks] +
                                c[kDoubleDiscoveredChecks] + c[kCheckmates]) << fen;
      EXPECT_EQ(c[kCheckmates], c[kDirectMates] + c[kSingleDiscoveredMates] + c[kDirectDiscoveredMates] +
                                    c[kDoubleDiscoveredMates]) << fen;
    }
  }
}

TEST(DragonStatColumns, ChecksMatesAndStalematesAsLineEnumerationCountsThem) {
  const Position pos = Position::from_fen(Position::kStartFen);
  const int depth = 3;
  const auto rows = divide_stats(pos, depth, 0).rows;
  const auto lines = enumerate_lines(pos, depth, GameStatusClassifier{}, EnumerateOptions{});
  for (int d = 1; d <= depth; ++d) {
    EXPECT_EQ(rows[d - 1].nodes, lines[d].lines) << d;
    EXPECT_EQ(rows[d - 1].counts[kChecks], lines[d].lines_in[GameStatusClassifier::kCheck]) << d;
    EXPECT_EQ(rows[d - 1].counts[kCheckmates], lines[d].lines_in[GameStatusClassifier::kCheckmate]) << d;
    EXPECT_EQ(rows[d - 1].counts[kStalemates], lines[d].lines_in[GameStatusClassifier::kStalemate]) << d;
  }
}

// has_legal_move's shortcuts against counting the moves: at every leaf
// of seeded random games from the special positions, and on mates where
// a shortcut could see a defence that is not there.
bool has_legal_move_of(const Position& pos) {
  const Color side = pos.side_to_move();
  return has_legal_move(pos, side, attackers_of(pos, lsb(pos.pieces(side, kKing)), ~side));
}

TEST(DragonStatColumns, HasLegalMoveAsCountingTellsIt) {
  diff::SeededRandom random(20261205);
  std::uint64_t leaves = 0, stuck = 0;
  for (const std::string& fen : diff::VariantSpecialClasses<Position>::special_fens({}))
    perftkit::test::visit_random_games(Position::from_fen(fen), 15, 120, random, [&](const Position& pos) {
      Position::MoveList moves;
      pos.generate_legal(moves);
      for (Move m : moves) {
        const Position child = pos.play(m);
        const bool any = child.count_legal() != 0;
        EXPECT_EQ(has_legal_move_of(child), any) << child.fen();
        ++leaves;
        stuck += !any;
      }
    });
  EXPECT_GT(leaves, 100000u);
  EXPECT_GT(stuck, 0u);
  // Mates: the pawn on e2 cannot block on e4 through its blocked e3; the
  // pawn on c4 cannot take the b3 knight backwards; a2xb3 answers only one
  // check of two; Rc2-a2 does not block the a3 Dragon, which leaps.
  for (const char* fen : {"9k/10/10/10/10/9r/K8r/4p5/4P5/1nn7 w - - 0 1", "9k/10/10/10/10/10/2P7/1n8/RP8/KB8 w - - 0 1",
                          "9b/10/10/10/10/10/10/1n8/P9/KB7k w - - 0 1", "9k/10/10/10/10/10/10/d9/2R7/KB8 w - - 0 1"}) {
    const Position pos = Position::from_fen(fen);
    EXPECT_EQ(pos.count_legal(), 0u) << fen;
    EXPECT_FALSE(has_legal_move_of(pos)) << fen;
  }
}

Tally leaf(const Position& pos, std::string_view move) {
  const auto m = pos.parse_move(move);
  EXPECT_TRUE(m) << move;
  return leaf_stats(pos, *m, pos.play(*m));
}

void expect_only(const Tally& tally, std::map<Column, std::uint64_t> expected) {
  for (int c = 0; c < kColumnCount; ++c)
    EXPECT_EQ(tally.counts[c], expected.count(Column(c)) ? expected[Column(c)] : 0) << kColumns[c].name;
}

// O-O takes the king f1 -> h1 and the rook j1 -> g1, the square the king
// crossed, from where it checks g10 up the g-file: a direct check.
TEST(DragonStatColumns, CastlingRookChecks) {
  expect_only(leaf(testing::position("6k3/10/10/10/10/10/10/10/10/5K3R w K - 0 1"), "f1h1"),
              {{kCastles, 1}, {kChecks, 1}, {kDirectChecks, 1}});
}

// After the three-square step e2-e5, the d5 pawn takes it en passant on
// e4 (the passed square it attacks): d5 and e5 empty at once and the j5
// rook checks the a5 king along the fifth rank, a discovered check (the
// king escapes to the a- and b-files).
TEST(DragonStatColumns, ThreeStepEnPassantUncoversCheck) {
  const Position after_step = testing::play(testing::position("9k/10/10/10/10/K2p5r/10/10/4P5/10 w - - 0 1"), "e2e5");
  expect_only(leaf(after_step, "d5e4"),
              {{kCaptures, 1}, {kEnPassant, 1}, {kChecks, 1}, {kDiscoveryChecks, 1}, {kSingleDiscoveredChecks, 1}});
}

// A promotion to a Dragon two squares from the king checks directly (the
// Dragon reaches the second square of each of its eight lines).
TEST(DragonStatColumns, PromotionToDragonChecks) {
  expect_only(leaf(testing::position("2k7/4P5/10/10/10/10/10/10/10/K9 w - - 0 1"), "e9e10d"),
              {{kPromotions, 1}, {kChecks, 1}, {kDirectChecks, 1}});
}

}  // namespace
}  // namespace perftkit::dragon

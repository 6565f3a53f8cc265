// The 10x10 game's bulk statistics (dragon/bulk_stats.h) against the slow
// reference (perft/stats_reference.h: every leaf made and classified from
// the positions alone): at every node of seeded random games from
// positions rich in special moves, and on crafted positions each shortcut
// must not miss.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../random_games.h"
#include "dragon/bulk_stats.h"
#include "dragon/special_classes.h"
#include "perft/stats_perft.h"
#include "perft/stats_reference.h"

namespace perftkit::dragon {
namespace {

using namespace check_stats;

// The bulk tally of the leaves `depth` plies below `pos` (1: its moves,
// `tally_moves`; 2: its children's, made without keys and tallied
// together, `tally_children`), held equal to the reference's row; returns
// the reference's row.
Tally checked_bulk_row(const Position& pos, int depth = 1) {
  Tally bulk;
  if (depth == 1) tally_moves(pos, bulk);
  else tally_children(pos, bulk);
  const Tally reference = reference_stats(pos, depth)[depth - 1];
  EXPECT_EQ(bulk, reference) << pos.fen();
  return reference;
}

TEST(DragonBulkStats, EveryNodeOfRandomGamesTalliesAsTheReference) {
  std::vector<std::string> fens = diff::VariantSpecialClasses<Position>::special_fens({});
  fens.emplace_back(Position::kStartFen);
  // Endgames, where mates, stalemates and discovered checks are common.
  for (const char* fen :
       {"k9/10/10/10/D9/10/10/10/10/R5K3 w - - 0 1", "4k5/10/10/10/10/10/2B7/3N6/1Q8/5K4 w - - 0 1",
        "5k4/10/10/3r6/10/10/4d5/10/10/R3BK1R2 b - - 0 1", "9k/10/6K3/10/10/1R8/10/10/10/4Q5 w - - 0 1",
        "k9/2K7/1P8/9p/6R3/10/10/10/10/10 w - - 0 1"})
    fens.emplace_back(fen);
  diff::SeededRandom random(20261205);
  Tally sum;
  for (const auto& fen : fens)
    test::visit_random_games(Position::from_fen(fen), 40, 120,
                             random, [&](const Position& pos) { sum += checked_bulk_row(pos); });
  // The games reached what the bulk path must not miss.
  EXPECT_GT(sum.nodes, 200000u);
  for (auto column : {kCaptures, kEnPassant, kCastles, kPromotions, kDirectChecks, kSingleDiscoveredChecks,
                      kDirectDiscoveredChecks, kCheckmates, kStalemates})
    EXPECT_GT(sum.counts[column], 0u) << kColumns[column].name;
}

// A depth-2 node's children, made without keys and tallied together,
// against the reference's depth-2 row, at every node of shorter games.
TEST(DragonBulkStats, ChildrenTallyAsTheReference) {
  diff::SeededRandom random(20261206);
  Tally sum;
  for (const auto& fen : diff::VariantSpecialClasses<Position>::special_fens({}))
    test::visit_random_games(Position::from_fen(fen), 2, 50, random,
                             [&](const Position& pos) { sum += checked_bulk_row(pos, 2); });
  for (auto column : {kEnPassant, kCastles, kPromotions, kSingleDiscoveredChecks, kCheckmates, kStalemates})
    EXPECT_GT(sum.counts[column], 0u) << kColumns[column].name;
}

// What a depth-2 node knows for its children (the check view of its
// king, its robust pushers) against the reference's depth-2 row, where a
// child must not take it: Black (to move) takes the a1 rook behind the
// Dragon that screens its king (Nb3xa1) or steps between them (Rb4-a4),
// and either way the Dragon uncovers no check; e7-e6 leaves Black one
// robust pawn of its two, so Rg6-j6 stalemates; and Kb7-a6 puts two of
// Black's three pushers on its king's new lines, pinned (d6 by the j6
// rook, c4 by the e2 bishop), so Rj7-g7 stalemates. And Black's two
// knights are robust in the node, but Nc5-d7 (or -e6) answers the f5
// bishop's check and stays pinned there: the h1 knight is Black's only
// piece that moves, so Rh5xh1 stalemates. The same check answered by
// Nc5-e6 fills the square ahead of the e7 pawn, one of Black's two
// pushers, so Ri1-i6 stalemates. And of Black's pieces in the last node
// the j1 bishop has one square to go to (i2; beyond it, h3 and on, it
// could be blocked): Ng3-i2 answers the i1 rook's check, fills it and
// stays pinned, so Kb3-c4 stalemates.
TEST(DragonBulkStats, TheNodesKnowledgeServesOnlyTheChildrenItHolds) {
  struct Node {
    const char* fen;
    bool stalemates;
  };
  for (const Node& node : {Node{"k9/10/10/10/D9/10/1r8/1n8/10/R5K3 b - - 0 1", false},
                           Node{"k9/2K7/1P8/4p4p/6R3/4P5/10/10/10/10 b - - 0 1", true},
                           Node{"10/10/2N3p3/1k7R/3p5R/9R/2p7/10/4B5/9K b - - 0 1", true},
                           Node{"k9/10/10/10/10/2n1BB1R2/9K/10/10/1R5n2 b - - 0 1", true},
                           Node{"k9/10/10/4p3p1/10/2n1BB4/10/9K/10/1R6R1 b - - 0 1", true},
                           Node{"8k1/6B3/5N4/10/5B4/2p6R/10/1K4n3/10/8Rb b - - 0 1", true}}) {
    const Tally row = checked_bulk_row(Position::from_fen(node.fen), 2);
    if (node.stalemates) EXPECT_GT(row.counts[kStalemates], 0u) << node.fen;
  }
}

// The node's answer "the king's step is free" is not the child's where
// the child's move opens a line onto the step: in the node the d6 rook
// screens a9 from the f4 bishop, and after the rook leaves the diagonal
// White's Ne8-c9 mates, a9 being the Black king's only step.
TEST(DragonBulkStats, AStepFreeInTheNodeIsNotFreeWhereTheMoveOpensALine) {
  const Tally row = checked_bulk_row(Position::from_fen("kn8/1n8/4N5/10/3r6/10/5B4/10/10/9K b - - 0 1"), 2);
  EXPECT_GT(row.counts[kCheckmates], 0u);
}

// The fast counter's whole walk (bulk leaves, keyless children, a table
// replacing its slots all the time) against the reference, depths 1-3.
TEST(DragonBulkStats, HashedRowsEqualTheReference) {
  const auto fens = diff::VariantSpecialClasses<Position>::special_fens({});
  for (const auto& fen : {fens[0], fens[4]}) {
    const Position root = Position::from_fen(fen);
    const auto reference = reference_stats(root, 3);
    StatsHashOf<Position> tiny(1);
    EXPECT_EQ(fast_stats(root, 3, &tiny), reference) << fen;
    EXPECT_EQ(fast_stats(root, 3, &tiny), reference) << fen << " (the table full of this tree)";
  }
}

// Stalemates by one move where the enemy has a single mobile piece (the
// quiet moves' shortcut must not miss them), each position's count of
// stalemating moves; the boxed-in king has no step in each.
struct CraftedStalemate {
  const char* fen;
  std::uint64_t stalemates;
  const char* why;
};

TEST(DragonBulkStats, CraftedStalematesAreFound) {
  const CraftedStalemate positions[] = {
      {"k9/2K7/1P8/9p/6R3/10/10/10/10/10 w - - 0 1", 1,
       "Rg6-j6 blocks Black's only move, the push j7-j6 (and Rg6-g10 mates)"},
      {"k9/2K7/1P8/10/10/9R/10/10/9n/10 w - - 0 1", 1,
       "Rj5xj2 takes the only mobile piece, a knight off its king's lines"},
      {"7n2/6P3/10/10/10/10/10/10/2K7/k1N7 w - - 0 1", 5,
       "g9xh10 takes the only mobile piece while promoting: each of the five promotions stalemates"},
      {"k9/2K7/1P8/n3p5/7R2/10/10/10/10/R9 w - - 0 1", 1,
       "the a7 knight, pinned by the a1 rook, has no move: Rh6-e6 blocks the e7 pawn"},
      {"k9/2K7/1P8/4p5/7Rp1/8Pb/8p1/8P1/10/10 w - - 0 1", 1,
       "the j5 bishop, boxed in by its blocked pawns on i6 and i4, has no move: Rh6-e6 blocks the e7 pawn"},
  };
  for (const auto& [fen, stalemates, why] : positions) {
    const Tally row = checked_bulk_row(Position::from_fen(fen));
    EXPECT_EQ(row.counts[kStalemates], stalemates) << why;
  }
  EXPECT_GT(checked_bulk_row(Position::from_fen(positions[0].fen)).counts[kCheckmates], 0u);
}

// Rd7-d10 mates: the b9 knight that would take the rook is pinned by the
// j1 bishop once the rook has left the diagonal. (The checker's capture
// seen from the node must count it as pinned.)
TEST(DragonBulkStats, TheCheckersTakerPinnedByTheMove) {
  const Tally row = checked_bulk_row(Position::from_fen("k9/1n8/1P8/3R6/10/10/10/10/10/7K1B w - - 0 1"));
  EXPECT_GT(row.counts[kCheckmates], 0u);
}

// Ng7-i8 mates: the j8 rook that would take the knight along the rank is
// pinned on the file by the j1 rook. (The checker's takers leave out a
// pinned slider, as a pinned knight.) Ng7-h9 mates too; Rxj8 checks.
TEST(DragonBulkStats, ThePinnedRookDoesNotTakeTheChecker) {
  const Tally row = checked_bulk_row(Position::from_fen("8nk/8p1/7N1r/6N3/10/10/10/10/10/K8R w - - 0 1"));
  EXPECT_EQ(row.counts[kChecks], 3u);
  EXPECT_EQ(row.counts[kCheckmates], 2u);
}

// Nb7-c9 mates: the b7 knight screened b9 from the b1 rook, and b9 was
// found free when Nc6-b8, an earlier check of the same node, asked it.
// (A step known free must not answer a check whose piece leaves a line
// through it.)
TEST(DragonBulkStats, AStepKnownFreeIsNotFreeWhereTheCheckerLeavesItsLine) {
  const Tally row = checked_bulk_row(Position::from_fen("kn8/10/10/1N8/2N7/7pp1/5B4/10/10/1R5K2 w - - 0 1"));
  EXPECT_EQ(row.counts[kCheckmates], 1u);
}

// Nc7-b9 fills b9, which the node's earlier children found free (their
// leaves' Ne8-c9 checks asked it); then Ne8-c9 mates: a9 and b10 are
// held by the c10 and d9 knights. (A step known free must still be empty.)
TEST(DragonBulkStats, AStepKnownFreeIsNoStepOnceTheirPieceStandsThere) {
  const Tally row = checked_bulk_row(Position::from_fen("k1N7/3N6/1p2N5/2n7/10/7pp1/10/10/10/9K b - - 0 1"), 2);
  EXPECT_EQ(row.counts[kCheckmates], 1u);
}

// A pinned Dragon still moves along the pin (onto the pinner or toward
// it), so it counts as a mobile piece wherever it stands; here the pinned
// one on a6 and the free one on j2 are Black's two, and no quiet move
// stalemates, whatever White plays.
TEST(DragonBulkStats, PinnedDragonStillMoves) {
  const Position pos = Position::from_fen("k9/2K7/1P8/10/d9/10/10/10/9d/R9 w - - 0 1");
  const Tally row = checked_bulk_row(pos);
  EXPECT_EQ(row.counts[kStalemates], 0u);
  // The pinned Dragon's moves: along the a-file only.
  const Position black = Position::from_fen("k9/2K7/1P8/10/d9/10/10/10/10/R9 b - - 0 1");
  EXPECT_GT(black.count_legal(), 0u);
}

// The Dragon on a6 screens the a10 king from the a1 rook: each of its
// moves off the a-file discovers check, and Dc8 checks from there too (a
// double check).
TEST(DragonBulkStats, DiscoveredAndDoubleChecks) {
  const Tally row = checked_bulk_row(Position::from_fen("k9/10/10/10/D9/10/10/10/10/R5K3 w - - 0 1"));
  EXPECT_GT(row.counts[kSingleDiscoveredChecks] + row.counts[kSingleDiscoveredMates], 0u);
  EXPECT_GT(row.counts[kDirectDiscoveredChecks] + row.counts[kDirectDiscoveredMates], 0u);
}

}  // namespace
}  // namespace perftkit::dragon

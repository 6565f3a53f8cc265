// The fast statistics counter (perft/stats_perft.h) and its table
// (perft/stats_hash.h): with a table, however small, the rows are those
// of the reference; a table's entry answers only for its own key and
// depth.
#include <gtest/gtest.h>

#include "chess/bulk_stats.h"
#include "chess/stat_columns.h"
#include "perft/stats_perft.h"
#include "perft/stats_reference.h"

namespace perftkit {
namespace {

constexpr const char* kKiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
constexpr const char* kRookEndgame = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";

TEST(StatsPerft, HashedRowsEqualTheReference) {
  for (const char* fen : {kKiwipete, kRookEndgame}) {
    const auto root = chess::Position::from_fen(fen);
    const auto reference = reference_stats(root, 4);
    StatsHashOf<chess::Position> tiny(1);  // 1 MiB: slots replaced all the time
    EXPECT_EQ(fast_stats(root, 4, &tiny), reference) << fen;
    EXPECT_EQ(fast_stats(root, 4, &tiny), reference) << fen << " (the table full of this tree)";
  }
}

TEST(StatsHash, AnEntryAnswersItsKeyAndDepthOnly) {
  StatsHashOf<chess::Position> hash(1);
  check_stats::Tally tally;
  tally.nodes = 97862;
  tally.counts[check_stats::kCastles] = 3162;
  hash.store(0x1234, 3, tally);
  check_stats::Tally found;
  ASSERT_TRUE(hash.probe(0x1234, 3, found));
  EXPECT_EQ(found, tally);
  EXPECT_FALSE(hash.probe(0x1234, 4, found));                              // another depth
  EXPECT_FALSE(hash.probe(0x1234 + hash.entry_count(), 3, found));         // another key, same slot
  check_stats::Tally other = tally;
  other.nodes = 1;
  hash.store(0x1234 + hash.entry_count(), 3, other);                       // replaces the slot
  EXPECT_FALSE(hash.probe(0x1234, 3, found));
}

}  // namespace
}  // namespace perftkit

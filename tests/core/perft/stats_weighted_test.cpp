// Weighted statistics (perft/stats_weighted.h) on Raindrop's expected
// model: each depth's nodes equal the weighted perft count (a separate
// code path), any thread count gives the same exact rows, and at depth 1
// a deck of two cards weighs each drop 1/2, so the expected columns are
// the mean of the open model's columns (the unweighted counter) for each
// card alone.
#include <gtest/gtest.h>

#include "perft/perft.h"
#include "perft/stats_weighted.h"
#include "raindrop/stat_columns.h"

namespace perftkit {
namespace {

using Expected = raindrop::Position<raindrop::DeckModel::expected>;
using Open = raindrop::Position<raindrop::DeckModel::open>;
using raindrop::Rational;

static_assert(WeightedStatistics<Expected>);
static_assert(!WeightedStatistics<Open>);

TEST(WeightedStats, NodesAreTheWeightedPerftCount) {
  for (const char* fen : {"8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1",
                          "4k3/8/8/8/8/8/3P4/4K3[QRBNPPPqrbnpp] b - - 0 1"}) {
    const Expected pos = Expected::from_fen(fen);
    const auto result = divide_weighted_stats(pos, 2, 2);
    ASSERT_EQ(result.rows.size(), 2u);
    for (int d = 1; d <= 2; ++d) EXPECT_EQ(result.rows[d - 1].nodes, perft(pos, d)) << fen << " depth " << d;
    WeightedStatTally<Expected> lines;
    for (const auto& line : result.lines) lines += line.tally;
    EXPECT_EQ(lines, result.rows.back()) << fen;
  }
}

TEST(WeightedStats, SameForAnyThreadCount) {
  const Expected pos = Expected::from_fen("4k3/8/8/8/8/8/3P4/4K3[QRBNPPPqrbnpp] w - - 0 1");
  const auto one = divide_weighted_stats(pos, 2, 1).rows;
  for (int threads : {2, 3}) EXPECT_EQ(divide_weighted_stats(pos, 2, threads).rows, one) << threads;
}

TEST(WeightedStats, TwoCardsWeighTheirDropsHalf) {
  // Queen or rook drops near a lone king without cards: checks, mates and
  // stalemates.
  const char* board = "7k/8/6K1/8/8/8/8/8";
  const Expected both = Expected::from_fen(std::string(board) + "[QR] w - - 0 1");
  const auto expected = divide_weighted_stats(both, 1, 1).rows[0];
  const auto queen = reference_stats(Open::from_fen(std::string(board) + "[Q] w - - 0 1"), 1)[0];
  const auto rook = reference_stats(Open::from_fen(std::string(board) + "[R] w - - 0 1"), 1)[0];
  const auto mean = [](std::uint64_t a, std::uint64_t b) { return Rational(a + b, 2); };
  EXPECT_EQ(expected.nodes, mean(queen.nodes, rook.nodes));
  for (std::size_t c = 0; c < expected.counts.size(); ++c)
    EXPECT_EQ(expected.counts[c], mean(queen.counts[c], rook.counts[c])) << raindrop::kStatColumns[c].name;
  // The position holds what the test is for.
  EXPECT_GT(queen.counts[raindrop::kStatCheckmates], 0u);
  EXPECT_GT(queen.counts[raindrop::kStatStalemates] + rook.counts[raindrop::kStatStalemates], 0u);
}

}  // namespace
}  // namespace perftkit

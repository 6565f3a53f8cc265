// The statistics driver (perft/stats_divide.h) over the slow reference
// (perft/stats_reference.h): the same rows for any thread count, root-move
// lines that sum to the last row, node counts equal to perft's, and a
// variant wrapping chess (nocastle) counting chess's columns.
#include <gtest/gtest.h>

#include "chess/stat_columns.h"
#include "nocastle/stat_columns.h"
#include "perft/perft.h"
#include "perft/stats_divide.h"

namespace perftkit {
namespace {

const char* kFen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

static_assert(HasStatColumns<chess::Position>);
static_assert(HasStatColumns<nocastle::Position>);

TEST(StatsDivide, SameForAnyThreadCountAndEqualToTheReference) {
  const auto pos = chess::Position::from_fen(kFen);
  const auto reference = reference_stats(pos, 3);
  for (int threads : {1, 2, 3}) EXPECT_EQ(divide_stats(pos, 3, threads).rows, reference) << threads;
}

TEST(StatsDivide, LinesSumToTheLastRowAndNodesArePerft) {
  const auto pos = chess::Position::from_fen(kFen);
  for (int depth = 1; depth <= 3; ++depth) {
    const auto result = divide_stats(pos, depth, 2);
    ASSERT_EQ(result.rows.size(), static_cast<std::size_t>(depth));
    StatTallyOf<chess::Position> sum;
    for (const auto& line : result.lines) {
      sum += line.tally;
      EXPECT_EQ(line.tally.nodes, perft(pos.play(line.move), depth - 1)) << line.name;
    }
    EXPECT_EQ(sum, result.rows.back());
    for (int d = 1; d <= depth; ++d) EXPECT_EQ(result.rows[d - 1].nodes, perft(pos, d));
  }
}

TEST(StatsDivide, NoCastleCountsChessColumnsWithoutCastles) {
  const auto chess_rows = reference_stats(chess::Position::from_fen(kFen), 3);
  const auto rows = reference_stats(nocastle::Position::from_fen(kFen), 3);
  for (std::size_t d = 0; d < rows.size(); ++d) {
    EXPECT_EQ(rows[d].counts[check_stats::kCastles], 0u);
    EXPECT_GT(chess_rows[d].counts[check_stats::kCastles], 0u);
  }
  // Without castling the first ply is chess's less its two castles.
  EXPECT_EQ(rows[0].nodes + 2, chess_rows[0].nodes);
}

}  // namespace
}  // namespace perftkit

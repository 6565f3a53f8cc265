#include "diff/minimal_case.h"

#include <gtest/gtest.h>

#include "chess/position.h"
#include "diff/fen_pieces.h"
#include "dragon/position.h"
#include "perft/perft.h"
#include "uci/engine_error.h"

namespace perftkit::diff {
namespace {

using chess::Position;

// A stand-in engine: our generator without castling, asked by FEN.
template <Game P>
uci::EngineDivide generator_without_castling(const std::string& fen, int depth) {
  auto count = [](auto& self, const P& pos, int d) -> std::uint64_t {
    if (d == 0) return 1;
    typename P::MoveList moves;
    pos.generate_legal(moves);
    std::uint64_t total = 0;
    for (const auto& m : moves)
      if (!pos.move_facts(m).castling) total += self(self, pos.play(m), d - 1);
    return total;
  };
  const P pos = P::from_fen(fen);
  typename P::MoveList moves;
  pos.generate_legal(moves);
  uci::EngineDivide divide;
  for (const auto& m : moves) {
    if (pos.move_facts(m).castling) continue;
    divide.moves.emplace_back(pos.move_name(m), count(count, pos.play(m), depth - 1));
    divide.total += divide.moves.back().second;
  }
  return divide;
}

const auto without_castling = generator_without_castling<Position>;

TEST(MinimalCase, ShallowestDepthThenFewestPieces) {
  auto minimal = minimise<Position>("r3k2r/p6p/8/3n4/8/8/P6P/R3K2R w KQkq - 0 1", 3, without_castling, {});
  EXPECT_EQ(minimal.depth, 1);
  // The kings and one castling rook: every other piece went, with the
  // castling rights of the rooks removed.
  EXPECT_EQ(piece_count(minimal.fen), 3);
  EXPECT_EQ(minimal.comparison.only_ours.size(), 1u);
  EXPECT_TRUE(minimal.comparison.only_engine.empty());
}

TEST(MinimalCase, KeepsAPositionWhereEveryPieceMatters) {
  auto minimal = minimise<Position>("4k3/8/8/8/8/8/8/4K2R w K - 0 1", 1, without_castling, {});
  EXPECT_EQ(minimal.fen, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
  EXPECT_EQ(minimal.comparison.only_ours, std::vector<std::string>{"e1g1"});
}

TEST(MinimalCase, SkipsPositionsTheEngineCannotAnswer) {
  // An engine that dies on positions with fewer than five pieces.
  auto fragile = [](const std::string& fen, int depth) {
    if (piece_count(fen) < 5) throw uci::EngineError("engine exited");
    return without_castling(fen, depth);
  };
  auto minimal = minimise<Position>("r3k2r/p6p/8/3n4/8/8/P6P/R3K2R w KQkq - 0 1", 1, fragile, {});
  EXPECT_EQ(piece_count(minimal.fen), 5);
  EXPECT_FALSE(minimal.comparison.agree());
}

TEST(MinimalCase, ShrinksTenByTenPositions) {
  auto minimal = minimise<dragon::Position>("r4k3r/pppppppppp/10/10/10/10/10/10/P8P/R4K3R w KQkq - 0 1", 2,
                                            generator_without_castling<dragon::Position>, {});
  EXPECT_EQ(minimal.depth, 1);
  EXPECT_EQ(piece_count(minimal.fen), 3);
  EXPECT_EQ(minimal.comparison.only_ours.size(), 1u);
}

}  // namespace
}  // namespace perftkit::diff

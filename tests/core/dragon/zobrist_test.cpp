// The incremental Zobrist key equals the key computed from scratch (via
// FEN) along random games from every data-set position.
#include <gtest/gtest.h>

#include <random>

#include "dataset_support.h"
#include "dragon/position.h"

namespace perftkit::dragon {
namespace {

TEST(DragonZobrist, IncrementalKeyEqualsFreshKeyAlongRandomGames) {
  std::mt19937 rng(20261129);
  int plies = 0;
  for (const auto& record : testing::load_suite()) {
    for (int game = 0; game < 4; ++game) {
      Position pos = Position::from_fen(record.fen);
      for (int ply = 0; ply < 80; ++ply) {
        Position::MoveList moves;
        pos.generate_legal(moves);
        ASSERT_EQ(moves.size(), pos.count_legal()) << pos.fen();
        if (moves.empty()) break;
        pos = pos.play(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
        Position fresh = Position::from_fen(pos.fen());
        ASSERT_EQ(pos.key(), fresh.key()) << pos.fen();
        ASSERT_EQ(fresh.fen(), pos.fen());
        ++plies;
      }
    }
  }
  EXPECT_GT(plies, 5000);
}

}  // namespace
}  // namespace perftkit::dragon

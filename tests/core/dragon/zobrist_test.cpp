// The incremental Zobrist key equals the key computed from scratch (via
// FEN) along random games from every data-set position, and the key table
// is the one journals and hash tables were written with.
#include <gtest/gtest.h>

#include <random>

#include "dataset_support.h"
#include "dragon/position.h"
#include "dragon/zobrist.h"

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

// The table's first and last keys of each kind, as the SplitMix64 sequence
// from seed 0x2545F4914F6CDD1D gives them (written out independently):
// a change of generator or of fill order changes them.
// The sequence starts at the first piece (White's pawn, 1) and row 0
// (empty, never keyed) comes last: each piece has the keys it had when
// pieces were numbered from 0.
TEST(DragonZobrist, KeysAreTheSplitMix64SequenceFromTheFirstPiece) {
  EXPECT_EQ(kZobrist.piece[make_piece(kWhite, kPawn)][0], 0xc0e16b163a85a4dcULL);
  EXPECT_EQ(kZobrist.piece[kNoPiece][G::kSquares - 1], 0x17234a010ae4679aULL);
  EXPECT_EQ(kZobrist.castling[0], 0x28caf923186dbd01ULL);
  EXPECT_EQ(kZobrist.castling[15], 0x56bc9635d58a82c0ULL);
  EXPECT_EQ(kZobrist.en_passant[0], 0x5407417781f66573ULL);
  EXPECT_EQ(kZobrist.black_to_move, 0x1892c322bd189065ULL);
}

}  // namespace
}  // namespace perftkit::dragon

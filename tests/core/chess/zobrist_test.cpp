// The Zobrist keys are part of perftkit's stored data (hash tables
// shared between runs, journals, seeded tests): the generator that fills
// them must never change a key.
#include <gtest/gtest.h>

#include "chess/position.h"
#include "chess/zobrist.h"

namespace perftkit::chess {
namespace {

TEST(ChessZobrist, KeysAreTheOnesAlwaysGenerated) {
  EXPECT_EQ(zobrist::keys.piece_square[make_piece(kWhite, kPawn)][G::square(4, 1)], 0xA97DC49E8F2EF02FULL);
  EXPECT_EQ(zobrist::keys.piece_square[make_piece(kBlack, kKing)][G::square(4, 7)], 0xFE0ACF5DA9A7949BULL);
  EXPECT_EQ(zobrist::keys.castling[15], 0xAD138C957B5C8B73ULL);
  EXPECT_EQ(zobrist::keys.en_passant_file[7], 0x2225A6B29452DCB5ULL);
  EXPECT_EQ(zobrist::keys.black_to_move, 0xC8A757DF8DA1DAE4ULL);
  EXPECT_EQ(Position::from_fen(Position::kStartFen).key(), 0xC15B9F17B5A40476ULL);
}

}  // namespace
}  // namespace perftkit::chess

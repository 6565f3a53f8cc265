// Raindrop's pawn sets agree with the shared per-square pawn table.
#include "raindrop/pawns.h"

#include <gtest/gtest.h>

#include "geometry/attacks8.h"

namespace perftkit::raindrop {
namespace {

TEST(RaindropPawns, SetCapturesAreTheUnionOfTheSquareTable) {
  for (Color c : {kWhite, kBlack}) {
    for (int sq = 0; sq < 64; ++sq) {
      const Bitboard pawn = Bitboard{1} << sq;
      EXPECT_EQ(pawn_captures_west(c, pawn) | pawn_captures_east(c, pawn), attacks8::pawn(c, sq)) << int{c} << " " << sq;
    }
  }
}

TEST(RaindropPawns, AttacksOfASetAreBothCaptures) {
  const Bitboard sets[] = {0, ~Bitboard{0}, 0x00FF00000000FF00ULL, 0x8100000000000081ULL, 0x0123456789ABCDEFULL};
  for (Color c : {kWhite, kBlack})
    for (Bitboard pawns : sets) EXPECT_EQ(pawn_attacks(c, pawns), pawn_captures_west(c, pawns) | pawn_captures_east(c, pawns));
}

TEST(RaindropPawns, DeltasMatchTheShifts) {
  for (Color c : {kWhite, kBlack}) {
    for (int sq = 8; sq < 56; ++sq) {
      const Bitboard pawn = Bitboard{1} << sq;
      EXPECT_EQ(pawn_pushes(c, pawn), Bitboard{1} << (sq + pawn_push_delta(c)));
      if (Bitboard west = pawn_captures_west(c, pawn)) EXPECT_EQ(west, Bitboard{1} << (sq + pawn_west_delta(c)));
      else EXPECT_EQ(sq % 8, 0);  // only from the a-file is there no capture toward it
      if (Bitboard east = pawn_captures_east(c, pawn)) EXPECT_EQ(east, Bitboard{1} << (sq + pawn_east_delta(c)));
      else EXPECT_EQ(sq % 8, 7);
    }
  }
}

TEST(RaindropPawns, DropAndPromotionRanks) {
  EXPECT_EQ(kPawnDropSquares[kWhite], 0x0000FFFFFFFFFF00ULL);  // ranks 2-6
  EXPECT_EQ(kPawnDropSquares[kBlack], 0x00FFFFFFFFFF0000ULL);  // ranks 7-3
  EXPECT_EQ(kLastRank[kWhite], 0xFF00000000000000ULL);
  EXPECT_EQ(kLastRank[kBlack], 0x00000000000000FFULL);
}

}  // namespace
}  // namespace perftkit::raindrop

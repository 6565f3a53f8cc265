// The 10x10 geometry on unsigned __int128: numbering, names, edge-safe
// shifts, leaper tables, and both slider schemes against the slow
// reference on random occupancies.
#include <gtest/gtest.h>

#include <random>

#include "geometry/attacks10.h"
#include "geometry/lines10.h"
#include "geometry/sliders10.h"

namespace perftkit {
namespace {

using G = Geometry10;
using Bitboard = u128;

TEST(Geometry10, SquareNamesRoundTripIncludingRankTen) {
  EXPECT_EQ(G::square_name(0), "a1");
  EXPECT_EQ(G::square_name(99), "j10");
  EXPECT_EQ(G::parse_square("e10"), G::square(4, 9));
  EXPECT_EQ(G::parse_square("k1"), -1);
  EXPECT_EQ(G::parse_square("a11"), -1);
  for (int sq = 0; sq < G::kSquares; ++sq) EXPECT_EQ(G::parse_square(G::square_name(sq)), sq);
}

TEST(Geometry10, MasksCoverExactlyOneHundredSquares) {
  EXPECT_EQ(popcount(G::all_squares()), 100);
  EXPECT_EQ(popcount(G::file_mask(9)), 10);
  EXPECT_EQ(G::rank_mask(9) >> 90, Bitboard{0x3FF});
}

TEST(Geometry10, ShiftsDoNotWrapAroundEdges) {
  EXPECT_EQ(G::shift(G::file_mask(9), {1, 0}), Bitboard{0});
  EXPECT_EQ(G::shift(G::file_mask(0), {-1, 1}), Bitboard{0});
  EXPECT_EQ(G::shift(G::rank_mask(9), {0, 1}), Bitboard{0});
  EXPECT_EQ(G::shift(G::bit(G::square(4, 4)), {1, 1}), G::bit(G::square(5, 5)));
}

TEST(Geometry10, LeaperTargetCounts) {
  EXPECT_EQ(popcount(attacks10::dragon(G::square(4, 4))), 16);
  EXPECT_EQ(popcount(attacks10::dragon(G::square(0, 4))), 10);
  EXPECT_EQ(popcount(attacks10::dragon(0)), 6);
  EXPECT_EQ(popcount(attacks10::dragon(G::square(1, 1))), 11);
  EXPECT_EQ(popcount(attacks10::knight(0)), 2);
  EXPECT_EQ(popcount(attacks10::knight(G::square(4, 4))), 8);
  EXPECT_EQ(popcount(attacks10::king(99)), 3);
  EXPECT_EQ(attacks10::pawn(0, G::square(0, 1)), G::bit(G::square(1, 2)));
  EXPECT_EQ(attacks10::pawn(1, G::square(9, 8)), G::bit(G::square(8, 7)));
}

TEST(Geometry10, BetweenMatchesTheReference) {
  for (int a = 0; a < G::kSquares; ++a)
    for (int b = 0; b < G::kSquares; ++b) ASSERT_EQ(lines10::between(a, b), G::between(a, b)) << a << " " << b;
}

// Random occupancies of several densities, every square.
template <class Sliders>
void expect_matches_reference() {
  std::mt19937_64 rng(99);
  for (int round = 0; round < 300; ++round) {
    Bitboard occupied = (Bitboard{rng()} << 64 | rng()) & G::all_squares();
    for (int thin = 0; thin < round % 4; ++thin) occupied &= Bitboard{rng()} << 64 | rng();
    for (int sq = 0; sq < G::kSquares; ++sq) {
      ASSERT_EQ(Sliders::rook(sq, occupied), G::slider_targets(sq, occupied, kRookDirections)) << Sliders::kName << " " << sq;
      ASSERT_EQ(Sliders::bishop(sq, occupied), G::slider_targets(sq, occupied, kBishopDirections)) << Sliders::kName << " " << sq;
    }
  }
}

TEST(Geometry10, LineDifferenceSlidersMatchTheReference) { expect_matches_reference<sliders10::LineDifferenceSliders>(); }

#if PERFTKIT_HAVE_SPLIT_PEXT
TEST(Geometry10, SplitPextSlidersMatchTheReference) { expect_matches_reference<sliders10::SplitPextSliders>(); }
#endif

TEST(Geometry10, EmptyAndFullBoards) {
  EXPECT_EQ(popcount(attacks10::rook(0, 0)), 18);
  EXPECT_EQ(popcount(attacks10::queen(G::square(4, 4), 0)), 18 + 17);
  EXPECT_EQ(attacks10::rook(G::square(4, 4), G::all_squares()), attacks10::king(G::square(4, 4)) & attacks10::rook(G::square(4, 4), 0));
}

}  // namespace
}  // namespace perftkit

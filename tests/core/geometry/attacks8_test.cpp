#include <gtest/gtest.h>

#include <random>

#include "geometry/attacks8.h"

namespace perftkit::attacks8 {
namespace {

TEST(Attacks8, SlidersMatchRayWalkOnRandomOccupancies) {
  std::mt19937_64 rng(2026);
  for (int trial = 0; trial < 20000; ++trial) {
    Bitboard occupied = rng() & rng();
    int sq = static_cast<int>(rng() % 64);
    ASSERT_EQ(rook(sq, occupied), G::slider_targets(sq, occupied, kRookDirections)) << sq;
    ASSERT_EQ(bishop(sq, occupied), G::slider_targets(sq, occupied, kBishopDirections)) << sq;
  }
}

TEST(Attacks8, LeapersFromCornerAndCentre) {
  EXPECT_EQ(popcount(knight(G::parse_square("a1"))), 2);
  EXPECT_EQ(popcount(knight(G::parse_square("e4"))), 8);
  EXPECT_EQ(popcount(king(G::parse_square("h8"))), 3);
  EXPECT_EQ(pawn(0, G::parse_square("a2")), G::bit(G::parse_square("b3")));
  EXPECT_EQ(pawn(1, G::parse_square("e7")), G::bit(G::parse_square("d6")) | G::bit(G::parse_square("f6")));
}

TEST(Attacks8, BetweenAndLine) {
  EXPECT_EQ(between(G::parse_square("a1"), G::parse_square("d4")),
            G::bit(G::parse_square("b2")) | G::bit(G::parse_square("c3")));
  EXPECT_EQ(between(G::parse_square("a1"), G::parse_square("b3")), 0u);
  EXPECT_EQ(popcount(line(G::parse_square("a1"), G::parse_square("c3"))), 8);
}

TEST(Attacks8, SegmentsToSlidersHoldTheSquaresBetweenAndTheSliders) {
  const auto sq = [](const char* name) { return G::bit(G::parse_square(name)); };
  // A king on e1, sliders on e4 (its file) and h4 (its diagonal).
  EXPECT_EQ(segments_to(G::parse_square("e1"), sq("e4") | sq("h4")),
            sq("e2") | sq("e3") | sq("e4") | sq("f2") | sq("g3") | sq("h4"));
  EXPECT_EQ(segments_to(G::parse_square("e1"), 0), 0u);
}

}  // namespace
}  // namespace perftkit::attacks8

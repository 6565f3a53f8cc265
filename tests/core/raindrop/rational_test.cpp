// The exact count type of the expected model.
#include <gtest/gtest.h>

#include <stdexcept>

#include "common/input_error.h"
#include "raindrop/rational.h"

namespace perftkit::raindrop {
namespace {

TEST(RaindropRational, KeptInLowestTermsPrintedAsFractionOrInteger) {
  EXPECT_EQ(to_string(Rational(168735 * 3, 64 * 3)), "168735/64");
  EXPECT_EQ(to_string(Rational(12, 4)), "3");
  EXPECT_EQ(to_string(Rational(0, 7)), "0");
  EXPECT_EQ(to_string(Rational(52)), "52");
}

TEST(RaindropRational, AddsAndMultipliesExactly) {
  Rational sum = Rational(1, 6);
  sum += Rational(1, 10);
  EXPECT_EQ(sum, Rational(4, 15));
  EXPECT_EQ(Rational(2, 3) * Rational(9, 4), Rational(3, 2));
  EXPECT_EQ(Rational(5) * Rational(0), Rational(0));
}

TEST(RaindropRational, OverflowIsReportedNeverWrapped) {
  const Rational huge(Rational::u128{1} << 100, 1);
  EXPECT_THROW(huge * huge, std::overflow_error);
  Rational big(~Rational::u128{0}, 1);
  EXPECT_THROW(big += Rational(1), std::overflow_error);
  // Coprime denominators whose product exceeds 128 bits.
  Rational a(1, (Rational::u128{1} << 70) + 1), b(1, (Rational::u128{1} << 70) - 1);
  EXPECT_THROW(a += b, std::overflow_error);
}

TEST(RaindropRational, DecimalRoundsHalfUpAtTheGivenDigits) {
  EXPECT_EQ(to_decimal_string(Rational(168735, 64), 6), "2636.484375");
  EXPECT_EQ(to_decimal_string(Rational(906, 13), 6), "69.692308");
  EXPECT_EQ(to_decimal_string(Rational(2, 3), 0), "1");
  EXPECT_EQ(to_decimal_string(Rational(1, 8), 2), "0.13");
  EXPECT_EQ(to_decimal_string(Rational(999, 1000), 2), "1.00");
  EXPECT_EQ(to_decimal_string(Rational(5329), 3), "5329.000");
  // A denominator near 2^128: digits still exact (no 10*remainder overflow).
  Rational tiny(1, ~Rational::u128{0});
  EXPECT_EQ(to_decimal_string(tiny, 3), "0.000");
}

TEST(RaindropRational, ParsesIntegersAndFractions) {
  EXPECT_EQ(parse_rational("41946993/320", "X3"), Rational(41946993, 320));
  EXPECT_EQ(parse_rational("10/4", "X1"), Rational(5, 2));
  EXPECT_THROW(parse_rational("1/0", "X1"), InputError);
  EXPECT_THROW(parse_rational("1.5", "X1"), InputError);
  EXPECT_THROW(parse_rational("", "X1"), InputError);
}

}  // namespace
}  // namespace perftkit::raindrop

// The Hodges-Lehmann estimate and its Walsh-average interval on small
// inputs whose Walsh averages and signed-rank tails are worked out by hand
// in the comments.
#include "bench/hodges_lehmann.h"

#include <gtest/gtest.h>

#include <stdexcept>

namespace perftkit::bench {
namespace {

// The interval [low, high] of rank k and its exact coverage.
void expect_interval(const ShiftEstimate& r, int rank, double low, double high, double achieved_level) {
  ASSERT_TRUE(r.has_interval);
  EXPECT_EQ(r.rank, rank);
  EXPECT_DOUBLE_EQ(r.low, low);
  EXPECT_DOUBLE_EQ(r.high, high);
  EXPECT_DOUBLE_EQ(r.achieved_level, achieved_level);
}

TEST(SignedRankCdf, CountsSubsetSumsOfThreeRanks) {
  // Subsets of {1,2,3} by sum: 0 {}, 1 {1}, 2 {2}, 3 {3} {1,2}, 4 {1,3},
  // 5 {2,3}, 6 {1,2,3}: 1 1 1 2 1 1 1 of 8.
  const auto cdf = signed_rank_cdf(3);
  const double expected[] = {1 / 8.0, 2 / 8.0, 3 / 8.0, 5 / 8.0, 6 / 8.0, 7 / 8.0, 1};
  ASSERT_EQ(cdf.size(), 7u);
  for (int s = 0; s < 7; ++s) EXPECT_DOUBLE_EQ(cdf[s], expected[s]) << "sum " << s;
}

TEST(HodgesLehmann, SixDifferencesAtNinetyFivePercent) {
  // The 21 Walsh averages of 1..6 sorted: 1 1.5 2 2 2.5 2.5 3 3 3 3.5 3.5
  // 3.5 4 4 4 4.5 4.5 5 5 5.5 6; the 11th is 3.5. P(T+ <= 0) = 1/64 <=
  // 0.025 < P(T+ <= 1) = 2/64, so k = 1: [W(1), W(21)] = [1, 6], covering
  // 1 - 2/64 = 96.875 %.
  const auto r = hodges_lehmann({4, 1, 6, 3, 5, 2}, 0.95);
  EXPECT_EQ(r.count, 6);
  EXPECT_DOUBLE_EQ(r.estimate, 3.5);
  expect_interval(r, 1, 1, 6, 1 - 2 / 64.0);
}

TEST(HodgesLehmann, SixDifferencesAtNinetyPercent) {
  // Tails of 3 subsets ({}, {1}, {2}) hold 3/64 <= 0.05 < 5/64: k = 3,
  // [W(3), W(19)] = [2, 5], covering 1 - 6/64.
  expect_interval(hodges_lehmann({1, 2, 3, 4, 5, 6}, 0.90), 3, 2, 5, 1 - 6 / 64.0);
}

TEST(HodgesLehmann, EightDifferencesWithAnOutlier) {
  // d = -3 -1 0 2 4 5 7 10. Walsh averages per first element:
  //   -3: -3 -2 -1.5 -0.5 0.5 1 2 3.5      -1: -1 -0.5 0.5 1.5 2 3 4.5
  //    0: 0 1 2 2.5 3.5 5                   2: 2 3 3.5 4.5 6
  //    4: 4 4.5 5.5 7                       5: 5 6 7.5
  //    7: 7 8.5                            10: 10
  // Sorted, the 18th and 19th of the 36 are 3 and 3: the estimate is 3.
  // Subsets of {1..8} with sum <= 3: {} {1} {2} {3} {1,2} = 5 of 256
  // <= 0.025, with sum 4 ({4} {1,3}) 7/256 > 0.025: k = 4, so
  // [W(4), W(33)] = [-1, 7], covering 1 - 10/256.
  const auto r = hodges_lehmann({10, -3, 7, 0, 5, -1, 4, 2}, 0.95);
  EXPECT_DOUBLE_EQ(r.estimate, 3);
  expect_interval(r, 4, -1, 7, 1 - 10 / 256.0);
}

TEST(HodgesLehmann, FiveDifferencesAreTooFewForNinetyFivePercent) {
  // The smallest tail, P(T+ = 0) = 1/32, already exceeds 0.025.
  const auto r = hodges_lehmann({1, 2, 3, 4, 5}, 0.95);
  EXPECT_DOUBLE_EQ(r.estimate, 3);
  EXPECT_FALSE(r.has_interval);
}

TEST(HodgesLehmann, MovesWithAShiftOfTheData) {
  const auto base = hodges_lehmann({0.1, -0.2, 0.05, 0.3, 0.0, 0.12, -0.07}, 0.95);
  const auto shifted = hodges_lehmann({1.1, 0.8, 1.05, 1.3, 1.0, 1.12, 0.93}, 0.95);
  EXPECT_NEAR(shifted.estimate, base.estimate + 1, 1e-12);
  EXPECT_NEAR(shifted.low, base.low + 1, 1e-12);
  EXPECT_NEAR(shifted.high, base.high + 1, 1e-12);
}

TEST(HodgesLehmann, RejectsAnEmptySampleAndLevelsOutsideTheUnitInterval) {
  EXPECT_THROW(hodges_lehmann({}, 0.95), std::invalid_argument);
  EXPECT_THROW(hodges_lehmann({1, 2}, 1.0), std::invalid_argument);
  EXPECT_THROW(hodges_lehmann({1, 2}, 0.0), std::invalid_argument);
}

}  // namespace
}  // namespace perftkit::bench

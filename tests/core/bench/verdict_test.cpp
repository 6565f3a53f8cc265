#include "bench/verdict.h"

#include <gtest/gtest.h>

#include <cmath>

namespace perftkit::bench {
namespace {

// An estimate with an interval, given as time ratios.
ShiftEstimate ratios(double estimate, double low, double high) {
  ShiftEstimate s;
  s.count = 10;
  s.estimate = std::log(estimate);
  s.low = std::log(low);
  s.high = std::log(high);
  s.has_interval = true;
  return s;
}

TEST(Verdict, SlowerWhenTheWholeIntervalLiesAboveTheThreshold) {
  const auto s = ratios(1.041, 1.028, 1.053);
  EXPECT_EQ(judge(s, 2), Verdict::slower);
  EXPECT_EQ(verdict_text(Verdict::slower, s, 0.95, 2), "slower by 4.1 % (95 % interval 2.8-5.3 %)");
  // An interval reaching below the threshold is not enough.
  EXPECT_EQ(judge(s, 3), Verdict::indistinguishable);
  EXPECT_EQ(verdict_text(Verdict::indistinguishable, s, 0.95, 3),
            "indistinguishable at a 3 % threshold: +4.1 % (95 % interval 2.8-5.3 %)");
}

TEST(Verdict, FasterIsWordedInTimeSaved) {
  const auto s = ratios(0.90, 0.85, 0.95);
  EXPECT_EQ(judge(s, 2), Verdict::faster);
  EXPECT_EQ(verdict_text(Verdict::faster, s, 0.95, 2), "faster: 10.0 % less time (95 % interval 5.0-15.0 %), 1.11x the speed");
}

TEST(Verdict, IndistinguishableWhenTheIntervalHoldsNoChange) {
  const auto s = ratios(1.004, 0.989, 1.019);
  EXPECT_EQ(judge(s, 0), Verdict::indistinguishable);
  EXPECT_EQ(verdict_text(Verdict::indistinguishable, s, 0.9, 0),
            "indistinguishable: +0.4 % (90 % interval -1.1 to +1.9 %)");
}

TEST(Verdict, LevelsAndThresholdsKeepOneDecimalWhereTheyHaveOne) {
  const auto s = ratios(1.01, 0.99, 1.03);
  EXPECT_EQ(verdict_text(Verdict::indistinguishable, s, 0.995, 2.5),
            "indistinguishable at a 2.5 % threshold: +1.0 % (99.5 % interval -1.0 to +3.0 %)");
}

TEST(Verdict, ATinyNegativeChangeReadsAsZero) {
  const auto s = ratios(0.9999, 0.98, 1.02);
  EXPECT_EQ(verdict_text(Verdict::indistinguishable, s, 0.95, 0),
            "indistinguishable: +0.0 % (95 % interval -2.0 to +2.0 %)");
}

TEST(Verdict, WithoutAnIntervalNothingIsShown) {
  ShiftEstimate s;
  s.estimate = std::log(2.0);
  EXPECT_EQ(judge(s, 0), Verdict::indistinguishable);
  EXPECT_EQ(verdict_text(Verdict::indistinguishable, s, 0.95, 0),
            "indistinguishable: +100.0 % (too few rounds for a 95 % interval)");
}

}  // namespace
}  // namespace perftkit::bench

// The summary of hand-made samples: an engine exactly 10 % slower every
// round, and one with noise around the baseline.
#include "bench/bench_summary.h"

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>

namespace perftkit::bench {
namespace {

// Two positions, `rounds` rounds; engine e's time in round r on position
// p is base[p] * factor(e, r).
template <class Factor>
BenchSamples samples(int engines, int rounds, Factor factor) {
  const double base[] = {0.10, 0.30};
  BenchSamples s;
  s.timing.assign(engines, std::vector<std::vector<Timing>>(2));
  for (int e = 0; e < engines; ++e)
    for (int p = 0; p < 2; ++p)
      for (int r = 0; r < rounds; ++r) s.timing[e][p].push_back({1.0, base[p] * factor(e, r)});
  for (int r = 0; r < rounds; ++r) s.reference.push_back({0.02 + 0.001 * (r % 2), 0.02});
  return s;
}

const std::vector<BenchPosition> kPositions = {{"a", "x:1", 1'000'000}, {"b", "x:2", 3'000'000}};

TEST(BenchSummary, AConstantTenPercentSlowdownIsFoundExactly) {
  // Round r runs 1 + r/100 times as long for both engines (a drifting
  // machine): the per-round ratio stays 1.1.
  const auto s = samples(2, 8, [](int e, int r) { return (1 + r / 100.0) * (e ? 1.1 : 1.0); });
  const auto summary = summarize(s, kPositions, Clock::cpu, 0.95, 2);
  ASSERT_EQ(summary.total_ratios.size(), 1u);
  const auto& total = summary.total_ratios[0];
  EXPECT_NEAR(total.ratio_of_medians, 1.1, 1e-12);
  EXPECT_NEAR(total.median_of_ratios, 1.1, 1e-12);
  EXPECT_NEAR(std::exp(total.log_shift.estimate), 1.1, 1e-12);
  EXPECT_NEAR(std::exp(total.log_shift.low), 1.1, 1e-12);
  EXPECT_EQ(total.verdict, Verdict::slower);
  EXPECT_EQ(total.round_ratios.size(), 8u);
  // Speed: 4 M nodes over the median total time 0.4 * 1.035 s.
  EXPECT_NEAR(summary.total[0].nodes_per_second, 4e6 / (0.4 * 1.035), 1e-3);
  EXPECT_NEAR(summary.positions[1][0].seconds.min, 0.30, 1e-12);
  EXPECT_NEAR(summary.positions[1][0].seconds.max, 0.30 * 1.07, 1e-12);
  EXPECT_EQ(summary.position_ratios[0][0].verdict, Verdict::slower);
  EXPECT_FALSE(summary.load_changed);  // the reference varies by 1/20.5 of its median
}

TEST(BenchSummary, NoiseWithinTheThresholdIsIndistinguishable) {
  const double noise[] = {1.01, 0.99, 1.02, 0.98, 1.0, 1.01, 0.995, 1.005};
  const auto s = samples(2, 8, [&](int e, int r) { return e ? noise[r] : 1.0; });
  const auto summary = summarize(s, kPositions, Clock::cpu, 0.95, 5);
  EXPECT_EQ(summary.total_ratios[0].verdict, Verdict::indistinguishable);
}

TEST(BenchSummary, TheWallClockIsUsedWhenAsked) {
  const auto s = samples(2, 6, [](int e, int) { return e ? 2.0 : 1.0; });
  // Every wall time is 1 s: no difference on that clock.
  EXPECT_EQ(summarize(s, kPositions, Clock::wall, 0.95, 0).total_ratios[0].ratio_of_medians, 1.0);
}

TEST(BenchSummary, AReferenceThatVariesShowsALoadChange) {
  auto s = samples(2, 6, [](int, int) { return 1.0; });
  s.reference[3].wall = 0.03;
  EXPECT_TRUE(summarize(s, kPositions, Clock::cpu, 0.95, 0).load_changed);
}

TEST(BenchSummary, ATimeOfZeroAsksForMoreDepth) {
  const auto s = samples(2, 6, [](int e, int r) { return e == 1 && r == 2 ? 0.0 : 1.0; });
  EXPECT_THROW(summarize(s, kPositions, Clock::cpu, 0.95, 0), std::invalid_argument);
}

}  // namespace
}  // namespace perftkit::bench

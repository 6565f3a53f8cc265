#pragma once
// The Hodges-Lehmann estimate of a location shift from paired differences,
// with its distribution-free confidence interval (Hollander & Wolfe,
// "Nonparametric Statistical Methods", 3rd ed., section 3.2).
//
// perft-bench feeds it the per-round log time ratios log(t_new / t_old):
// pairing by round cancels the machine's drift, the log makes "2x slower"
// and "2x faster" symmetric, and the estimate (the median of the Walsh
// averages (d_i + d_j) / 2, i <= j) assumes only a symmetric distribution
// of the differences, not a normal one. It is robust to the odd round an
// outside load slowed down (one outlier moves it little), needs no random
// resampling (a bootstrap would), and the interval is exact for any
// number of rounds: it comes from the Wilcoxon signed-rank distribution.
#include <vector>

namespace perftkit::bench {

struct ShiftEstimate {
  int count = 0;             // number of differences
  double estimate = 0;       // median of the Walsh averages
  bool has_interval = false; // false when too few differences reach the level
  double low = 0, high = 0;  // the interval (valid when has_interval)
  double achieved_level = 0; // exact coverage of [low, high], >= the level asked for
  int rank = 0;              // k: low is the k-th smallest Walsh average, high the k-th largest
};

// P(T+ <= t) for t = 0 .. n(n+1)/2 under the null hypothesis, where T+ is
// the Wilcoxon signed-rank statistic of n differences (exact, by counting
// the subsets of {1..n} with each sum).
std::vector<double> signed_rank_cdf(int n);

// The estimate and the interval at confidence `level` (e.g. 0.95) for the
// differences `d`; throws std::invalid_argument when d is empty or level is
// not in (0, 1). The interval is [W(k), W(M+1-k)] of the M = n(n+1)/2
// sorted Walsh averages, with k the largest rank whose two tails together
// hold at most 1 - level: P(T+ <= k-1) <= (1 - level) / 2.
ShiftEstimate hodges_lehmann(const std::vector<double>& d, double level);

}  // namespace perftkit::bench

#include "bench/hodges_lehmann.h"

#include <algorithm>
#include <stdexcept>

#include "bench/sample_summary.h"

namespace perftkit::bench {

std::vector<double> signed_rank_cdf(int n) {
  const int total = n * (n + 1) / 2;
  // probability[s] = P(T+ = s); adding rank k halves every probability and
  // shifts one half by k (rank k is in the positive set or not).
  std::vector<double> probability(total + 1, 0.0);
  probability[0] = 1;
  int reach = 0;
  for (int k = 1; k <= n; ++k) {
    reach += k;
    for (int s = reach; s >= 0; --s) probability[s] = (probability[s] + (s >= k ? probability[s - k] : 0.0)) / 2;
  }
  for (int s = 1; s <= total; ++s) probability[s] += probability[s - 1];
  return probability;
}

ShiftEstimate hodges_lehmann(const std::vector<double>& d, double level) {
  if (d.empty()) throw std::invalid_argument("Hodges-Lehmann estimate of no differences");
  if (!(level > 0 && level < 1)) throw std::invalid_argument("confidence level outside (0, 1)");
  const int n = static_cast<int>(d.size());
  std::vector<double> walsh;
  walsh.reserve(static_cast<std::size_t>(n) * (n + 1) / 2);
  for (int i = 0; i < n; ++i)
    for (int j = i; j < n; ++j) walsh.push_back((d[i] + d[j]) / 2);
  ShiftEstimate result;
  result.count = n;
  result.estimate = median(walsh);
  const auto cdf = signed_rank_cdf(n);
  const double tail = (1 - level) / 2;
  // A small tolerance keeps exact tails (e.g. 2/64 at level 15/16) in.
  int k = 0;
  while (k < static_cast<int>(cdf.size()) && cdf[k] <= tail * (1 + 1e-12)) ++k;
  if (k == 0) return result;
  std::sort(walsh.begin(), walsh.end());
  result.has_interval = true;
  result.rank = k;
  result.low = walsh[k - 1];
  result.high = walsh[walsh.size() - k];
  result.achieved_level = 1 - 2 * cdf[k - 1];
  return result;
}

}  // namespace perftkit::bench

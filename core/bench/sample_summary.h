#pragma once
// Order statistics of a sample of times or ratios: the median, and the
// spread (min, median, max) that a benchmark report shows so a reader
// sees how noisy each engine was.
#include <algorithm>
#include <stdexcept>
#include <vector>

namespace perftkit::bench {

// The median (the mean of the two middle values for an even count);
// throws std::invalid_argument for an empty sample.
inline double median(std::vector<double> values) {
  if (values.empty()) throw std::invalid_argument("median of an empty sample");
  const std::size_t middle = values.size() / 2;
  std::nth_element(values.begin(), values.begin() + middle, values.end());
  const double upper = values[middle];
  if (values.size() % 2) return upper;
  return (*std::max_element(values.begin(), values.begin() + middle) + upper) / 2;
}

struct Spread {
  double min = 0, median = 0, max = 0;
  // (max - min) / median: 0 for a perfectly steady sample.
  double relative_range() const { return median > 0 ? (max - min) / median : 0; }
};

inline Spread spread_of(const std::vector<double>& values) {
  const auto [low, high] = std::minmax_element(values.begin(), values.end());
  if (low == values.end()) throw std::invalid_argument("spread of an empty sample");
  return {*low, median(values), *high};
}

}  // namespace perftkit::bench

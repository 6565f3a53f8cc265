#pragma once
// The order in which a benchmark round visits its positions and, for each
// position, its engines. It changes from round to round, so an engine
// never always runs first (on a cold cache, or right after a slow one) or
// always at the same moment of a periodic outside load; it is seeded, so
// a run can be repeated in the same order.
#include <cstdint>
#include <numeric>
#include <utility>
#include <vector>

#include "common/splitmix64.h"

namespace perftkit::bench {

class RoundOrder {
 public:
  explicit RoundOrder(std::uint64_t seed) : state_(seed) {}

  // 0 .. count-1 in a fresh pseudo-random order (Fisher-Yates).
  std::vector<int> next_permutation(int count) {
    std::vector<int> order(count);
    std::iota(order.begin(), order.end(), 0);
    for (int i = count - 1; i > 0; --i) {
      // The modulo bias (at most count / 2^64) is far below anything measurable.
      const int j = static_cast<int>(splitmix64_next(state_) % static_cast<std::uint64_t>(i + 1));
      std::swap(order[i], order[j]);
    }
    return order;
  }

 private:
  std::uint64_t state_;
};

}  // namespace perftkit::bench

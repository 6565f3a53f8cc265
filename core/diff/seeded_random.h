#pragma once
// A fixed pseudo-random sequence for --random: splitmix64, with integers
// drawn by plain arithmetic instead of std::uniform_int_distribution
// (whose algorithm is implementation-defined), so one seed gives the same
// positions with any compiler, machine or thread count.
#include <cstddef>
#include <cstdint>

#include "common/splitmix64.h"

namespace perftkit::diff {

class SeededRandom {
 public:
  explicit SeededRandom(std::uint64_t seed) noexcept : state_(seed) {}

  std::uint64_t next() noexcept { return splitmix64_next(state_); }

  // Uniform in [0, n) for n > 0; the modulo bias (below 2^-40 for the
  // small n used here) does not matter for test positions.
  std::size_t below(std::size_t n) noexcept { return static_cast<std::size_t>(next() % n); }

  // True with probability percent / 100.
  bool chance(int percent) noexcept { return below(100) < static_cast<std::size_t>(percent); }

 private:
  std::uint64_t state_;
};

}  // namespace perftkit::diff

#pragma once
// The seeded keying of the transposition tables (perft --verify-seed):
// every key passes through a seeded bijection before a table uses it, so
// a second table keyed through another seed places and replaces entries
// differently, and an error caused by the table (a torn or misplaced
// entry, a race, a replacement bug) does not repeat in the recount.
// PerftHash (node counts) and StatsHash (statistics rows) key alike.
#include <cstdint>

#include "common/splitmix64.h"

namespace perftkit {

class SeededKeys {
 public:
  // Seed 0 leaves the keys as they are.
  explicit SeededKeys(std::uint64_t seed = 0) noexcept : seed_(seed) {
    if (seed != 0) {
      // A SplitMix64 step from the seed gives the salt, one from the salt the
      // multiplier: every seed, even 1, moves all the key bits.
      salt_ = splitmix64_finalize(seed + kSplitMix64Increment);
      multiplier_ = splitmix64_finalize(salt_ + kSplitMix64Increment) | 1;  // odd: invertible modulo 2^64
    }
  }

  // (key ^ salt) * odd multiplier: a bijection of the 64-bit keys that
  // moves every key's slot; the identity for seed 0.
  std::uint64_t operator()(std::uint64_t key) const noexcept { return (key ^ salt_) * multiplier_; }
  std::uint64_t seed() const noexcept { return seed_; }

 private:
  std::uint64_t seed_ = 0;
  std::uint64_t salt_ = 0;
  std::uint64_t multiplier_ = 1;
};

}  // namespace perftkit

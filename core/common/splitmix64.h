#pragma once
// SplitMix64 (Steele, Lea and Flood 2014): one counter step and a
// finaliser that spreads every input bit over all 64 output bits. Used
// wherever perftkit needs reproducible pseudo-random numbers (Zobrist
// tables, seeded random positions) or a cheap, well-mixed hash of a key
// (perft hash slots). One definition, so every table is seeded the same
// way on every compiler.
#include <cstdint>

namespace perftkit {

inline constexpr std::uint64_t kSplitMix64Increment = 0x9E3779B97F4A7C15ULL;  // 2^64 / golden ratio

// The finaliser alone: a bijection on 64-bit values.
constexpr std::uint64_t splitmix64_finalize(std::uint64_t z) noexcept {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// One step of the generator: advances `state` and returns the next value.
constexpr std::uint64_t splitmix64_next(std::uint64_t& state) noexcept {
  return splitmix64_finalize(state += kSplitMix64Increment);
}

}  // namespace perftkit

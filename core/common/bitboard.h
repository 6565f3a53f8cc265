#pragma once
// One small set of bit operations shared by every board size.
// 8x8 games use std::uint64_t; the 10x10 game uses unsigned __int128.
// Generic code (attack-table builders, move loops) is written against
// these functions only, so no algorithm assumes 64 squares.
#include <bit>
#include <cstdint>
#include <type_traits>

namespace perftkit {

using u128 = unsigned __int128;

template <class B>
concept BitboardType = std::same_as<B, std::uint64_t> || std::same_as<B, u128>;

constexpr int popcount(std::uint64_t b) noexcept { return std::popcount(b); }
constexpr int popcount(u128 b) noexcept {
  return std::popcount(static_cast<std::uint64_t>(b)) +
         std::popcount(static_cast<std::uint64_t>(b >> 64));
}

// Index of the least significant set bit; b must not be empty.
constexpr int lsb(std::uint64_t b) noexcept { return std::countr_zero(b); }
constexpr int lsb(u128 b) noexcept {
  auto low = static_cast<std::uint64_t>(b);
  return low ? std::countr_zero(low) : 64 + std::countr_zero(static_cast<std::uint64_t>(b >> 64));
}

// Removes and returns the least significant set bit's index.
template <BitboardType B>
constexpr int pop_lsb(B& b) noexcept {
  int s = lsb(b);
  b &= b - 1;
  return s;
}

namespace detail {
// Every square's bit of a 128-bit board: a load costs fewer instructions
// than a variable 128-bit shift (two shifts, a test and two selects).
inline constexpr auto kSquareBits128 = [] {
  struct Table {
    alignas(64) u128 bits[128];
  } table{};
  for (int sq = 0; sq < 128; ++sq) table.bits[sq] = u128{1} << sq;
  return table;
}();
}  // namespace detail

template <BitboardType B>
constexpr B square_bit(int square) noexcept {
  if constexpr (std::same_as<B, u128>) {
    if (!std::is_constant_evaluated()) return detail::kSquareBits128.bits[square];
  }
  return B{1} << square;
}

template <BitboardType B>
constexpr bool has_more_than_one(B b) noexcept { return (b & (b - 1)) != 0; }

// Calls f(square) for every set bit, lowest first.
template <BitboardType B, class F>
constexpr void for_each_square(B b, F&& f) {
  while (b) f(pop_lsb(b));
}

}  // namespace perftkit

#pragma once
// Slider attacks for the 10x10 board. A 100-square board has no cheap
// whole-board PEXT/magic table (a corner rook sees 18 relevant squares),
// so attacks are built line by line. Two exact schemes are kept so that
// the benchmark (tests/bench/dragon_bench.cpp) can compare them; the
// figures are in results/dragon/slider-schemes.md and attacks10.h uses
// the faster one.
//
// LineDifferenceSliders ("obstruction difference" on 128 bits): on each
// line the attacked squares run from the nearest blocker below the square
// to the nearest blocker above it. One bit scan finds the lower blocker,
// `x ^ (x - 1)` the upper one; the only table is lines10 (12.8 KB).
//
// SplitPextSliders (BMI2 only): per square and line, the relevant
// occupancy is gathered by PEXT from the two 64-bit halves and indexes a
// table of precomputed attack sets (0.6 MiB in all).
#include <cstdint>

#include "common/build_config.h"
#include "geometry/lines10.h"

// The library's choice (common/build_config.h), not this includer's flags.
#if PERFTKIT_USE_PEXT
#include <immintrin.h>
#define PERFTKIT_HAVE_SPLIT_PEXT 1
#else
#define PERFTKIT_HAVE_SPLIT_PEXT 0
#endif

namespace perftkit::sliders10 {

using Bitboard = u128;
using lines10::Line;

// Index of the highest set bit; b must not be empty.
inline int msb(Bitboard b) noexcept {
  auto high = static_cast<std::uint64_t>(b >> 64);
  return high ? 127 - std::countl_zero(high) : 63 - std::countl_zero(static_cast<std::uint64_t>(b));
}

struct LineDifferenceSliders {
  static constexpr const char* kName = "line-difference";

  static Bitboard line(int sq, Line line, Bitboard occupied) noexcept {
    const lines10::LineMasks& m = lines10::masks(sq, line);
    Bitboard below = occupied & m.below, above = occupied & m.above;
    // `| 1` makes an empty lower part scan to bit 0, i.e. "no limit".
    Bitboard from_lower_blocker = ~Bitboard{0} << msb(below | 1);
    Bitboard to_upper_blocker = above ^ (above - 1);  // all ones if `above` is empty
    return (m.below | m.above) & from_lower_blocker & to_upper_blocker;
  }
  static Bitboard rook(int sq, Bitboard occupied) noexcept {
    return line(sq, lines10::kRank, occupied) | line(sq, lines10::kFile, occupied);
  }
  static Bitboard bishop(int sq, Bitboard occupied) noexcept {
    return line(sq, lines10::kDiagonal, occupied) | line(sq, lines10::kAntiDiagonal, occupied);
  }
};

#if PERFTKIT_HAVE_SPLIT_PEXT
struct SplitPextEntry {
  std::uint64_t mask_low;   // relevant occupancy in squares 0..63
  std::uint64_t mask_high;  // relevant occupancy in squares 64..99
  int high_shift;           // number of relevant squares in the low half
  const Bitboard* table;

  std::size_t index(Bitboard occupied) const noexcept {
    return _pext_u64(static_cast<std::uint64_t>(occupied), mask_low) |
           _pext_u64(static_cast<std::uint64_t>(occupied >> 64), mask_high) << high_shift;
  }
};

// [square][line]; filled before main by sliders10.cpp.
extern std::array<std::array<SplitPextEntry, 4>, Geometry10::kSquares> split_pext_entries;

struct SplitPextSliders {
  static constexpr const char* kName = "split-pext";

  static Bitboard line(int sq, Line line, Bitboard occupied) noexcept {
    const SplitPextEntry& e = split_pext_entries[sq][line];
    return e.table[e.index(occupied)];
  }
  static Bitboard rook(int sq, Bitboard occupied) noexcept {
    return line(sq, lines10::kRank, occupied) | line(sq, lines10::kFile, occupied);
  }
  static Bitboard bishop(int sq, Bitboard occupied) noexcept {
    return line(sq, lines10::kDiagonal, occupied) | line(sq, lines10::kAntiDiagonal, occupied);
  }
};
#endif

}  // namespace perftkit::sliders10

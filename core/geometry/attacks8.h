#pragma once
// Attack tables for 8x8 boards, shared by ordinary chess and Raindrop.
// Sliders use PEXT where the library was built for BMI2 (fast on Intel
// since Haswell and AMD since Zen 3) and magic multiplication otherwise;
// the choice is made at compile time so the hot path has no branch, and
// recorded in common/build_config.h so that every includer agrees.
#include <array>
#include <cstdint>

#include "common/build_config.h"
#include "geometry/geometry.h"

#if PERFTKIT_USE_PEXT
#include <immintrin.h>
#endif

namespace perftkit::attacks8 {

using Bitboard = std::uint64_t;
using G = Geometry8;

struct SliderEntry {
  const Bitboard* table;  // attacks, indexed by the occupancy index
  Bitboard mask;          // relevant occupancy (edges excluded)
#if !PERFTKIT_USE_PEXT
  Bitboard magic;
  int shift;
#endif
  std::size_t index(Bitboard occupied) const noexcept {
#if PERFTKIT_USE_PEXT
    return _pext_u64(occupied, mask);
#else
    return ((occupied & mask) * magic) >> shift;
#endif
  }
};

struct Tables {
  std::array<SliderEntry, 64> rook;
  std::array<SliderEntry, 64> bishop;
  std::array<Bitboard, 64> knight;
  std::array<Bitboard, 64> king;
  std::array<std::array<Bitboard, 64>, 2> pawn;  // [color][square]: squares a pawn attacks
  std::array<Bitboard, 64> rook_rays;    // rook attacks on an empty board
  std::array<Bitboard, 64> bishop_rays;  // bishop attacks on an empty board
  std::array<std::array<Bitboard, 64>, 64> between;  // strictly between, 0 if unaligned
  std::array<std::array<Bitboard, 64>, 64> line;     // full line through both, 0 if unaligned
};

// Filled once, before main, by attacks8.cpp (a plain global so the hot
// path addresses it directly, without a pointer load).
extern Tables tables;

inline Bitboard rook(int sq, Bitboard occupied) noexcept {
  const SliderEntry& e = tables.rook[sq];
  return e.table[e.index(occupied)];
}
inline Bitboard bishop(int sq, Bitboard occupied) noexcept {
  const SliderEntry& e = tables.bishop[sq];
  return e.table[e.index(occupied)];
}
inline Bitboard queen(int sq, Bitboard occupied) noexcept { return rook(sq, occupied) | bishop(sq, occupied); }
inline Bitboard knight(int sq) noexcept { return tables.knight[sq]; }
inline Bitboard king(int sq) noexcept { return tables.king[sq]; }
// color 0 = White (attacks toward rank 8), 1 = Black.
inline Bitboard pawn(int color, int sq) noexcept { return tables.pawn[color][sq]; }
inline Bitboard rook_rays(int sq) noexcept { return tables.rook_rays[sq]; }
inline Bitboard bishop_rays(int sq) noexcept { return tables.bishop_rays[sq]; }
inline Bitboard between(int a, int b) noexcept { return tables.between[a][b]; }
inline Bitboard line(int a, int b) noexcept { return tables.line[a][b]; }
// The squares between `sq` and each of `sliders` (on its lines), and those
// sliders: what a check, pin or unpin along those lines reads.
inline Bitboard segments_to(int sq, Bitboard sliders) noexcept {
  Bitboard segments = sliders;
  while (sliders) segments |= between(sq, pop_lsb(sliders));
  return segments;
}

// Name of the slider scheme compiled in, for benchmark and --version output.
const char* slider_scheme() noexcept;

}  // namespace perftkit::attacks8

#pragma once
// The four lines through every square of the 10x10 board (rank, file,
// diagonal, anti-diagonal), each split into the part below and the part
// above the square. Slider attacks (sliders10.h) and "squares between"
// are computed from these small tables (12.8 KB) instead of 100x100
// between/line tables (160 KB each), which would crowd the caches.
#include <array>
#include <cstdint>

#include "geometry/geometry.h"

namespace perftkit::lines10 {

using Bitboard = u128;
using G = Geometry10;

enum Line : std::uint8_t { kRank, kFile, kDiagonal, kAntiDiagonal, kNoLine };

struct LineMasks {
  Bitboard below;  // squares of the line with a lower index than the square
  Bitboard above;  // squares of the line with a higher index
};

struct Tables {
  std::array<std::array<LineMasks, 4>, G::kSquares> masks;
  std::array<std::array<Line, G::kSquares>, G::kSquares> line_of;  // kNoLine if unaligned
};

// Filled before main by lines10.cpp.
extern Tables tables;

inline const LineMasks& masks(int sq, Line line) noexcept { return tables.masks[sq][line]; }

// Squares strictly between a and b on a shared line, empty if unaligned.
inline Bitboard between(int a, int b) noexcept {
  Line line = tables.line_of[a][b];
  if (line == kNoLine) return 0;
  int low = a < b ? a : b, high = a ^ b ^ low;
  return tables.masks[low][line].above & tables.masks[high][line].below;
}

}  // namespace perftkit::lines10

#pragma once
// Attack tables for the 10x10 board: leapers (knight, king, Dragon = KAD,
// pawn captures) and the slider scheme that measured fastest
// (results/dragon/slider-schemes.md): split PEXT where the build targets
// BMI2, obstruction difference otherwise. Defining
// PERFTKIT_DRAGON_LINE_DIFFERENCE forces the latter (for the comparison,
// and for AMD Zen 1/2, where PEXT is microcoded and slow).
#include <array>

#include "geometry/geometry.h"
#include "geometry/lines10.h"
#include "geometry/sliders10.h"

namespace perftkit::attacks10 {

using Bitboard = u128;
using G = Geometry10;
#if PERFTKIT_HAVE_SPLIT_PEXT && !defined(PERFTKIT_DRAGON_LINE_DIFFERENCE)
using Sliders = sliders10::SplitPextSliders;
#else
using Sliders = sliders10::LineDifferenceSliders;
#endif

// Dragon: one or two squares in the eight queen directions, the second
// square reached by a leap (Betza KAD), so blockers never matter.
inline constexpr std::array<Offset, 16> kDragonOffsets{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1},
                                                        {-1, 1}, {-1, -1}, {2, 0}, {-2, 0}, {0, 2}, {0, -2},
                                                        {2, 2}, {2, -2}, {-2, 2}, {-2, -2}}};

struct Tables {
  std::array<Bitboard, G::kSquares> knight;
  std::array<Bitboard, G::kSquares> king;
  std::array<Bitboard, G::kSquares> dragon;
  std::array<std::array<Bitboard, G::kSquares>, 2> pawn;  // [color][square]: squares a pawn attacks
  // Empty-board rook and bishop attacks: a one-load filter before a real
  // slider lookup ("could any enemy slider see this square at all?").
  std::array<Bitboard, G::kSquares> rook_rays;
  std::array<Bitboard, G::kSquares> bishop_rays;
};

// Filled before main by attacks10.cpp.
extern Tables tables;

inline Bitboard knight(int sq) noexcept { return tables.knight[sq]; }
inline Bitboard king(int sq) noexcept { return tables.king[sq]; }
inline Bitboard dragon(int sq) noexcept { return tables.dragon[sq]; }
// color 0 = White (attacks toward rank 10), 1 = Black.
inline Bitboard pawn(int color, int sq) noexcept { return tables.pawn[color][sq]; }
inline Bitboard rook_rays(int sq) noexcept { return tables.rook_rays[sq]; }
inline Bitboard bishop_rays(int sq) noexcept { return tables.bishop_rays[sq]; }
// Always inlined: a slider lookup is a few instructions, and the Dragon
// generator (one large function) would otherwise call some of them.
[[gnu::always_inline]] inline Bitboard rook(int sq, Bitboard occupied) noexcept { return Sliders::rook(sq, occupied); }
[[gnu::always_inline]] inline Bitboard bishop(int sq, Bitboard occupied) noexcept { return Sliders::bishop(sq, occupied); }
inline Bitboard queen(int sq, Bitboard occupied) noexcept { return rook(sq, occupied) | bishop(sq, occupied); }
inline Bitboard between(int a, int b) noexcept { return lines10::between(a, b); }
inline const char* slider_scheme() noexcept { return Sliders::kName; }

}  // namespace perftkit::attacks10

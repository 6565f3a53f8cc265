#pragma once
// Where Raindrop pawns may be dropped, where they promote, and their
// moves as whole sets. attacks8 has the per-square pawn table (used for
// "who attacks this square"); generation and "which squares do these
// pawns attack" shift whole sets instead, through Geometry8's edge-safe
// shift, so one instruction handles every pawn.
#include <array>

#include "geometry/geometry.h"
#include "raindrop/types.h"

namespace perftkit::raindrop {

// Squares a pawn may be dropped on: ranks 2-6 for White, 7-3 for Black
// (rules, "Where a drop may go").
inline constexpr std::array<Bitboard, 2> kPawnDropSquares{
    Geometry8::rank_mask(1) | Geometry8::rank_mask(2) | Geometry8::rank_mask(3) | Geometry8::rank_mask(4) |
        Geometry8::rank_mask(5),
    Geometry8::rank_mask(6) | Geometry8::rank_mask(5) | Geometry8::rank_mask(4) | Geometry8::rank_mask(3) |
        Geometry8::rank_mask(2)};
// The rank a pawn promotes on.
inline constexpr std::array<Bitboard, 2> kLastRank{Geometry8::rank_mask(7), Geometry8::rank_mask(0)};

// One step forward (a Raindrop pawn never steps two), and the capture
// toward the a-file side ("west") and the h-file side ("east"). Each
// delta is the square offset to - from of its shift.
constexpr int pawn_push_delta(Color c) noexcept { return c == kWhite ? 8 : -8; }
constexpr int pawn_west_delta(Color c) noexcept { return pawn_push_delta(c) - 1; }
constexpr int pawn_east_delta(Color c) noexcept { return pawn_push_delta(c) + 1; }
// Each colour's shift has a constant offset, so each compiles to one
// mask and one shift.
constexpr Bitboard pawn_pushes(Color c, Bitboard pawns) noexcept {
  return c == kWhite ? Geometry8::shift(pawns, {0, 1}) : Geometry8::shift(pawns, {0, -1});
}
constexpr Bitboard pawn_captures_west(Color c, Bitboard pawns) noexcept {
  return c == kWhite ? Geometry8::shift(pawns, {-1, 1}) : Geometry8::shift(pawns, {-1, -1});
}
constexpr Bitboard pawn_captures_east(Color c, Bitboard pawns) noexcept {
  return c == kWhite ? Geometry8::shift(pawns, {1, 1}) : Geometry8::shift(pawns, {1, -1});
}
// Both captures in one: a single test of the colour, where the union of
// the two functions above compiles to both colours' shifts and a select.
constexpr Bitboard pawn_attacks(Color c, Bitboard pawns) noexcept {
  return c == kWhite ? Geometry8::shift(pawns, {-1, 1}) | Geometry8::shift(pawns, {1, 1})
                     : Geometry8::shift(pawns, {-1, -1}) | Geometry8::shift(pawns, {1, -1});
}

}  // namespace perftkit::raindrop

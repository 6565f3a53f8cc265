#pragma once
// Squares that matter for each castling move, precomputed for every king
// and rook file: generation then tests a castling move with two mask
// lookups instead of rebuilding the masks at every node.
#include <array>

#include "chess/types.h"

namespace perftkit::chess {

struct CastlingPath {
  Bitboard must_be_empty = 0;  // between king/rook and their targets, minus the two castlers
  Bitboard king_path = 0;      // squares the king crosses or lands on: none may be attacked
  int king_to = 0;
  int rook_to = 0;
};

// [colour * 2 + side][king file][rook file] (king and rook on the back rank).
using CastlingPathTable = std::array<std::array<std::array<CastlingPath, 8>, 8>, 4>;

constexpr CastlingPathTable make_castling_paths() noexcept {
  CastlingPathTable table{};
  for (int slot = 0; slot < 4; ++slot) {
    const int rank = slot < 2 ? 0 : 7;
    const bool king_side = slot % 2 == 0;
    const int king_to = G::square(king_side ? 6 : 2, rank);
    const int rook_to = G::square(king_side ? 5 : 3, rank);
    for (int king_file = 0; king_file < 8; ++king_file) {
      for (int rook_file = 0; rook_file < 8; ++rook_file) {
        const int king = G::square(king_file, rank), rook = G::square(rook_file, rank);
        const Bitboard castlers = G::bit(king) | G::bit(rook);
        CastlingPath& path = table[slot][king_file][rook_file];
        path.must_be_empty =
            (G::between(king, king_to) | G::bit(king_to) | G::between(rook, rook_to) | G::bit(rook_to)) & ~castlers;
        path.king_path = G::between(king, king_to) | G::bit(king_to);
        path.king_to = king_to;
        path.rook_to = rook_to;
      }
    }
  }
  return table;
}

// constexpr, so that standard chess's paths (king on e, rooks on a and h)
// fold into constants in the generator.
inline constexpr CastlingPathTable castling_paths = make_castling_paths();

constexpr const CastlingPath& castling_path(int slot, int king_square, int rook_square) noexcept {
  return castling_paths[slot][G::file_of(king_square)][G::file_of(rook_square)];
}

// The path of standard chess's castling move in `slot` (a compile-time
// constant when the slot is).
constexpr const CastlingPath& standard_castling_path(int slot) noexcept {
  return castling_paths[slot][4][slot % 2 == 0 ? 7 : 0];
}

}  // namespace perftkit::chess

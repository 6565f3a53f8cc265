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
};

// [colour * 2 + side][king file][rook file] (king and rook on the back rank).
using CastlingPathTable = std::array<std::array<std::array<CastlingPath, 8>, 8>, 4>;
extern const CastlingPathTable castling_paths;

inline const CastlingPath& castling_path(int slot, int king_square, int rook_square) noexcept {
  return castling_paths[slot][G::file_of(king_square)][G::file_of(rook_square)];
}

}  // namespace perftkit::chess

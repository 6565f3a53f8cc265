#pragma once
// Zobrist keys for 8x8 chess positions, from a fixed-seed SplitMix64 so
// keys (and hash behaviour) are identical across runs and machines.
#include <array>
#include <cstdint>

#include "chess/types.h"

namespace perftkit::chess::zobrist {

struct Keys {
  std::array<std::array<std::uint64_t, 64>, 16> piece_square;  // [piece code][square]
  std::array<std::uint64_t, 16> castling;                        // [rights bits]
  std::array<std::uint64_t, 8> en_passant_file;
  std::uint64_t black_to_move;
};

extern const Keys keys;

}  // namespace perftkit::chess::zobrist

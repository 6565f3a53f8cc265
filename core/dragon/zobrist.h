#pragma once
// Zobrist keys of the Dragon game, generated at compile time from a fixed
// seed so keys (and hash-table behaviour) are the same in every build.
#include <array>
#include <cstdint>

#include "common/splitmix64.h"
#include "dragon/types.h"

namespace perftkit::dragon {

struct ZobristKeys {
  std::array<std::array<std::uint64_t, G::kSquares>, 16> piece;  // [Piece][square]
  std::array<std::uint64_t, 16> castling;                         // [rights bits]
  std::array<std::uint64_t, G::kSquares> en_passant;              // per listed square
  std::uint64_t black_to_move;
};

constexpr ZobristKeys make_zobrist_keys() {
  std::uint64_t state = 0x2545F4914F6CDD1DULL;
  auto next = [&state] { return splitmix64_next(state); };
  ZobristKeys keys{};
  for (auto& squares : keys.piece)
    for (auto& key : squares) key = next();
  for (auto& key : keys.castling) key = next();
  for (auto& key : keys.en_passant) key = next();
  keys.black_to_move = next();
  return keys;
}

inline constexpr ZobristKeys kZobrist = make_zobrist_keys();

}  // namespace perftkit::dragon

#pragma once
// Zobrist keys of the Dragon game, generated at compile time from a fixed
// seed so keys (and hash-table behaviour) are the same in every build.
#include <array>
#include <cstddef>
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
  // Row p + 1 takes the keys row p had when a piece was colour * 8 + type
  // (empty is 0 now): every piece keeps its keys, so hash tables and the
  // key order of a journaled enumeration's files are as they were.
  for (std::size_t row = 1; row <= keys.piece.size(); ++row)
    for (auto& key : keys.piece[row % keys.piece.size()]) key = next();
  for (auto& key : keys.castling) key = next();
  for (auto& key : keys.en_passant) key = next();
  keys.black_to_move = next();
  return keys;
}

inline constexpr ZobristKeys kZobrist = make_zobrist_keys();

}  // namespace perftkit::dragon

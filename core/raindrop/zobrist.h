#pragma once
// Zobrist keys for Raindrop: board, side to move, decks and reserves, so
// that every part of a position that changes a perft count changes the key.
#include <array>
#include <cstdint>

#include "raindrop/types.h"

namespace perftkit::raindrop {

struct ZobristKeys {
  std::array<std::array<std::array<std::uint64_t, 64>, kPieceTypes>, 2> piece;  // [color][type][square]
  std::uint64_t black_to_move;
  // Decks as multisets (open, expected): one key per (type, number left);
  // number 0 has key 0 so a full-deck key is the xor of the counts present.
  std::array<std::array<std::array<std::uint64_t, kDeckSize + 1>, kPieceTypes>, 2> card_count;
  // Decks as sequences (deck model): one key per (slot from the bottom,
  // type), so drawing the top card changes only the top slot's key.
  std::array<std::array<std::array<std::uint64_t, kPieceTypes>, kDeckSize>, 2> card_slot;
  std::array<std::array<std::uint64_t, kPieceTypes>, 2> reserve;  // [color][type] while unused
};

extern const ZobristKeys zobrist;

}  // namespace perftkit::raindrop

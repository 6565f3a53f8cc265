#pragma once
// Zobrist keys for Raindrop: board, side to move, decks and reserves, so
// that every part of a position that changes a perft count changes the key.
#include <array>
#include <cstdint>

#include "raindrop/joker_rule.h"
#include "raindrop/types.h"

namespace perftkit::raindrop {

struct ZobristKeys {
  std::array<std::array<std::array<std::uint64_t, 64>, kPieceTypeCount>, 2> piece;  // [color][type][square]
  std::uint64_t black_to_move;
  // Decks as multisets (open, expected): one key per (type, number left);
  // number 0 has key 0 so a full-deck key is the xor of the counts present.
  std::array<std::array<std::array<std::uint64_t, kDeckSize + 1>, kPieceTypeCount>, 2> card_count;
  // Decks as sequences (deck model): one key per (slot from the bottom,
  // type), so drawing the top card changes only the top slot's key.
  std::array<std::array<std::array<std::uint64_t, kPieceTypeCount>, kDeckSize>, 2> card_slot;
  std::array<std::array<std::uint64_t, kPieceTypeCount>, 2> reserve;  // [color][type] while unused
  // Jokers are keyed per rule ([rule][color]...): the same cards count
  // differently under another rule, while a position without jokers has
  // the same key under every rule (its counts do not depend on the rule).
  std::array<std::array<std::array<std::uint64_t, kFullDeck[kJoker] + 1>, 2>, 3> joker_count;  // number 0: key 0
  std::array<std::array<std::array<std::uint64_t, kMaxDeckSize>, 2>, 3> joker_slot;
  // Slots 16 and 17 of an 18-card deck (jokers included) for piece cards:
  // apart from card_slot, and drawn from the generator last, so the keys
  // above are those of a joker-free table (journals tie units to keys).
  std::array<std::array<std::array<std::uint64_t, kPieceTypeCount>, kMaxDeckSize - kDeckSize>, 2> card_slot_beyond_deck;

  std::uint64_t count_key(JokerRule rule, Color c, PieceType t, int number) const noexcept {
    return t == kJoker ? joker_count[static_cast<int>(rule)][c][number] : card_count[c][t][number];
  }
  std::uint64_t slot_key(JokerRule rule, Color c, int slot, PieceType t) const noexcept {
    if (t == kJoker) return joker_slot[static_cast<int>(rule)][c][slot];
    return slot < kDeckSize ? card_slot[c][slot][t] : card_slot_beyond_deck[c][slot - kDeckSize][t];
  }
};

extern const ZobristKeys zobrist;

}  // namespace perftkit::raindrop

#pragma once
// Raindrop's vocabulary: piece types, cards, moves and the deck models
// (colours are perftkit::Color, shared by every variant).
#include <array>
#include <cstdint>
#include <string_view>
#include <type_traits>

#include "common/color.h"

namespace perftkit::raindrop {

using Bitboard = std::uint64_t;

constexpr Bitboard square_bb(int sq) noexcept { return Bitboard{1} << sq; }

// kJoker is a card only (rules, "Jokers"): it never stands on the board.
// kNoPieceType answers "which type?" with "none" (an unknown letter, an
// empty deck's top card); Raindrop has no square-content code, so it has
// no kNoPieceType (an empty square in the other games).
enum PieceType : std::uint8_t { kPawn = 0, kKnight, kBishop, kRook, kQueen, kKing, kJoker, kNoPieceType };
inline constexpr int kPieceTypeCount = 6;  // what may stand on the board
inline constexpr int kCardTypes = 7;   // what a deck may hold: the pieces and the joker

// Writers print cards in this order (rules: "sorted K Q R B N P J").
inline constexpr std::array<PieceType, kCardTypes> kCardWritingOrder{kKing, kQueen, kRook, kBishop, kKnight, kPawn, kJoker};
// Calls `f` with a board piece's type as a compile-time constant (a
// std::integral_constant): code made once per type takes no jump on it.
template <class F>
[[gnu::always_inline]] inline void with_type_constant(PieceType type, F&& f) {
  switch (type) {
    case kPawn: return f(std::integral_constant<PieceType, kPawn>{});
    case kKnight: return f(std::integral_constant<PieceType, kKnight>{});
    case kBishop: return f(std::integral_constant<PieceType, kBishop>{});
    case kRook: return f(std::integral_constant<PieceType, kRook>{});
    case kQueen: return f(std::integral_constant<PieceType, kQueen>{});
    default: return f(std::integral_constant<PieceType, kKing>{});
  }
}

// The promotion reserve, in writing order.
inline constexpr std::array<PieceType, 4> kReservePieces{kQueen, kRook, kBishop, kKnight};

// How many cards of each type a deck may hold: K Q R R B B N N P x8, and
// up to two jokers when a joker rule is played.
inline constexpr std::array<int, kCardTypes> kFullDeck{8, 2, 2, 2, 1, 1, 2};
inline constexpr int kDeckSize = 16;                          // piece cards
inline constexpr int kMaxDeckSize = kDeckSize + kFullDeck[kJoker];  // with both jokers

constexpr char piece_letter(PieceType t) noexcept { return "PNBRQKJ"[t]; }
// Upper-case letter for White, lower-case for Black.
constexpr char piece_letter(PieceType t, Color c) noexcept {
  return c == kWhite ? piece_letter(t) : static_cast<char>(piece_letter(t) + ('a' - 'A'));
}
// Type of an upper- or lower-case letter among the first `types` types
// (kPieceTypeCount: board pieces, kCardTypes: cards), kNoPieceType if none.
constexpr PieceType type_of_letter(char letter, int types) noexcept {
  char upper = letter >= 'a' && letter <= 'z' ? static_cast<char>(letter - ('a' - 'A')) : letter;
  for (int t = 0; t < types; ++t)
    if (piece_letter(static_cast<PieceType>(t)) == upper) return static_cast<PieceType>(t);
  return kNoPieceType;
}
constexpr PieceType piece_type_of_letter(char letter) noexcept { return type_of_letter(letter, kPieceTypeCount); }
constexpr PieceType card_type_of_letter(char letter) noexcept { return type_of_letter(letter, kCardTypes); }

// Which cards a position may draw (rules, "the deck models"):
// open = any type left in the deck, deck = only the known top card,
// expected = like open but each drop weighted by its draw probability.
enum class DeckModel : std::uint8_t { open, deck, expected };

constexpr std::string_view model_name(DeckModel m) noexcept {
  return m == DeckModel::open ? "open" : m == DeckModel::deck ? "deck" : "expected";
}

// A board move (from, to), a promotion (piece = the new type), a drop
// (piece = the dropped type; from is unused) or a joker draw: kJokerDraw
// ("J": an extra turn, or a removal rule with nothing to remove) or
// kJokerRemoval ("Jx<to>": the enemy piece on `to` leaves the game).
enum class MoveKind : std::uint8_t { kNormal, kPromotion, kDrop, kJokerDraw, kJokerRemoval };

struct Move {
  std::uint8_t from = 0;
  std::uint8_t to = 0;
  PieceType piece = kNoPieceType;
  MoveKind kind = MoveKind::kNormal;

  static constexpr Move normal(int from, int to) noexcept {
    return {static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to), kNoPieceType, MoveKind::kNormal};
  }
  static constexpr Move promotion(int from, int to, PieceType t) noexcept {
    return {static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to), t, MoveKind::kPromotion};
  }
  static constexpr Move drop(PieceType t, int to) noexcept {
    return {0, static_cast<std::uint8_t>(to), t, MoveKind::kDrop};
  }
  static constexpr Move joker() noexcept { return {0, 0, kJoker, MoveKind::kJokerDraw}; }
  static constexpr Move joker_removal(int to) noexcept {
    return {0, static_cast<std::uint8_t>(to), kJoker, MoveKind::kJokerRemoval};
  }
  constexpr bool is_joker() const noexcept { return kind >= MoveKind::kJokerDraw; }
  friend constexpr bool operator==(const Move&, const Move&) = default;
};

}  // namespace perftkit::raindrop

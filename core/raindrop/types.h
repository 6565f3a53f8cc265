#pragma once
// Raindrop's vocabulary: colours, piece types, moves and the deck models.
#include <array>
#include <cstdint>
#include <string_view>

namespace perftkit::raindrop {

using Bitboard = std::uint64_t;

constexpr Bitboard square_bb(int sq) noexcept { return Bitboard{1} << sq; }

enum Color : std::uint8_t { kWhite = 0, kBlack = 1 };
constexpr Color opposite(Color c) noexcept { return static_cast<Color>(c ^ 1); }

enum PieceType : std::uint8_t { kPawn = 0, kKnight, kBishop, kRook, kQueen, kKing, kNoPiece };
inline constexpr int kPieceTypes = 6;

// Writers print cards in this order (rules: "sorted K Q R B N P").
inline constexpr std::array<PieceType, kPieceTypes> kCardWritingOrder{kKing, kQueen, kRook, kBishop, kKnight, kPawn};
// The promotion reserve, in writing order.
inline constexpr std::array<PieceType, 4> kReservePieces{kQueen, kRook, kBishop, kKnight};

// How many cards of each type a full deck holds: K Q R R B B N N P x8.
inline constexpr std::array<int, kPieceTypes> kFullDeck{8, 2, 2, 2, 1, 1};
inline constexpr int kDeckSize = 16;

constexpr char piece_letter(PieceType t) noexcept { return "PNBRQK"[t]; }
// Upper-case letter for White, lower-case for Black.
constexpr char piece_letter(PieceType t, Color c) noexcept {
  return c == kWhite ? piece_letter(t) : static_cast<char>(piece_letter(t) + ('a' - 'A'));
}
// Type of an upper- or lower-case piece letter, kNoPiece if none.
constexpr PieceType piece_type_of_letter(char letter) noexcept {
  char upper = letter >= 'a' && letter <= 'z' ? static_cast<char>(letter - ('a' - 'A')) : letter;
  for (int t = 0; t < kPieceTypes; ++t)
    if (piece_letter(static_cast<PieceType>(t)) == upper) return static_cast<PieceType>(t);
  return kNoPiece;
}

// Which cards a position may draw (rules, "the deck models"):
// open = any type left in the deck, deck = only the known top card,
// expected = like open but each drop weighted by its draw probability.
enum class DeckModel : std::uint8_t { open, deck, expected };

constexpr std::string_view model_name(DeckModel m) noexcept {
  return m == DeckModel::open ? "open" : m == DeckModel::deck ? "deck" : "expected";
}

// A board move (from, to), a promotion (piece = the new type) or a drop
// (piece = the dropped type; from is unused).
struct Move {
  enum Kind : std::uint8_t { kNormal, kPromotion, kDrop };
  std::uint8_t from = 0;
  std::uint8_t to = 0;
  PieceType piece = kNoPiece;
  Kind kind = kNormal;

  static constexpr Move normal(int from, int to) noexcept {
    return {static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to), kNoPiece, kNormal};
  }
  static constexpr Move promotion(int from, int to, PieceType t) noexcept {
    return {static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to), t, kPromotion};
  }
  static constexpr Move drop(PieceType t, int to) noexcept {
    return {0, static_cast<std::uint8_t>(to), t, kDrop};
  }
  friend constexpr bool operator==(const Move&, const Move&) = default;
};

}  // namespace perftkit::raindrop

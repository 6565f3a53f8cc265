#pragma once
// Raindrop FEN text <-> its parts, independent of the deck model:
//   <board>[<cards>] <side> - - <halfmove> <fullmove> [<reserve>]
// (rules, "Position text"). Checks that need the geometry (kings, pawns,
// checks) are done by Position, which knows the pieces' attacks.
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "raindrop/types.h"

namespace perftkit::raindrop {

struct FenParts {
  // [square] = (color, type) or type kNoPieceType for an empty square.
  std::array<PieceType, 64> board_type{};
  std::array<Color, 64> board_color{};
  // Each side's cards in the order written (= from the top in the deck model).
  std::array<std::vector<PieceType>, 2> cards;
  Color side = kWhite;
  unsigned halfmove = 0;
  unsigned fullmove = 1;
  std::array<std::uint8_t, 2> reserve{};  // bit per PieceType still unused
};

// Throws InputError naming the field: brackets missing or unbalanced,
// unknown letters, more cards of a type than a deck holds (a third joker), bad counters,
// reserve letters unknown or repeated, castling/en-passant not '-'.
FenParts parse_fen_parts(std::string_view fen);

// The reserve field: "QRBNqrbn" in writing order, "-" when both are empty.
std::string reserve_text(const std::array<std::uint8_t, 2>& reserve);

// The full reserve bit set of one side (Q, R, B, N unused).
inline constexpr std::uint8_t kFullReserve = (1 << kQueen) | (1 << kRook) | (1 << kBishop) | (1 << kKnight);

}  // namespace perftkit::raindrop

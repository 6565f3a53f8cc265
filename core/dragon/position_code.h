#pragma once
// An exact, fixed-size code of a 10x10 position (board, side to move,
// castling rights, en passant; not the move counters), for distinct-position
// enumeration: equal codes <=> equal positions, with no collision
// probability, and Position::decode rebuilds the position.
//
// Layout (bit i of the code is bit i % 64 of words[i / 64]):
//   bits   0-99   occupancy, bit = square (a1 = 0, j10 = 99);
//   bit    100    side to move (1 = black);
//   bits 101-104  castling rights (CastlingRight bits: they imply the king
//                 and rook at home, so the board alone cannot say them);
//   bits 105-111  en passant: the square of the pawn an en passant capture
//                 would take, plus one (0 = none);
//   bits 112-     one nibble per occupied square in square order, the Piece
//                 itself (colour * 8 + type).
// Why this layout: a nibble per piece is the smallest fixed-width field
// with room for the 14 pieces, and the occupancy costs 100 bits where a
// nibble per square would cost 400. A position has at most 40 pieces (one
// king and ten pawns' worth of material a side: Position::check_material),
// 112 + 160 = 272 bits, so five words hold every legal position and no root
// is ever refused; four words (256 bits) would hold only 36 pieces. The
// code is 40 bytes, 48 with its line count (CodeLines).
//
// En passant is kept as its victim, not as the listed squares: the squares
// (the victim's passed squares an enemy pawn attacks) follow from the
// board, and the victim is the one fact the board cannot say. Because the
// position keeps en passant wherever a pawn could capture, legal or not (as
// Fairy-Stockfish writes it), this code identifies positions by the
// "ep-available" rule; the coarser rules project it (identity_coders.h).
#include <array>
#include <compare>
#include <cstdint>

#include "dragon/types.h"

namespace perftkit::dragon {

struct PositionCode {
  std::array<std::uint64_t, 5> words{};
  friend auto operator<=>(const PositionCode&, const PositionCode&) = default;
};

// The fields of the layout above.
namespace code_layout {
inline constexpr int kSideBit = 100;
inline constexpr int kCastlingShift = 101;
inline constexpr int kEnPassantShift = 105;
inline constexpr int kFirstNibble = 112;
// The fields between the occupancy and the nibbles lie in word 1.
inline constexpr std::uint64_t kSideMask = std::uint64_t{1} << (kSideBit - 64);
inline constexpr std::uint64_t kCastlingMask = std::uint64_t{0xF} << (kCastlingShift - 64);
inline constexpr std::uint64_t kEnPassantMask = std::uint64_t{0x7F} << (kEnPassantShift - 64);
inline constexpr std::uint64_t kOccupancyMask = (std::uint64_t{1} << (kSideBit - 64)) - 1;
// A side has a king, and ten pawns or what they promoted to besides its
// nine other pieces (Position::check_material).
inline constexpr int kMaxPieces = 2 * (1 + 9 + G::kFiles);
static_assert(kFirstNibble + 4 * kMaxPieces <= 64 * int{std::tuple_size_v<decltype(PositionCode::words)>},
              "every legal position fits the code");
}  // namespace code_layout

inline bool has_en_passant(const PositionCode& code) noexcept {
  return (code.words[1] & code_layout::kEnPassantMask) != 0;
}
inline void clear_en_passant(PositionCode& code) noexcept { code.words[1] &= ~code_layout::kEnPassantMask; }
inline void clear_castling(PositionCode& code) noexcept { code.words[1] &= ~code_layout::kCastlingMask; }

}  // namespace perftkit::dragon

#pragma once
// An exact, fixed-size code of a chess or Chess960 position (board, side
// to move, castling rights with their rooks, en passant; not the move
// counters), for distinct-position enumeration.
//
// 24 bytes: the occupancy bitboard, then one 4-bit value per occupied
// square in square order. A position has at most 32 pieces (16 a side,
// which from_fen checks), so 32 nibbles always suffice. Small matters:
// the frontier of chess ply 8 holds about 10^9 codes on disk, and with
// its line count a record is 32 bytes. Twelve values name the pieces;
// the four spare ones mark what is not on the board:
//   kCastlingRook + colour: a rook that keeps a castling right (its
//     square gives the Chess960 castling file; which side it castles to
//     follows from the king's file);
//   kEnPassantPawn: the pawn that just made a double step, where an enemy
//     pawn stands beside it (Position's en passant square; its colour is
//     the side not to move);
//   kBlackKingToMove: the black king, when black is to move.
// Equal codes <=> equal positions, so counts by code are exact.
#include <array>
#include <compare>
#include <cstdint>

namespace perftkit::chess {

struct PositionCode {
  std::uint64_t occupied = 0;
  std::array<std::uint64_t, 2> nibbles{};  // value of the i-th occupied square at bits 4i of the 128
  friend auto operator<=>(const PositionCode&, const PositionCode&) = default;
};

namespace position_code {

// Values 0-11: colour * 6 + piece type.
inline constexpr unsigned kCastlingRook = 12;  // + colour
inline constexpr unsigned kEnPassantPawn = 14;
inline constexpr unsigned kBlackKingToMove = 15;

inline unsigned value_at(const PositionCode& code, int index) noexcept {
  return static_cast<unsigned>(code.nibbles[index / 16] >> (4 * (index % 16)) & 15);
}
inline void set_value(PositionCode& code, int index, unsigned value) noexcept {
  const int shift = 4 * (index % 16);
  code.nibbles[index / 16] = (code.nibbles[index / 16] & ~(std::uint64_t{15} << shift)) |
                             std::uint64_t{value} << shift;
}

// The same position without its en passant mark, and without its
// castling marks (the identity rules' projections: chess/identity_coders.h).
PositionCode without_en_passant(PositionCode code) noexcept;
PositionCode without_castling(PositionCode code) noexcept;

}  // namespace position_code
}  // namespace perftkit::chess

#pragma once
// Basic vocabulary of the 8x8 chess family: piece types, pieces and the
// compact move encoding (colours are common/color.h's).
#include <cstdint>

#include "common/color.h"
#include "geometry/geometry.h"

namespace perftkit::chess {

using Bitboard = std::uint64_t;
using G = Geometry8;

using perftkit::Color;
using perftkit::kBlack;
using perftkit::kWhite;

enum PieceType : std::uint8_t { kPawn = 0, kKnight, kBishop, kRook, kQueen, kKing, kPieceTypeCount };

// Board cell: 0 = empty, else 1 + type + 8 * color.
using Piece = std::uint8_t;
constexpr Piece kNoPiece = 0;
constexpr Piece make_piece(Color c, PieceType t) noexcept { return static_cast<Piece>(1 + t + 8 * c); }
constexpr PieceType type_of(Piece p) noexcept { return static_cast<PieceType>((p - 1) & 7); }
constexpr Color color_of(Piece p) noexcept { return static_cast<Color>((p - 1) >> 3); }

enum class MoveKind : std::uint8_t { kNormal, kPromotion, kEnPassant, kCastling };

// 32 bits: from (6) | to (6) | kind (2) | promotion piece - knight (2) |
// moving piece type (3). Carrying the mover lets copy-make skip a mailbox,
// which keeps the position small enough to copy cheaply.
// Castling is encoded king-to-rook-square, which is unambiguous in
// Chess960 too; the move name converts it for standard chess.
class Move {
 public:
  constexpr Move() = default;
  constexpr Move(PieceType piece, int from, int to, MoveKind kind = MoveKind::kNormal,
                 PieceType promotion = kKnight) noexcept
      : bits_(static_cast<std::uint32_t>(from | to << 6 | static_cast<int>(kind) << 12 | (promotion - kKnight) << 14 |
                                         piece << 16)) {}
  constexpr int from() const noexcept { return bits_ & 63; }
  constexpr int to() const noexcept { return bits_ >> 6 & 63; }
  constexpr MoveKind kind() const noexcept { return static_cast<MoveKind>(bits_ >> 12 & 3); }
  constexpr PieceType promotion() const noexcept { return static_cast<PieceType>((bits_ >> 14 & 3) + kKnight); }
  constexpr PieceType piece() const noexcept { return static_cast<PieceType>(bits_ >> 16 & 7); }
  constexpr bool operator==(const Move&) const = default;

 private:
  std::uint32_t bits_ = 0;
};

constexpr int relative_rank(Color c, int rank) noexcept { return c == kWhite ? rank : 7 - rank; }
constexpr Bitboard rank_bb(int rank) noexcept { return G::rank_mask(rank); }
constexpr Bitboard file_bb(int file) noexcept { return G::file_mask(file); }

// One pawn step forward for colour c, without wrapping (the same names as
// raindrop/pawns.h: every variant's pawn helpers are pawn_pushes,
// pawn_captures_west/east and their pawn_*_delta offsets).
constexpr Bitboard pawn_pushes(Color c, Bitboard b) noexcept { return c == kWhite ? b << 8 : b >> 8; }
// Squares captured toward the a-file ("west") and h-file ("east").
constexpr Bitboard pawn_captures_west(Color c, Bitboard b) noexcept {
  b &= ~file_bb(0);
  return c == kWhite ? b << 7 : b >> 9;
}
constexpr Bitboard pawn_captures_east(Color c, Bitboard b) noexcept {
  b &= ~file_bb(7);
  return c == kWhite ? b << 9 : b >> 7;
}
// Square offsets matching the shifts above (to - from).
constexpr int pawn_push_delta(Color c) noexcept { return c == kWhite ? 8 : -8; }
constexpr int pawn_west_delta(Color c) noexcept { return c == kWhite ? 7 : -9; }
constexpr int pawn_east_delta(Color c) noexcept { return c == kWhite ? 9 : -7; }

}  // namespace perftkit::chess

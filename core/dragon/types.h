#pragma once
// Pieces and moves of 100-square chess with Dragons (the colours are
// everyone's: common/color.h).
#include <cstdint>

#include "common/color.h"
#include "geometry/geometry.h"

namespace perftkit::dragon {

using Bitboard = u128;
using G = Geometry10;

enum PieceType : std::uint8_t { kPawn, kKnight, kBishop, kRook, kQueen, kDragon, kKing, kPieceTypeCount };

// Board cell: 0 = empty, else 1 + type + 8 * color (every variant's
// convention: docs/adding-a-variant.md, "Pieces").
using Piece = std::uint8_t;
inline constexpr Piece kNoPiece = 0;
constexpr Piece make_piece(Color c, PieceType t) noexcept { return static_cast<Piece>(1 + t + 8 * c); }
constexpr Color color_of(Piece p) noexcept { return static_cast<Color>((p - 1) >> 3); }
constexpr PieceType type_of(Piece p) noexcept { return static_cast<PieceType>((p - 1) & 7); }

// FEN letters, white upper case; index = PieceType.
inline constexpr char kPieceLetters[] = "PNBRQDK";
// Promotion letters in generation order (the order FSF lists them in).
inline constexpr PieceType kPromotionTypes[] = {kQueen, kRook, kBishop, kKnight, kDragon};

// Castling rights bits; K/k = rook on the j-file, Q/q = rook on the a-file.
enum CastlingRight : std::uint8_t { kWhiteKingSide = 1, kWhiteQueenSide = 2, kBlackKingSide = 4, kBlackQueenSide = 8 };

// from (7 bits) | to (7 bits) | kind (2 bits) | promotion piece type (3 bits).
// Castling is stored as the king's two-square move, as it is written.
enum class MoveKind : std::uint8_t { kNormal, kPromotion, kEnPassant, kCastling };

class Move {
 public:
  // Left uninitialised on purpose: move lists hold hundreds of slots.
  Move() noexcept = default;
  constexpr Move(int from, int to, MoveKind kind = MoveKind::kNormal, PieceType promotion = kPawn) noexcept
      : data_(static_cast<std::uint32_t>(from) | static_cast<std::uint32_t>(to) << 7 |
              static_cast<std::uint32_t>(kind) << 14 | static_cast<std::uint32_t>(promotion) << 16) {}

  constexpr int from() const noexcept { return data_ & 0x7F; }
  constexpr int to() const noexcept { return data_ >> 7 & 0x7F; }
  constexpr MoveKind kind() const noexcept { return static_cast<MoveKind>(data_ >> 14 & 3); }
  constexpr PieceType promotion() const noexcept { return static_cast<PieceType>(data_ >> 16 & 7); }
  constexpr bool operator==(const Move&) const noexcept = default;

 private:
  std::uint32_t data_;
};

}  // namespace perftkit::dragon

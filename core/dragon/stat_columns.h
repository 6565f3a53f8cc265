#pragma once
// The 10x10 game's perft statistics: the columns of games with check and
// mate (game/check_stat_columns.h), as in ordinary chess. Its Dragons add
// no kind of move or check of their own: a Dragon leaps (the first square
// does not block the second), so its check, like a knight's, cannot be
// blocked, and it uncovers a check by leaving a slider's line as any piece
// does; promotion to a Dragon is one more promotion. En passant after a
// two- or three-square step takes the pawn from its landing square, the
// capturer landing on the passed square. Each leaf is classified from the positions alone, with
// the checkers found here from the public bitboards (the position keeps
// its own attack code private).
#include "dragon/position.h"
#include "game/check_stat_columns.h"
#include "game/stat_columns.h"
#include "geometry/attacks10.h"

namespace perftkit::dragon {

// The pieces of colour `by` that attack `sq` in `pos`.
inline Bitboard attackers_of(const Position& pos, int sq, Color by) noexcept {
  namespace A = attacks10;
  const Bitboard occupied = pos.occupied();
  const auto own = [&](PieceType type) { return pos.pieces(by, type); };
  return (A::pawn(~by, sq) & own(kPawn)) | (A::knight(sq) & own(kKnight)) | (A::dragon(sq) & own(kDragon)) |
         (A::king(sq) & own(kKing)) | (A::rook(sq, occupied) & (own(kRook) | own(kQueen))) |
         (A::bishop(sq, occupied) & (own(kBishop) | own(kQueen)));
}

// Where the piece that can give check stands after the move: the
// destination, except for castling (written as the king's two-square
// move), whose rook lands on the square the king crossed.
constexpr int arrival_square(Move m) noexcept {
  return m.kind() == MoveKind::kCastling ? (m.from() + m.to()) / 2 : m.to();
}

// How the leaf `child` (parent.play(m)) checks.
inline check_stats::LeafCheck leaf_check(const Position& parent, Move m, const Position& child) {
  const Color mover = color_of(parent.piece_on(m.from()));
  return check_stats::leaf_check_of(child, attackers_of(child, lsb(child.pieces(~mover, kKing)), mover),
                                    G::bit(arrival_square(m)));
}

}  // namespace perftkit::dragon

namespace perftkit {

template <>
struct VariantStatColumns<dragon::Position> : check_stats::Columns<dragon::Position, dragon::leaf_check> {};

}  // namespace perftkit

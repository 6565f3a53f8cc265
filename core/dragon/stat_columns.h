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

// The pieces of colour `by` that attack `sq` in `pos`, the sliders seeing
// through `occupied` (the board's occupancy unless given).
inline Bitboard attackers_of(const Position& pos, int sq, Color by, Bitboard occupied) noexcept {
  namespace A = attacks10;
  const auto own = [&](PieceType type) { return pos.pieces(by, type); };
  return (A::pawn(~by, sq) & own(kPawn)) | (A::knight(sq) & own(kKnight)) | (A::dragon(sq) & own(kDragon)) |
         (A::king(sq) & own(kKing)) | (A::rook(sq, occupied) & (own(kRook) | own(kQueen))) |
         (A::bishop(sq, occupied) & (own(kBishop) | own(kQueen)));
}

inline Bitboard attackers_of(const Position& pos, int sq, Color by) noexcept {
  return attackers_of(pos, sq, by, pos.occupied());
}

// Whether `side`, to move in `pos`, has a legal move: asked of every
// leaf (mate and stalemate), where counting every leaf's moves made the
// statistics about fifty times plain perft's time. The first move found
// answers: a king step to a square no enemy piece attacks (the king
// lifted, so that a slider's line through it counts); out of check, a
// move of a piece that is not pinned (it cannot uncover a check): a
// knight's, a Dragon's or a slider's to any square not its side's, or a
// pawn's single push. Only where none is found are the moves counted.
inline bool has_legal_move(const Position& pos, Color side, bool in_check) {
  namespace A = attacks10;
  const int ksq = lsb(pos.pieces(side, kKing));
  const Bitboard own = pos.pieces(side), occupied = pos.occupied();
  for (Bitboard steps = A::king(ksq) & ~own; steps;)
    if (!attackers_of(pos, pop_lsb(steps), ~side, occupied ^ G::bit(ksq))) return true;
  if (!in_check) {
    const auto both = [&](Color c, PieceType a, PieceType b) { return pos.pieces(c, a) | pos.pieces(c, b); };
    Bitboard pinned{};
    for (Bitboard snipers = (A::rook(ksq, Bitboard{}) & both(~side, kRook, kQueen)) |
                            (A::bishop(ksq, Bitboard{}) & both(~side, kBishop, kQueen));
         snipers;) {
      const Bitboard line = A::between(ksq, pop_lsb(snipers)) & occupied;
      if (popcount(line) == 1) pinned |= line & own;
    }
    const Bitboard free = own & ~pinned;
    for (Bitboard b = free & pos.pieces(side, kKnight); b;)
      if (A::knight(pop_lsb(b)) & ~own) return true;
    for (Bitboard b = free & pos.pieces(side, kDragon); b;)
      if (A::dragon(pop_lsb(b)) & ~own) return true;
    for (Bitboard b = free & both(side, kRook, kQueen); b;)
      if (A::rook(pop_lsb(b), occupied) & ~own) return true;
    for (Bitboard b = free & both(side, kBishop, kQueen); b;)
      if (A::bishop(pop_lsb(b), occupied) & ~own) return true;
    const int ahead = side == kWhite ? G::kFiles : -G::kFiles;  // a pawn never stands on its last rank
    for (Bitboard b = free & pos.pieces(side, kPawn); b;)
      if (!(occupied & G::bit(pop_lsb(b) + ahead))) return true;
  }
  return pos.count_legal() != 0;
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
  const Bitboard checkers = attackers_of(child, lsb(child.pieces(~mover, kKing)), mover);
  return {popcount(checkers), (checkers & G::bit(arrival_square(m))) != 0,
          has_legal_move(child, ~mover, checkers != 0)};
}

}  // namespace perftkit::dragon

namespace perftkit {

template <>
struct VariantStatColumns<dragon::Position> : check_stats::Columns<dragon::Position, dragon::leaf_check> {};

}  // namespace perftkit

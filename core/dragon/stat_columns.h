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

// The pawns, knights and Dragons of colour `by` that attack `sq` in `pos`
// (no occupancy blocks them).
inline Bitboard leaper_attackers_of(const Position& pos, int sq, Color by) noexcept {
  namespace A = attacks10;
  const auto own = [&](PieceType type) { return pos.pieces(by, type); };
  return (A::pawn(~by, sq) & own(kPawn)) | (A::knight(sq) & own(kKnight)) | (A::dragon(sq) & own(kDragon));
}

// The rooks, bishops and queens of colour `by` that attack `sq`, seeing
// through `occupied`.
inline Bitboard slider_attackers_of(const Position& pos, int sq, Color by, Bitboard occupied) noexcept {
  namespace A = attacks10;
  const auto own = [&](PieceType type) { return pos.pieces(by, type); };
  return (A::rook(sq, occupied) & (own(kRook) | own(kQueen))) |
         (A::bishop(sq, occupied) & (own(kBishop) | own(kQueen)));
}

// The pieces of colour `by` that attack `sq` in `pos`, the sliders seeing
// through `occupied` (the board's occupancy unless given).
inline Bitboard attackers_of(const Position& pos, int sq, Color by, Bitboard occupied) noexcept {
  return leaper_attackers_of(pos, sq, by) | (attacks10::king(sq) & pos.pieces(by, kKing)) |
         slider_attackers_of(pos, sq, by, occupied);
}

inline Bitboard attackers_of(const Position& pos, int sq, Color by) noexcept {
  return attackers_of(pos, sq, by, pos.occupied());
}

// The pieces of `side` pinned to its king: each alone between it and an
// enemy slider aimed at it.
inline Bitboard pinned_pieces(const Position& pos, Color side) {
  namespace A = attacks10;
  const int ksq = lsb(pos.pieces(side, kKing));
  const Bitboard occupied = pos.occupied();
  const auto both = [&](Color c, PieceType a, PieceType b) { return pos.pieces(c, a) | pos.pieces(c, b); };
  Bitboard pinned{};
  for (Bitboard snipers = (A::rook_rays(ksq) & both(~side, kRook, kQueen)) |
                          (A::bishop_rays(ksq) & both(~side, kBishop, kQueen));
       snipers;) {
    const Bitboard line = A::between(ksq, pop_lsb(snipers)) & occupied;
    if (popcount(line) == 1) pinned |= line & pos.pieces(side);
  }
  return pinned;
}

// Whether `side`, in check from the one piece on `checker`, takes it or
// steps between (a slider's check) with one of `movers`, pieces other
// than its king that are not pinned. (A pinned piece could take a leaping
// checker that stands on its pin line; such positions are left to the
// caller's count.)
inline bool takes_or_blocks(const Position& pos, Color side, int checker, Bitboard movers) {
  namespace A = attacks10;
  const Bitboard occupied = pos.occupied(), empty = ~occupied & G::all_squares();
  const auto both = [&](PieceType a, PieceType b) { return movers & (pos.pieces(side, a) | pos.pieces(side, b)); };
  const Bitboard rq = both(kRook, kQueen), bq = both(kBishop, kQueen);
  const Bitboard sliders = pos.pieces(~side, kRook) | pos.pieces(~side, kBishop) | pos.pieces(~side, kQueen);
  const Bitboard between =
      sliders & G::bit(checker) ? A::between(lsb(pos.pieces(side, kKing)), checker) : Bitboard{};
  // Pawns take the checker, or push onto a square between by one, two or
  // three steps (the longer ones from their start rank only).
  const Bitboard pawns = movers & pos.pieces(side, kPawn);
  if (A::pawn(~side, checker) & pawns) return true;
  if (between) {
    const bool white = side == kWhite;
    const auto ahead = [white](Bitboard b) { return white ? (b << G::kFiles) & G::all_squares() : b >> G::kFiles; };
    const Bitboard one = ahead(pawns) & empty;
    const Bitboard two = ahead(one & G::rank_mask(white ? 2 : G::kRanks - 3)) & empty;
    const Bitboard three = ahead(two) & empty;  // (`two` lies on the rank two steps on)
    if ((one | two | three) & between) return true;
  }
  const Bitboard knights = movers & pos.pieces(side, kKnight), dragons = movers & pos.pieces(side, kDragon);
  for (Bitboard targets = between | G::bit(checker); targets;) {
    const int sq = pop_lsb(targets);
    if ((A::knight(sq) & knights) | (A::dragon(sq) & dragons) | (A::rook(sq, occupied) & rq) |
        (A::bishop(sq, occupied) & bq))
      return true;
  }
  return false;
}

// Whether a piece of colour `by` attacks `sq` through `occupied`: the
// leapers first, a slider looked up only where one stands on the square's
// empty-board lines.
inline bool attacked_by(const Position& pos, int sq, Color by, Bitboard occupied) noexcept {
  namespace A = attacks10;
  const auto own = [&](PieceType type) { return pos.pieces(by, type); };
  if (leaper_attackers_of(pos, sq, by) | (A::king(sq) & own(kKing))) return true;
  const Bitboard rq = own(kRook) | own(kQueen), bq = own(kBishop) | own(kQueen);
  return ((A::rook_rays(sq) & rq) && (A::rook(sq, occupied) & rq)) ||
         ((A::bishop_rays(sq) & bq) && (A::bishop(sq, occupied) & bq));
}

// Whether `side`, to move in `pos` with the given checkers (none: not in
// check), has a legal move: asked of every leaf that may be a mate or a
// stalemate, where counting its moves made the statistics about fifty
// times plain perft's time. The first move found answers: a king step to
// a square no enemy piece attacks (the king lifted, so that a slider's
// line through it counts); in check, the one checker taken or blocked by
// a piece not pinned (in double check only the king moves); out of check,
// a move of a piece that is not pinned (it cannot uncover a check): a
// knight's, a Dragon's or a slider's to any square not its side's, or a
// pawn's single push. Only where none is found are the moves counted.
inline bool has_legal_move(const Position& pos, Color side, Bitboard checkers) {
  namespace A = attacks10;
  const int ksq = lsb(pos.pieces(side, kKing));
  const Bitboard own = pos.pieces(side), occupied = pos.occupied();
  for (Bitboard steps = A::king(ksq) & ~own; steps;)
    if (!attacked_by(pos, pop_lsb(steps), ~side, occupied ^ G::bit(ksq))) return true;
  if (has_more_than_one(checkers)) return false;
  const Bitboard free = own & ~pos.pieces(side, kKing) & ~pinned_pieces(pos, side);
  if (checkers) {
    if (takes_or_blocks(pos, side, lsb(checkers), free)) return true;
  } else {
    const auto both = [&](PieceType a, PieceType b) { return pos.pieces(side, a) | pos.pieces(side, b); };
    for (Bitboard b = free & pos.pieces(side, kKnight); b;)
      if (A::knight(pop_lsb(b)) & ~own) return true;
    for (Bitboard b = free & pos.pieces(side, kDragon); b;)
      if (A::dragon(pop_lsb(b)) & ~own) return true;
    for (Bitboard b = free & both(kRook, kQueen); b;)
      if (A::rook(pop_lsb(b), occupied) & ~own) return true;
    for (Bitboard b = free & both(kBishop, kQueen); b;)
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
          has_legal_move(child, ~mover, checkers)};
}

}  // namespace perftkit::dragon

namespace perftkit {

template <>
struct VariantStatColumns<dragon::Position> : check_stats::Columns<dragon::Position, dragon::leaf_check> {};

}  // namespace perftkit

#pragma once
// What stands where and what attacks what (included by position.h).
// Attacks are geometric (rules, "Check and legality"): a piece attacks
// whether or not its own king is on the board.
#include "geometry/attacks8.h"
#include "raindrop/pawns.h"

namespace perftkit::raindrop {

// What a piece of `side` and `type` on `sq` attacks (the switch folds
// where the type is a constant).
inline Bitboard attacks_from(Color side, PieceType type, int sq, Bitboard occupied) noexcept {
  namespace a = attacks8;
  switch (type) {
    case kPawn: return a::pawn(side, sq);
    case kKnight: return a::knight(sq);
    case kBishop: return a::bishop(sq, occupied);
    case kRook: return a::rook(sq, occupied);
    case kQueen: return a::queen(sq, occupied);
    default: return a::king(sq);
  }
}

template <DeckModel M>
PieceType Position<M>::type_on(int sq) const noexcept {
  Bitboard b = square_bb(sq);
  for (int t = 0; t < kPieceTypeCount; ++t)
    if (by_type_[t] & b) return static_cast<PieceType>(t);
  return kNoPieceType;
}

template <DeckModel M>
Bitboard Position<M>::attacked_by(Color c, Bitboard occupied, Bitboard attackers) const noexcept {
  namespace a = attacks8;
  Bitboard attacked = pawn_attacks(c, attackers & by_type_[kPawn]);
  for (Bitboard b = attackers & by_type_[kKnight]; b;) attacked |= a::knight(pop_lsb(b));
  for (Bitboard b = attackers & (by_type_[kBishop] | by_type_[kQueen]); b;) attacked |= a::bishop(pop_lsb(b), occupied);
  for (Bitboard b = attackers & (by_type_[kRook] | by_type_[kQueen]); b;) attacked |= a::rook(pop_lsb(b), occupied);
  for (Bitboard b = attackers & by_type_[kKing]; b;) attacked |= a::king(pop_lsb(b));
  return attacked;
}

template <DeckModel M>
Bitboard Position<M>::attackers_to(int sq, Bitboard occupied, Color by) const noexcept {
  namespace a = attacks8;
  // A pawn of `by` attacks sq from where a pawn of the other side on sq
  // would attack.
  return by_color_[by] & ((a::pawn(~by, sq) & by_type_[kPawn]) | (a::knight(sq) & by_type_[kKnight]) |
                          (a::bishop(sq, occupied) & (by_type_[kBishop] | by_type_[kQueen])) |
                          (a::rook(sq, occupied) & (by_type_[kRook] | by_type_[kQueen])) |
                          (a::king(sq) & by_type_[kKing]));
}

template <DeckModel M>
Bitboard Position<M>::checkers() const noexcept {
  return attackers_to(lsb(pieces(side_, kKing)), occupied(), ~side_);
}

template <DeckModel M>
Bitboard Position<M>::sole_blockers(int king_square, Color by) const noexcept {
  namespace a = attacks8;
  Bitboard snipers = (a::rook(king_square, 0) & (pieces(by, kRook) | pieces(by, kQueen))) |
                     (a::bishop(king_square, 0) & (pieces(by, kBishop) | pieces(by, kQueen)));
  Bitboard result = 0, occ = occupied();
  while (snipers) {
    Bitboard blockers = a::between(king_square, pop_lsb(snipers)) & occ;
    if (blockers && !has_more_than_one(blockers)) result |= blockers;
  }
  return result;
}

}  // namespace perftkit::raindrop

#pragma once
// Which pieces attack a square: Position::attackers() and attacked(),
// used by the generator (check, king steps, castling, en passant) and by
// FEN validation.
#include "dragon/position.h"
#include "geometry/attacks10.h"

namespace perftkit::dragon {

template <GenerationProfiler Profiler>
inline Bitboard Position::attackers(int sq, Color by, Bitboard occupied) const noexcept {
  namespace A = attacks10;
  Profiler::lookups(4, 2);
  Bitboard orthogonal = by_type_[kRook] | by_type_[kQueen];
  Bitboard diagonal = by_type_[kBishop] | by_type_[kQueen];
  return by_color_[by] & ((A::pawn(~by, sq) & by_type_[kPawn]) | (A::knight(sq) & by_type_[kKnight]) |
                          (A::dragon(sq) & by_type_[kDragon]) | (A::king(sq) & by_type_[kKing]) |
                          (A::rook(sq, occupied) & orthogonal) | (A::bishop(sq, occupied) & diagonal));
}

template <GenerationProfiler Profiler>
inline Bitboard Position::leaping_attackers(int sq, Color by) const noexcept {
  namespace A = attacks10;
  Profiler::lookups(4, 0);
  return by_color_[by] & ((A::pawn(~by, sq) & by_type_[kPawn]) | (A::knight(sq) & by_type_[kKnight]) |
                          (A::dragon(sq) & by_type_[kDragon]) | (A::king(sq) & by_type_[kKing]));
}

template <GenerationProfiler Profiler>
inline bool Position::attacked(int sq, Color by, Bitboard occupied) const noexcept {
  namespace A = attacks10;
  const Bitboard them = by_color_[by];
  Profiler::lookups(4, 0);
  if ((A::pawn(~by, sq) & by_type_[kPawn] & them) || (A::knight(sq) & by_type_[kKnight] & them) ||
      (A::dragon(sq) & by_type_[kDragon] & them) || (A::king(sq) & by_type_[kKing] & them))
    return true;
  Bitboard orthogonal = (by_type_[kRook] | by_type_[kQueen]) & them;
  Bitboard diagonal = (by_type_[kBishop] | by_type_[kQueen]) & them;
  // The empty-board rays are a cheap filter before the real slider lookups.
  if ((A::rook_rays(sq) & orthogonal)) {
    Profiler::lookups(0, 1);
    if (A::rook(sq, occupied) & orthogonal) return true;
  }
  if ((A::bishop_rays(sq) & diagonal)) {
    Profiler::lookups(0, 1);
    if (A::bishop(sq, occupied) & diagonal) return true;
  }
  return false;
}

}  // namespace perftkit::dragon

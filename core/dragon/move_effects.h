#pragma once
// What a move does besides moving pieces, shared by play() and the
// depth-2 node's counted children: the castling rights it keeps, and the
// en passant targets a pawn's multi-step push leaves.
#include <array>
#include <cstdint>

#include "dragon/types.h"
#include "geometry/attacks10.h"

namespace perftkit::dragon {

// Rights kept when a move starts or ends on a square: moving the king or a
// corner rook, or capturing on a corner, loses the matching rights.
constexpr std::array<std::uint8_t, G::kSquares> make_castling_keep() {
  std::array<std::uint8_t, G::kSquares> keep{};
  for (auto& k : keep) k = 0xF;
  keep[G::square(5, 0)] = 0xF & ~(kWhiteKingSide | kWhiteQueenSide);
  keep[G::square(9, 0)] = 0xF & ~kWhiteKingSide;
  keep[G::square(0, 0)] = 0xF & ~kWhiteQueenSide;
  keep[G::square(5, 9)] = 0xF & ~(kBlackKingSide | kBlackQueenSide);
  keep[G::square(9, 9)] = 0xF & ~kBlackKingSide;
  keep[G::square(0, 9)] = 0xF & ~kBlackQueenSide;
  return keep;
}
inline constexpr auto kCastlingKeep = make_castling_keep();

// The squares a pawn of `us` passed on its push from `from` to `to` that
// an enemy pawn attacks: its en passant targets (as Fairy-Stockfish lists
// them, pins notwithstanding).
inline Bitboard en_passant_targets(Color us, int from, int to, Bitboard enemy_pawns) noexcept {
  Bitboard targets = 0;
  for (Bitboard passed = attacks10::between(from, to); passed;) {
    const int sq = pop_lsb(passed);
    if (attacks10::pawn(us, sq) & enemy_pawns) targets |= G::bit(sq);
  }
  return targets;
}

}  // namespace perftkit::dragon

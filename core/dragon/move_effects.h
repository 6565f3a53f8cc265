#pragma once
// What a move does besides moving pieces, shared by play(), key_after()
// and the depth-2 node's counted children: the castling rights it keeps,
// the en passant targets a pawn's multi-step push leaves, and the rook's
// part of a castling.
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

// The rook's move in a castling written as the king's move `king_from` to
// `king_to`: from its corner to the square the king crossed.
struct RookMove {
  int from;
  int to;
};
constexpr RookMove castling_rook_move(int king_from, int king_to) noexcept {
  const bool king_side = king_to > king_from;
  return {G::square(king_side ? G::kFiles - 1 : 0, G::rank_of(king_from)), king_side ? king_to - 1 : king_to + 1};
}

}  // namespace perftkit::dragon

#pragma once
// The vocabulary every variant's generator speaks to its sinks. A
// generator finds moves in batches (one piece's targets, one shifted set
// of pawns) and hands each batch to a Sink, so one generator body fills
// move lists, counts leaves, or plays each move on a counted child.
//
//   piece_moves(type, from, targets)  a piece of `type` on `from` to each target
//   pawn_moves(targets, delta)        pawns to each target from target - delta,
//                                     none of them promoting
//   promotions(targets, delta)        the same, each to every promotion piece
//   single_move(move)                 one fully described move (castling,
//                                     en passant, a variant's special move)
//
// A variant adds verbs only for moves the others do not have (Raindrop's
// drops and jokers) and names them after the move.
#include <concepts>

namespace perftkit {

template <class S, class PieceType, class Square, class Bitboard, class Move>
concept MoveSink = requires(S& sink, PieceType type, Square from, Bitboard targets, int delta, Move move) {
  sink.piece_moves(type, from, targets);
  sink.pawn_moves(targets, delta);
  sink.promotions(targets, delta);
  sink.single_move(move);
};

}  // namespace perftkit

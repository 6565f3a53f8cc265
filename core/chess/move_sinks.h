#pragma once
// The sinks chess's generator (chess/generate.h) feeds: one that lists the
// moves and one that only counts them (perft leaves never build a list),
// and Sink, what any sink of chess's must offer (game/move_sink.h's
// MoveSink over chess's types). Every variant folder has this file with
// these names.
#include <cstdint>

#include "chess/position.h"
#include "game/move_sink.h"

namespace perftkit::chess {

template <class S>
concept Sink = MoveSink<S, PieceType, int, Bitboard, Move>;

// Sink that fills a move list.
struct MoveListSink {
  Position::MoveList& list;
  void piece_moves(PieceType type, int from, Bitboard targets) {
    while (targets) list.push_back(Move(type, from, pop_lsb(targets)));
  }
  void pawn_moves(Bitboard targets, int delta) {
    while (targets) {
      const int to = pop_lsb(targets);
      list.push_back(Move(kPawn, to - delta, to));
    }
  }
  void promotions(Bitboard targets, int delta) {
    while (targets) {
      const int to = pop_lsb(targets);
      for (PieceType t : {kQueen, kRook, kBishop, kKnight}) list.push_back(Move(kPawn, to - delta, to, MoveKind::kPromotion, t));
    }
  }
  void single_move(Move m) { list.push_back(m); }
};
static_assert(Sink<MoveListSink>);

// Sink that only counts: perft leaves never build a list.
struct MoveCountSink {
  std::uint64_t count = 0;
  void piece_moves(PieceType, int, Bitboard targets) { count += popcount(targets); }
  void pawn_moves(Bitboard targets, int) { count += popcount(targets); }
  void promotions(Bitboard targets, int) { count += 4 * popcount(targets); }
  void single_move(Move) { ++count; }
};
static_assert(Sink<MoveCountSink>);

// A sink for a side that has no castling right (the children of a depth-2
// node whose replying side had none there: no move gives one back): the
// generator leaves its castling code out at compile time.
template <class Base>
struct WithoutCastling : Base {
  static constexpr bool kNoCastling = true;
};

}  // namespace perftkit::chess

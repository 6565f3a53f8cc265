#pragma once
// The sinks the Dragon game's generator (dragon/generate.h) feeds: one
// that lists the moves and one that only counts them (popcounts of target
// sets: perft leaves never build a list), and Sink, what any sink of the
// game's must offer (game/move_sink.h's MoveSink over its types). Every
// variant folder has this file with these names.
#include <cstdint>
#include <iterator>

#include "dragon/position.h"
#include "game/move_sink.h"

namespace perftkit::dragon {

template <class S>
concept Sink = MoveSink<S, PieceType, int, Bitboard, Move>;

// Lists the moves.
class MoveListSink {
 public:
  explicit MoveListSink(Position::MoveList& list) : list_(list) {}
  void piece_moves(PieceType, int from, Bitboard targets) {
    while (targets) list_.push_back(Move(from, pop_lsb(targets)));
  }
  void pawn_moves(Bitboard targets, int delta) {
    while (targets) {
      int to = pop_lsb(targets);
      list_.push_back(Move(to - delta, to));
    }
  }
  void promotions(Bitboard targets, int delta) {
    while (targets) {
      int to = pop_lsb(targets);
      for (PieceType t : kPromotionTypes) list_.push_back(Move(to - delta, to, MoveKind::kPromotion, t));
    }
  }
  void single_move(Move m) { list_.push_back(m); }

 private:
  Position::MoveList& list_;
};
static_assert(Sink<MoveListSink>);

// Counts the moves: popcounts of target sets.
class MoveCountSink {
 public:
  void piece_moves(PieceType, int, Bitboard targets) { count_ += popcount(targets); }
  void pawn_moves(Bitboard targets, int) { count_ += popcount(targets); }
  void promotions(Bitboard targets, int) { count_ += std::size(kPromotionTypes) * popcount(targets); }
  void single_move(Move) { ++count_; }
  std::uint64_t count() const { return count_; }

 private:
  std::uint64_t count_ = 0;
};
static_assert(Sink<MoveCountSink>);

}  // namespace perftkit::dragon

#pragma once
// The Dragon game's move lists and move counts: generate.h's generator
// with a sink that lists the moves and one that only counts them. The
// shipped instantiations (NoProfiler) are in movegen.cpp.
#include "dragon/generate.h"

namespace perftkit::dragon {
namespace generator {

class ListSink {
 public:
  explicit ListSink(Position::MoveList& list) : list_(list) {}
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
      for (PieceType t : kPromotionTypes) list_.push_back(Move(to - delta, to, Move::kPromotion, t));
    }
  }
  void single_move(Move m) { list_.push_back(m); }

 private:
  Position::MoveList& list_;
};

}  // namespace generator

template <GenerationProfiler Profiler>
void Position::generate_legal(MoveList& moves) const {
  const std::size_t before = moves.size();
  generator::ListSink sink(moves);
  generate_for_side<Profiler>(sink);
  Profiler::moves(moves.size() - before);
}

template <GenerationProfiler Profiler>
std::uint64_t Position::count_legal() const {
  generator::CountSink sink;
  generate_for_side<Profiler>(sink);
  Profiler::moves(sink.count());
  return sink.count();
}

}  // namespace perftkit::dragon

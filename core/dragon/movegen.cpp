// The Dragon game's move lists and move counts: generate.h's generator
// with a sink that lists the moves and one that only counts them.
#include "dragon/generate.h"

namespace perftkit::dragon {
inline namespace PERFTKIT_DRAGON_BUILD {
namespace {

class ListSink {
 public:
  explicit ListSink(Position::MoveList& list) : list_(list) {}
  void piece(int from, Bitboard targets) {
    while (targets) list_.push_back(Move(from, pop_lsb(targets)));
  }
  void pawns(Bitboard targets, int delta) {
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
  void single(Move m) { list_.push_back(m); }

 private:
  Position::MoveList& list_;
};

}  // namespace

bool Position::in_check() const noexcept {
  return attacked(king_square(side_), ~side_, occupied());
}

template <class Sink>
void Position::generate_for_side(Sink& sink) const {
#ifdef PERFTKIT_PROFILE
  ProfileCounters& c = thread_counters();
  const std::uint64_t timers_before = c.timers(), ticks_before = c.ticks();
#endif
  [[maybe_unused]] const bool checked = side_ == kWhite ? generate<kWhite>(sink) : generate<kBlack>(sink);
#ifdef PERFTKIT_PROFILE
  (checked ? c.evasion_nodes : c.quiet_nodes) += 1;
  (checked ? c.evasion_ticks : c.quiet_ticks) += c.ticks() - ticks_before;
  (checked ? c.evasion_timers : c.quiet_timers) += c.timers() - timers_before;
#endif
}

void Position::generate_legal(MoveList& moves) const {
  [[maybe_unused]] const std::size_t before = moves.size();
  ListSink sink(moves);
  generate_for_side(sink);
  PERFTKIT_DRAGON_COUNT(moves, moves.size() - before);
}

std::uint64_t Position::count_legal() const {
  generator::CountSink sink;
  generate_for_side(sink);
  PERFTKIT_DRAGON_COUNT(moves, sink.count());
  return sink.count();
}

}  // namespace PERFTKIT_DRAGON_BUILD
}  // namespace perftkit::dragon

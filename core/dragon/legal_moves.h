#pragma once
// The Dragon game's move lists and move counts: generate.h's generator
// with a sink that lists the moves and one that only counts them
// (move_sinks.h). The shipped instantiations (NoProfiler) are in
// legal_moves.cpp.
#include "dragon/generate.h"

namespace perftkit::dragon {

template <GenerationProfiler Profiler>
void Position::generate_legal(MoveList& moves) const {
  const std::size_t before = moves.size();
  MoveListSink sink(moves);
  generate_for_side<Profiler>(sink);
  Profiler::moves(moves.size() - before);
}

template <class Sink>
void Position::visit_legal(Sink& sink) const {
  generate_for_side<NoProfiler>(sink);
}

template <GenerationProfiler Profiler>
std::uint64_t Position::count_legal() const {
  MoveCountSink sink;
  generate_for_side<Profiler>(sink);
  Profiler::moves(sink.count());
  return sink.count();
}

}  // namespace perftkit::dragon

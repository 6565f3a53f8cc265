// Position's Game members that run the generator for the side to move.
#include "chess/keyed_move_sink.h"
#include "chess/generate.h"

namespace perftkit::chess {

void Position::generate_legal(MoveList& moves) const {
  moves.clear();
  MoveListSink sink{moves};
  if (side_ == kWhite) generate_moves_for<kWhite, MoveListSink, KingSafety::kPerSquare>(*this, sink);
  else generate_moves_for<kBlack, MoveListSink, KingSafety::kPerSquare>(*this, sink);
}

void Position::generate_legal_with_keys(MoveList& moves, ChildKeys& keys) const {
  moves.clear();
  KeyedMoveListSink sink(*this, moves, keys);
  if (side_ == kWhite) generate_moves_for<kWhite, KeyedMoveListSink, KingSafety::kPerSquare>(*this, sink);
  else generate_moves_for<kBlack, KeyedMoveListSink, KingSafety::kPerSquare>(*this, sink);
}

// The generator inlined here rather than called through count_moves_for:
// one call per count (line enumeration counts every stored position).
std::uint64_t Position::count_legal() const {
  MoveCountSink sink;
  if (side_ == kWhite) generate_moves_for<kWhite, MoveCountSink, KingSafety::kPerSquare>(*this, sink);
  else generate_moves_for<kBlack, MoveCountSink, KingSafety::kPerSquare>(*this, sink);
  return sink.count;
}

}  // namespace perftkit::chess

#pragma once
// Ordinary chess's (and Chess960's) perft statistics: the columns of games
// with check and mate (game/check_stat_columns.h), each leaf classified
// from the positions alone: the move's facts, the child's checkers, and
// the child's legal move count for mate and stalemate. No bulk shortcut:
// this is the reference the fast counters are checked against.
#include "chess/position.h"
#include "game/check_stat_columns.h"
#include "game/stat_columns.h"

namespace perftkit::chess {

// The square of the piece that stands where the move put it: the
// destination, except for castling (encoded king takes rook), whose
// arriving checker can only be the rook on its castled square.
constexpr int arrival_square(Move m) noexcept {
  if (m.kind() != MoveKind::kCastling) return m.to();
  return G::square(m.to() > m.from() ? 5 : 3, G::rank_of(m.from()));
}

// How the leaf `child` (parent.play(m)) checks.
inline check_stats::LeafCheck leaf_check(const Position&, Move m, const Position& child) {
  return check_stats::leaf_check_of(child, child.checkers(), G::bit(arrival_square(m)));
}

}  // namespace perftkit::chess

namespace perftkit {

template <>
struct VariantStatColumns<chess::Position> : check_stats::Columns<chess::Position, chess::leaf_check> {};

}  // namespace perftkit

#pragma once
// The slow reference for perft statistics over any Game with statistics
// columns (game/stat_columns.h): every move of the tree is made and every
// leaf classified from the positions alone, with no bulk counting. For a
// depth N it gives, for every depth d from 1 to N, the tally over the
// leaves of depth d (the moves made at ply d), as the published tables
// list them. Faster counters are checked against it.
#include <cstddef>
#include <vector>

#include "game/game_concept.h"
#include "game/stat_columns.h"

namespace perftkit {

// A game whose trees the statistics counters count: it has columns and
// does not weigh its moves (a weighted tree's statistics would be exact
// rationals, which a tally of whole numbers cannot hold).
template <class P>
concept TreeStatistics = Game<P> && HasStatColumns<P> && !WeightedGame<P>;

// rows[d - 1] is the tally of depth d; one row per depth 1..N.
template <class P>
using StatRows = std::vector<StatTallyOf<P>>;

namespace detail {

// Adds the moves of `pos` (ply `ply`, counted from 0 at the root) to
// rows[ply] and descends while rows go deeper.
template <TreeStatistics P>
void add_stat_rows(const P& pos, std::size_t ply, StatRows<P>& rows) {
  typename P::MoveList moves;
  pos.generate_legal(moves);
  auto& row = rows[ply];
  for (const auto& m : moves) {
    const P child = pos.play(m);
    ++row.nodes;
    VariantStatColumns<P>::classify(pos, m, child, row);
    if (ply + 1 < rows.size()) add_stat_rows(child, ply + 1, rows);
  }
}

}  // namespace detail

// The statistics of every depth 1..depth below `root` (empty for depth < 1).
template <TreeStatistics P>
StatRows<P> reference_stats(const P& root, int depth) {
  StatRows<P> rows(depth > 0 ? static_cast<std::size_t>(depth) : 0);
  if (!rows.empty()) detail::add_stat_rows(root, 0, rows);
  return rows;
}

// The tally of the one leaf `move` makes below `parent` (a root move's
// own row at depth 1).
template <Game P>
  requires HasStatColumns<P>
StatTallyOf<P> leaf_stats(const P& parent, typename P::Move move, const P& child) {
  StatTallyOf<P> tally;
  tally.nodes = 1;
  VariantStatColumns<P>::classify(parent, move, child, tally);
  return tally;
}

}  // namespace perftkit

#pragma once
// The slow reference for perft statistics over any Game with statistics
// columns (game/stat_columns.h): every move of the tree is made and every
// leaf classified from the positions alone, with no bulk counting. For a
// depth N it gives, for every depth d from 1 to N, the tally over the
// leaves of depth d (the moves made at ply d), as the published tables
// list them. Faster counters are checked against it. A weighted game's
// leaves weigh as their paths (the product of their moves' weights), so
// its tallies hold its exact count type (perft/stats_weighted.h).
#include <cstddef>
#include <vector>

#include "game/game_concept.h"
#include "game/stat_columns.h"

namespace perftkit {

// A game whose trees the fast statistics counters count: it has columns
// and does not weigh its moves (their tallies and tables hold whole numbers).
template <class P>
concept TreeStatistics = Game<P> && HasStatColumns<P> && !WeightedGame<P>;

// The tally of a depth of P's tree: whole numbers (StatTallyOf<P>), or a
// weighted game's count type.
template <class P>
using TreeStatTally = StatTally<StatTallyOf<P>::kColumns, PerftCount<P>>;

// rows[d - 1] is the tally of depth d; one row per depth 1..N.
template <class P>
using StatRows = std::vector<TreeStatTally<P>>;

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

namespace detail {

template <Game P>
PerftCount<P> move_weight_of(const P& pos, typename P::Move move) {
  if constexpr (WeightedGame<P>) return pos.move_weight(move);
  else return 1;
}

template <Game P>
  requires HasStatColumns<P>
void add_stat_rows(const P& pos, std::size_t ply, const PerftCount<P>& weight, StatRows<P>& rows);

// Adds the leaf `move` makes below `pos` (ply `ply`, counted from 0 at
// the root, reached with `weight`) to rows[ply], and its subtree to the
// deeper rows.
template <Game P>
  requires HasStatColumns<P>
void add_move_rows(const P& pos, typename P::Move move, std::size_t ply, const PerftCount<P>& weight,
                   StatRows<P>& rows) {
  using Count = PerftCount<P>;
  const Count path = weight * move_weight_of(pos, move);
  const P child = pos.play(move);
  const auto leaf = leaf_stats(pos, move, child);
  auto& row = rows[ply];
  row.nodes += path;
  for (std::size_t c = 0; c < leaf.counts.size(); ++c)
    if (leaf.counts[c]) row.counts[c] += path * Count{leaf.counts[c]};
  if (ply + 1 < rows.size()) add_stat_rows(child, ply + 1, path, rows);
}

// Adds every move of `pos` (ply `ply`, reached with `weight`) and its subtree.
template <Game P>
  requires HasStatColumns<P>
void add_stat_rows(const P& pos, std::size_t ply, const PerftCount<P>& weight, StatRows<P>& rows) {
  typename P::MoveList moves;
  pos.generate_legal(moves);
  for (const auto& m : moves) add_move_rows(pos, m, ply, weight, rows);
}

}  // namespace detail

// The statistics of every depth 1..depth below `root` (empty for depth < 1).
template <Game P>
  requires HasStatColumns<P>
StatRows<P> reference_stats(const P& root, int depth) {
  StatRows<P> rows(depth > 0 ? static_cast<std::size_t>(depth) : 0);
  if (!rows.empty()) detail::add_stat_rows(root, 0, PerftCount<P>{1}, rows);
  return rows;
}

}  // namespace perftkit

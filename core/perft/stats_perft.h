#pragma once
// Perft statistics counted fast, over any Game with statistics columns:
// the leaves of each depth are walked to separately (the shallower depths
// cost a thirtieth of the deepest and keep one code path), every node's
// moves are tallied in one call, in bulk where the variant offers it
// (game/bulk_leaf_stats.h: chess), else one move at a time as the
// reference does (perft/stats_reference.h), and with a table
// (perft/stats_hash.h) a position met again at the same depth is looked
// up. Equal to the reference by test (tests/core/chess/bulk_stats_test.cpp,
// tests/core/perft/stats_perft_test.cpp).
#include <cstddef>

#include "game/bulk_leaf_stats.h"
#include "game/game_concept.h"
#include "perft/stats_hash.h"
#include "perft/stats_reference.h"

namespace perftkit {

template <class P>
using StatsHashOf = StatsHash<StatTallyOf<P>>;

// Adds every legal move of `pos` to `row` as a leaf.
template <Game P>
  requires HasStatColumns<P>
void tally_moves(const P& pos, StatTallyOf<P>& row) {
  if constexpr (HasBulkLeafStats<P>) {
    BulkLeafStats<P>::tally_moves(pos, row);
  } else {
    typename P::MoveList moves;
    pos.generate_legal(moves);
    for (const auto& m : moves) {
      ++row.nodes;
      VariantStatColumns<P>::classify(pos, m, pos.play(m), row);
    }
  }
}

// The statistics of the leaves `depth` (>= 1) plies below `pos`.
template <TreeStatistics P>
StatTallyOf<P> leaf_stats_at(const P& pos, int depth, StatsHashOf<P>* hash = nullptr) {
  StatTallyOf<P> tally;
  if (depth == 1) {
    tally_moves(pos, tally);
    return tally;
  }
  if (hash && hash->probe(pos.key(), depth, tally)) return tally;
  if constexpr (HasBulkChildStats<P>) {
    if (depth == 2) BulkLeafStats<P>::tally_children(pos, tally);
  }
  if (depth > 2 || !HasBulkChildStats<P>) {
    typename P::MoveList moves;
    pos.generate_legal(moves);
    // The children of a depth-2 node add their moves to this tally
    // directly: a tally of their own each, zeroed, returned and added,
    // cost a tenth of Raindrop's statistics.
    if (depth == 2) {
      for (const auto& m : moves) tally_moves(pos.play(m), tally);
    } else {
      for (const auto& m : moves) tally += leaf_stats_at(pos.play(m), depth - 1, hash);
    }
  }
  if (hash) hash->store(pos.key(), depth, tally);
  return tally;
}

// The statistics of every depth 1..depth below `root`, as reference_stats
// gives them.
template <TreeStatistics P>
StatRows<P> fast_stats(const P& root, int depth, StatsHashOf<P>* hash = nullptr) {
  StatRows<P> rows;
  for (int d = 1; d <= depth; ++d) rows.push_back(leaf_stats_at(root, d, hash));
  return rows;
}

}  // namespace perftkit

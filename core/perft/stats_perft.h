#pragma once
// Perft statistics counted fast, over any Game with statistics columns:
// every node's moves are tallied in one call, in bulk where the variant
// offers it (game/bulk_leaf_stats.h: chess), else one move at a time as
// the reference does (perft/stats_reference.h), and the tree is walked
// only as deep as the rows asked for. Equal to the reference by test
// (tests/core/perft/stats_perft_test.cpp), on positions rich in special
// moves.
#include <cstddef>

#include "game/bulk_leaf_stats.h"
#include "game/game_concept.h"
#include "perft/stats_reference.h"

namespace perftkit {

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

namespace detail {

template <Game P>
  requires HasStatColumns<P>
void add_fast_rows(const P& pos, std::size_t ply, StatRows<P>& rows) {
  tally_moves(pos, rows[ply]);
  if (ply + 1 == rows.size()) return;
  if constexpr (HasBulkChildStats<P>) {
    if (ply + 2 == rows.size()) return BulkLeafStats<P>::tally_children(pos, rows[ply + 1]);
  }
  typename P::MoveList moves;
  pos.generate_legal(moves);
  for (const auto& m : moves) add_fast_rows(pos.play(m), ply + 1, rows);
}

}  // namespace detail

// The statistics of every depth 1..depth below `root`, as reference_stats
// gives them.
template <Game P>
  requires HasStatColumns<P>
StatRows<P> fast_stats(const P& root, int depth) {
  StatRows<P> rows(depth > 0 ? static_cast<std::size_t>(depth) : 0);
  if (!rows.empty()) detail::add_fast_rows(root, 0, rows);
  return rows;
}

}  // namespace perftkit

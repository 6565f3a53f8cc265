#pragma once
// The fast path of perft statistics: a variant that can tally a node's
// moves without making each one (in bulk, from its generator's target
// sets, as perft counts leaves) specialises BulkLeafStats for its
// Position with
//   static void tally_moves(const P& pos, StatTallyOf<P>& tally);
// which adds every legal move of `pos` as a leaf (nodes included), and
// may add
//   static void tally_children(const P& pos, StatTallyOf<P>& tally);
// which does the same for every child of `pos` (its children made only
// to be tallied, without what a deeper walk needs: keys). The fast
// counter (perft/stats_perft.h) uses them at every node and for the last
// two plies; a variant without them is tallied one move at a time, as the
// reference does.
#include <concepts>

#include "game/stat_columns.h"

namespace perftkit {

template <class P>
struct BulkLeafStats {};  // no bulk path

template <class P>
concept HasBulkLeafStats = HasStatColumns<P> && requires(const P& pos, StatTallyOf<P>& tally) {
  { BulkLeafStats<P>::tally_moves(pos, tally) } -> std::same_as<void>;
};

template <class P>
concept HasBulkChildStats = HasBulkLeafStats<P> && requires(const P& pos, StatTallyOf<P>& tally) {
  { BulkLeafStats<P>::tally_children(pos, tally) } -> std::same_as<void>;
};

}  // namespace perftkit

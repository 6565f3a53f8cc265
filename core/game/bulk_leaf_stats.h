#pragma once
// The fast path of perft statistics: a variant that can tally a node's
// moves without making each one (in bulk, from its generator's target
// sets, as perft counts leaves) specialises BulkLeafStats for its
// Position with
//   static void tally_moves(const P& pos, StatTallyOf<P>& tally);
// which adds every legal move of `pos` as a leaf (nodes included). The
// fast counter (perft/stats_perft.h) uses it at every node; a variant
// without it is tallied one move at a time, as the reference does.
#include <concepts>

#include "game/stat_columns.h"

namespace perftkit {

template <class P>
struct BulkLeafStats {};  // no bulk path

template <class P>
concept HasBulkLeafStats = HasStatColumns<P> && requires(const P& pos, StatTallyOf<P>& tally) {
  { BulkLeafStats<P>::tally_moves(pos, tally) } -> std::same_as<void>;
};

}  // namespace perftkit

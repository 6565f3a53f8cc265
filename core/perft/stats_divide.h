#pragma once
// Perft statistics per root move (perft --stats --divide) and over
// threads: each root move's subtree is counted by the fast counter
// (perft/stats_perft.h) on its own, TBB runs the root moves in
// parallel, and the rows are summed in root-move order, so the result is
// the same for any thread count (integer sums).
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <cstddef>
#include <string>
#include <vector>

#include "perft/stats_perft.h"

namespace perftkit {

template <class P>
struct StatDivideLine {
  typename P::Move move;
  std::string name;
  StatTallyOf<P> tally;  // the leaves at the full depth below this root move
};

template <class P>
struct StatDivide {
  StatRows<P> rows;                      // rows[d - 1]: every leaf of depth d
  std::vector<StatDivideLine<P>> lines;  // one per root move, in generation order
};

// Statistics of every depth 1..depth (depth >= 1) below `root`, with the
// per-root-move tallies at `depth`; `threads` 0 = all cores; `hash`, if
// any, is shared by the threads.
template <TreeStatistics P>
StatDivide<P> divide_stats(const P& root, int depth, int threads, StatsHashOf<P>* hash = nullptr) {
  typename P::MoveList moves;
  root.generate_legal(moves);
  const std::size_t count = moves.size();
  // Below each root move: its own leaf (depth 1) and its child's rows (depths 2..depth).
  std::vector<StatTallyOf<P>> own(count);
  std::vector<StatRows<P>> below(count);
  tbb::task_arena arena(threads > 0 ? threads : tbb::task_arena::automatic);
  arena.execute([&] {
    tbb::parallel_for(std::size_t{0}, count, [&](std::size_t i) {
      const P child = root.play(moves[i]);
      own[i] = leaf_stats(root, moves[i], child);
      below[i] = fast_stats(child, depth - 1, hash);
    });
  });
  StatDivide<P> result{StatRows<P>(static_cast<std::size_t>(depth)), {}};
  for (std::size_t i = 0; i < count; ++i) {
    result.rows[0] += own[i];
    for (std::size_t d = 0; d < below[i].size(); ++d) result.rows[d + 1] += below[i][d];
    result.lines.push_back({moves[i], root.move_name(moves[i]), depth == 1 ? own[i] : below[i].back()});
  }
  return result;
}

}  // namespace perftkit

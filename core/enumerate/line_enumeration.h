#pragma once
// Lines of play ply by ply over any Game, with a classifier's breakdown of
// the positions they reach: a full tree walk (no distinct counting), in
// parallel over subtrees a few plies below the root. The split into those
// subtrees ("units") and the walk of one unit are shared with the
// journaled run (checkpointed_line_enumeration.h).
#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <cstddef>
#include <vector>

#include "common/progress.h"
#include "enumerate/enumerate_options.h"
#include "enumerate/ply_stats.h"
#include "game/game_concept.h"
#include "perft/parallel_perft.h"

namespace perftkit {

// Zero stats for plies 0..depth.
inline std::vector<PlyStats> empty_plies(int depth, std::size_t categories) {
  std::vector<PlyStats> plies;
  for (int ply = 0; ply <= depth; ++ply) plies.emplace_back(ply, categories);
  return plies;
}

// The tree cut `ply` plies below the root: the units are the positions
// there, in generation order (the same units in every run, which a
// journal's unit indices rely on); `stats` holds plies 0..depth with the
// plies above the units counted and the others still zero.
template <Game P>
struct LineSplit {
  std::vector<P> units;
  int ply = 0;
  std::vector<PlyStats> stats;
};

namespace detail {

// Counts `pos` at `ply` and, below it, every line to `depth` into `stats` (indexed by ply).
template <Game P, class Classifier>
void walk_lines(const P& pos, int ply, int depth, const Classifier& classify, bool drops_only,
                std::vector<PlyStats>& stats) {
  stats[ply].add(1, classify(pos), false);
  if (ply == depth) return;
  typename P::MoveList moves;
  pos.generate_legal(moves);
  for (const auto& m : moves)
    if (!drops_only || pos.move_facts(m).drop) walk_lines(pos.play(m), ply + 1, depth, classify, drops_only, stats);
}

// Expands breadth first, counting the plies passed, while `more(split)`
// holds and the depth is not reached.
template <Game P, PositionClassifier<P> Classifier, class More>
LineSplit<P> split_lines_while(const P& root, int depth, const Classifier& classify, bool drops_only, More more) {
  LineSplit<P> split{{root}, 0, empty_plies(depth, Classifier::kCategories)};
  while (split.ply < depth && more(split)) {
    std::vector<P> next;
    for (const P& pos : split.units) {
      split.stats[split.ply].add(1, classify(pos), false);
      typename P::MoveList moves;
      pos.generate_legal(moves);
      for (const auto& m : moves)
        if (!drops_only || pos.move_facts(m).drop) next.push_back(pos.play(m));
    }
    split.units = std::move(next);
    ++split.ply;
  }
  return split;
}

// Calls `walk_unit(u)` for every unit index on `threads` worker threads;
// one unit per task, as subtrees differ widely in size.
template <class WalkUnit>
void for_each_unit_in_parallel(std::size_t unit_count, int threads, const WalkUnit& walk_unit) {
  tbb::task_arena arena(threads);
  arena.execute([&] {
    tbb::parallel_for(tbb::blocked_range<std::size_t>(0, unit_count, 1), [&](const auto& range) {
      for (std::size_t u = range.begin(); u != range.end(); ++u) walk_unit(u);
    });
  });
}

}  // namespace detail

// Expands until there are at least `wanted_units` units, while each unit
// still has three plies or more below it (shallower units are not worth a task).
template <Game P, PositionClassifier<P> Classifier>
LineSplit<P> split_lines_into_units(const P& root, int depth, const Classifier& classify, bool drops_only,
                                    std::size_t wanted_units) {
  return detail::split_lines_while(root, depth, classify, drops_only, [&](const LineSplit<P>& split) {
    return depth - split.ply >= 3 && split.units.size() < wanted_units;
  });
}

// Units exactly `ply` plies below the root (0 <= ply <= depth).
template <Game P, PositionClassifier<P> Classifier>
LineSplit<P> split_lines_at_ply(const P& root, int depth, const Classifier& classify, bool drops_only, int ply) {
  return detail::split_lines_while(root, depth, classify, drops_only,
                                   [&](const LineSplit<P>& split) { return split.ply < ply; });
}

template <Game P, PositionClassifier<P> Classifier>
std::vector<PlyStats> enumerate_lines(const P& root, int depth, const Classifier& classify,
                                      const EnumerateOptions& options) {
  const int threads = effective_threads(options.threads);
  // Enough subtrees to balance the threads.
  auto split =
      split_lines_into_units(root, depth, classify, options.drops_only, 64 * static_cast<std::size_t>(threads));
  const auto& units = split.units;

  tbb::enumerable_thread_specific<std::vector<PlyStats>> local(empty_plies(depth, Classifier::kCategories));
  Progress progress(units.size(), "lines", options.show_progress && Progress::stderr_is_terminal());
  detail::for_each_unit_in_parallel(units.size(), threads, [&](std::size_t u) {
    detail::walk_lines(units[u], split.ply, depth, classify, options.drops_only, local.local());
    progress.advance();
  });
  auto totals = std::move(split.stats);
  for (const auto& stats : local)
    for (int ply = 0; ply <= depth; ++ply) totals[ply] += stats[ply];
  return totals;
}

}  // namespace perftkit

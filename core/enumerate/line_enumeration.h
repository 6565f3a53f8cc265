#pragma once
// Lines of play ply by ply over any Game, with a classifier's breakdown of
// the positions they reach: a full tree walk (no distinct counting), in
// parallel over subtrees a few plies below the root.
#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <vector>

#include "common/progress.h"
#include "enumerate/enumerate_options.h"
#include "enumerate/ply_stats.h"
#include "game/game_concept.h"

namespace perftkit {

namespace detail {

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

}  // namespace detail

template <Game P, PositionClassifier<P> Classifier>
std::vector<PlyStats> enumerate_lines(const P& root, int depth, const Classifier& classify,
                                      const EnumerateOptions& options) {
  const int threads = options.threads > 0 ? options.threads : tbb::this_task_arena::max_concurrency();
  std::vector<PlyStats> empty_stats;
  for (int ply = 0; ply <= depth; ++ply) empty_stats.emplace_back(ply, Classifier::kCategories);

  // Expand breadth first (counting the plies passed) until there are
  // enough subtrees to balance the threads.
  std::vector<PlyStats> totals = empty_stats;
  std::vector<P> units{root};
  int unit_ply = 0;
  while (unit_ply < depth && depth - unit_ply >= 3 && units.size() < 64 * static_cast<std::size_t>(threads)) {
    std::vector<P> next;
    for (const P& pos : units) {
      totals[unit_ply].add(1, classify(pos), false);
      typename P::MoveList moves;
      pos.generate_legal(moves);
      for (const auto& m : moves)
        if (!options.drops_only || pos.move_facts(m).drop) next.push_back(pos.play(m));
    }
    units = std::move(next);
    ++unit_ply;
  }

  tbb::enumerable_thread_specific<std::vector<PlyStats>> local(empty_stats);
  Progress progress(units.size(), "lines", options.show_progress && Progress::stderr_is_terminal());
  tbb::task_arena arena(threads);
  arena.execute([&] {
    tbb::parallel_for(tbb::blocked_range<std::size_t>(0, units.size(), 1), [&](const auto& range) {
      auto& stats = local.local();
      for (std::size_t u = range.begin(); u != range.end(); ++u) {
        detail::walk_lines(units[u], unit_ply, depth, classify, options.drops_only, stats);
        progress.advance();
      }
    });
  });
  for (const auto& stats : local)
    for (int ply = 0; ply <= depth; ++ply) totals[ply] += stats[ply];
  return totals;
}

}  // namespace perftkit

#pragma once
// Divide and the parallel perft driver over any Game.
//
// The tree is expanded a few plies below the root into many independent
// units (far more than threads, so uneven subtrees balance out), TBB runs
// the units, and the counts are summed per root move. Integer (or exact
// rational) sums make the result identical for any thread count.
#include <tbb/global_control.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <string>
#include <vector>

#include "common/progress.h"
#include "game/game_concept.h"
#include "perft/perft.h"

namespace perftkit {

struct PerftRunOptions {
  int threads = 0;                // 0 = all cores
  PerftHash* hash = nullptr;      // shared by all threads
  bool show_progress = false;     // draw on a terminal (see Progress)
  std::string progress_label = "perft";
};

template <Game P>
struct DivideLine {
  typename P::Move move;
  std::string name;
  PerftCount<P> count;
};

template <Game P>
PerftCount<P> total_of(const std::vector<DivideLine<P>>& lines) {
  PerftCount<P> total{0};
  for (const auto& line : lines) total += line.count;
  return total;
}

namespace detail {

template <Game P>
PerftCount<P> weight_of(const P& pos, const typename P::Move& move) {
  if constexpr (WeightedGame<P>) return pos.move_weight(move);
  else return PerftCount<P>{1};
}

}  // namespace detail

// One independent piece of a perft run: a position some plies below the
// root, the root move it descends from, and the weight of the path to it.
template <Game P>
struct PerftUnit {
  std::size_t root_index;
  P position;
  PerftCount<P> weight;  // product of move weights from the root (1 if unweighted)
};

// The tree cut into units `plies` plies below the root; each unit's perft
// at `remaining_depth` sums (weighted) to the root's perft. The order of
// the units is deterministic, so a unit index names the same subtree in
// every run (checkpoint journals rely on it).
template <Game P>
struct UnitSplit {
  std::vector<PerftUnit<P>> units;
  int plies = 0;
  int remaining_depth = 0;
};

namespace detail {

// Expands every unit by one ply.
template <Game P>
std::vector<PerftUnit<P>> expand(const std::vector<PerftUnit<P>>& units) {
  std::vector<PerftUnit<P>> next;
  next.reserve(units.size() * 32);
  typename P::MoveList moves;
  for (const auto& unit : units) {
    moves.clear();
    unit.position.generate_legal(moves);
    for (const auto& m : moves)
      next.push_back({unit.root_index, unit.position.play(m), unit.weight * weight_of(unit.position, m)});
  }
  return next;
}

template <Game P>
UnitSplit<P> root_units(const P& root, int depth) {
  typename P::MoveList root_moves;
  root.generate_legal(root_moves);
  UnitSplit<P> split{{}, 1, depth - 1};
  for (std::size_t i = 0; i < root_moves.size(); ++i)
    split.units.push_back({i, root.play(root_moves[i]), weight_of(root, root_moves[i])});
  return split;
}

}  // namespace detail

// Units at exactly `plies` plies below the root (1 = the root moves);
// requires 1 <= plies <= depth.
template <Game P>
UnitSplit<P> split_at_ply(const P& root, int depth, int plies) {
  auto split = detail::root_units(root, depth);
  while (split.plies < plies) {
    split.units = detail::expand(split.units);
    ++split.plies;
    --split.remaining_depth;
  }
  return split;
}

// Expands ply by ply until there are at least `wanted_units` units, while
// each unit still has real work below it (remaining depth 4 or more);
// requires depth >= 1.
template <Game P>
UnitSplit<P> split_into_units(const P& root, int depth, std::size_t wanted_units) {
  auto split = detail::root_units(root, depth);
  while (split.units.size() < wanted_units && split.remaining_depth >= 4) {
    split.units = detail::expand(split.units);
    ++split.plies;
    --split.remaining_depth;
  }
  return split;
}

inline int effective_threads(int requested) {
  return requested > 0 ? requested : tbb::this_task_arena::max_concurrency();
}

// Perft of every legal root move, in generation order.
template <Game P>
std::vector<DivideLine<P>> divide(const P& root, int depth, const PerftRunOptions& options = {}) {
  using Count = PerftCount<P>;
  typename P::MoveList root_moves;
  root.generate_legal(root_moves);
  std::vector<DivideLine<P>> lines;
  for (const auto& m : root_moves) lines.push_back({m, root.move_name(m), Count{0}});
  if (depth < 1) return lines;

  const int threads = effective_threads(options.threads);
  // Enough units for load balance, while each still has real work below it.
  const std::size_t wanted_units = threads > 1 ? 64 * static_cast<std::size_t>(threads) : 0;
  const auto split = split_into_units(root, depth, wanted_units);
  const auto& units = split.units;
  const int remaining = split.remaining_depth;

  std::vector<Count> results(units.size(), Count{0});
  Progress progress(units.size(), options.progress_label, options.show_progress && Progress::stderr_is_terminal());
  tbb::task_arena arena(threads);
  arena.execute([&] {
    tbb::parallel_for(tbb::blocked_range<std::size_t>(0, units.size(), 1), [&](const auto& range) {
      for (std::size_t u = range.begin(); u != range.end(); ++u) {
        results[u] = units[u].weight * perft(units[u].position, remaining, options.hash);
        progress.advance();
      }
    });
  });
  for (std::size_t u = 0; u < units.size(); ++u) lines[units[u].root_index].count += results[u];
  return lines;
}

template <Game P>
PerftCount<P> parallel_perft(const P& root, int depth, const PerftRunOptions& options = {}) {
  if (depth <= 0) return PerftCount<P>{1};
  return total_of(divide(root, depth, options));
}

}  // namespace perftkit

#pragma once
// Perft statistics of a weighted game (a chance model: game_concept.h's
// WeightedGame, whose perft count is an exact rational): every leaf weighs
// as its path does, the product of its moves' weights, so each entry of a
// depth's tally is an expected number (nodes: the weighted perft count
// itself). Made the reference's way (perft/stats_reference.h): every move
// made and every leaf classified from the positions alone (the reference's
// walk, perft/stats_reference.h), the root moves shared out over threads.
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <cstddef>
#include <string>
#include <vector>

#include "game/game_concept.h"
#include "game/stat_columns.h"
#include "perft/stats_reference.h"

namespace perftkit {

template <class P>
concept WeightedStatistics = WeightedGame<P> && HasStatColumns<P>;

template <class P>
using WeightedStatTally = TreeStatTally<P>;

template <class P>
struct WeightedStatDivideLine {
  typename P::Move move;
  std::string name;
  WeightedStatTally<P> tally;  // the leaves at the full depth below this root move, weighted from the root
};

template <class P>
struct WeightedStatDivide {
  StatRows<P> rows;                              // rows[d - 1]: every leaf of depth d
  std::vector<WeightedStatDivideLine<P>> lines;  // one per root move, in generation order
};

// The weighted statistics of every depth 1..depth (depth >= 1) below
// `root`, with each root move's tally at `depth`; `threads` 0 = all cores.
template <WeightedStatistics P>
WeightedStatDivide<P> divide_weighted_stats(const P& root, int depth, int threads) {
  using Count = PerftCount<P>;
  typename P::MoveList moves;
  root.generate_legal(moves);
  const std::size_t count = moves.size();
  const std::size_t depths = static_cast<std::size_t>(depth);
  // Each root move's own rows: its leaf at depth 1, its subtree below.
  std::vector<StatRows<P>> below(count, StatRows<P>(depths));
  tbb::task_arena arena(threads > 0 ? threads : tbb::task_arena::automatic);
  arena.execute([&] {
    tbb::parallel_for(std::size_t{0}, count,
                      [&](std::size_t i) { detail::add_move_rows(root, moves[i], 0, Count{1}, below[i]); });
  });
  WeightedStatDivide<P> result{StatRows<P>(depths), {}};
  for (std::size_t i = 0; i < count; ++i) {
    for (std::size_t d = 0; d < depths; ++d) result.rows[d] += below[i][d];
    result.lines.push_back({moves[i], root.move_name(moves[i]), below[i].back()});
  }
  return result;
}

}  // namespace perftkit

#pragma once
// Finds where our generator and an engine disagree: compare the divides
// of the root, and while both generate the same moves but count one of
// them differently, descend into the first such move with one ply less.
// The walk stops at the first position whose move lists differ (at the
// latest at depth 1, where every count is 1): that position, and the
// moves only one side generates there, are the bug.
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include "diff/divide_comparison.h"
#include "game/game_concept.h"
#include "perft/parallel_perft.h"
#include "uci/engine_divide.h"

namespace perftkit::diff {

// The engine's divide of the root after `path` (moves in UCI names).
using EngineDivideQuery = std::function<uci::EngineDivide(const std::vector<std::string>& path, int depth)>;

struct DrillLevel {
  std::vector<std::string> path;  // moves from the root to this position
  std::string fen;
  int depth = 0;
  DivideComparison comparison;
};

struct DiffResult {
  std::vector<DrillLevel> levels;  // the root first, the isolated divergence last

  bool agree() const { return levels.front().comparison.agree(); }
  const DrillLevel& root() const { return levels.front(); }
  const DrillLevel& leaf() const { return levels.back(); }
};

// Our divide in the engine's terms. Weighted (chance) counts have no
// engine counterpart, so only plain-count games can be compared.
template <Game P>
  requires(!WeightedGame<P>)
uci::EngineDivide our_divide(const P& pos, int depth, const PerftRunOptions& run) {
  uci::EngineDivide result;
  for (const auto& line : divide(pos, depth, run)) {
    result.moves.emplace_back(line.name, line.count);
    result.total += line.count;
  }
  return result;
}

template <Game P>
  requires(!WeightedGame<P>)
DiffResult drill_down(const P& root, int depth, const EngineDivideQuery& engine, const PerftRunOptions& run = {}) {
  DiffResult result;
  P pos = root;
  std::vector<std::string> path;
  for (;;) {
    auto comparison = compare_divides(our_divide(pos, depth, run), engine(path, depth));
    result.levels.push_back({path, pos.fen(), depth, comparison});
    // Stop where the move lists differ, or where nothing below can be
    // blamed (the engine's total alone is off), or at the bottom.
    if (comparison.agree() || !comparison.same_moves() || comparison.count_mismatches.empty() || depth == 1) break;
    const std::string& next = comparison.count_mismatches.front().move;
    auto move = pos.parse_move(next);
    // A name from our own divide always parses; anything else is a bug here.
    if (!move) throw std::logic_error("drill-down: our move '" + next + "' does not parse in " + pos.fen());
    pos = pos.play(*move);
    path.push_back(next);
    --depth;
  }
  return result;
}

}  // namespace perftkit::diff

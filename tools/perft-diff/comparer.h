#pragma once
// One drill-down of perft-diff: our divide against an engine's, from a
// start position after some moves (shared by every mode of the tool).
#include <string>
#include <vector>

#include "common/text.h"
#include "diff/drill_down.h"
#include "diff/position_tags.h"
#include "diff_options.h"
#include "game/play_moves.h"
#include "uci/divide_engine.h"

namespace perftkit::tool {

template <Game P>
  requires(!WeightedGame<P>)
struct Comparer {
  uci::DivideEngine& engine;
  const DiffOptions& options;

  PerftRunOptions run_options() const {
    PerftRunOptions run;
    run.threads = options.threads;
    return run;
  }

  // Drill-down from `start` (a FEN in our normal form) after `moves`.
  diff::DiffResult compare(const P& start, const std::vector<std::string>& moves, int depth) const {
    const P root = play_moves(start, joined_words(moves));
    const std::string fen = start.fen();
    auto query = [&](const std::vector<std::string>& path, int d) {
      std::vector<std::string> line = moves;
      line.insert(line.end(), path.begin(), path.end());
      return engine.perft(fen, line, d);
    };
    return diff::drill_down(root, depth, query, run_options());
  }

  static std::vector<std::string> leaf_tags(const P& start, const std::vector<std::string>& moves,
                                            const diff::DiffResult& result) {
    return diff::position_tags(play_moves(play_moves(start, joined_words(moves)), joined_words(result.leaf().path)));
  }
};

}  // namespace perftkit::tool

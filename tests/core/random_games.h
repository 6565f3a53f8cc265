#pragma once
// Random games (a fixed seed) for tests of a generator's internal
// shortcuts: every position on the way is handed to a check.
#include "diff/seeded_random.h"

namespace perftkit::test {

// Plays `games` random games of up to `plies` plies from `start` and hands
// every position on the way to `visit`.
template <class P, class Visit>
void visit_random_games(const P& start, int games, int plies, diff::SeededRandom& random, Visit&& visit) {
  for (int game = 0; game < games; ++game) {
    P pos = start;
    for (int ply = 0; ply < plies; ++ply) {
      visit(pos);
      typename P::MoveList moves;
      pos.generate_legal(moves);
      if (moves.size() == 0) break;
      pos = pos.play(moves[random.below(moves.size())]);
    }
  }
}

}  // namespace perftkit::test

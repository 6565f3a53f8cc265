#pragma once
// Test positions for the generator's internal shortcuts: random games (a
// fixed seed) from chosen set-ups, and Chess960 set-ups from the Fischer
// suite.
#include <fstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "../test_paths.h"
#include "chess/position.h"
#include "diff/seeded_random.h"
#include "io/epd.h"

namespace perftkit::chess::test {

// Plays `games` random games of up to `plies` plies from `start` and hands
// every position on the way to `visit`.
template <class Visit>
void visit_random_games(const Position& start, int games, int plies, diff::SeededRandom& random, Visit&& visit) {
  for (int game = 0; game < games; ++game) {
    Position pos = start;
    for (int ply = 0; ply < plies; ++ply) {
      visit(pos);
      Position::MoveList moves;
      pos.generate_legal(moves);
      if (moves.size() == 0) break;
      pos = pos.play(moves[random.below(moves.size())]);
    }
  }
}

// The first `count` positions of datasets/standard/fischer.epd, as Chess960.
inline std::vector<Position> fischer_setups(int count) {
  std::ifstream suite(perftkit::test::dataset_path("standard/fischer.epd"));
  EXPECT_TRUE(suite) << "datasets/standard/fischer.epd";
  VariantOptions options;
  options.chess960 = true;
  std::vector<Position> setups;
  std::string line;
  while (static_cast<int>(setups.size()) < count && std::getline(suite, line))
    if (auto record = parse_epd_line(line)) setups.push_back(Position::from_fen(record->fen, options));
  return setups;
}

}  // namespace perftkit::chess::test

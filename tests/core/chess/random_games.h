#pragma once
// Test positions for the chess generator's internal shortcuts: random
// games (../random_games.h) and Chess960 set-ups from the Fischer suite.
#include <fstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "../random_games.h"
#include "../test_paths.h"
#include "chess/position.h"
#include "io/epd.h"

namespace perftkit::chess::test {

using perftkit::test::visit_random_games;

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

#pragma once
// Reading datasets/dragon/ (reference counts made by Fairy-Stockfish).
#include <fstream>
#include <string>
#include <vector>

#include "io/epd.h"

namespace perftkit::dragon::testing {

inline std::string dataset_path(const std::string& file) {
  return std::string(PERFTKIT_SOURCE_DIR) + "/datasets/dragon/" + file;
}

inline std::vector<EpdRecord> load_suite() {
  std::ifstream in(dataset_path("dragon100.epd"));
  std::vector<EpdRecord> records;
  for (std::string line; std::getline(in, line);)
    if (auto record = parse_epd_line(line)) records.push_back(*record);
  return records;
}

}  // namespace perftkit::dragon::testing

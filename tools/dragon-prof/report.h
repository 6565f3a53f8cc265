#pragma once
// dragon-prof results and their two renderings: a readable table and JSON.
#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "profiled_perft.h"

namespace perftkit::dragon_prof {

struct PositionResult {
  std::string fen;
  int depth = 0;
  std::uint64_t nodes = 0;               // perft as it ships
  std::optional<std::string> reference;  // expected count, if known
  bool matches = true;                   // shipped == profiled == reference
  double median_seconds = 0;             // perft as it ships, median of the repeats
  ProfiledRun profiled;
};

struct Report {
  std::string slider_scheme;
  int threads = 1;
  int repeat = 1;
  std::vector<PositionResult> positions;

  bool all_match() const;
};

void write_table(std::ostream& out, const Report& report);
void write_json(std::ostream& out, const Report& report);

}  // namespace perftkit::dragon_prof

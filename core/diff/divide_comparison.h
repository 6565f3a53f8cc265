#pragma once
// Move-by-move comparison of two divides (ours and an engine's) of the
// same position at the same depth.
#include <cstdint>
#include <string>
#include <vector>

#include "uci/engine_divide.h"

namespace perftkit::diff {

struct CountMismatch {
  std::string move;
  std::uint64_t ours = 0;
  std::uint64_t engine = 0;
};

struct DivideComparison {
  std::vector<std::string> only_ours;            // moves the engine lacks, in our order
  std::vector<std::string> only_engine;          // moves we lack, in the engine's order
  std::vector<CountMismatch> count_mismatches;   // moves both have, counted differently, in our order
  std::uint64_t our_total = 0;
  std::uint64_t engine_total = 0;

  bool same_moves() const noexcept { return only_ours.empty() && only_engine.empty(); }
  bool agree() const noexcept { return same_moves() && count_mismatches.empty() && our_total == engine_total; }
};

// Both sides as (move name, count) lists with their totals; the engine's
// total is the one it printed (so an engine whose lines do not add up to
// its total is caught too).
DivideComparison compare_divides(const uci::EngineDivide& ours, const uci::EngineDivide& engine);

}  // namespace perftkit::diff

#include "diff/divide_comparison.h"

#include <unordered_map>

namespace perftkit::diff {

DivideComparison compare_divides(const uci::EngineDivide& ours, const uci::EngineDivide& engine) {
  DivideComparison result;
  result.our_total = ours.total;
  result.engine_total = engine.total;
  std::unordered_map<std::string, std::uint64_t> engine_counts;
  for (const auto& [move, count] : engine.moves) engine_counts.emplace(move, count);
  std::unordered_map<std::string, std::uint64_t> our_counts;
  for (const auto& [move, count] : ours.moves) {
    our_counts.emplace(move, count);
    auto theirs = engine_counts.find(move);
    if (theirs == engine_counts.end()) result.only_ours.push_back(move);
    else if (theirs->second != count) result.count_mismatches.push_back({move, count, theirs->second});
  }
  for (const auto& [move, count] : engine.moves)
    if (!our_counts.contains(move)) result.only_engine.push_back(move);
  return result;
}

}  // namespace perftkit::diff

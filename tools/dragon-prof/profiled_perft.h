#pragma once
// Perft of the shipped generator and depth-2 node with TimingProfiler's
// hooks (core/dragon/profiled_position.h).
#include <cstdint>
#include <string>

#include "timing_profiler.h"

namespace perftkit::dragon_prof {

struct ProfiledRun {
  std::uint64_t nodes = 0;
  double seconds = 0;
  double ticks_per_second = 0;  // calibrates ProfileCounters ticks against wall time
  double interval_ticks = 0;    // the hooks' own share of each billed interval, subtracted in reports
  ProfileCounters counters;
};

// Throws InputError for a bad FEN.
ProfiledRun run_profiled_perft(const std::string& fen, int depth, int threads);

}  // namespace perftkit::dragon_prof

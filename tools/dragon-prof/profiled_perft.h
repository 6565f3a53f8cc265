#pragma once
// Perft with the profiling build of the Dragon generator. Only plain data
// crosses this interface, so the caller (built without PERFTKIT_PROFILE)
// never sees the profiled Position type.
#include <cstdint>
#include <string>

#include "dragon/profile.h"

namespace perftkit::dragon_prof {

struct ProfiledRun {
  std::uint64_t nodes = 0;
  double seconds = 0;
  double ticks_per_second = 0;      // calibrates ProfileCounters ticks against wall time
  double timer_ticks = 0;           // a timer's own share of each span, subtracted in reports
  dragon::ProfileCounters counters;
};

// Throws InputError for a bad FEN.
ProfiledRun run_profiled_perft(const std::string& fen, int depth, int threads);

}  // namespace perftkit::dragon_prof

#include "profiled_perft.h"

#include <chrono>

#include "dragon/profiled_position.h"
#include "perft/parallel_perft.h"

namespace perftkit::dragon_prof {

ProfiledRun run_profiled_perft(const std::string& fen, int depth, int threads) {
  const auto root = dragon::ProfiledPosition<TimingProfiler>::from_fen(fen);
  ProfiledRun run;
  run.interval_ticks = measure_interval_overhead();
  reset_counters();
  const auto start = std::chrono::steady_clock::now();
  const std::uint64_t start_ticks = read_ticks();
  // As in main.cpp: plain perft for one thread.
  run.nodes = effective_threads(threads) == 1 ? perft(root, depth) : parallel_perft(root, depth, {.threads = threads});
  const std::uint64_t ticks = read_ticks() - start_ticks;
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  run.ticks_per_second = run.seconds > 0 ? static_cast<double>(ticks) / run.seconds : 1.0;
  run.counters = total_counters();
  return run;
}

}  // namespace perftkit::dragon_prof

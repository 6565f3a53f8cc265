#pragma once
// perft-bench's report, as text for a person and as one JSON object with
// the same numbers for a script: the run's settings, which clock and
// which statistics were used, per position and in total each engine's
// times and speed and its ratio to the baseline, the reference workload's
// spread, and the verdict line(s).
#include <string>
#include <vector>

#include "bench/bench_run.h"
#include "bench/bench_summary.h"

namespace perftkit::bench {

struct BenchDescription {
  std::string version;                      // perftkit's build description
  std::vector<std::string> engine_labels;   // as given (--engine)
  std::vector<std::string> engine_names;    // from the engines ("id name"), may be empty
  std::string protocol;                     // "uci" or "perftree"
  std::string variant;
  BenchSettings settings;
  Clock clock = Clock::cpu;
  double level = 0.95;
  double threshold_percent = 0;
};

// What the clock measured, in words (for the report and the JSON).
std::string clock_description(Clock clock, const std::string& protocol);

std::string bench_text(const BenchDescription& d, const std::vector<BenchPosition>& positions,
                       const BenchSummary& summary);
// The JSON also holds every measured time (`samples`), for a reanalysis.
std::string bench_json(const BenchDescription& d, const std::vector<BenchPosition>& positions,
                       const BenchSamples& samples, const BenchSummary& summary);

// A wrong count, with the perft-diff command line that finds the move.
std::string wrong_count_text(const BenchDescription& d, const std::vector<BenchPosition>& positions,
                             const WrongCount& wrong, const std::string& diff_command);
std::string wrong_count_json(const BenchDescription& d, const std::vector<BenchPosition>& positions,
                             const WrongCount& wrong, const std::string& diff_command);

}  // namespace perftkit::bench

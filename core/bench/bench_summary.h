#pragma once
// What a benchmark's samples say: per position and in total (the sum over
// the positions, per round), each engine's times and nodes per second,
// and each engine against the first (the baseline): the ratio of the
// median times, the median of the per-round ratios, and the
// Hodges-Lehmann estimate of the per-round ratio with its interval and
// verdict (bench/hodges_lehmann.h, bench/verdict.h).
#include <vector>

#include "bench/bench_run.h"
#include "bench/hodges_lehmann.h"
#include "bench/sample_summary.h"
#include "bench/verdict.h"

namespace perftkit::bench {

// Which of the two timings the statistics use.
enum class Clock { cpu, wall };

// The reference workload's wall times vary by more than this fraction of
// their median (max - min > 25 % of the median): the machine's load
// changed during the run, and the ratios deserve less trust.
inline constexpr double kLoadChangeRange = 0.25;

struct EngineFigures {
  Spread seconds;                // over the measured rounds
  double nodes_per_second = 0;   // nodes / median seconds
};

// An engine against the baseline; ratios are engine time / baseline time.
struct Comparison {
  double ratio_of_medians = 0;
  double median_of_ratios = 0;
  std::vector<double> round_ratios;  // per measured round, in round order
  ShiftEstimate log_shift;       // of log(engine time / baseline time)
  Verdict verdict = Verdict::indistinguishable;
};

struct BenchSummary {
  std::vector<std::vector<EngineFigures>> positions;    // [position][engine]
  std::vector<EngineFigures> total;                     // [engine]
  std::vector<std::vector<Comparison>> position_ratios;  // [position][engine - 1]
  std::vector<Comparison> total_ratios;                 // [engine - 1]
  Spread reference_seconds;                             // wall time of the reference workload
  bool load_changed = false;
};

// Throws std::invalid_argument when a time is not positive (too short for
// the clock to see: the depth is too low).
BenchSummary summarize(const BenchSamples& samples, const std::vector<BenchPosition>& positions, Clock clock,
                       double level, double threshold_percent);

}  // namespace perftkit::bench

#pragma once
// The rounds of a benchmark: every engine on every position, the node
// counts checked, wall and CPU time recorded. Each round visits the
// positions in a fresh seeded order and, per position, runs the engines
// back to back in a fresh order, so that the engines of one position are
// measured close together in time (their ratio is paired by round) and
// none is favoured by its place in the round. A reference workload, the
// same every round, is timed first in each round: its spread shows whether
// the machine's load changed during the run.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "uci/divide_engine.h"

namespace perftkit::bench {

struct BenchEngine {
  std::unique_ptr<uci::DivideEngine> engine;
  // The engine's CPU clock in seconds (bench/cpu_clock.h), read before and
  // after each perft.
  std::function<double()> cpu_seconds;
};

struct BenchPosition {
  std::string fen;
  std::string origin;   // where it came from: "--fen", or "FILE:LINE"
  std::uint64_t nodes;  // perftkit's count at the benchmark's depth
};

struct BenchSettings {
  int depth = 0;
  int rounds = 0;       // measured rounds
  int warmup = 0;       // rounds run first and not measured (counts are still checked)
  std::uint64_t seed = 1;
};

struct Timing {
  double wall = 0;  // seconds
  double cpu = 0;   // seconds
};

struct BenchSamples {
  std::vector<std::vector<std::vector<Timing>>> timing;  // [engine][position][measured round]
  std::vector<Timing> reference;                         // [measured round]
};

// An engine whose count differs from perftkit's: the run stops there.
struct WrongCount {
  int engine = 0;
  int position = 0;
  int round = 0;  // 1-based, warm-up rounds included
  std::uint64_t counted = 0;
};

struct BenchOutcome {
  BenchSamples samples;
  std::optional<WrongCount> wrong_count;  // set: samples are incomplete
};

// Runs the rounds; `on_round(done, total)` is called after each round (for
// a progress line). Engine failures propagate as uci::EngineError.
BenchOutcome run_bench(std::vector<BenchEngine>& engines, const std::vector<BenchPosition>& positions,
                       const BenchSettings& settings, const std::function<void()>& reference_workload,
                       const std::function<void(int, int)>& on_round = {});

}  // namespace perftkit::bench

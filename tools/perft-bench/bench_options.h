#pragma once
// Command-line options of the perft-bench tool.
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "bench/bench_summary.h"
#include "game/variant_options.h"

namespace perftkit::tool {

// perft-bench also runs as perftkit's own engine (bench/perft_server.h):
// `--engine perftkit` starts this same binary in one of these modes.
enum class BenchMode { kBenchmark, kServeUci, kServePerftree };

struct BenchOptions {
  BenchMode mode = BenchMode::kBenchmark;
  std::vector<std::string> engines;      // command lines, or "perftkit"
  std::string variant = "chess";
  VariantOptions variant_options;
  std::string variants_ini;              // VariantPath for the engines
  std::optional<std::string> fen;        // nullopt: the suite, or the start position
  std::string suite_file;
  int depth = 0;
  int rounds = 10;
  int warmup = 1;
  std::string protocol = "uci";
  double threshold_percent = 2;
  double level = 0.95;
  bench::Clock clock = bench::Clock::cpu;
  bool json = false;                     // JSON on stdout instead of text
  std::string json_file;                 // JSON to this file (text stays on stdout)
  std::string plot_file;
  std::uint64_t seed = 1;
  std::chrono::milliseconds timeout{600'000};
  std::vector<std::string> perftree_args;  // kServePerftree: DEPTH FEN [MOVES]
};

// Parses argv; throws InputError for bad options. Returns nullopt after
// printing --help.
std::optional<BenchOptions> parse_bench_options(int argc, char** argv);

}  // namespace perftkit::tool

#pragma once
// Command-line options of the perft-diff tool.
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

#include "game/variant_options.h"

namespace perftkit::tool {

struct DiffOptions {
  std::string engine;                     // shell command line of the UCI engine
  std::string variant;                    // a registered name (core/registry/variants.h)
  VariantOptions variant_options;
  std::string variants_ini;               // VariantPath for the engine
  std::string uci_variant;                // overrides the engine's UCI_Variant name
  std::optional<std::string> fen;         // nullopt = start position
  std::string moves;
  int depth = 0;
  bool json = false;
  std::string suite_file;                 // non-empty: suite mode (with random > 0: start points)
  std::string protocol = "uci";           // "uci" or "perftree"
  int random = 0;                         // > 0: random mode with this many positions
  std::uint64_t seed = 1;
  bool keep_going = false;                // random mode: go on after a disagreement
  int threads = 0;
  std::chrono::milliseconds timeout{60'000};
};

// Parses argv; throws InputError for bad options. Returns nullopt after
// printing --help.
std::optional<DiffOptions> parse_diff_options(int argc, char** argv);

}  // namespace perftkit::tool

#pragma once
// Command-line options of the perft tool.
#include <cstdint>
#include <optional>
#include <string>

#include "game/variant_options.h"

namespace perftkit::tool {

enum class PerftMode { kCount, kSuite, kPerftree };

struct PerftOptions {
  PerftMode mode = PerftMode::kCount;
  std::string variant;  // a registered name (core/registry/variants.h)
  VariantOptions variant_options;
  std::optional<std::string> fen;  // nullopt = start position
  std::string moves;
  int depth = 0;
  bool divide = false;
  int threads = 0;
  std::size_t hash_mb = 0;
  bool json = false;
  std::string suite_file;
  int max_depth = 1000;
  // --checkpoint FILE starts a journaled run, --resume FILE continues one
  // (core/perft/checkpointed_perft.h).
  std::optional<std::string> checkpoint_file;
  bool resume = false;
  // --verify-seed S: count again with a hash table keyed through seed S
  // and compare (core/perft/perft_hash.h); needs --hash.
  std::optional<std::uint64_t> verify_seed;
};

// Parses argv; throws InputError for bad options. Returns nullopt after
// printing --help.
std::optional<PerftOptions> parse_perft_options(int argc, char** argv);

}  // namespace perftkit::tool

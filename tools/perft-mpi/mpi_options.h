#pragma once
// Command-line options of perft-mpi: the count options of perft plus a
// checkpoint journal kept by rank 0.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "game/variant_options.h"

namespace perftkit::tool {

struct MpiPerftOptions {
  std::string variant;  // a registered name (core/registry/variants.h)
  VariantOptions variant_options;
  std::optional<std::string> fen;  // nullopt = start position
  std::string moves;
  int depth = 0;
  bool divide = false;
  int threads = 0;  // per worker rank
  std::size_t hash_mb = 0;  // per worker rank
  std::optional<std::string> checkpoint_file;
  bool resume = false;
  // Every worker counts each unit twice, the second time with a hash table
  // keyed through this seed (core/perft/perft_hash.h); needs --hash.
  std::optional<std::uint64_t> verify_seed;
};

// Parses argv; throws InputError for bad options. Returns nullopt for
// --help (printed when `print_help`).
std::optional<MpiPerftOptions> parse_mpi_options(int argc, char** argv, bool print_help);

}  // namespace perftkit::tool

#pragma once
// Command-line options of perft-mpi: the count options of perft plus a
// checkpoint journal kept by rank 0.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "cli/count_options.h"

namespace perftkit::tool {

// Threads and the hash table are per worker rank; every worker counts
// each unit twice with --verify-seed.
struct MpiPerftOptions : CountOptions {};

// Parses argv; throws InputError for bad options. Returns nullopt for
// --help (printed when `print_help`).
std::optional<MpiPerftOptions> parse_mpi_options(int argc, char** argv, bool print_help);

}  // namespace perftkit::tool

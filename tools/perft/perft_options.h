#pragma once
// Command-line options of the perft tool.
#include <cstdint>
#include <optional>
#include <string>

#include "cli/count_options.h"

namespace perftkit::tool {

// kColumns: --stats-columns, what each statistics column of --variant means.
enum class PerftMode { kCount, kSuite, kPerftree, kColumns };

struct PerftOptions : CountOptions {
  PerftMode mode = PerftMode::kCount;
  bool json = false;
  bool stats = false;  // --stats: the statistics columns of every depth
  std::string suite_file;
  int max_depth = 1000;
};

// Parses argv; throws InputError for bad options. Returns nullopt after
// printing --help.
std::optional<PerftOptions> parse_perft_options(int argc, char** argv);

}  // namespace perftkit::tool

#pragma once
// Command-line options of the batch-analyze tool.
#include <optional>
#include <span>
#include <string>

#include "batch/analyze_line.h"

namespace perftkit::tool {

struct BatchOptions {
  batch::BatchSettings settings;
  std::string input = "-";   // file name, or "-" for stdin
  std::string output;        // empty: stdout
  std::string format = "jsonl";
  int threads = 0;           // 0 = all cores
  std::span<const StatColumn> columns;  // the variant's statistics columns
};

// Parses argv; throws InputError for bad options. Returns nullopt after
// printing --help.
std::optional<BatchOptions> parse_batch_options(int argc, char** argv);

}  // namespace perftkit::tool

// batch-analyze: many positions in, one record each out, in input order.
// The batch itself is core/batch/batch_run.h (per position:
// analyze_position.h; streaming: ordered_pipeline.h); this file is
// options, files, progress and exit codes.
#include <filesystem>
#include <fstream>
#include <iostream>

#include "batch/batch_run.h"
#include "cli/position_file.h"
#include "common/tool_main.h"
#include "batch/record_writer.h"
#include "batch_options.h"
#include "common/input_error.h"
#include "common/progress.h"

namespace perftkit::tool {
namespace {

// Bytes of a regular input file (progress and ETA); 0 when unknown (a pipe).
std::uint64_t input_size(const std::string& name) {
  std::error_code error;
  auto path = name == "-" ? std::filesystem::path("/dev/stdin") : std::filesystem::path(name);
  auto canonical = std::filesystem::canonical(path, error);
  if (error || !std::filesystem::is_regular_file(canonical, error)) return 0;
  auto size = std::filesystem::file_size(canonical, error);
  return error ? 0 : size;
}

int run(int argc, char** argv) {
  // Only iostreams are used; unsynchronised they read and write much faster.
  std::ios::sync_with_stdio(false);
  auto options = parse_batch_options(argc, argv);
  if (!options) return 0;
  const BatchOptions& o = *options;
  std::ifstream file;
  if (o.input != "-") file = open_position_file("--input", o.input);
  std::istream& in = o.input == "-" ? std::cin : file;
  std::ofstream output_file;
  if (!o.output.empty()) {
    output_file.open(o.output);
    if (!output_file) throw_input_error("--output '" + o.output + "'", "cannot open the file for writing");
  }
  std::ostream& out = o.output.empty() ? std::cout : output_file;

  auto writer = batch::make_record_writer(o.format, {o.settings.depth, o.columns, o.settings.stats});
  std::uint64_t bytes = input_size(o.input);
  Progress progress(bytes, "batch-analyze", bytes > 0 && Progress::stderr_is_terminal());
  auto totals = batch::run_batch(in, out, o.settings, *writer, o.threads,
                                 [&](std::size_t input_bytes) { progress.advance(input_bytes); });
  out.flush();
  if (!out) throw_input_error("output", "write failed");
  check_positions_read("--input", o.input, in, totals.positions + totals.bad_lines);
  return totals.all_ok() ? 0 : 1;
}

}  // namespace
}  // namespace perftkit::tool

int main(int argc, char** argv) {
  return perftkit::run_tool("batch-analyze", [&] { return perftkit::tool::run(argc, argv); });
}

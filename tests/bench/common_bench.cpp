#include "common_bench.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include <benchmark/benchmark.h>

#include "cli/data_set.h"
#include "common/build_info.h"

namespace perftkit::bench {

namespace {

// The build (the line of the tools' --version) in every result file's
// context, registered at start-up: benchmark_main reads the context later.
const bool kBuildInContext = [] {
  benchmark::AddCustomContext("perftkit_build", build_description());
  return true;
}();

}  // namespace

std::string dataset_text(std::string_view relative_path) {
  const std::string path = tool::data_set_file("movegen-bench", std::string(relative_path));
  std::ifstream in(path);
  if (!in) throw std::runtime_error("movegen-bench: cannot read " + path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<EpdRecord> dataset_records(std::string_view relative_path) {
  std::istringstream in(dataset_text(relative_path));
  std::vector<EpdRecord> records;
  for (std::string line; std::getline(in, line);) {
    if (auto record = parse_epd_line(line)) records.push_back(std::move(*record));
  }
  if (records.empty()) throw std::runtime_error("movegen-bench: no positions in " + std::string(relative_path));
  return records;
}

}  // namespace perftkit::bench

// dragon-prof: profiles 10x10 Dragon move generation against reference
// counts. Speed comes from perft as it ships (dragon::Position); the
// breakdown from the same perft run again with the generator's timing
// hooks (profiled_perft.h), whose count must match too. Exit codes: 0 ok,
// 1 a count differs from its reference, 2 bad input.
#include <algorithm>
#include <chrono>
#include <fstream>
#include <iostream>

#include "cli/position_file.h"
#include "common/tool_main.h"
#include "common/input_error.h"
#include "dragon/position.h"
#include "geometry/attacks10.h"
#include "io/epd.h"
#include "perft/parallel_perft.h"
#include "prof_options.h"
#include "profiled_perft.h"
#include "report.h"

namespace perftkit::dragon_prof {
namespace {

struct Job {
  std::string fen;
  int depth;
  std::optional<std::string> reference;
};

std::vector<Job> jobs_of(const ProfOptions& o) {
  if (!o.suite_file) {
    return {{o.fen.value_or(std::string(dragon::Position::kStartFen)), o.depth, o.expect}};
  }
  std::ifstream in = tool::open_position_file("--suite", *o.suite_file);
  std::vector<Job> jobs;
  int line_number = 0, positions = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_number;
    std::optional<EpdRecord> record;
    try {
      record = parse_epd_line(line);
    } catch (const InputError& e) {
      throw InputError(*o.suite_file + ":" + std::to_string(line_number) + ": " + e.what());
    }
    if (!record) continue;
    ++positions;
    // The deepest reference count not deeper than --depth.
    std::optional<std::pair<int, std::string>> chosen;
    for (const auto& count : record->depth_counts())
      if (count.first <= o.depth) chosen = count;
    if (!chosen) continue;
    jobs.push_back({record->fen, chosen->first, chosen->second});
  }
  tool::check_positions_read("--suite", *o.suite_file, in, positions);
  if (jobs.empty()) throw_input_error("--suite '" + *o.suite_file + "'", "no position with a count at depth <= " + std::to_string(o.depth));
  return jobs;
}

// One thread runs plain perft: the parallel driver's set-up would dominate
// the small trees of a suite.
std::uint64_t count_nodes(const dragon::Position& root, int depth, int threads) {
  return effective_threads(threads) == 1 ? perft(root, depth) : parallel_perft(root, depth, {.threads = threads});
}

PositionResult profile(const Job& job, const ProfOptions& o) {
  PositionResult result;
  const auto root = dragon::Position::from_fen(job.fen);
  result.fen = root.fen();
  result.depth = job.depth;
  result.reference = job.reference;
  std::vector<double> seconds;
  for (int r = 0; r < o.repeat; ++r) {
    auto start = std::chrono::steady_clock::now();
    result.nodes = count_nodes(root, job.depth, o.threads);
    seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }
  std::sort(seconds.begin(), seconds.end());
  result.median_seconds = seconds[seconds.size() / 2];
  result.profiled = run_profiled_perft(job.fen, job.depth, o.threads);
  result.matches = result.profiled.nodes == result.nodes &&
                   (!job.reference || *job.reference == std::to_string(result.nodes));
  return result;
}

int run(int argc, char** argv) {
  auto options = parse_prof_options(argc, argv);
  if (!options) return 0;
  Report report;
  report.slider_scheme = attacks10::slider_scheme();
  report.threads = effective_threads(options->threads);
  report.repeat = options->repeat;
  for (const Job& job : jobs_of(*options)) {
    try {
      report.positions.push_back(profile(job, *options));
    } catch (const InputError& e) {
      throw InputError("position '" + job.fen + "': " + e.what());
    }
    if (!report.positions.back().matches)
      std::cerr << "dragon-prof: count mismatch: " << report.positions.back().fen << " depth " << job.depth << ": got "
                << report.positions.back().nodes << ", expected " << job.reference.value_or("?") << '\n';
  }
  if (!options->json) {
    write_table(std::cout, report);
  } else if (options->json_file.empty()) {
    write_json(std::cout, report);
  } else {
    std::ofstream out(options->json_file);
    if (!out) throw_input_error("--json '" + options->json_file + "'", "cannot open the file for writing");
    write_json(out, report);
    if (!out.flush()) throw_input_error("--json '" + options->json_file + "'", "write failed");
  }
  return report.all_match() ? 0 : 1;
}

}  // namespace
}  // namespace perftkit::dragon_prof

int main(int argc, char** argv) {
  return perftkit::run_tool("dragon-prof", [&] { return perftkit::dragon_prof::run(argc, argv); });
}

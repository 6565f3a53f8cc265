// movegen-bench's main: Google Benchmark's, after the answers every
// perftkit tool gives alike (--version: the build; --help: what it
// measures, Google Benchmark's options and the exit codes), and inside
// the tools' exit-code policy (common/tool_main.h): a data set that
// cannot be read ends it with one line and exit code 2, not an abort.
#include <benchmark/benchmark.h>

#include <iostream>
#include <string_view>

#include "cli/command_line.h"
#include "common/build_info.h"
#include "common/tool_main.h"

namespace {

constexpr std::string_view kName = "movegen-bench";

void print_help() {
  std::cout << kName
            << ": Google Benchmark timings of every variant's move generation, make/unmake, perft and lookups\n\n"
               "  movegen-bench [--benchmark_filter=REGEX] [--benchmark_repetitions=N]\n"
               "                [--benchmark_format=console|json|csv] [--benchmark_out=FILE] [OPTION...]\n\n"
               "Families for every variant: generation per position class (quiet, in check, many captures,\n"
               "promotions), play, perft with a nodes/s counter, attack lookups and hashing, on the positions\n"
               "of the data sets (share/perftkit, or the source tree of a build-tree binary).\n\n"
               "Options:\n"
               "  -h [ --help ]         show this help\n"
               "  --version             print the version, git commit, compiler and instruction set\n\n"
               "Google Benchmark's options:\n";
  benchmark::PrintDefaultHelp();
  std::cout << "\nManual: docs/benchmarks.md (man movegen-bench)\n\n"
            << perftkit::tool::exit_status_help({.success = "the benchmarks ran"});
}

}  // namespace

int main(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view argument = argv[i];
    if (argument == "--version") {
      std::cout << kName << ' ' << perftkit::build_description() << '\n';
      return 0;
    }
    if (argument == "--help" || argument == "-h") {
      print_help();
      return 0;
    }
  }
  return perftkit::run_tool(kName, [&] {
    benchmark::Initialize(&argc, argv, [] {});
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return perftkit::kToolFailed;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
  });
}

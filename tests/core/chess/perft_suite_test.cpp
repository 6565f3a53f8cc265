// The public suites (datasets/standard) through the generic perft: every
// line at CI-friendly depths by default, every listed depth under "Deep".
#include <gtest/gtest.h>

#include <fstream>

#include "chess/position.h"
#include "io/epd.h"
#include "perft/parallel_perft.h"
#include "perft/suite_check.h"
#include "../test_paths.h"

namespace perftkit::chess {
namespace {

struct SuiteRun {
  const char* file;
  bool chess960;
  int max_depth;
  // Depth-limited lines are skipped above this count to keep CI fast.
  std::uint64_t max_nodes;
};

void run_suite(const SuiteRun& run, PerftHash* hash, int threads) {
  std::ifstream in(test::dataset_path(run.file));
  ASSERT_TRUE(in) << run.file;
  VariantOptions options;
  options.chess960 = run.chess960;
  std::string line;
  int checked = 0;
  while (std::getline(in, line)) {
    auto record = parse_epd_line(line);
    if (!record) continue;
    Position pos = Position::from_fen(record->fen, options);
    for (const auto& [depth, expected] : record->depth_counts()) {
      if (depth > run.max_depth || std::stoull(expected) > run.max_nodes) continue;
      PerftRunOptions perft_options{threads, hash, false, ""};
      EXPECT_EQ(std::to_string(parallel_perft(pos, depth, perft_options)), expected)
          << record->fen << " depth " << depth;
      ++checked;
    }
  }
  EXPECT_GT(checked, 0);
}

TEST(ChessPerftSuite, StandardSuiteUpToOneMillionNodes) { run_suite({"standard/standard.epd", false, 6, 1'000'000}, nullptr, 1); }

TEST(ChessPerftSuite, FischerSuiteUpToOneHundredThousandNodes) {
  run_suite({"standard/fischer.epd", true, 6, 100'000}, nullptr, 1);
}

TEST(ChessPerftSuite, StandardSuiteWithHashAndTwoThreads) {
  PerftHash hash(16);
  run_suite({"standard/standard.epd", false, 6, 3'000'000}, &hash, 2);
}

TEST(ChessPerftSuite, FischerSuiteWithHashAndTwoThreads) {
  PerftHash hash(16);
  run_suite({"standard/fischer.epd", true, 6, 300'000}, &hash, 2);
}

TEST(ChessPerftSuiteDeep, StandardSuiteEveryDepth) {
  PerftHash hash(256);
  run_suite({"standard/standard.epd", false, 99, ~0ULL}, &hash, 0);
}

TEST(ChessPerftSuiteDeep, FischerSuiteEveryDepth) {
  PerftHash hash(256);
  run_suite({"standard/fischer.epd", true, 99, ~0ULL}, &hash, 0);
}

}  // namespace
}  // namespace perftkit::chess

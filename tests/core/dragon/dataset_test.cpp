// The reference data set (Fairy-Stockfish counts) at CI depths, and the
// deeper counts under "Deep" names.
#include <gtest/gtest.h>

#include <fstream>
#include <map>

#include "dataset_support.h"
#include "dragon/position.h"
#include "perft/parallel_perft.h"
#include "perft/perft.h"

namespace perftkit::dragon {
namespace {

using testing::load_suite;

// Checks every depth in [min_depth, max_depth] that the record lists.
void check_record(const EpdRecord& record, int min_depth, int max_depth) {
  Position pos = Position::from_fen(record.fen);
  for (const auto& [depth, expected] : record.depth_counts()) {
    if (depth < min_depth || depth > max_depth) continue;
    EXPECT_EQ(std::to_string(perft(pos, depth)), expected) << record.fen << " depth " << depth;
  }
}

TEST(DragonDataset, HasAllPublicPositions) { EXPECT_EQ(load_suite().size(), 49u); }

TEST(DragonDataset, FenRoundTripsExactly) {
  for (const auto& record : load_suite()) EXPECT_EQ(Position::from_fen(record.fen).fen(), record.fen);
}

TEST(DragonDataset, DepthsOneToThree) {
  for (const auto& record : load_suite()) check_record(record, 1, 3);
}

TEST(DragonDataset, StartPositionDepthFour) { check_record(load_suite().front(), 4, 4); }

TEST(DragonDataset, StartPositionDivideDepthThreeMatchesMoveByMove) {
  std::map<std::string, std::uint64_t> expected;
  std::ifstream in(testing::dataset_path("startpos-divide-d3.txt"));
  for (std::string line; std::getline(in, line);) {
    auto colon = line.find(':');
    if (colon == std::string::npos) continue;
    expected[line.substr(0, colon)] = std::stoull(line.substr(colon + 1));
  }
  ASSERT_EQ(expected.size(), 40u);
  auto lines = divide(Position::from_fen(Position::kStartFen), 3, {.threads = 1});
  std::map<std::string, std::uint64_t> actual;
  for (const auto& line : lines) actual[line.name] = line.count;
  EXPECT_EQ(actual, expected);
}

// Hash and threads must not change a count: a few lines at depth 4.
TEST(DragonDataset, HashedEqualsUnhashedAndThreadsAgree) {
  auto records = load_suite();
  PerftHash hash(16);
  for (std::size_t i = 0; i < records.size(); i += 12) {
    Position pos = Position::from_fen(records[i].fen);
    std::uint64_t plain = perft(pos, 4);
    EXPECT_EQ(perft(pos, 4, &hash), plain) << records[i].fen;
    EXPECT_EQ(parallel_perft(pos, 4, {.threads = 1}), plain) << records[i].fen;
    EXPECT_EQ(parallel_perft(pos, 4, {.threads = 2, .hash = &hash}), plain) << records[i].fen;
    EXPECT_EQ(std::to_string(plain), *records[i].operation("D4")) << records[i].fen;
  }
}

TEST(DragonDataset, DepthFour) {
  for (const auto& record : load_suite()) check_record(record, 4, 4);
}

TEST(DragonDatasetDeep, DepthFive) {
  PerftHash hash(256);
  for (const auto& record : load_suite()) {
    Position pos = Position::from_fen(record.fen);
    if (auto expected = record.operation("D5")) {
      EXPECT_EQ(std::to_string(parallel_perft(pos, 5, {.threads = 0, .hash = &hash})), *expected) << record.fen;
    }
  }
}

TEST(DragonDatasetDeep, StartPositionDepthSix) {
  PerftHash hash(1024);
  Position pos = Position::from_fen(Position::kStartFen);
  EXPECT_EQ(parallel_perft(pos, 6, {.threads = 0, .hash = &hash}), 5803817202u);
}

}  // namespace
}  // namespace perftkit::dragon

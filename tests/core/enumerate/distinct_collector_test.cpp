// The distinct set: exact merging of equal codes, in memory and through
// sorted runs on disk when the budget is small.
#include <gtest/gtest.h>

#include <array>
#include <map>
#include <random>

#include "enumerate/distinct_collector.h"

namespace perftkit {
namespace {

using Code = std::array<std::uint64_t, 2>;

std::map<Code, std::uint64_t> collect(std::size_t budget_bytes, std::size_t* runs) {
  auto spill = SpillFolder::for_process({});
  DistinctCollector<Code> collector(budget_bytes, spill);
  std::mt19937_64 rng(7);
  for (int i = 0; i < 200000; ++i) {
    // Few distinct values so that most adds are duplicates.
    std::uint64_t v = rng() % 30000;
    collector.add({v * 0x9E3779B97F4A7C15ULL, v % 3}, 1 + v % 5);
  }
  Frontier<Code> frontier = collector.finish();
  *runs = collector.spilled_runs();
  std::map<Code, std::uint64_t> result;
  for (auto& shard : frontier.shards()) {
    Code previous{};
    bool first = true;
    auto check = [&](const CodeLines<Code>& r) {
      EXPECT_TRUE(first || previous < r.code);  // sorted, no duplicate within a shard
      first = false;
      previous = r.code;
      EXPECT_TRUE(result.emplace(r.code, r.lines).second);  // no duplicate across shards
    };
    if (shard.on_disk) {
      RunFile<CodeLines<Code>>::Reader reader(*shard.on_disk, 1000);
      for (auto chunk = reader.next(); !chunk.empty(); chunk = reader.next())
        for (const auto& r : chunk) check(r);
    } else {
      for (const auto& r : shard.in_memory) check(r);
    }
  }
  return result;
}

std::map<Code, std::uint64_t> reference() {
  std::map<Code, std::uint64_t> expected;
  std::mt19937_64 rng(7);
  for (int i = 0; i < 200000; ++i) {
    std::uint64_t v = rng() % 30000;
    expected[{v * 0x9E3779B97F4A7C15ULL, v % 3}] += 1 + v % 5;
  }
  return expected;
}

TEST(DistinctCollector, MergesEqualCodesSummingLinesInMemory) {
  std::size_t runs = 0;
  EXPECT_EQ(collect(std::size_t{1} << 30, &runs), reference());
  EXPECT_EQ(runs, 0u);
}

TEST(DistinctCollector, SpillsSortedRunsAndMergesThemExactly) {
  std::size_t runs = 0;
  EXPECT_EQ(collect(256 * 1024, &runs), reference());
  EXPECT_GT(runs, 0u);
}

}  // namespace
}  // namespace perftkit

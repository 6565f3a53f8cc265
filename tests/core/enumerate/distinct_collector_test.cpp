// The distinct set: exact merging of equal codes, in memory and through
// sorted runs on disk when the budget is small, and straight into a
// checkpoint's saved file.
#include <gtest/gtest.h>
#include <unistd.h>

#include <array>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <random>
#include <string>

#include "enumerate/distinct_collector.h"
#include "enumerate/saved_frontier.h"

namespace perftkit {
namespace {

using Code = std::array<std::uint64_t, 2>;

// Adds the test's codes number `from` to `to` (of 200000).
void add_codes(DistinctCollector<Code>& collector, int from, int to) {
  std::mt19937_64 rng(7);
  for (int i = 0; i < to; ++i) {
    // Few distinct values so that most adds are duplicates.
    std::uint64_t v = rng() % 30000;
    if (i >= from) collector.add({v * 0x9E3779B97F4A7C15ULL, v % 3}, 1 + v % 5);
  }
}

// The set a frontier holds, checked sorted and duplicate-free.
std::map<Code, std::uint64_t> contents(const Frontier<Code>& frontier) {
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

std::map<Code, std::uint64_t> collect(std::size_t budget_bytes, std::size_t* runs) {
  auto spill = SpillFolder::for_process({});
  DistinctCollector<Code> collector(budget_bytes, spill);
  add_codes(collector, 0, 200000);
  Frontier<Code> frontier = collector.finish();
  *runs = collector.spilled_runs();
  return contents(frontier);
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

// A journaled run finishes a set on disk straight into its saved file:
// the set, its spilled runs and the parts saved during the ply must not
// stand on disk together with a second copy (chess ply 8 ran out of 60 GB
// that way). Every run is removed and every part's sections punched out
// as they are merged.
TEST(DistinctCollector, FinishesIntoASavedFileGivingBackTheSpaceOfItsRunsAndParts) {
  const auto folder = std::filesystem::temp_directory_path() / ("perftkit-finish-into-" + std::to_string(::getpid()));
  std::filesystem::create_directories(folder);
  {
    auto spill = SpillFolder::for_process(folder);
    DistinctCollector<Code> collector(256 * 1024, spill);
    add_codes(collector, 0, 100000);
    const auto part = folder / "part.bin";
    collector.save(part);  // as a checkpoint inside the ply does
    add_codes(collector, 100000, 200000);
    ASSERT_GT(collector.spilled_runs(), 0u) << "the budget no longer makes the collector spill";
    ASSERT_TRUE(collector.on_disk());
    const auto part_bytes = std::filesystem::file_size(part);
    ASSERT_GT(part_bytes, 0u);

    collector.save(folder / "last-part.bin");  // as the journaled end of a ply does
    const auto saved = folder / "frontier.bin";
    SectionFileWriter<CodeLines<Code>> file(saved);
    std::vector<SavedSection> sections;
    for (std::size_t s = 0; s < DistinctCollector<Code>::kShards; ++s) {
      sections.push_back(collector.merge_shard_into(s, file));
      collector.give_back(s);
    }
    file.commit();
    EXPECT_EQ(contents(frontier_in_sections<Code>(saved, sections)), reference());
    EXPECT_TRUE(std::filesystem::is_empty(spill.path())) << "spilled runs left behind";
    // A punched range reads as zeros (and its whole blocks are freed).
    std::ifstream in(part, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_EQ(bytes.size(), part_bytes);
    EXPECT_EQ(bytes.find_first_not_of('\0'), std::string::npos) << "the part's sections were not punched out";
  }
  std::filesystem::remove_all(folder);
}

}  // namespace
}  // namespace perftkit

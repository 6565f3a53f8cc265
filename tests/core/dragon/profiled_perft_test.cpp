// Perft with the generator's profiling hooks (dragon/profiled_position.h)
// is the shipped perft: the same counts, the depth-2 node included (its
// children's generations run nested in their parent's), and hooks that
// open and close in order. A counting profiler stands in for dragon-prof's
// timing one.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>

#include "dataset_support.h"
#include "dragon/profiled_position.h"
#include "perft/perft.h"

namespace perftkit::dragon {
namespace {

struct Tally {
  std::uint64_t generations = 0, nested_generations = 0, in_check = 0, moves = 0, lookups = 0;
  std::array<std::uint64_t, static_cast<int>(Section::kCount)> sections{};
  int open_generations = 0, open_sections = 0;
  bool section_outside_a_generation = false;
};
Tally tally;

struct CountingProfiler {
  struct Scope {
    bool generation;
    ~Scope() { (generation ? tally.open_generations : tally.open_sections) -= 1; }
    void in_check(bool checked) const noexcept { tally.in_check += checked; }
  };
  static Scope generation() noexcept {
    ++tally.generations;
    if (tally.open_generations > 0) ++tally.nested_generations;
    ++tally.open_generations;
    return Scope{true};
  }
  static Scope section(Section s) noexcept {
    ++tally.sections[static_cast<int>(s)];
    if (tally.open_generations == 0) tally.section_outside_a_generation = true;
    ++tally.open_sections;
    return Scope{false};
  }
  static void lookups(int leaper, int slider) noexcept { tally.lookups += leaper + slider; }
  static void moves(std::uint64_t n) noexcept { tally.moves += n; }
};
static_assert(GenerationProfiler<CountingProfiler>);

using Profiled = ProfiledPosition<CountingProfiler>;

// Perft at `depth` with the counting profiler, checked against the
// shipped perft at every depth up to it.
void check_profiled_perft(const Position& root, int depth) {
  tally = Tally{};
  const std::uint64_t nodes = perft(Profiled(root), depth);
  std::uint64_t nodes_above = 0, moves = 0;  // nodes at plies 0..depth-1, 1..depth
  for (int d = 0; d < depth; ++d) nodes_above += perft(root, d);
  for (int d = 1; d <= depth; ++d) moves += perft(root, d);
  EXPECT_EQ(nodes, perft(root, depth)) << root.fen();
  // Every node above the leaves generates once, and each node at ply
  // depth-1 inside its parent's generation: the depth-2 node ran.
  EXPECT_EQ(tally.generations, nodes_above) << root.fen();
  EXPECT_EQ(tally.nested_generations, perft(root, depth - 1)) << root.fen();
  EXPECT_EQ(tally.moves, moves) << root.fen();
  EXPECT_EQ(tally.sections[static_cast<int>(Section::kSetup)], tally.generations);
  EXPECT_GT(tally.lookups, tally.generations);
  EXPECT_EQ(tally.open_generations, 0);
  EXPECT_EQ(tally.open_sections, 0);
  EXPECT_FALSE(tally.section_outside_a_generation);
}

TEST(DragonProfiledPerft, CountsWhatTheShippedPerftCountsOnTheDataSet) {
  const auto records = testing::load_suite();
  ASSERT_GE(records.size(), 40u);
  std::uint64_t in_check = 0;
  for (std::size_t i = 0; i < records.size(); i += 4) {
    check_profiled_perft(Position::from_fen(records[i].fen), 3);
    in_check += tally.in_check;
  }
  EXPECT_GT(in_check, 0u);  // evasions were generated and reported
}

TEST(DragonProfiledPerft, CountsWhatTheShippedPerftCountsFromTheStartAtDepthFour) {
  check_profiled_perft(Position::from_fen(Position::kStartFen), 4);
}

TEST(DragonProfiledPerft, DepthTwoNodeNestsOneGenerationPerChild) {
  // Promotions and castling take count_two_plies's play() path.
  for (const char* fen : {"r2d1k2dr/1P8/10/10/10/10/10/10/1p8/R2D1K2DR w KQkq - 0 1", Position::kStartFen.data()}) {
    const Position pos = Position::from_fen(fen);
    tally = Tally{};
    EXPECT_EQ(pos.count_two_plies<CountingProfiler>(), pos.count_two_plies()) << fen;
    EXPECT_EQ(tally.generations, 1 + pos.count_legal()) << fen;
    EXPECT_EQ(tally.nested_generations, pos.count_legal()) << fen;
    EXPECT_EQ(tally.moves, pos.count_legal() + pos.count_two_plies()) << fen;
  }
}

}  // namespace
}  // namespace perftkit::dragon

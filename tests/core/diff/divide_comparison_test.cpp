#include "diff/divide_comparison.h"

#include <gtest/gtest.h>

namespace perftkit::diff {
namespace {

using Moves = std::vector<std::pair<std::string, std::uint64_t>>;

TEST(DivideComparison, EqualDividesInAnyOrderAgree) {
  auto c = compare_divides({Moves{{"e2e4", 3}, {"d2d4", 2}}, 5}, {Moves{{"d2d4", 2}, {"e2e4", 3}}, 5});
  EXPECT_TRUE(c.agree());
}

TEST(DivideComparison, FindsMissingExtraAndMiscountedMoves) {
  auto c = compare_divides({Moves{{"a2a3", 1}, {"e2e4", 4}, {"d2d4", 2}}, 7},
                           {Moves{{"d2d4", 2}, {"e2e4", 3}, {"h2h4", 9}}, 14});
  EXPECT_FALSE(c.agree());
  EXPECT_EQ(c.only_ours, std::vector<std::string>{"a2a3"});
  EXPECT_EQ(c.only_engine, std::vector<std::string>{"h2h4"});
  ASSERT_EQ(c.count_mismatches.size(), 1u);
  EXPECT_EQ(c.count_mismatches[0].move, "e2e4");
  EXPECT_EQ(c.count_mismatches[0].ours, 4u);
  EXPECT_EQ(c.count_mismatches[0].engine, 3u);
}

TEST(DivideComparison, AnEngineTotalThatDoesNotAddUpIsADisagreement) {
  auto c = compare_divides({Moves{{"e2e4", 3}}, 3}, {Moves{{"e2e4", 3}}, 4});
  EXPECT_TRUE(c.same_moves());
  EXPECT_TRUE(c.count_mismatches.empty());
  EXPECT_FALSE(c.agree());
}

}  // namespace
}  // namespace perftkit::diff

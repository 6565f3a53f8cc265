#include "bench/round_order.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace perftkit::bench {
namespace {

TEST(RoundOrder, EveryRoundIsAPermutationThatTheSeedRepeats) {
  RoundOrder first(7), again(7), other(8);
  bool changed = false, differs_by_seed = false;
  std::vector<int> previous;
  for (int round = 0; round < 20; ++round) {
    auto order = first.next_permutation(5);
    EXPECT_EQ(order, again.next_permutation(5));
    differs_by_seed |= order != other.next_permutation(5);
    changed |= !previous.empty() && order != previous;
    previous = order;
    std::sort(order.begin(), order.end());
    EXPECT_EQ(order, (std::vector<int>{0, 1, 2, 3, 4}));
  }
  EXPECT_TRUE(changed);
  EXPECT_TRUE(differs_by_seed);
}

TEST(RoundOrder, EachEngineRunsFirstInSomeRound) {
  RoundOrder order(1);
  std::vector<int> firsts(3, 0);
  for (int round = 0; round < 30; ++round) ++firsts[order.next_permutation(3)[0]];
  for (int count : firsts) EXPECT_GT(count, 0);
}

}  // namespace
}  // namespace perftkit::bench

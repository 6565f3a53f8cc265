#include "diff/seeded_random.h"

#include <gtest/gtest.h>

namespace perftkit::diff {
namespace {

TEST(SeededRandom, IsSplitmix64) {
  // Reference outputs of splitmix64 from state 0 (Vigna's splitmix64.c):
  // the sequence --random promises to keep on every machine.
  SeededRandom random(0);
  EXPECT_EQ(random.next(), 0xe220a8397b1dcdafULL);
  EXPECT_EQ(random.next(), 0x6e789e6aa1b965f4ULL);
  EXPECT_EQ(random.next(), 0x06c45d188009454fULL);
}

TEST(SeededRandom, DrawsStayInRange) {
  SeededRandom random(17);
  for (int i = 0; i < 1000; ++i) EXPECT_LT(random.below(7), 7u);
  int heads = 0;
  for (int i = 0; i < 1000; ++i) heads += random.chance(50);
  EXPECT_GT(heads, 400);
  EXPECT_LT(heads, 600);
}

}  // namespace
}  // namespace perftkit::diff

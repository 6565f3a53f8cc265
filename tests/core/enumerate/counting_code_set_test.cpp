// CountingCodeSet counts distinct codes exactly: duplicates from many
// threads, unequal codes under one key (as positions that differ only in
// castling share a board key), and more codes than it was planned for
// (its shards grow further tables).
#include <gtest/gtest.h>
#include <tbb/parallel_for.h>

#include <array>
#include <cstdint>
#include <random>
#include <set>
#include <vector>

#include "enumerate/counting_code_set.h"
#include "enumerate/key_range.h"

namespace perftkit {
namespace {

using Code = std::array<std::uint64_t, 3>;

struct Added {
  std::uint64_t key;
  Code code;
};

// `distinct` codes, each added several times, some sharing keys.
std::vector<Added> additions(std::size_t distinct, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<Added> result;
  for (std::size_t i = 0; i < distinct; ++i) {
    const Code code{rng(), rng(), i};
    // One code in four takes the previous code's key.
    const std::uint64_t key = i % 4 == 3 ? result.back().key : rng();
    for (int copies = static_cast<int>(rng() % 3); copies >= 0; --copies) result.push_back({key, code});
  }
  std::shuffle(result.begin(), result.end(), rng);
  return result;
}

std::uint64_t count_in_parallel(std::uint64_t planned, const std::vector<Added>& added) {
  CountingCodeSet<Code> set(planned);
  tbb::parallel_for(std::size_t{0}, added.size(), [&](std::size_t i) { set.add(added[i].key, added[i].code); });
  return set.finish();
}

TEST(CountingCodeSet, CountsDistinctCodesExactly) {
  const auto added = additions(200'000, 1);
  std::set<Code> reference;
  for (const auto& a : added) reference.insert(a.code);
  ASSERT_EQ(reference.size(), 200'000u);
  EXPECT_EQ(count_in_parallel(250'000, added), reference.size());
}

TEST(CountingCodeSet, GrowsPastItsPlannedSize) {
  const auto added = additions(100'000, 2);
  EXPECT_EQ(count_in_parallel(1'000, added), 100'000u);
}

// A pass's keys share the top bits of key_unit(): the set's own mixing
// must still spread them over every shard, so a set planned for them
// needs no further tables (it once used the same mixer as key_unit, and
// an eighth of the keys filled an eighth of the shards eight times over).
TEST(CountingCodeSet, KeysOfOnePassSpreadOverEveryShard) {
  std::mt19937_64 rng(3);
  constexpr std::size_t kCodes = 100'000;
  CountingCodeSet<Code> set(kCodes);
  const std::size_t planned = set.peak_bytes();
  for (std::uint64_t i = 0; i < kCodes;) {
    const std::uint64_t key = rng();
    if (key_unit(key) >= kKeyUnits / 8) continue;  // the first of 8 passes
    set.add(key, Code{key, i++, 0});
  }
  EXPECT_EQ(set.finish(), kCodes);
  EXPECT_EQ(set.peak_bytes(), planned) << "a shard outgrew its table";
}

TEST(CountingCodeSet, EmptyAndSingle) {
  EXPECT_EQ(CountingCodeSet<Code>(0).finish(), 0u);
  CountingCodeSet<Code> set(10);
  set.add(7, Code{1, 2, 3});
  set.add(7, Code{1, 2, 3});
  set.add(7, Code{1, 2, 4});
  EXPECT_EQ(set.finish(), 2u);
}

}  // namespace
}  // namespace perftkit

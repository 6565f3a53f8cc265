// The perft hash table: exact hits only, counts that do not fit are left
// out, and a table grows with its own stores only.
#include "perft/perft_hash.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "chess/position.h"
#include "common/splitmix64.h"
#include "perft/parallel_perft.h"

namespace perftkit {
namespace {

constexpr const char* kKiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

TEST(PerftHashTable, ProbeNeedsFullKeyAndDepth) {
  PerftHash hash(1);
  hash.store(0x1234'5678'9ABC'DEF0ULL, 5, 42);
  EXPECT_EQ(hash.probe(0x1234'5678'9ABC'DEF0ULL, 5), 42u);
  EXPECT_FALSE(hash.probe(0x1234'5678'9ABC'DEF0ULL, 4));
  // Same index bits, different high key bits: a miss, not a wrong count.
  EXPECT_FALSE(hash.probe(0x1234'5678'9ABC'DEF0ULL ^ (1ULL << 63), 5));
}

TEST(PerftHashTable, CountsTooLargeToStoreAreNotStored) {
  PerftHash hash(1);
  hash.store(77, 9, PerftHash::kMaxStoredCount + 1);
  EXPECT_FALSE(hash.probe(77, 9));
}

TEST(PerftHashTable, GrowsWithItsStoresUpToTheSizeAskedFor) {
  PerftHash hash(64);
  const std::size_t initial = hash.entries_in_use();
  EXPECT_LT(initial, hash.entry_count());
  for (std::uint64_t key = 1; key <= 100'000; ++key) hash.store(key * 0x9E37'79B9'7F4A'7C15ULL, 3, key);
  EXPECT_GT(hash.entries_in_use(), initial);
  EXPECT_LE(hash.entries_in_use(), hash.entry_count());
  // Entries stored before a doubling may be lost, never misreported.
  for (std::uint64_t key = 1; key <= 100'000; ++key) {
    if (auto hit = hash.probe(key * 0x9E37'79B9'7F4A'7C15ULL, 3)) EXPECT_EQ(*hit, key);
  }
}

TEST(PerftHashTable, AShortRunUsesASmallPartOfALargeTable) {
  auto pos = chess::Position::from_fen(kKiwipete);
  PerftHash hash(1024);
  EXPECT_EQ(parallel_perft(pos, 4, {2, &hash, false, ""}), 4085603u);
  EXPECT_LT(hash.entries_in_use() * 16, hash.entry_count());
}

// Stores into one table on a thread must not count for another table on
// that thread (as they did when a thread kept one store counter for all).
TEST(PerftHashTable, TwoTablesOnOneThreadGrowByTheirOwnStoresOnly) {
  std::vector<std::uint64_t> first_keys, second_keys;
  std::uint64_t state = 1;
  PerftHash first(64), second(64);
  for (int round = 0; round < 16; ++round) {
    for (int i = 0; i < 1023; ++i) {
      second_keys.push_back(splitmix64_next(state));
      second.store(second_keys.back(), 3, 1);
    }
    first_keys.push_back(splitmix64_next(state));
    first.store(first_keys.back(), 3, 1);
  }
  auto alone = [](const std::vector<std::uint64_t>& keys) {
    PerftHash table(64);
    for (std::uint64_t key : keys) table.store(key, 3, 1);
    return table.entries_in_use();
  };
  EXPECT_EQ(second.entries_in_use(), alone(second_keys));
  EXPECT_EQ(first.entries_in_use(), alone(first_keys));
  EXPECT_GT(second.entries_in_use(), first.entries_in_use()) << "16368 stores grow a table, 16 do not";
}

// A seed's salt and multiplier are fixed functions of it (a recount with
// --verify-seed N must place keys as every earlier one did): for seed
// 12345, two keys whose seeded forms share a slot do collide.
TEST(PerftHashTable, Seed12345HasAPinnedSaltAndMultiplier) {
  constexpr std::uint64_t kSalt = 0x22118258a9d111a0ULL, kMultiplier = 0x040d6020823fbd3fULL;
  std::uint64_t inverse = kMultiplier;  // Newton's iteration: the multiplier's inverse modulo 2^64
  for (int i = 0; i < 5; ++i) inverse *= 2 - kMultiplier * inverse;
  const std::uint64_t a = 0x0123456789abcdefULL;
  const std::uint64_t seeded_a = (a ^ kSalt) * kMultiplier;
  const std::uint64_t seeded_b = seeded_a ^ (std::uint64_t{1} << 32) ^ 1;  // the same slot
  const std::uint64_t b = (seeded_b * inverse) ^ kSalt;
  PerftHash table(1, 12345);
  table.store(a, 3, 111);
  table.store(b, 3, 222);
  EXPECT_EQ(table.probe(b, 3), std::optional<std::uint64_t>(222));
  EXPECT_EQ(table.probe(a, 3), std::nullopt) << "b did not replace a: the seed maps keys elsewhere";
}

}  // namespace
}  // namespace perftkit

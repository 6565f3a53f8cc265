#pragma once
// A perft transposition table shared by all threads without locks.
//
// Each 16-byte entry holds the full 64-bit position key and a data word
// (count << 8 | depth). The key is stored XOR-ed with the data word, so a
// torn write from two racing threads fails verification instead of
// returning another position's count; the depth and all 64 key bits must
// match for a hit. Index bits come from the key's high half and so add no
// verification; the 64 stored bits do.
//
// A seed (perft --verify-seed) passes every key through a seeded
// bijection before it is used (perft/seeded_keys.h), so a second table
// places and replaces entries differently: an error caused by the table
// (a torn or misplaced entry, a race, a replacement bug) does not repeat
// in a recount with another seed. Two positions with the same 64-bit Zobrist key still share
// a key under every seed; the keys themselves are each variant's fixed
// constants.
//
// The table grows into its size: it starts at 1 MiB and doubles whenever
// it has fewer than 16 entries per store made into it so far (counted by
// sampling, below), up to the size asked for. Stores land at random, so a short run with a full-size table would
// touch (and the kernel zero) every page of it for a few thousand entries;
// a growing table touches what the run can use, and a deep run reaches the
// full size early. Doubling adds an index bit, so half the entries stored
// before become unreachable: a miss, never a wrong count (a hit verifies
// the full key).
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>

#include "perft/seeded_keys.h"

namespace perftkit {

class PerftHash {
 public:
  // Counts above this do not fit the entry and are simply not stored.
  static constexpr std::uint64_t kMaxStoredCount = (std::uint64_t{1} << 56) - 1;

  // Grows up to the largest power-of-two number of entries that fits
  // `megabytes`. Seed 0 uses the keys as they are.
  explicit PerftHash(std::size_t megabytes, std::uint64_t seed = 0);

  std::optional<std::uint64_t> probe(std::uint64_t key, int depth) const noexcept {
    key = seeded_(key);
    const Entry& e = entries_[index(key)];
    std::uint64_t data = e.data.load(std::memory_order_relaxed);
    std::uint64_t check = e.key_xor_data.load(std::memory_order_relaxed);
    if ((check ^ data) != key || static_cast<int>(data & 0xFF) != depth) return std::nullopt;
    return data >> 8;
  }

  void store(std::uint64_t key, int depth, std::uint64_t count) noexcept {
    if (count > kMaxStoredCount) return;
    key = seeded_(key);
    const std::uint64_t slot_hash = hash_of(key);
    Entry& e = entries_[slot_hash & mask_.load(std::memory_order_relaxed)];
    std::uint64_t data = count << 8 | static_cast<std::uint64_t>(depth);
    e.key_xor_data.store(key ^ data, std::memory_order_relaxed);
    e.data.store(data, std::memory_order_relaxed);
    if ((slot_hash & (kStoresPerSample - 1)) == 0) add_sampled_stores();
  }

  // Starts loading an entry's cache line; perft issues this for all
  // children before visiting them so the misses overlap.
  void prefetch(std::uint64_t key) const noexcept { __builtin_prefetch(&entries_[index(seeded_(key))]); }

  // The size asked for, and the part of it in use so far.
  std::size_t entry_count() const noexcept { return full_mask_ + 1; }
  std::size_t entries_in_use() const noexcept { return mask_.load(std::memory_order_relaxed) + 1; }

 private:
  struct Entry {
    std::atomic<std::uint64_t> key_xor_data{0};
    std::atomic<std::uint64_t> data{0};
  };
  // The stores that drive the growth are counted by sampling: a store
  // whose slot hash has its low 10 bits clear stands for 1024 stores.
  // The keys are uniform in those bits, so the count is right on average,
  // which is all the growth needs; and the tally is this table's alone
  // (two tables on one thread, such as a suite's per-model tables or
  // --verify-seed's second table, never drive each other's growth), keeps
  // no per-thread state, puts no shared counter on every store, and costs
  // one test of a hash the store computes anyway.
  static constexpr std::uint64_t kStoresPerSample = 1024;
  void add_sampled_stores() noexcept;

  static std::uint64_t hash_of(std::uint64_t key) noexcept { return key >> 32 ^ key; }
  std::size_t index(std::uint64_t key) const noexcept {
    return hash_of(key) & mask_.load(std::memory_order_relaxed);
  }

  // Anonymous mapping of the full size: the kernel hands out zeroed pages
  // on first touch, so the part not yet in use costs nothing (an all-zero
  // entry never verifies for a real key at depth >= 2).
  struct Unmapper {
    std::size_t bytes;
    void operator()(Entry* p) const noexcept;
  };
  std::unique_ptr<Entry[], Unmapper> entries_;
  std::atomic<std::size_t> mask_{0};  // entries in use - 1
  std::size_t full_mask_ = 0;
  std::atomic<std::uint64_t> stores_{0};
  SeededKeys seeded_;
};

}  // namespace perftkit

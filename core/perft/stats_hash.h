#pragma once
// A transposition table of perft statistics (perft --stats --hash): for a
// position key and a depth, the statistics of the leaves that many plies
// below it (a whole StatTally), shared by all threads without locks.
//
// An entry is the tally's words, the depth, and the position key XOR-ed
// with a mix of all of them: a hit needs the full 64-bit key back, so an
// entry torn by two racing writers, or another position's, fails the
// check instead of returning another position's statistics (as PerftHash
// checks its 16-byte entries). Two positions with one 64-bit Zobrist key
// still share an entry, as they do in PerftHash. The table has a fixed
// size: the largest power of two of entries that fits the megabytes
// asked for; a store replaces what its slot held. A seed (perft --stats
// --verify-seed) keys the table through a seeded bijection as PerftHash
// does (perft/seeded_keys.h), so a recount with another seed places and
// replaces its entries differently.
#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

#include "common/splitmix64.h"
#include "game/stat_columns.h"
#include "perft/seeded_keys.h"

namespace perftkit {

template <class Tally>
class StatsHash {
 public:
  // Seed 0 uses the keys as they are.
  explicit StatsHash(std::size_t megabytes, std::uint64_t seed = 0) : seeded_(seed) {
    const std::size_t wanted = megabytes * (std::size_t{1} << 20) / sizeof(Entry);
    std::size_t entries = 1;
    while (entries * 2 <= wanted) entries *= 2;
    entries_ = std::make_unique<Entry[]>(entries);
    mask_ = entries - 1;
  }

  bool probe(std::uint64_t key, int depth, Tally& out) const noexcept {
    key = seeded_(key);
    const Entry& e = entries_[index(key)];
    Words words;
    for (std::size_t i = 0; i < kWords; ++i) words[i] = e.words[i].load(std::memory_order_relaxed);
    if ((e.check.load(std::memory_order_relaxed) ^ mix(words)) != key || words[0] != static_cast<std::uint64_t>(depth))
      return false;
    out.nodes = words[1];
    for (std::size_t c = 0; c < Tally::kColumns; ++c) out.counts[c] = words[2 + c];
    return true;
  }

  void store(std::uint64_t key, int depth, const Tally& tally) noexcept {
    key = seeded_(key);
    Entry& e = entries_[index(key)];
    Words words;
    words[0] = static_cast<std::uint64_t>(depth);
    words[1] = tally.nodes;
    for (std::size_t c = 0; c < Tally::kColumns; ++c) words[2 + c] = tally.counts[c];
    for (std::size_t i = 0; i < kWords; ++i) e.words[i].store(words[i], std::memory_order_relaxed);
    e.check.store(key ^ mix(words), std::memory_order_relaxed);
  }

  std::size_t entry_count() const noexcept { return mask_ + 1; }
  std::uint64_t seed() const noexcept { return seeded_.seed(); }

 private:
  static constexpr std::size_t kWords = 2 + Tally::kColumns;  // depth, nodes, the columns
  using Words = std::array<std::uint64_t, kWords>;
  struct Entry {
    std::atomic<std::uint64_t> check{0};
    std::array<std::atomic<std::uint64_t>, kWords> words{};
  };

  // Every word through splitmix64 with its place, so that words swapped or
  // taken from two writes do not cancel out.
  static std::uint64_t mix(const Words& words) noexcept {
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < kWords; ++i) sum ^= splitmix64_finalize(words[i] + kSplitMix64Increment * (i + 1));
    return sum;
  }
  std::size_t index(std::uint64_t key) const noexcept { return static_cast<std::size_t>(key) & mask_; }

  std::unique_ptr<Entry[]> entries_;
  std::size_t mask_ = 0;
  SeededKeys seeded_;
};

}  // namespace perftkit

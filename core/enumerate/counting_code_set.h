#pragma once
// The set of a last-ply pass when no breakdown is asked for: it only has
// to say how many distinct codes it was given, so it stores the codes
// alone, in open-addressing hash tables, and never sorts, merges or
// classifies them. That costs sizeof(Code) + 1 bytes a slot (a tag byte
// per slot, scanned before the code is read), 1.1 slots a code: for chess
// about 28 bytes a position against DistinctCollector's 96 (code and line
// count, with room to double), so a pass of the same memory holds more
// than three times the positions and a ply needs under a third of the
// passes (docs/distinct-positions.md: chess ply 9).
//
// The caller gives each code's Zobrist key (the pass's range filter has
// computed it already): it picks the shard and the slot, so no code is
// hashed. Equal codes have equal keys; unequal codes may share a key
// (positions that differ in castling or en passant only), and codes are
// compared exactly, so none is lost to a collision. A shard that fills
// past kGrowAt (rare: passes are planned with a margin) gets a further
// table; a code is looked for in every table of its shard.
#include <sys/mman.h>
#include <tbb/enumerable_thread_specific.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>
#include <memory>
#include <mutex>
#include <vector>

#include "common/splitmix64.h"

namespace perftkit {

template <class Code>
class CountingCodeSet {
 public:
  static constexpr std::size_t kShards = 256;
  static constexpr std::size_t kBufferCodes = 64;
  // Slots per code at the planned size. Probes walk the tag bytes (64 to a
  // cache line) and read a code only where the tag matches, so a table
  // may run about 90 % full: 1.25 slots a code measured 8 % faster
  // inserts for 12 % more memory, and memory is passes. A shard's table
  // past kGrowAt gets a further table of half its size.
  static constexpr double kSlotsPerCode = 1.1;
  static constexpr double kGrowAt = 0.95;
  static constexpr std::size_t kBytesPerSlot = sizeof(Code) + 1;

  // A set planned for about `expected_codes` distinct codes.
  explicit CountingCodeSet(std::uint64_t expected_codes) : shards_(kShards) {
    const auto slots = static_cast<std::size_t>(static_cast<double>(expected_codes) * kSlotsPerCode / kShards) + 64;
    for (Shard& shard : shards_) add_table(shard, slots);
  }

  // Adds a code whose Zobrist key is `key`; buffered per thread.
  void add(std::uint64_t key, const Code& code) { add(local_buffers(), key, code); }

  // The calling thread's buffers, for many add()s: finding them costs a
  // hash of the thread id.
  auto& local_buffers() { return buffers_.local(); }
  template <class Buffers>
  void add(Buffers& buffers, std::uint64_t key, const Code& code) {
    const std::uint64_t mixed = mix(key);
    const std::size_t s = mixed >> 56;  // kShards = 256: the top byte
    auto& buffer = buffers[s];
    buffer.push_back({mixed, code});
    if (buffer.size() >= kBufferCodes) flush(shards_[s], buffer);
  }

  // The number of distinct codes added. Call after every add() has returned.
  std::uint64_t finish() {
    for (auto& local : buffers_)
      for (std::size_t s = 0; s < kShards; ++s) flush(shards_[s], local[s]);
    std::uint64_t total = 0;
    for (const Shard& shard : shards_)
      for (const Table& table : shard.tables) total += table.size;
    return total;
  }

  std::size_t peak_bytes() const noexcept { return peak_bytes_.load(); }

 private:
  struct Pending {
    std::uint64_t mixed;
    Code code;
  };
  // A large array goes on 2 MiB boundaries, offered to the kernel as huge
  // pages: an insert lands anywhere in a set of gigabytes, and with 4 KiB
  // pages nearly every one would also miss the TLB (a few per cent of
  // insert time measured). Below 32 MiB rounding up to whole huge pages
  // would waste more than it saves.
  struct Free {
    void operator()(void* p) const noexcept { std::free(p); }
  };
  template <class T>
  static std::unique_ptr<T[], Free> large_array(std::size_t count) {
    constexpr std::size_t kHugePage = std::size_t{1} << 21;
    std::size_t bytes = std::max<std::size_t>(count * sizeof(T), 1);
    const bool huge = bytes >= 16 * kHugePage;
    if (huge) bytes = (bytes + kHugePage - 1) / kHugePage * kHugePage;
    void* memory = huge ? std::aligned_alloc(kHugePage, bytes) : std::malloc(bytes);
    if (!memory) throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
    if (huge) madvise(memory, bytes, MADV_HUGEPAGE);
#endif
    return std::unique_ptr<T[], Free>(static_cast<T*>(memory));
  }

  struct Table {
    std::unique_ptr<std::uint8_t[], Free> tags;  // 0: empty; else 0x80 | 7 bits of the mixed key
    std::unique_ptr<Code[], Free> codes;
    std::size_t slots = 0;
    std::size_t size = 0;

    // The slot holding `code`, or the empty slot where it would go.
    std::size_t find(std::uint64_t mixed, std::uint8_t tag, const Code& code) const noexcept {
      for (std::size_t i = home(mixed, slots);; i = i + 1 == slots ? 0 : i + 1)
        if (tags[i] == 0 || (tags[i] == tag && codes[i] == code)) return i;
    }
  };
  struct Shard {
    std::mutex mutex;
    std::vector<Table> tables;  // the first planned, any others grown
  };

  // splitmix64's finalizer of the key plus its increment. Not of the key
  // alone: that is key_unit() (key_range.h), whose top bits all keys of
  // one pass share, so shards and slots would take a fraction of the set.
  static std::uint64_t mix(std::uint64_t key) noexcept { return splitmix64_finalize(key + kSplitMix64Increment); }
  static std::uint8_t tag_of(std::uint64_t mixed) noexcept { return static_cast<std::uint8_t>(0x80 | (mixed & 0x7F)); }
  // The first slot to probe: the mixed key's 56 bits below the shard's
  // byte, scaled to the table.
  static std::size_t home(std::uint64_t mixed, std::size_t slots) noexcept {
    return static_cast<std::size_t>((static_cast<unsigned __int128>(mixed & ((1ULL << 56) - 1)) * slots) >> 56);
  }

  void add_table(Shard& shard, std::size_t slots) {
    Table table;
    table.tags = large_array<std::uint8_t>(slots);
    std::memset(table.tags.get(), 0, slots);  // all empty
    table.codes = large_array<Code>(slots);
    table.slots = slots;
    shard.tables.push_back(std::move(table));
    track(slots * kBytesPerSlot);
  }

  void insert(Shard& shard, std::uint64_t mixed, const Code& code) {
    const std::uint8_t tag = tag_of(mixed);
    for (std::size_t t = 0; t + 1 < shard.tables.size(); ++t)
      if (shard.tables[t].tags[shard.tables[t].find(mixed, tag, code)]) return;
    Table* last = &shard.tables.back();
    std::size_t i = last->find(mixed, tag, code);
    if (last->tags[i]) return;
    if (static_cast<double>(last->size + 1) > kGrowAt * static_cast<double>(last->slots)) {
      add_table(shard, std::max<std::size_t>(shard.tables.front().slots / 2, 1024));
      last = &shard.tables.back();
      i = last->find(mixed, tag, code);
    }
    last->tags[i] = tag;
    last->codes[i] = code;
    ++last->size;
  }

  // Inserts a thread's buffered codes of one shard. Each insert is a
  // cache miss or two in a set far larger than the caches; asking for all
  // their first slots before the first insert overlaps the misses.
  void flush(Shard& shard, std::vector<Pending>& buffer) {
    if (buffer.empty()) return;
    std::lock_guard lock(shard.mutex);
    const Table& last = shard.tables.back();
    for (const Pending& p : buffer) {
      const std::size_t i = home(p.mixed, last.slots);
      __builtin_prefetch(&last.tags[i]);
      __builtin_prefetch(&last.codes[i]);
    }
    for (const Pending& p : buffer) insert(shard, p.mixed, p.code);
    buffer.clear();
  }

  void track(std::size_t added) {
    const std::size_t now = bytes_.fetch_add(added) + added;
    std::size_t peak = peak_bytes_.load();
    while (now > peak && !peak_bytes_.compare_exchange_weak(peak, now)) {
    }
  }

  std::vector<Shard> shards_;
  tbb::enumerable_thread_specific<std::array<std::vector<Pending>, kShards>> buffers_;
  std::atomic<std::size_t> bytes_{0};
  std::atomic<std::size_t> peak_bytes_{0};
};

}  // namespace perftkit

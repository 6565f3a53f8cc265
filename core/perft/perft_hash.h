#pragma once
// A perft transposition table shared by all threads without locks.
//
// Each 16-byte entry holds the full 64-bit position key and a data word
// (count << 8 | depth). The key is stored XOR-ed with the data word, so a
// torn write from two racing threads fails verification instead of
// returning another position's count; the depth and all 64 key bits must
// match for a hit. Index bits come from the key's high half and so add no
// verification; the 64 stored bits do.
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>

namespace perftkit {

class PerftHash {
 public:
  // Counts above this do not fit the entry and are simply not stored.
  static constexpr std::uint64_t kMaxStoredCount = (std::uint64_t{1} << 56) - 1;

  // Uses the largest power-of-two number of entries that fits `megabytes`.
  explicit PerftHash(std::size_t megabytes);

  std::optional<std::uint64_t> probe(std::uint64_t key, int depth) const noexcept {
    const Entry& e = entries_[index(key)];
    std::uint64_t data = e.data.load(std::memory_order_relaxed);
    std::uint64_t check = e.key_xor_data.load(std::memory_order_relaxed);
    if ((check ^ data) != key || static_cast<int>(data & 0xFF) != depth) return std::nullopt;
    return data >> 8;
  }

  void store(std::uint64_t key, int depth, std::uint64_t count) noexcept {
    if (count > kMaxStoredCount) return;
    Entry& e = entries_[index(key)];
    std::uint64_t data = count << 8 | static_cast<std::uint64_t>(depth);
    e.key_xor_data.store(key ^ data, std::memory_order_relaxed);
    e.data.store(data, std::memory_order_relaxed);
  }

  // Starts loading an entry's cache line; perft issues this for all
  // children before visiting them so the misses overlap.
  void prefetch(std::uint64_t key) const noexcept { __builtin_prefetch(&entries_[index(key)]); }

  std::size_t entry_count() const noexcept { return mask_ + 1; }

 private:
  struct Entry {
    std::atomic<std::uint64_t> key_xor_data{0};
    std::atomic<std::uint64_t> data{0};
  };
  std::size_t index(std::uint64_t key) const noexcept { return (key >> 32 ^ key) & mask_; }

  // Anonymous mapping: the kernel hands out zeroed pages on first touch, so
  // a large table costs nothing up front (an all-zero entry never verifies
  // for a real key at depth >= 2).
  struct Unmapper {
    std::size_t bytes;
    void operator()(Entry* p) const noexcept;
  };
  std::unique_ptr<Entry[], Unmapper> entries_;
  std::size_t mask_ = 0;
};

}  // namespace perftkit

#include "perft/perft_hash.h"

#include <sys/mman.h>

#include <algorithm>
#include <bit>
#include <new>

namespace perftkit {

void PerftHash::Unmapper::operator()(Entry* p) const noexcept { munmap(p, bytes); }

namespace {

// 1 MiB: what a table starts with before it grows.
constexpr std::size_t kInitialEntries = std::size_t{1} << 16;
constexpr std::uint64_t kEntriesPerStore = 16;

}  // namespace

PerftHash::PerftHash(std::size_t megabytes, std::uint64_t seed) : seeded_(seed) {
  std::size_t bytes = std::max<std::size_t>(megabytes, 1) * 1024 * 1024;
  std::size_t count = std::bit_floor(bytes / sizeof(Entry));
  std::size_t size = count * sizeof(Entry);
  void* memory = mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (memory == MAP_FAILED) throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
  // Huge pages: random probes into hundreds of MiB otherwise miss the TLB
  // on almost every probe.
  madvise(memory, size, MADV_HUGEPAGE);
#endif
  entries_ = std::unique_ptr<Entry[], Unmapper>(static_cast<Entry*>(memory), Unmapper{size});
  full_mask_ = count - 1;
  mask_.store(std::min(count, kInitialEntries) - 1, std::memory_order_relaxed);
}

void PerftHash::add_sampled_stores() noexcept {
  const std::uint64_t stores = stores_.fetch_add(kStoresPerSample, std::memory_order_relaxed) + kStoresPerSample;
  std::size_t mask = mask_.load(std::memory_order_relaxed);
  // Keep at least kEntriesPerStore entries per store (up to the full
  // size): few enough collisions that the hits of a table sized for the
  // whole run are kept (with two, the start position's perft 7 with
  // --hash 256 ran 26 % slower), while a short run still touches only a
  // small part of a large table.
  while (mask < full_mask_ && stores * kEntriesPerStore > mask + 1) {
    if (mask_.compare_exchange_weak(mask, mask * 2 + 1, std::memory_order_relaxed)) mask = mask * 2 + 1;
  }
}

}  // namespace perftkit

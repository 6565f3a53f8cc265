#include "perft/perft_hash.h"

#include <sys/mman.h>

#include <bit>
#include <new>

namespace perftkit {

void PerftHash::Unmapper::operator()(Entry* p) const noexcept { munmap(p, bytes); }

namespace {

// SplitMix64's finaliser: spreads any seed over all 64 bits.
std::uint64_t mix(std::uint64_t x) noexcept {
  x += 0x9E3779B97F4A7C15ULL;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
  return x ^ (x >> 31);
}

}  // namespace

PerftHash::PerftHash(std::size_t megabytes, std::uint64_t seed) : seed_(seed) {
  if (seed != 0) {
    salt_ = mix(seed);
    multiplier_ = mix(salt_) | 1;  // odd: invertible modulo 2^64
  }
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
  mask_ = count - 1;
}

}  // namespace perftkit

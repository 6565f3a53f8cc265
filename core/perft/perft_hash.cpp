#include "perft/perft_hash.h"

#include <sys/mman.h>

#include <bit>
#include <new>

namespace perftkit {

PerftHash::PerftHash(std::size_t megabytes) {
  std::size_t bytes = std::max<std::size_t>(megabytes, 1) * 1024 * 1024;
  std::size_t count = std::bit_floor(bytes / sizeof(Entry));
  // 2 MiB alignment lets the kernel back the table with huge pages: random
  // probes into hundreds of MiB otherwise miss the TLB on almost every probe.
  constexpr std::size_t kHugePage = 2 * 1024 * 1024;
  std::size_t size = count * sizeof(Entry);
  void* memory = std::aligned_alloc(kHugePage, (size + kHugePage - 1) / kHugePage * kHugePage);
  if (!memory) throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
  madvise(memory, size, MADV_HUGEPAGE);
#endif
  Entry* entries = static_cast<Entry*>(memory);
  for (std::size_t i = 0; i < count; ++i) new (&entries[i]) Entry();
  entries_.reset(entries);
  mask_ = count - 1;
}

}  // namespace perftkit

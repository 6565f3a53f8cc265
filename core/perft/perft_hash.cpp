#include "perft/perft_hash.h"

#include <sys/mman.h>

#include <bit>
#include <new>

namespace perftkit {

void PerftHash::Unmapper::operator()(Entry* p) const noexcept { munmap(p, bytes); }

PerftHash::PerftHash(std::size_t megabytes) {
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

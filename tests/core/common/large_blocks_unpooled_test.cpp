// give_large_blocks_back_on_free(): after it, large blocks freed between
// blocks still in use leave the process's resident memory, even once a
// large block has been freed (which, left alone, glibc takes as the sign
// to keep blocks of that size in its heaps).
#include "common/large_blocks_unpooled.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <vector>

#include "../sanitized_build.h"

namespace perftkit {
namespace {

// The sanitizers bring allocators of their own; elsewhere glibc's or none.
#if defined(__GLIBC__) && !defined(PERFTKIT_TEST_SANITIZED)
constexpr bool kGlibcHeap = true;
#else
constexpr bool kGlibcHeap = false;
#endif

long resident_bytes() {
  long pages = 0, resident = 0;
  std::ifstream("/proc/self/statm") >> pages >> resident;
  return resident * sysconf(_SC_PAGESIZE);
}

char* touched_block(std::size_t bytes) {
  auto* block = static_cast<char*>(std::malloc(bytes));
  volatile char* pages = block;
  for (std::size_t i = 0; i < bytes; i += 4096) pages[i] = 1;  // make every page resident
  return block;
}

TEST(LargeBlocksUnpooled, FreedLargeBlocksLeaveResidentMemory) {
  if (!kGlibcHeap) GTEST_SKIP() << "glibc's allocator only";
  give_large_blocks_back_on_free();
  constexpr std::size_t kBlocks = 64, kBlockBytes = std::size_t{1} << 20;
  std::free(touched_block(kBlockBytes));  // would raise the threshold past 1 MiB
  // 64 MiB in blocks of 1 MiB, each followed by a small block that stays,
  // so no heap could give them back from its top.
  std::vector<char*> freed, kept;
  for (std::size_t i = 0; i < kBlocks; ++i) {
    freed.push_back(touched_block(kBlockBytes));
    kept.push_back(touched_block(64));
  }
  const long before = resident_bytes();
  for (char* block : freed) std::free(block);
  const long after = resident_bytes();
  for (char* block : kept) std::free(block);
  EXPECT_GT(before - after, long{48} << 20) << "resident before the frees " << before << ", after " << after;
}

}  // namespace
}  // namespace perftkit

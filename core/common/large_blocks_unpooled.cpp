#include "common/large_blocks_unpooled.h"

#include <cstdlib>  // defines __GLIBC__ where the C library is glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace perftkit {

void give_large_blocks_back_on_free() noexcept {
#if defined(__GLIBC__)
  // Setting the threshold at all turns its dynamic adjustment off.
  mallopt(M_MMAP_THRESHOLD, 128 * 1024);
#endif
}

}  // namespace perftkit

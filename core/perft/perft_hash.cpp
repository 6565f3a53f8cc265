#include "perft/perft_hash.h"

#include <bit>

namespace perftkit {

PerftHash::PerftHash(std::size_t megabytes) {
  std::size_t bytes = std::max<std::size_t>(megabytes, 1) * 1024 * 1024;
  std::size_t count = std::bit_floor(bytes / sizeof(Entry));
  entries_ = std::make_unique<Entry[]>(count);
  mask_ = count - 1;
}

}  // namespace perftkit

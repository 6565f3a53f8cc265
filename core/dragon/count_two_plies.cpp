// The shipped depth-2 node: count_two_plies.h with NoProfiler.
#include "dragon/count_two_plies.h"

namespace perftkit::dragon {

std::uint64_t Position::count_two_plies() const { return count_two_plies<NoProfiler>(); }

}  // namespace perftkit::dragon

#pragma once
// The two sides, shared by every variant: arrays are indexed by Color and
// `~c` is the other side.
#include <cstdint>

namespace perftkit {

enum Color : std::uint8_t { kWhite = 0, kBlack = 1 };
constexpr Color operator~(Color c) noexcept { return static_cast<Color>(c ^ 1); }

}  // namespace perftkit

#pragma once
// The classifier of a run that counts only lines and distinct positions
// (enumerate --no-breakdown): no categories, so nothing is classified, and
// the last ply's passes keep codes alone (enumerate/counting_code_set.h),
// about three times as many a pass as with a breakdown.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace perftkit {

struct NoBreakdown {
  static constexpr std::size_t kCategories = 0;
  static constexpr std::array<std::string_view, 0> kNames{};

  template <class P>
  std::uint32_t operator()(const P&) const noexcept {
    return 0;
  }
};

}  // namespace perftkit

// libFuzzer target: EPD suite lines. Whatever parse_epd_line accepts must
// answer depth_counts() and operation() without crashing, and every
// expected count it reports must be a non-empty digit string at depth >= 1.
#include <cstddef>
#include <cstdint>

#include "fuzz_properties.h"
#include "io/epd.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    auto record = perftkit::parse_epd_line(text);
    if (!record) return 0;
    for (const auto& [name, value] : record->operations) (void)record->operation(name);
    for (const auto& [depth, value] : record->depth_counts())
      if (depth < 1 || value.empty()) perftkit::fuzz::violated("depth counts are well formed", std::string(text));
  } catch (const perftkit::InputError&) {
  }
  return 0;
}

// libFuzzer target: 10x10 Dragon FEN (see fuzz_properties.h).
#include <cstddef>
#include <cstdint>

#include "dragon/position.h"
#include "fuzz_properties.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  perftkit::fuzz::fuzz_fen<perftkit::dragon::Position>(text, {});
  return 0;
}

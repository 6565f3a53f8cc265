// libFuzzer target: ordinary chess and Chess960 FEN (see fuzz_properties.h).
#include <cstddef>
#include <cstdint>

#include "chess/position.h"
#include "fuzz_properties.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  perftkit::VariantOptions options;
  perftkit::fuzz::fuzz_fen<perftkit::chess::Position>(text, options);
  options.chess960 = true;
  perftkit::fuzz::fuzz_fen<perftkit::chess::Position>(text, options);
  return 0;
}

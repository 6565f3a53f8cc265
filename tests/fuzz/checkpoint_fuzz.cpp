// libFuzzer target: checkpoint journals. What parse_checkpoint accepts
// must encode back to a journal that parses to the same contents.
#include <cstddef>
#include <cstdint>

#include "fuzz_properties.h"
#include "perft/checkpoint.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    auto contents = perftkit::parse_checkpoint(text, "fuzz");
    std::string again = perftkit::encode_header(contents.header);
    for (const auto& record : contents.records) again += perftkit::encode_record(record);
    auto reread = perftkit::parse_checkpoint(again, "re-encoded");
    if (reread.header != contents.header || reread.records != contents.records)
      perftkit::fuzz::violated("journal round trip", again);
  } catch (const perftkit::InputError&) {
  }
  return 0;
}

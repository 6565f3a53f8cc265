// libFuzzer target: Raindrop FEN with pockets and decks, every deck model,
// without jokers and with each joker rule (see fuzz_properties.h).
#include <cstddef>
#include <cstdint>

#include "fuzz_properties.h"
#include "raindrop/position.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using perftkit::raindrop::DeckModel;
  using perftkit::raindrop::Position;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  for (const char* joker_rule : {"", "extra-turn", "remove"}) {
    perftkit::VariantOptions options;
    options.set("joker-rule", joker_rule);
    options.set("model", "open");
    perftkit::fuzz::fuzz_fen<Position<DeckModel::open>>(text, options);
    options.set("model", "deck");
    perftkit::fuzz::fuzz_fen<Position<DeckModel::deck>>(text, options);
    options.set("model", "expected");
    perftkit::fuzz::fuzz_fen<Position<DeckModel::expected>>(text, options);
  }
  return 0;
}

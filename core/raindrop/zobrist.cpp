#include "raindrop/zobrist.h"

#include <cstddef>
#include <type_traits>

#include "common/splitmix64.h"

namespace perftkit::raindrop {
namespace {

// Every key of a (nested) array in order, depth first: the order the keys
// have always been drawn in, which journals and tests depend on.
template <class Keys, class Next>
void fill(Keys& keys, Next& next) {
  if constexpr (std::is_integral_v<Keys>) keys = next();
  else
    for (auto& inner : keys) fill(inner, next);
}

// The same for arrays of keys by count, whose count 0 keeps key 0 (no
// cards of a kind change no key).
template <class CountKeys, class Next>
void fill_counts(CountKeys& keys, Next& next) {
  if constexpr (std::is_integral_v<typename CountKeys::value_type>)
    for (std::size_t n = 1; n < keys.size(); ++n) keys[n] = next();
  else
    for (auto& inner : keys) fill_counts(inner, next);
}

ZobristKeys make_keys() {
  // A fixed seed: keys are the same in every run, so hash-table behaviour
  // is reproducible and journals tied to keys stay valid.
  std::uint64_t state = 0x52A1D809C0FFEE11ULL;
  auto next = [&state] { return splitmix64_next(state); };
  ZobristKeys keys{};
  fill(keys.piece, next);
  keys.black_to_move = next();
  fill_counts(keys.card_count, next);
  fill(keys.card_slot, next);
  fill(keys.reserve, next);
  fill_counts(keys.joker_count, next);
  fill(keys.joker_slot, next);
  fill(keys.card_slot_beyond_deck, next);
  return keys;
}

}  // namespace

const ZobristKeys zobrist = make_keys();

}  // namespace perftkit::raindrop

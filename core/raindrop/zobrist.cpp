#include "raindrop/zobrist.h"

#include "common/splitmix64.h"

namespace perftkit::raindrop {
namespace {

ZobristKeys make_keys() {
  // A fixed seed: keys are the same in every run, so hash-table behaviour
  // is reproducible and journals tied to keys stay valid.
  std::uint64_t state = 0x52A1D809C0FFEE11ULL;
  auto next = [&state] { return splitmix64_next(state); };
  ZobristKeys keys{};
  for (auto& by_type : keys.piece)
    for (auto& by_square : by_type)
      for (auto& key : by_square) key = next();
  keys.black_to_move = next();
  for (auto& by_type : keys.card_count)
    for (auto& by_number : by_type)
      for (std::size_t n = 1; n < by_number.size(); ++n) by_number[n] = next();
  for (auto& by_slot : keys.card_slot)
    for (auto& by_type : by_slot)
      for (auto& key : by_type) key = next();
  for (auto& by_type : keys.reserve)
    for (auto& key : by_type) key = next();
  for (auto& by_color : keys.joker_count)
    for (auto& by_number : by_color)
      for (std::size_t n = 1; n < by_number.size(); ++n) by_number[n] = next();
  for (auto& by_color : keys.joker_slot)
    for (auto& by_slot : by_color)
      for (auto& key : by_slot) key = next();
  for (auto& by_slot : keys.card_slot_beyond_deck)
    for (auto& by_type : by_slot)
      for (auto& key : by_type) key = next();
  return keys;
}

}  // namespace

const ZobristKeys zobrist = make_keys();

}  // namespace perftkit::raindrop

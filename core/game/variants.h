#pragma once
// The registry of variants: maps a --variant name to its Position type.
// Tools are templates over a Game and call with_variant once; adding a
// variant here gives it every tool.
#include <string>
#include <string_view>

#include "chess/position.h"
#include "common/input_error.h"
#include "dragon/position.h"
#include "game/variant_options.h"
#include "raindrop/position.h"

namespace perftkit {

inline constexpr std::string_view kVariantNames = "chess, chess960, raindrop, dragon";

// Calls visitor.template operator()<P>(options) for the Position type of
// `name`; `options` is adjusted for the variant (chess960 sets the flag).
template <class Visitor>
decltype(auto) with_variant(std::string_view name, VariantOptions options, Visitor&& visitor) {
  if (!options.model.empty() && name != "raindrop")
    throw_input_error("--model", "deck models apply to --variant raindrop only");
  if ((!options.joker_rule.empty() || options.jokers) && name != "raindrop")
    throw_input_error(options.joker_rule.empty() ? "--jokers" : "--joker-rule", "jokers apply to --variant raindrop only");
  if (name == "chess" || name == "chess960") {
    options.chess960 = options.chess960 || name == "chess960";
    return visitor.template operator()<chess::Position>(options);
  }
  if (name == "raindrop") {
    // Each deck model is its own Position type (see raindrop/position.h).
    if (options.model.empty() || options.model == "open")
      return visitor.template operator()<raindrop::Position<raindrop::DeckModel::open>>(options);
    if (options.model == "deck") return visitor.template operator()<raindrop::Position<raindrop::DeckModel::deck>>(options);
    if (options.model == "expected")
      return visitor.template operator()<raindrop::Position<raindrop::DeckModel::expected>>(options);
    throw_input_error("--model", "unknown deck model '" + options.model + "' (known: open, deck, expected)");
  }
  if (name == "dragon") return visitor.template operator()<dragon::Position>(options);
  throw_input_error("--variant", "unknown variant '" + std::string(name) + "' (known: " + std::string(kVariantNames) + ")");
}

}  // namespace perftkit

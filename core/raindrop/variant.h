#pragma once
// Raindrop describes itself to the registry (core/registry/variants.h;
// the vocabulary is game/variant_descriptor.h): its deck models (each its
// own Position type) and its optional jokers are options of this variant
// alone, and a suite line may choose them with ;model and ;jokers.
#include <array>
#include <string>
#include <string_view>

#include "common/input_error.h"
#include "game/variant_descriptor.h"
#include "raindrop/classifier.h"  // its enumeration breakdown, seen wherever the registry is
#include "raindrop/bulk_stats.h"  // its perft --stats columns and their fast tally, likewise
#include "raindrop/joker_rule.h"
#include "raindrop/options.h"
#include "raindrop/position.h"
#include "raindrop/types.h"

namespace perftkit::raindrop {

struct RaindropVariant {
  static constexpr std::array names = {
      VariantName{"raindrop", "Raindrop: 8x8 chess whose pieces are dropped from card decks", "raindrop"},
  };
  static constexpr std::array options = {
      VariantOption{kModelOption, "Raindrop deck model: open (default), deck, expected; a suite line's ;model overrides it",
                    "deck models"},
      VariantOption{kJokerRuleOption,
                    "Raindrop jokers' house rule: extra-turn or remove (needed for J/j cards; a suite line's ;jokers "
                    "overrides it)",
                    "jokers"},
      VariantOption{kJokersOption, "Raindrop: jokers per deck in the start position (0 to 2; needs --joker-rule)", "jokers",
                    VariantOption::Value::number, true},
  };
  static constexpr std::array epd_operations = {
      EpdOperation{"model", kModelOption},
      EpdOperation{"jokers", kJokerRuleOption, [](const std::string& rule) { parse_joker_rule(rule, ";jokers"); }},
  };
  static constexpr EngineFacts engine{"raindrop", ""};

  // `positions_given`: the run starts from positions it was given (--fen,
  // a suite), whose card fields say how many jokers there are.
  static void check_options(const VariantOptions& options, bool positions_given) {
    const int jokers = jokers_option(options);
    if (joker_rule_option(options) == JokerRule::none && jokers)
      throw_input_error("--jokers", "needs a joker rule (--joker-rule extra-turn|remove)");
    if (jokers && positions_given)
      throw_input_error("--jokers", "fills the start position's decks; a given position lists its own jokers (J/j cards)");
  }

  // Each deck model is its own Position type (see raindrop/position.h).
  template <class Visitor>
  static decltype(auto) dispatch(std::string_view, const VariantOptions& options, Visitor&& visitor) {
    const std::string_view model = model_option(options);
    if (model.empty() || model == model_name(DeckModel::open))
      return visitor.template operator()<Position<DeckModel::open>>(options);
    if (model == model_name(DeckModel::deck)) return visitor.template operator()<Position<DeckModel::deck>>(options);
    if (model == model_name(DeckModel::expected)) return visitor.template operator()<Position<DeckModel::expected>>(options);
    throw_input_error("--model", "unknown deck model '" + std::string(model) + "' (known: open, deck, expected)");
  }
};

}  // namespace perftkit::raindrop

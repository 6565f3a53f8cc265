#pragma once
// Raindrop's own options (declared to every tool by raindrop/variant.h),
// read from the generic VariantOptions: the deck model, the jokers' house
// rule and the jokers each deck starts with.
#include <charconv>
#include <string>
#include <string_view>

#include "common/input_error.h"
#include "game/variant_descriptor.h"
#include "game/variant_options.h"
#include "raindrop/joker_rule.h"
#include "raindrop/types.h"

namespace perftkit::raindrop {

// The options' names, without the dashes.
inline constexpr std::string_view kModelOption = kModelOptionName;  // a variant's models' option
inline constexpr std::string_view kJokerRuleOption = "joker-rule";
inline constexpr std::string_view kJokersOption = "jokers";

// The model given ("" = the default, open).
inline std::string_view model_option(const VariantOptions& options) { return options.value(kModelOption); }

// The joker rule given; InputError naming --joker-rule for an unknown one.
inline JokerRule joker_rule_option(const VariantOptions& options) {
  return parse_joker_rule(options.value(kJokerRuleOption), "--joker-rule");
}

// The jokers per deck given for the start position (0 if none); InputError
// naming --jokers for a value that is no number or out of 0-2.
inline int jokers_option(const VariantOptions& options) {
  const std::string_view text = options.value(kJokersOption);
  if (text.empty()) return 0;
  long long jokers = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), jokers);
  if (error != std::errc{} || end != text.data() + text.size())
    throw_input_error("--jokers", "'" + std::string(text) + "' is not a number");
  return in_range("--jokers", jokers, 0, kFullDeck[kJoker]);
}

}  // namespace perftkit::raindrop

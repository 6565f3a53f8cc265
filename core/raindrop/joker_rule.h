#pragma once
// The jokers' house rule (rules, "Jokers (optional house rules)"), chosen
// per run: without a rule, decks hold no jokers. The rule is an option of
// the one Raindrop variant, so positions carry it rather than a type.
#include <cstdint>
#include <string>
#include <string_view>

#include "common/input_error.h"

namespace perftkit::raindrop {

enum class JokerRule : std::uint8_t { none, extra_turn, remove };

inline constexpr std::string_view kJokerRuleNames = "extra-turn, remove";

constexpr std::string_view joker_rule_name(JokerRule rule) noexcept {
  return rule == JokerRule::extra_turn ? "extra-turn" : rule == JokerRule::remove ? "remove" : "";
}

// "" is no rule; `field` names the input in the error (e.g. "--joker-rule").
inline JokerRule parse_joker_rule(std::string_view text, std::string_view field) {
  if (text.empty()) return JokerRule::none;
  if (text == "extra-turn") return JokerRule::extra_turn;
  if (text == "remove") return JokerRule::remove;
  throw_input_error(std::string(field),
                    "unknown joker rule '" + std::string(text) + "' (known: " + std::string(kJokerRuleNames) + ")");
}

}  // namespace perftkit::raindrop

#pragma once
// The variant options an EPD line chooses for itself: `;model <name>`
// (Raindrop's deck model) and `;jokers <rule>` (Raindrop's joker rule)
// override the run's, so one file may mix them.
#include "game/variant_options.h"
#include "io/epd.h"
#include "raindrop/joker_rule.h"

namespace perftkit {

// Throws InputError naming ";jokers" for an unknown rule.
inline VariantOptions line_variant_options(const EpdRecord& line, VariantOptions options) {
  if (auto model = line.operation("model")) options.model = *model;
  if (auto rule = line.operation("jokers")) {
    raindrop::parse_joker_rule(*rule, ";jokers");
    options.joker_rule = *rule;
  }
  return options;
}

}  // namespace perftkit

#pragma once
// --joker-rule and --jokers: Raindrop's jokers (rules, "Jokers (optional
// house rules)"), offered alike by every tool that takes --variant raindrop.
#include <boost/program_options.hpp>

#include "cli/command_line.h"
#include "game/variant_options.h"
#include "raindrop/joker_rule.h"
#include "raindrop/types.h"

namespace perftkit::tool {

// Whether the tool can start from the variant's start position, whose
// decks --jokers fills; a tool that only reads positions has no --jokers.
enum class StartPosition { offered, absent };

inline void add_joker_options(boost::program_options::options_description& options, VariantOptions& variant,
                              StartPosition start = StartPosition::offered) {
  namespace po = boost::program_options;
  options.add_options()
      ("joker-rule", po::value(&variant.joker_rule),
       "Raindrop jokers' house rule: extra-turn or remove (needed for J/j cards; an EPD line's ;jokers overrides it)");
  if (start == StartPosition::offered)
    options.add_options()
        ("jokers", po::value(&variant.jokers), "Raindrop: jokers per deck in the start position (0 to 2; needs --joker-rule)");
}

// Checks the values add_joker_options read: InputError naming the option.
// `positions_given`: the run starts from positions it was given (--fen, a
// suite), whose card fields say how many jokers there are.
inline void check_joker_options(const VariantOptions& variant, bool positions_given) {
  in_range("--jokers", variant.jokers, 0, raindrop::kFullDeck[raindrop::kJoker]);
  if (raindrop::parse_joker_rule(variant.joker_rule, "--joker-rule") == raindrop::JokerRule::none && variant.jokers)
    throw_input_error("--jokers", "needs a joker rule (--joker-rule extra-turn|remove)");
  if (variant.jokers && positions_given)
    throw_input_error("--jokers", "fills the start position's decks; a given position lists its own jokers (J/j cards)");
}

}  // namespace perftkit::tool

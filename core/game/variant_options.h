#pragma once
// Run-time choices that select a variant's flavour, set from the command
// line and passed to a variant's FEN parser.
#include <string>

namespace perftkit {

struct VariantOptions {
  // Ordinary chess: Chess960 castling (X-FEN/Shredder-FEN, king-takes-rook
  // move names).
  bool chess960 = false;
  // Raindrop: deck model "open", "deck" or "expected"; empty = the variant's default.
  std::string model;
  // Raindrop: the jokers' house rule, "extra-turn" or "remove"; empty = no
  // jokers. An EPD line's `;jokers <rule>` sets it too.
  std::string joker_rule;
  // Raindrop: jokers per deck (0-2) in the start position (--jokers N).
  int jokers = 0;
};

}  // namespace perftkit

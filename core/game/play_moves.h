#pragma once
// Plays a whitespace-separated list of move names from a position,
// rejecting the first move that is unparsable or illegal.
#include <string>
#include <string_view>

#include "common/input_error.h"
#include "common/text.h"
#include "game/game_concept.h"

namespace perftkit {

template <Game P>
P play_moves(P pos, std::string_view moves, std::string_view what = "--moves") {
  int ply = 0;
  for (const std::string& name : split_whitespace(moves)) {
    ++ply;
    auto move = pos.parse_move(name);
    if (!move)
      throw_input_error(std::string(what), "move " + std::to_string(ply) + " '" + name +
                                               "' is not a legal move in " + pos.fen());
    pos = pos.play(*move);
  }
  return pos;
}

}  // namespace perftkit

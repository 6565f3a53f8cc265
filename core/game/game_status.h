#pragma once
// Check, checkmate and stalemate of a position, defined once for every
// tool: enumerate's breakdown (game/game_status_classifier.h and the
// variants' own classifiers), Raindrop's leaf columns of perft --stats and
// batch-analyze's status read them from here. The games with a check
// split (game/check_stat_columns.h) count the checkers themselves, and
// chess's bulk counter decides mates without making every leaf: both are
// tested equal to enumerate's breakdown of the same lines.
#include "game/game_concept.h"

namespace perftkit {

struct GameStatus {
  bool check = false;     // the side to move is in check
  bool has_moves = true;  // the side to move has a legal move

  bool checkmate() const noexcept { return check && !has_moves; }
  bool stalemate() const noexcept { return !check && !has_moves; }
};

template <Game P>
GameStatus game_status_of(const P& pos) {
  return {pos.in_check(), pos.count_legal() != 0};
}

}  // namespace perftkit

#pragma once
// Whether the side to move has a legal en passant capture: what the
// "positions" identity rule (A083276) keeps of an en passant square. Rare
// (a pawn just stepped past an enemy pawn), so the full move list is
// cheap enough; written once for every game with en passant.
#include "game/game_concept.h"

namespace perftkit {

template <Game P>
bool has_legal_en_passant(const P& pos) {
  typename P::MoveList moves;
  pos.generate_legal(moves);
  for (const auto& m : moves)
    if (pos.move_facts(m).en_passant) return true;
  return false;
}

}  // namespace perftkit

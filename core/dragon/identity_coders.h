#pragma once
// The identity rules (enumerate/identity_rule.h) of the 10x10 game as
// position coders. Position keeps en passant wherever an enemy pawn
// attacks a passed square, legal or not (the FEN Fairy-Stockfish writes),
// so its own code (position_code.h) is the "ep-available" rule; the other
// two project it: "positions" forgets en passant when no en passant
// capture is legal, "diagrams" forgets en passant and castling rights.
// Their decode() gives a position of the class: for "positions" one with
// the same legal moves, for "diagrams" the one without castling rights or
// en passant (so a classifier sees that one: where the only legal moves
// were castling or en passant, it is a stalemate or mate, which the other
// positions of its class are not).
//
// Included at the end of dragon/position.h (it defines a member of the
// class); include dragon/position.h to use it.
#include <utility>

#include "dragon/position.h"
#include "dragon/position_code.h"
#include "game/legal_en_passant.h"

namespace perftkit::dragon {

// "positions" (A083276's rule): en passant only where a capture is legal.
struct LegalEnPassantCoder {
  using Code = PositionCode;
  static constexpr bool kCoarserThanGameCode = true;

  PositionCode encode(const Position& pos) const {
    PositionCode code = pos.encode();
    if (has_en_passant(code) && !has_legal_en_passant(pos)) clear_en_passant(code);
    return code;
  }
  Position decode(const PositionCode& code) const { return Position::decode(code); }
};

// "diagrams" (A019319's rule): the board and the side to move.
struct DiagramCoder {
  using Code = PositionCode;
  static constexpr bool kCoarserThanGameCode = true;

  PositionCode encode(const Position& pos) const {
    PositionCode code = pos.encode();
    clear_en_passant(code);
    clear_castling(code);
    return code;
  }
  Position decode(const PositionCode& code) const { return Position::decode(code); }
};

// The game's own code: en passant wherever a pawn could capture.
struct EnPassantAvailableCoder {
  using Code = PositionCode;
  Code encode(const Position& pos) const noexcept { return pos.encode(); }
  Position decode(const Code& code) const { return Position::decode(code); }
};

// `Rule` is enumerate/identity_rule.h's IdentityRule, a floor above this one.
template <class Rule, class Visitor>
decltype(auto) Position::with_identity_coder(Rule rule, Visitor&& visit) {
  if (rule == Rule::kPositions) return std::forward<Visitor>(visit)(LegalEnPassantCoder{});
  if (rule == Rule::kEnPassantAvailable) return std::forward<Visitor>(visit)(EnPassantAvailableCoder{});
  return std::forward<Visitor>(visit)(DiagramCoder{});
}

}  // namespace perftkit::dragon

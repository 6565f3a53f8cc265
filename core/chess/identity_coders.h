#pragma once
// The three ways chess positions count as one (enumerate/identity_rule.h),
// as coders (enumerate/position_coder.h) over Position's own code:
//   ep-available (A057745): the code itself, which keeps an en passant
//     square wherever an enemy pawn stands beside the double-stepped pawn,
//     legal capture or not. The finest of the three, so the frontier of
//     an enumeration keeps it and the others are projections of it;
//   positions (A083276): the en passant mark dropped unless an en passant
//     capture is legal. Positions it merges have the same moves and the
//     same children, so the frontier can hold its codes directly;
//   diagrams (A019319): castling and en passant marks dropped. A diagram's
//     categories (check, mate, ...) are those of its board with neither.
// Included by chess/position.h, which declares with_identity_coder.
#include "chess/position.h"
#include "chess/position_code.h"
#include "game/legal_en_passant.h"

namespace perftkit::chess {

struct EnPassantAvailableCoder {
  using Code = PositionCode;
  Code encode(const Position& pos) const noexcept { return pos.encode(); }
  Position decode(const Code& code) const { return Position::decode(code); }
};

struct PositionsCoder {
  using Code = PositionCode;
  // Merges positions that Position::Code keeps apart ...
  static constexpr bool kCoarserThanGameCode = true;
  // ... but only ones with the same moves and children.
  static constexpr bool kClassesShareMoves = true;

  Code encode(const Position& pos) const {
    const Code code = pos.encode();
    return pos.en_passant_square() < 0 || has_legal_en_passant(pos) ? code : position_code::without_en_passant(code);
  }
  Position decode(const Code& code) const { return Position::decode(code); }
};

struct DiagramsCoder {
  using Code = PositionCode;
  static constexpr bool kCoarserThanGameCode = true;

  Code encode(const Position& pos) const noexcept {
    return position_code::without_castling(position_code::without_en_passant(pos.encode()));
  }
  Position decode(const Code& code) const { return Position::decode(code); }
};

template <class Rule, class Visitor>
decltype(auto) Position::with_identity_coder(Rule rule, Visitor&& visit) {
  if (rule == Rule::kDiagrams) return visit(DiagramsCoder{});
  if (rule == Rule::kEnPassantAvailable) return visit(EnPassantAvailableCoder{});
  return visit(PositionsCoder{});
}

}  // namespace perftkit::chess

#pragma once
// What kind of move a move is, for statistics (batch analysis, tags in
// perft-diff reports). Whether a move gives check is found by playing it.

namespace perftkit {

struct MoveFacts {
  bool capture = false;     // includes en passant
  bool en_passant = false;
  bool promotion = false;
  bool castling = false;
  bool drop = false;        // a piece placed from the hand
};

// The facts of a move of a board game whose MoveKind has kPromotion,
// kEnPassant and kCastling (chess, the 10x10 game), read from its kind
// and whether an enemy piece stands on its destination.
template <class Move>
constexpr MoveFacts board_move_facts(Move move, bool lands_on_enemy) noexcept {
  using Kind = decltype(move.kind());
  MoveFacts facts;
  facts.en_passant = move.kind() == Kind::kEnPassant;
  facts.castling = move.kind() == Kind::kCastling;
  facts.promotion = move.kind() == Kind::kPromotion;
  facts.capture = facts.en_passant || (!facts.castling && lands_on_enemy);
  return facts;
}

}  // namespace perftkit

#pragma once
// What kind of move a move is, for statistics (batch analysis, tags in
// perft-diff reports). Whether a move gives check is found by playing it.

namespace perftkit {

struct MoveFacts {
  bool capture = false;     // includes en passant
  bool en_passant = false;
  bool promotion = false;
  bool castling = false;
  bool drop = false;
  bool joker = false;       // Raindrop: a joker card drawn (no piece placed; a removal is no capture)
};

}  // namespace perftkit

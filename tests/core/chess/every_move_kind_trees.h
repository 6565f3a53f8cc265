#pragma once
// Small trees that hold every kind of chess move (castling both ways and
// in Chess960, en passant, promotions with and without capture, captures
// by every piece), for tests that check a property at every node.
#include "chess/position.h"

namespace perftkit::chess::test {

struct MoveKindTree {
  const char* fen;
  int depth;
  bool chess960;

  Position root() const {
    VariantOptions options;
    options.chess960 = chess960;
    return Position::from_fen(fen, options);
  }
};

inline constexpr MoveKindTree kEveryMoveKindTrees[] = {
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, false},
    {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, false},  // Kiwipete
    {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4, false},                              // en passant
    {"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3, false},       // promotions
    {"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3, false},
    {"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", 3, true},      // Chess960
};

}  // namespace perftkit::chess::test

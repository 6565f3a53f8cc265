#pragma once
// Ordinary chess's (and Chess960's) own special classes, the cases move
// generators get wrong most often, and start points rich in them:
//   en passant gives check      the capture uncovers or gives a check
//   en passant exposes king     a pawn attacks the en passant square but the
//                               capture is illegal (its king would be exposed)
//   en passant pinned along the rank   ... because both pawns leave the
//                               king's rank (the classic generator bug)
//   castling path attacked      a castling right whose path is empty but a
//                               square the king crosses or lands on is attacked
//   under-promotion             a legal promotion to N, B or R
//   under-promotion capture     ... that captures
//   pin                         a piece of the side to move is pinned
#include <string>
#include <vector>

#include "chess/castling_paths.h"
#include "chess/position.h"
#include "game/special_classes_hook.h"
#include "geometry/attacks8.h"

namespace perftkit::diff {

namespace chess_classes {

using chess::Bitboard;
using chess::Position;

inline bool has_pin(const Position& pos) {
  const chess::Color us = pos.side_to_move(), them = ~us;
  const int king = pos.king_square(us);
  const Bitboard snipers =
      (attacks8::rook_rays(king) & (pos.pieces(them, chess::kRook) | pos.pieces(them, chess::kQueen))) |
      (attacks8::bishop_rays(king) & (pos.pieces(them, chess::kBishop) | pos.pieces(them, chess::kQueen)));
  bool pinned = false;
  for_each_square(snipers, [&](int sniper) {
    const Bitboard blockers = attacks8::between(king, sniper) & pos.occupied();
    pinned |= blockers != 0 && !has_more_than_one(blockers) && (blockers & pos.pieces(us)) != 0;
  });
  return pinned;
}

// Pawns that attack the en passant square but have no legal capture there.
inline void add_en_passant_classes(const Position& pos, const Position::MoveList& moves, ClassSet& classes) {
  const int ep = pos.en_passant_square();
  if (ep < 0) return;
  const chess::Color us = pos.side_to_move();
  const int king = pos.king_square(us);
  const Bitboard capturers = attacks8::pawn(~us, ep) & pos.pieces(us, chess::kPawn);
  for_each_square(capturers, [&](int from) {
    bool legal = false;
    for (const auto& m : moves)
      if (m.from() == from && pos.move_facts(m).en_passant) {
        legal = true;
        if (pos.play(m).in_check()) classes.insert("en passant gives check");
      }
    if (legal || pos.in_check()) return;
    classes.insert("en passant exposes king");
    if (chess::G::rank_of(king) == chess::G::rank_of(from)) classes.insert("en passant pinned along the rank");
  });
}

inline bool castling_path_attacked(const Position& pos) {
  const chess::Color us = pos.side_to_move();
  if (pos.in_check()) return false;
  const int king = pos.king_square(us);
  for (auto side : {chess::kKingSide, chess::kQueenSide}) {
    if (!pos.can_castle(us, side)) continue;
    const int slot = chess::castling_slot(us, side), rook = pos.castling_rook(us, side);
    const chess::CastlingPath& path = chess::castling_path(slot, king, rook);
    if (path.must_be_empty & pos.occupied()) continue;
    bool attacked = false;
    for_each_square(path.king_path,
                    [&](int sq) { attacked |= pos.attackers_to(sq, ~us, pos.occupied()) != 0; });
    if (attacked) return true;
  }
  return false;
}

}  // namespace chess_classes

template <>
struct VariantSpecialClasses<chess::Position> {
  static void add(const chess::Position& pos, ClassSet& classes) {
    chess::Position::MoveList moves;
    pos.generate_legal(moves);
    for (const auto& m : moves) {
      const MoveFacts facts = pos.move_facts(m);
      if (facts.promotion && m.promotion() != chess::kQueen)
        classes.insert(facts.capture ? "under-promotion capture" : "under-promotion");
    }
    chess_classes::add_en_passant_classes(pos, moves, classes);
    if (chess_classes::castling_path_attacked(pos)) classes.insert("castling path attacked");
    if (chess_classes::has_pin(pos)) classes.insert("pin");
  }

  static std::vector<std::string> names() {
    return {"en passant gives check", "en passant exposes king", "en passant pinned along the rank",
            "castling path attacked", "under-promotion", "under-promotion capture", "pin"};
  }

  // Known perft traps (the Chess Programming Wiki's positions 2 to 6 and
  // Peter Ellis Jones's illegal en passant, castling, promotion and
  // stalemate cases), en passant captures that would expose the king, and
  // a double check; Chess960 gets set-ups whose
  // castling rooks and kings stand on other files.
  static std::vector<std::string> special_fens(const VariantOptions& options) {
    if (options.chess960)
      return {"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
              "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
              "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9",
              "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9",
              "1r2k1r1/8/8/8/8/8/4b3/1R2K1R1 w GBgb - 0 1",
              "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
              "4r1k1/8/8/8/7R/3n4/8/4KB2 w - - 0 1"};
    return {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1",
            "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1",
            "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
            "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2",
            "4k3/8/8/2KPp2q/8/8/8/8 w - e6 0 2",
            "8/8/4k3/8/2pP4/8/B5K1/8 b - d3 0 1",
            "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1",
            "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1",
            "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1",
            "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1",
            "8/P1k5/K7/8/8/8/8/8 w - - 0 1",
            "r3k3/1P6/8/8/8/8/8/4K3 w q - 0 1",
            "K1k5/8/P7/8/8/8/8/8 w - - 0 1",
            "8/k1P5/8/1K6/8/8/8/8 w - - 0 1",
            "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1",
            "4r1k1/8/8/8/7R/3n4/8/4KB2 w - - 0 1"};
  }
};

}  // namespace perftkit::diff

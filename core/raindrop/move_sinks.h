#pragma once
// The verbs Raindrop's generator hands its moves to, and the two sinks
// every model uses: one counts, one writes the moves. The board-move verbs
// are the shared ones of game/move_sink.h; drops and jokers exist only in
// Raindrop and are named after their moves. Raindrop has no castling and
// no en passant, so it never needs the shared single_move.
#include <concepts>
#include <cstdint>

#include "common/bitboard.h"
#include "raindrop/types.h"

namespace perftkit::raindrop {

//   piece_moves(type, from, targets)  a knight, bishop, rook, queen or king
//   pawn_moves(targets, delta)        pawns from target - delta, not promoting
//   promotions(targets, delta)        the same, each to every reserve piece left
//   drops(type, targets)              a card of `type` onto each target
//   jokers(removals, plain)           a joker draw: "J" if `plain`, and
//                                     "Jx<square>" for each removal
template <class S>
concept Sink = requires(S& sink, PieceType type, int from, Bitboard targets, int delta, bool plain) {
  sink.piece_moves(type, from, targets);
  sink.pawn_moves(targets, delta);
  sink.promotions(targets, delta);
  sink.drops(type, targets);
  sink.jokers(targets, plain);
};

// Counts moves by popcount: no move is built (count_legal).
struct MoveCountSink {
  int promotion_choices;  // the pieces left in the mover's reserve
  std::uint64_t count = 0;
  void piece_moves(PieceType, int, Bitboard targets) noexcept { count += popcount(targets); }
  void pawn_moves(Bitboard targets, int) noexcept { count += popcount(targets); }
  void promotions(Bitboard targets, int) noexcept {
    count += static_cast<std::uint64_t>(popcount(targets)) * promotion_choices;
  }
  void drops(PieceType, Bitboard targets) noexcept { count += popcount(targets); }
  void jokers(Bitboard removals, bool plain) noexcept { count += popcount(removals) + plain; }
};

// Writes every move (generate_legal).
template <class MoveList>
struct MoveListSink {
  MoveList& list;
  std::uint8_t reserve;  // the mover's reserve: bit per PieceType still unused
  void piece_moves(PieceType, int from, Bitboard targets) noexcept {
    while (targets) list.push_back(Move::normal(from, pop_lsb(targets)));
  }
  void pawn_moves(Bitboard targets, int delta) noexcept {
    while (targets) {
      int to = pop_lsb(targets);
      list.push_back(Move::normal(to - delta, to));
    }
  }
  void promotions(Bitboard targets, int delta) noexcept {
    while (targets) {
      int to = pop_lsb(targets);
      for (PieceType t : kReservePieces)
        if (reserve >> t & 1) list.push_back(Move::promotion(to - delta, to, t));
    }
  }
  void drops(PieceType t, Bitboard targets) noexcept {
    while (targets) list.push_back(Move::drop(t, pop_lsb(targets)));
  }
  void jokers(Bitboard removals, bool plain) noexcept {
    if (plain) list.push_back(Move::joker());
    while (removals) list.push_back(Move::joker_removal(pop_lsb(removals)));
  }
};

}  // namespace perftkit::raindrop

#pragma once
// A move sink that lists the moves together with each child's board key
// (Position::key_after), computed per piece as the generator hands over
// its targets: one key lookup per target square instead of a call, a
// switch on the move kind and a capture search per move. Distinct
// enumeration's passes ask the key of every child of every parent
// (results/enumeration/perf-log.md, row 12).
#include "chess/generate.h"
#include "chess/zobrist.h"

namespace perftkit::chess {

struct KeyedMoveListSink {
  KeyedMoveListSink(const Position& position, Position::MoveList& moves, Position::ChildKeys& child_keys)
      : pos(position), list(moves), keys(child_keys), us(position.side_to_move()),
        theirs(position.pieces(~position.side_to_move())),
        base(position.board_key() ^ zobrist::keys.black_to_move) {}

  void piece_moves(PieceType type, int from, Bitboard targets) {
    const auto& piece_keys = zobrist::keys.piece_square[make_piece(us, type)];
    const std::uint64_t moved = base ^ piece_keys[from];
    for (Bitboard b = targets; b;) {
      const int to = pop_lsb(b);
      add(Move(type, from, to), moved ^ piece_keys[to] ^ captured(to));
    }
  }
  void pawn_moves(Bitboard targets, int delta) {
    const auto& pawn_keys = zobrist::keys.piece_square[make_piece(us, kPawn)];
    for (Bitboard b = targets; b;) {
      const int to = pop_lsb(b), from = to - delta;
      add(Move(kPawn, from, to), base ^ pawn_keys[from] ^ pawn_keys[to] ^ captured(to));
    }
  }
  void promotions(Bitboard targets, int delta) {
    const auto& piece_square = zobrist::keys.piece_square;
    for (Bitboard b = targets; b;) {
      const int to = pop_lsb(b), from = to - delta;
      const std::uint64_t moved =
          base ^ piece_square[make_piece(us, kPawn)][from] ^ captured(to);
      for (PieceType t : {kQueen, kRook, kBishop, kKnight})
        add(Move(kPawn, from, to, MoveKind::kPromotion, t), moved ^ piece_square[make_piece(us, t)][to]);
    }
  }
  // Castling and en passant: rare, so key_after() itself.
  void single_move(Move m) { add(m, pos.key_after(m)); }

 private:
  void add(Move m, std::uint64_t key) {
    keys[list.size()] = key;
    list.push_back(m);
  }
  // The key of the enemy piece a move to `to` takes; 0 for a quiet move.
  std::uint64_t captured(int to) const {
    return theirs & G::bit(to) ? zobrist::keys.piece_square[pos.piece_on(to)][to] : 0;
  }

  const Position& pos;
  Position::MoveList& list;
  Position::ChildKeys& keys;
  Color us;
  Bitboard theirs;
  std::uint64_t base;  // the parent's board key, the other side to move
};
static_assert(Sink<KeyedMoveListSink>);

}  // namespace perftkit::chess

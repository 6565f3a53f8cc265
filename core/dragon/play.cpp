// Copy-make: play() returns the child position with its Zobrist key
// updated incrementally.
#include "dragon/position.h"
#include "dragon/move_effects.h"
#include "dragon/zobrist.h"

namespace perftkit::dragon {

void Position::put(Piece p, int sq) noexcept {
  Bitboard b = G::bit(sq);
  by_type_[type_of(p)] |= b;
  by_color_[color_of(p)] |= b;
  board_[sq] = p;
  key_ ^= kZobrist.piece[p][sq];
}

void Position::remove(int sq) noexcept {
  Piece p = board_[sq];
  Bitboard b = G::bit(sq);
  by_type_[type_of(p)] ^= b;
  by_color_[color_of(p)] ^= b;
  board_[sq] = kNoPiece;
  key_ ^= kZobrist.piece[p][sq];
}

void Position::set_en_passant(Bitboard squares) noexcept {
  for (Bitboard b = ep_squares_ ^ squares; b;) key_ ^= kZobrist.en_passant[pop_lsb(b)];
  ep_squares_ = squares;
}

Position Position::play(Move move) const {
  Position next = *this;
  const int from = move.from(), to = move.to();
  const Piece moving = board_[from];
  const Color us = side_;
  next.set_en_passant(0);
  ++next.halfmove_clock_;

  switch (move.kind()) {
    case MoveKind::kNormal: {
      if (board_[to] != kNoPiece) {
        next.remove(to);
        next.halfmove_clock_ = 0;
      }
      next.remove(from);
      next.put(moving, to);
      if (type_of(moving) == kPawn) {
        next.halfmove_clock_ = 0;
        int distance = to > from ? to - from : from - to;
        if (distance > G::kFiles) {
          next.set_en_passant(en_passant_targets(us, from, to, pieces(~us, kPawn)));
          next.ep_victim_ = static_cast<std::uint8_t>(to);
        }
      }
      break;
    }
    case MoveKind::kPromotion:
      if (board_[to] != kNoPiece) next.remove(to);
      next.remove(from);
      next.put(make_piece(us, move.promotion()), to);
      next.halfmove_clock_ = 0;
      break;
    case MoveKind::kEnPassant:
      next.remove(ep_victim_);
      next.remove(from);
      next.put(moving, to);
      next.halfmove_clock_ = 0;
      break;
    case MoveKind::kCastling: {
      const RookMove rook = castling_rook_move(from, to);
      next.remove(from);
      next.remove(rook.from);
      next.put(moving, to);
      next.put(make_piece(us, kRook), rook.to);
      break;
    }
  }

  std::uint8_t rights = castling_ & kCastlingKeep[from] & kCastlingKeep[to];
  next.key_ ^= kZobrist.castling[castling_] ^ kZobrist.castling[rights];
  next.castling_ = rights;
  next.side_ = ~us;
  next.key_ ^= kZobrist.black_to_move;
  if (us == kBlack) ++next.fullmove_number_;
  return next;
}

}  // namespace perftkit::dragon

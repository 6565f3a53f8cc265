// Position codes (chess/position_code.h): encode, decode, and the board
// key of a child without making the move.
#include "chess/position_code.h"

#include "chess/position.h"

namespace perftkit::chess {
namespace position_code {
namespace {

constexpr unsigned piece_value(Color c, PieceType t) noexcept { return static_cast<unsigned>(c * 6 + t); }

// Replaces every nibble for which `replace(value)` answers a new value.
template <class Replace>
PositionCode replaced(PositionCode code, Replace&& replace) noexcept {
  const int pieces = popcount(code.occupied);
  for (int i = 0; i < pieces; ++i) set_value(code, i, replace(value_at(code, i)));
  return code;
}

// The side to move: black iff its king carries the mark.
Color side_to_move(const PositionCode& code) noexcept {
  const int pieces = popcount(code.occupied);
  for (int i = 0; i < pieces; ++i)
    if (value_at(code, i) == kBlackKingToMove) return kBlack;
  return kWhite;
}

}  // namespace

PositionCode without_en_passant(PositionCode code) noexcept {
  const unsigned pawn = piece_value(~side_to_move(code), kPawn);
  return replaced(code, [&](unsigned v) { return v == kEnPassantPawn ? pawn : v; });
}

PositionCode without_castling(PositionCode code) noexcept {
  return replaced(code, [](unsigned v) {
    return v == kCastlingRook + kWhite   ? piece_value(kWhite, kRook)
           : v == kCastlingRook + kBlack ? piece_value(kBlack, kRook)
                                         : v;
  });
}

}  // namespace position_code

using namespace position_code;

PositionCode Position::encode() const noexcept {
  PositionCode code;
  code.occupied = occupied();
  auto index_of = [&](int sq) { return popcount(code.occupied & (G::bit(sq) - 1)); };
  for (Color c : {kWhite, kBlack})
    for (int t = kPawn; t < kPieceTypeCount; ++t)
      for (Bitboard b = pieces(c, static_cast<PieceType>(t)); b;) {
        const int sq = pop_lsb(b);
        set_value(code, index_of(sq), piece_value(c, static_cast<PieceType>(t)));
      }
  for (int slot = 0; slot < 4; ++slot)
    if (castling_rights_ >> slot & 1) set_value(code, index_of(castling_rook_[slot]), kCastlingRook + slot / 2);
  if (ep_square_ >= 0) set_value(code, index_of(ep_square_ - push_delta(side_)), kEnPassantPawn);
  if (side_ == kBlack) set_value(code, index_of(king_square(kBlack)), kBlackKingToMove);
  return code;
}

Position Position::decode(const PositionCode& code) {
  Position pos;
  int en_passant_pawn = -1;
  Bitboard castling_rooks[2] = {0, 0};
  Bitboard occupied = code.occupied;
  for (int i = 0; occupied; ++i) {
    const int sq = pop_lsb(occupied);
    const unsigned value = value_at(code, i);
    if (value < kCastlingRook) {
      pos.put_piece<false>(make_piece(static_cast<Color>(value / 6), static_cast<PieceType>(value % 6)), sq);
    } else if (value < kEnPassantPawn) {
      const auto color = static_cast<Color>(value - kCastlingRook);
      pos.put_piece<false>(make_piece(color, kRook), sq);
      castling_rooks[color] |= G::bit(sq);
    } else if (value == kEnPassantPawn) {
      en_passant_pawn = sq;  // its colour is the side's not to move, known at the end
    } else {
      pos.put_piece<false>(make_piece(kBlack, kKing), sq);
      pos.side_ = kBlack;
    }
  }
  if (en_passant_pawn >= 0) {
    pos.put_piece<false>(make_piece(~pos.side_, kPawn), en_passant_pawn);
    pos.ep_square_ = static_cast<std::int8_t>(en_passant_pawn + push_delta(pos.side_));
  }
  for (Color c : {kWhite, kBlack}) {
    const int king_file = G::file_of(pos.king_square(c));
    for (Bitboard rooks = castling_rooks[c]; rooks;) {
      const int rook = pop_lsb(rooks);
      const CastlingSide side = G::file_of(rook) > king_file ? kKingSide : kQueenSide;
      const int slot = castling_slot(c, side);
      pos.castling_rights_ |= static_cast<std::uint8_t>(1 << slot);
      pos.castling_rook_[slot] = static_cast<std::int8_t>(rook);
      // The generator's standard castling assumes the king on e and the
      // rook in the corner; any other right needs its Chess960 paths.
      // (The flag changes move names only, which a code does not keep.)
      if (king_file != 4 || G::file_of(rook) != (side == kKingSide ? 7 : 0)) pos.chess960_ = true;
    }
  }
  pos.castling_guard_ = pos.compute_castling_guard();
  pos.key_ = pos.compute_key();
  return pos;
}

std::uint64_t Position::board_key() const noexcept {
  std::uint64_t key = key_ ^ zobrist::keys.castling[castling_rights_];
  if (ep_square_ >= 0) key ^= zobrist::keys.en_passant_file[G::file_of(ep_square_)];
  return key;
}

std::uint64_t Position::key_after(Move m) const noexcept {
  const auto& piece_square = zobrist::keys.piece_square;
  const Color us = side_, them = ~us;
  const int from = m.from(), to = m.to();
  const Piece moving = make_piece(us, m.piece());
  std::uint64_t key = board_key() ^ zobrist::keys.black_to_move ^ piece_square[moving][from];
  auto capture_on_to = [&] {
    if (by_color_[them] & G::bit(to)) key ^= piece_square[make_piece(them, enemy_type_on(to))][to];
  };
  switch (m.kind()) {
    case MoveKind::kNormal:
      capture_on_to();
      key ^= piece_square[moving][to];
      break;
    case MoveKind::kPromotion:
      capture_on_to();
      key ^= piece_square[make_piece(us, m.promotion())][to];
      break;
    case MoveKind::kEnPassant:
      key ^= piece_square[make_piece(them, kPawn)][to - push_delta(us)] ^ piece_square[moving][to];
      break;
    case MoveKind::kCastling: {  // king takes rook: both land on their castled squares
      const bool king_side = to > from;
      const int rank = G::rank_of(from);
      const Piece rook = make_piece(us, kRook);
      key ^= piece_square[rook][to] ^ piece_square[moving][G::square(king_side ? 6 : 2, rank)] ^
             piece_square[rook][G::square(king_side ? 5 : 3, rank)];
      break;
    }
  }
  return key;
}

}  // namespace perftkit::chess

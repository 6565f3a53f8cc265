// Position codes (chess/position_code.h): encode and decode.
#include "chess/position_code.h"

#include <array>

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
  // First the squares of each of the 16 values, a few instructions a
  // piece; then whole bitboards. (Placing piece by piece cost about 1,400
  // instructions a position, more than listing its moves, and every pass
  // of an enumeration decodes every parent: results/enumeration/perf-log.md.)
  std::array<Bitboard, 16> squares_of{};
  std::uint64_t low = code.nibbles[0], high = code.nibbles[1];
  for (Bitboard occupied = code.occupied; occupied;) {
    const Bitboard square = occupied & (0 - occupied);
    occupied ^= square;
    squares_of[low & 15] |= square;
    low = (low >> 4) | (high << 60);
    high >>= 4;
  }
  Position pos;
  if (squares_of[kBlackKingToMove]) pos.side_ = kBlack;
  squares_of[piece_value(kBlack, kKing)] |= squares_of[kBlackKingToMove];
  for (Color c : {kWhite, kBlack}) squares_of[piece_value(c, kRook)] |= squares_of[kCastlingRook + c];
  // The en passant pawn's colour is the side's not to move.
  if (const Bitboard pawn = squares_of[kEnPassantPawn]) {
    squares_of[piece_value(~pos.side_, kPawn)] |= pawn;
    pos.ep_square_ = static_cast<std::int8_t>(lsb(pawn) + push_delta(pos.side_));
  }
  for (Color c : {kWhite, kBlack})
    for (int t = kPawn; t < kPieceTypeCount; ++t) {
      const Bitboard squares = squares_of[piece_value(c, static_cast<PieceType>(t))];
      pos.by_type_[t] |= squares;
      pos.by_color_[c] |= squares;
    }
  for (Color c : {kWhite, kBlack}) {
    const int king_file = G::file_of(pos.king_square(c));
    for (Bitboard rooks = squares_of[kCastlingRook + c]; rooks;) {
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

}  // namespace perftkit::chess

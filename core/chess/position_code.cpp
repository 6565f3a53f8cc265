// Position codes (chess/position_code.h): encode and decode.
#include "chess/position_code.h"

#include <array>

#include "chess/position.h"
#include "common/build_config.h"

#if PERFTKIT_USE_PEXT
#include <immintrin.h>
#endif

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
  // The squares whose value a mark replaces: castling rooks (by colour),
  // the en passant pawn, the black king when black is to move.
  std::array<Bitboard, 2> castling_rooks{};
  for (int slot = 0; slot < 4; ++slot)
    if (castling_rights_ >> slot & 1) castling_rooks[slot / 2] |= G::bit(castling_rook_[slot]);
  const Bitboard en_passant_pawn = ep_square_ >= 0 ? G::bit(ep_square_ - pawn_push_delta(side_)) : 0;
  const Bitboard king_to_move = side_ == kBlack ? pieces(kBlack, kKing) : 0;

  PositionCode code;
  code.occupied = occupied();
#if PERFTKIT_USE_PEXT
  // Bit k of every square's value as a bitboard, then the occupied
  // squares' bits gathered in square order (PEXT) and spread to bit k of
  // consecutive nibbles (PDEP): about 105 instructions for any position,
  // where setting nibble by nibble cost about 460 (an enumeration pass
  // encodes every child in its range: results/enumeration/perf-log.md,
  // row 16).
  // Values: white P N B R Q K = 0-5, black 6-11 (piece_value); the marks
  // 12-15 all have bits 2 and 3.
  static_assert(piece_value(kWhite, kPawn) == 0 && piece_value(kBlack, kKing) == 11 && kCastlingRook == 12 &&
                kEnPassantPawn == 14 && kBlackKingToMove == 15);
  const Bitboard white = pieces(kWhite), black = pieces(kBlack);
  const Bitboard pawns = pieces(kPawn), knights = pieces(kKnight), bishops = pieces(kBishop);
  const Bitboard rooks = pieces(kRook), queens = pieces(kQueen), kings = pieces(kKing);
  const Bitboard marked = castling_rooks[kWhite] | castling_rooks[kBlack] | en_passant_pawn | king_to_move;
  const std::array<Bitboard, 4> value_bit = {
      ((knights | rooks | kings) & ~marked) | castling_rooks[kBlack] | king_to_move,
      (((white & (bishops | rooks)) | (black & (pawns | knights | queens | kings))) & ~marked) | en_passant_pawn |
          king_to_move,
      (white & (queens | kings)) | (black & (pawns | knights)) | marked,
      (black & (bishops | rooks | queens | kings)) | marked,
  };
  constexpr std::uint64_t kNibbleBit0 = 0x1111111111111111ULL;
  for (int k = 0; k < 4; ++k) {
    const std::uint64_t in_order = _pext_u64(value_bit[k], code.occupied);  // at most 32 bits
    code.nibbles[0] |= _pdep_u64(in_order & 0xFFFF, kNibbleBit0 << k);
    code.nibbles[1] |= _pdep_u64(in_order >> 16, kNibbleBit0 << k);
  }
#else
  auto index_of = [&](int sq) { return popcount(code.occupied & (G::bit(sq) - 1)); };
  for (Color c : {kWhite, kBlack})
    for (int t = kPawn; t < kPieceTypeCount; ++t)
      for (Bitboard b = pieces(c, static_cast<PieceType>(t)); b;) {
        const int sq = pop_lsb(b);
        set_value(code, index_of(sq), piece_value(c, static_cast<PieceType>(t)));
      }
  for (Color c : {kWhite, kBlack})
    for (Bitboard b = castling_rooks[c]; b;) set_value(code, index_of(pop_lsb(b)), kCastlingRook + c);
  if (en_passant_pawn) set_value(code, index_of(lsb(en_passant_pawn)), kEnPassantPawn);
  if (king_to_move) set_value(code, index_of(lsb(king_to_move)), kBlackKingToMove);
#endif
  return code;
}

Position Position::decode(const PositionCode& code) {
  // First the squares of each of the 16 values, a few instructions a
  // piece; then whole bitboards. (Placing piece by piece cost about 1,400
  // instructions a position, more than listing its moves, and every pass
  // of an enumeration decodes every parent: results/enumeration/perf-log.md,
  // row 16.)
  std::array<Bitboard, 16> squares_of{};
#if PERFTKIT_USE_PEXT
  // Bit k of every occupied square's value, in square order (PEXT), then
  // each value's squares (PDEP, which takes one bit per occupied square
  // and ignores the rest): decode in all 0.41 -> 0.23 G instructions in
  // perf-log row 16's callgrind run, against the loop below.
  constexpr std::uint64_t kNibbleBit0 = 0x1111111111111111ULL;
  std::array<std::uint64_t, 4> plane;
  for (int k = 0; k < 4; ++k)
    plane[k] = _pext_u64(code.nibbles[0], kNibbleBit0 << k) | _pext_u64(code.nibbles[1], kNibbleBit0 << k) << 16;
  for (unsigned value = 0; value < 16; ++value) {
    std::uint64_t in_order = ~std::uint64_t{0};
    for (int k = 0; k < 4; ++k) in_order &= value >> k & 1 ? plane[k] : ~plane[k];
    squares_of[value] = _pdep_u64(in_order, code.occupied);
  }
#else
  std::uint64_t low = code.nibbles[0], high = code.nibbles[1];
  for (Bitboard occupied = code.occupied; occupied;) {
    const Bitboard square = occupied & (0 - occupied);
    occupied ^= square;
    squares_of[low & 15] |= square;
    low = (low >> 4) | (high << 60);
    high >>= 4;
  }
#endif
  Position pos;
  if (squares_of[kBlackKingToMove]) pos.side_ = kBlack;
  squares_of[piece_value(kBlack, kKing)] |= squares_of[kBlackKingToMove];
  for (Color c : {kWhite, kBlack}) squares_of[piece_value(c, kRook)] |= squares_of[kCastlingRook + c];
  // The en passant pawn's colour is the side's not to move.
  if (const Bitboard pawn = squares_of[kEnPassantPawn]) {
    squares_of[piece_value(~pos.side_, kPawn)] |= pawn;
    pos.ep_square_ = static_cast<std::int8_t>(lsb(pawn) + pawn_push_delta(pos.side_));
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

// The exact position code (layout in position_code.h) and the keys the
// last ply of a distinct enumeration sorts children by.
#include "dragon/move_effects.h"
#include "dragon/position.h"
#include "dragon/zobrist.h"

namespace perftkit::dragon {
namespace layout = code_layout;

PositionCode Position::encode() const noexcept {
  PositionCode code;
  const Bitboard occupancy = occupied();
  code.words[0] = static_cast<std::uint64_t>(occupancy);
  code.words[1] = static_cast<std::uint64_t>(occupancy >> 64) | (side_ == kBlack ? layout::kSideMask : 0) |
                  std::uint64_t{castling_} << (layout::kCastlingShift - 64);
  // ep_victim_ outlives a push no pawn could capture: only ep_squares_ says
  // whether there is en passant.
  if (ep_squares_) code.words[1] |= std::uint64_t{ep_victim_ + 1u} << (layout::kEnPassantShift - 64);
  int bit = layout::kFirstNibble;
  // A nibble is the piece less one (colour * 8 + type), as before empty
  // became 0, so codes and the frontier files of earlier runs keep their meaning.
  for (Bitboard b = occupancy; b; bit += 4)
    code.words[bit / 64] |= std::uint64_t{board_[pop_lsb(b)] - 1u} << (bit % 64);
  return code;
}

Position Position::decode(const PositionCode& code) {
  Position pos;
  pos.board_.fill(kNoPiece);
  int bit = layout::kFirstNibble;
  for (Bitboard b = Bitboard{code.words[1] & layout::kOccupancyMask} << 64 | code.words[0]; b; bit += 4)
    pos.put(static_cast<Piece>((code.words[bit / 64] >> (bit % 64) & 0xF) + 1), pop_lsb(b));
  if (code.words[1] & layout::kSideMask) {
    pos.side_ = kBlack;
    pos.key_ ^= kZobrist.black_to_move;
  }
  pos.castling_ = static_cast<std::uint8_t>((code.words[1] & layout::kCastlingMask) >> (layout::kCastlingShift - 64));
  pos.key_ ^= kZobrist.castling[pos.castling_];
  if (const auto victim_plus_one = (code.words[1] & layout::kEnPassantMask) >> (layout::kEnPassantShift - 64)) {
    // The victim pushed from its start square in its file; the squares it
    // passed that a pawn of the side to move attacks are the targets.
    pos.ep_victim_ = static_cast<std::uint8_t>(victim_plus_one - 1);
    const Color mover = ~pos.side_;
    const int start = G::square(G::file_of(pos.ep_victim_), mover == kWhite ? 1 : G::kRanks - 2);
    pos.set_en_passant(en_passant_targets(mover, start, pos.ep_victim_, pos.pieces(pos.side_, kPawn)));
  }
  return pos;
}

std::uint64_t Position::board_key() const noexcept {
  std::uint64_t key = key_ ^ kZobrist.castling[castling_];
  for (Bitboard b = ep_squares_; b;) key ^= kZobrist.en_passant[pop_lsb(b)];
  return key;
}

// play(move)'s piece keys, without its castling or en passant keys.
std::uint64_t Position::key_after(Move move) const noexcept {
  const auto& piece = kZobrist.piece;
  const int from = move.from(), to = move.to();
  const Piece moving = board_[from];
  std::uint64_t key = board_key() ^ kZobrist.black_to_move ^ piece[moving][from];
  switch (move.kind()) {
    case MoveKind::kNormal:
    case MoveKind::kPromotion:
      if (board_[to] != kNoPiece) key ^= piece[board_[to]][to];
      key ^= piece[move.kind() == MoveKind::kPromotion ? make_piece(side_, move.promotion()) : moving][to];
      break;
    case MoveKind::kEnPassant:
      key ^= piece[moving][to] ^ piece[board_[ep_victim_]][ep_victim_];
      break;
    case MoveKind::kCastling: {
      const RookMove rook = castling_rook_move(from, to);
      const Piece rook_piece = make_piece(side_, kRook);
      key ^= piece[moving][to] ^ piece[rook_piece][rook.from] ^ piece[rook_piece][rook.to];
      break;
    }
  }
  return key;
}

}  // namespace perftkit::dragon

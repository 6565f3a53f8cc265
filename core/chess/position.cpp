// Position members off the hot path: move names, move facts, keys,
// material rules.
#include "chess/position.h"
#include "game/move_by_name.h"

namespace perftkit::chess {

std::string Position::move_name(Move m) const {
  int to = m.to();
  if (m.kind() == MoveKind::kCastling && !chess960_) {
    // Standard chess names castling by the king's two-square move.
    to = G::square(to > m.from() ? 6 : 2, G::rank_of(m.from()));
  }
  std::string name = G::square_name(m.from()) + G::square_name(to);
  if (m.kind() == MoveKind::kPromotion) name += "pnbrqk"[m.promotion()];
  return name;
}

std::optional<Move> Position::parse_move(std::string_view text) const {
  return legal_move_named(*this, text);
}

MoveFacts Position::move_facts(Move m) const noexcept {
  return board_move_facts(m, pieces(~side_) & G::bit(m.to()));
}

bool Position::insufficient_material() const noexcept {
  // Dead positions by material alone: K v K, K+minor v K, and bishops
  // only, all on squares of one colour.
  if (pieces(kPawn) | pieces(kRook) | pieces(kQueen)) return false;
  const Bitboard minors = pieces(kKnight) | pieces(kBishop);
  if (popcount(minors) <= 1) return true;
  const Bitboard bishops = pieces(kBishop);
  return pieces(kKnight) == 0 && ((bishops & G::kDarkSquares) == bishops || (bishops & ~G::kDarkSquares) == bishops);
}

std::uint64_t Position::compute_key() const noexcept {
  // By piece bitboard (pieces_key), not by square: piece_on() searches the
  // bitboards, and a code's decode() (an enumeration's every parent) used
  // to spend more instructions here than on its moves.
  std::uint64_t key = pieces_key(kWhite) ^ pieces_key(kBlack);
  if (side_ == kBlack) key ^= zobrist::keys.black_to_move;
  key ^= zobrist::keys.castling[castling_rights_];
  if (ep_square_ >= 0) key ^= zobrist::keys.en_passant_file[G::file_of(ep_square_)];
  return key;
}

}  // namespace perftkit::chess

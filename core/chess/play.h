#pragma once
// Hot-path members of Position (the makes), inline so that perft's
// template instantiations can inline the whole make/generate loop.
// Included at the end of chess/position.h, never on its own.
#include "chess/zobrist.h"
#include "geometry/attacks8.h"

namespace perftkit::chess {

template <bool kKeyed>
inline void Position::put_piece(Piece p, int sq) noexcept {
  by_type_[type_of(p)] |= G::bit(sq);
  by_color_[color_of(p)] |= G::bit(sq);
  if constexpr (kKeyed) key_ ^= zobrist::keys.piece_square[p][sq];
}

template <bool kKeyed>
inline void Position::remove_piece(Piece p, int sq) noexcept {
  by_type_[type_of(p)] ^= G::bit(sq);
  by_color_[color_of(p)] ^= G::bit(sq);
  if constexpr (kKeyed) key_ ^= zobrist::keys.piece_square[p][sq];
}

template <bool kKeyed>
inline void Position::move_piece(Piece p, int from, int to) noexcept {
  Bitboard both = G::bit(from) | G::bit(to);
  by_type_[type_of(p)] ^= both;
  by_color_[color_of(p)] ^= both;
  if constexpr (kKeyed) key_ ^= zobrist::keys.piece_square[p][from] ^ zobrist::keys.piece_square[p][to];
}

// Type of the (non-king) piece on an occupied square.
inline PieceType Position::enemy_type_on(int sq) const noexcept {
  const Bitboard b = G::bit(sq);
  int type = kPawn;
  while (!(by_type_[type] & b)) ++type;
  return static_cast<PieceType>(type);
}

inline Piece Position::piece_on(int sq) const noexcept {
  if (!(occupied() & G::bit(sq))) return kNoPiece;
  Color c = (by_color_[kBlack] & G::bit(sq)) ? kBlack : kWhite;
  return make_piece(c, enemy_type_on(sq));
}

// The en passant square is recorded only when an enemy pawn could capture
// there, so positions that differ only by a useless ep square share a key.
template <bool kKeyed>
inline void Position::set_en_passant_if_capturable(int square) noexcept {
  if (attacks8::pawn(~side_, square) & pieces(side_, kPawn)) {
    ep_square_ = static_cast<std::int8_t>(square);
    if constexpr (kKeyed) key_ ^= zobrist::keys.en_passant_file[G::file_of(square)];
  }
}

template <bool kKeyed>
inline void Position::update_castling_rights(int from, int to, bool king_moved, Color mover) noexcept {
  std::uint8_t rights = castling_rights_;
  if (king_moved) rights &= static_cast<std::uint8_t>(~(3 << (2 * mover)));
  for (int slot = 0; slot < 4; ++slot)
    if (castling_rook_[slot] == from || castling_rook_[slot] == to) rights &= static_cast<std::uint8_t>(~(1 << slot));
  if constexpr (kKeyed) key_ ^= zobrist::keys.castling[castling_rights_] ^ zobrist::keys.castling[rights];
  castling_rights_ = rights;
  castling_guard_ = compute_castling_guard();
}

inline Bitboard Position::compute_castling_guard() const noexcept {
  Bitboard guard = 0;
  for (int slot = 0; slot < 4; ++slot)
    if (castling_rights_ >> slot & 1)
      guard |= G::bit(castling_rook_[slot]) | pieces(static_cast<Color>(slot / 2), kKing);
  return guard;
}

inline Bitboard Position::attackers_to(int sq, Color by, Bitboard occ) const noexcept {
  using namespace attacks8;
  const Bitboard theirs = by_color_[by];
  return ((pawn(~by, sq) & by_type_[kPawn]) | (knight(sq) & by_type_[kKnight]) | (king(sq) & by_type_[kKing]) |
          (rook(sq, occ) & (by_type_[kRook] | by_type_[kQueen])) |
          (bishop(sq, occ) & (by_type_[kBishop] | by_type_[kQueen]))) &
         theirs;
}

// The board part of an ordinary move or capture (no promotion, castling
// or en passant) of a `type` piece of `us`; play() and the two-ply count
// share it.
template <bool kKeyed>
[[gnu::always_inline]] inline void Position::make_normal_move(Color us, PieceType type, int from, int to) noexcept {
  const Color them = ~us;
  if (by_color_[them] & G::bit(to)) {
    remove_piece<kKeyed>(make_piece(them, enemy_type_on(to)), to);
    halfmove_clock_ = 0;
  }
  move_piece<kKeyed>(make_piece(us, type), from, to);
  if (type == kPawn) halfmove_clock_ = 0;
}

// After a double pawn push: the en passant square, if a pawn can take.
template <bool kKeyed>
[[gnu::always_inline]] inline void Position::after_double_push(Color us, int from, int to) noexcept {
  side_ = ~us;  // the capturer is the side to move next
  set_en_passant_if_capturable<kKeyed>((from + to) / 2);
}

// Castling rights change only when a king or castling rook moves or a rook
// is captured on its square: one mask test on the common path.
template <bool kKeyed>
[[gnu::always_inline]] inline void Position::end_move(Color us, int from, int to, bool king_moved) noexcept {
  if (castling_guard_ & (G::bit(from) | G::bit(to))) update_castling_rights<kKeyed>(from, to, king_moved, us);
  side_ = ~us;
}

// end_move() of a move whose child is only counted: the child's side to
// move is the only one that castles there, and its rights change only when
// this move takes one of its castling rooks (a right implies its rook on
// its square). The mover's own rights and the guard are never read again,
// so they are left stale: no loop over the slots for every king or rook
// move.
template <Color us>
[[gnu::always_inline]] inline void Position::end_counted_move(int to) noexcept {
  if (castling_guard_ & G::bit(to)) {
    constexpr int king_side = castling_slot(~us, kKingSide), queen_side = castling_slot(~us, kQueenSide);
    castling_rights_ &= static_cast<std::uint8_t>(
        ~(((castling_rook_[king_side] == to) << king_side) | ((castling_rook_[queen_side] == to) << queen_side)));
  }
  side_ = ~us;
}

// A counted child's arrival square: whatever of theirs stood there (a
// capture) leaves every set, without the test of which piece it was, nor of
// whether there was one (no key or clock to update).
template <Color us>
[[gnu::always_inline]] inline void Position::clear_arrival(int to) noexcept {
  const Bitboard kept = ~G::bit(to);
  for (Bitboard& set : by_type_) set &= kept;
  by_color_[~us] &= kept;
}

// kBranchFreeCapture: the arrival cleared by masks (clear_arrival) rather
// than after a test for a capture and a search for its piece. Paired rounds
// (results/chess/perf-log.md, issue 43's row 20): plain perft, whose leaf
// counter works on the child in registers, 2-5 % faster on five CPW
// positions; the statistics, which hand the child to an out-of-line
// tally, 2-9 % slower, so they keep the test.
template <Color us, bool kDoublePush, bool kBranchFreeCapture>
[[gnu::always_inline]] inline Position Position::counted_normal_child(PieceType type, int from, int to) const noexcept {
  Position next = *this;
  next.ep_square_ = -1;
  if constexpr (kBranchFreeCapture) {
    next.clear_arrival<us>(to);
    const Bitboard moved = G::bit(from) | G::bit(to);
    next.by_type_[type] ^= moved;
    next.by_color_[us] ^= moved;
  } else {
    next.make_normal_move<false>(us, type, from, to);
  }
  if constexpr (kDoublePush) next.after_double_push<false>(us, from, to);
  next.end_counted_move<us>(to);
  return next;
}

template <Color us>
[[gnu::always_inline]] inline Position Position::counted_promotion_child(int from, int to) const noexcept {
  Position next = *this;
  next.ep_square_ = -1;
  // By masks in both perft and the statistics: level where promotions
  // are counted, but the test's code beside plain perft's leaves made its
  // start position d7 6 % slower (row 20 of the issue 43 table).
  next.clear_arrival<us>(to);
  next.by_type_[kPawn] ^= G::bit(from);
  next.by_type_[kQueen] |= G::bit(to);
  next.by_color_[us] ^= G::bit(from) | G::bit(to);
  next.end_counted_move<us>(to);
  return next;
}

template <bool kKeyed>
[[gnu::always_inline]] inline Position Position::play_impl(Move m) const {
  Position next = *this;
  const Color us = side_;
  const int from = m.from(), to = m.to();
  const Color them = ~us;
  const Piece moving = make_piece(us, m.piece());
  if constexpr (kKeyed) next.key_ ^= zobrist::keys.black_to_move;
  if (ep_square_ >= 0) {
    if constexpr (kKeyed) next.key_ ^= zobrist::keys.en_passant_file[G::file_of(ep_square_)];
    next.ep_square_ = -1;
  }
  ++next.halfmove_clock_;
  switch (m.kind()) {
    case MoveKind::kNormal:
      next.template make_normal_move<kKeyed>(us, m.piece(), from, to);
      if (m.piece() == kPawn && (from ^ to) == 16) next.template after_double_push<kKeyed>(us, from, to);
      break;
    case MoveKind::kPromotion:
      if (by_color_[them] & G::bit(to)) next.template remove_piece<kKeyed>(make_piece(them, enemy_type_on(to)), to);
      next.template remove_piece<kKeyed>(moving, from);
      next.template put_piece<kKeyed>(make_piece(us, m.promotion()), to);
      next.halfmove_clock_ = 0;
      break;
    case MoveKind::kEnPassant:
      next.template remove_piece<kKeyed>(make_piece(them, kPawn), to - pawn_push_delta(us));
      next.template move_piece<kKeyed>(moving, from, to);
      next.halfmove_clock_ = 0;
      break;
    case MoveKind::kCastling: {
      const bool king_side = to > from;
      const int rank = G::rank_of(from);
      next.template remove_piece<kKeyed>(moving, from);
      next.template remove_piece<kKeyed>(make_piece(us, kRook), to);
      next.template put_piece<kKeyed>(moving, G::square(king_side ? 6 : 2, rank));
      next.template put_piece<kKeyed>(make_piece(us, kRook), G::square(king_side ? 5 : 3, rank));
      break;
    }
  }
  next.template end_move<kKeyed>(us, from, to, m.piece() == kKing);
  if (us == kBlack) ++next.fullmove_number_;
  return next;
}

[[gnu::always_inline]] inline Position Position::play(Move m) const { return play_impl<true>(m); }

[[gnu::always_inline]] inline std::uint64_t Position::board_key() const noexcept {
  std::uint64_t key = key_ ^ zobrist::keys.castling[castling_rights_];
  if (ep_square_ >= 0) key ^= zobrist::keys.en_passant_file[G::file_of(ep_square_)];
  return key;
}

// The board key of play(m) without making it (enumeration passes ask it
// of every child of every parent): inline, so that a loop over one
// position's moves computes board_key() once.
[[gnu::always_inline]] inline std::uint64_t Position::key_after(Move m) const noexcept {
  const auto& piece_square = zobrist::keys.piece_square;
  const Color us = side_;
  const int from = m.from(), to = m.to();
  const Piece moving = make_piece(us, m.piece());
  std::uint64_t key =
      board_key() ^ zobrist::keys.black_to_move ^ piece_square[moving][from] ^ taken_piece_key(m);
  switch (m.kind()) {
    case MoveKind::kNormal:
    case MoveKind::kEnPassant:
      key ^= piece_square[moving][to];
      break;
    case MoveKind::kPromotion:
      key ^= piece_square[make_piece(us, m.promotion())][to];
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

[[gnu::always_inline]] inline std::uint64_t Position::pieces_key(Color c) const noexcept {
  std::uint64_t key = 0;
  for (int t = kPawn; t < kPieceTypeCount; ++t) {
    const auto& words = zobrist::keys.piece_square[make_piece(c, static_cast<PieceType>(t))];
    for (Bitboard b = pieces(c, static_cast<PieceType>(t)); b;) key ^= words[pop_lsb(b)];
  }
  return key;
}

inline std::uint64_t Position::taken_piece_key(Move m) const noexcept {
  const Color them = ~side_;
  const int to = m.to();
  switch (m.kind()) {
    case MoveKind::kEnPassant:
      return zobrist::keys.piece_square[make_piece(them, kPawn)][to - pawn_push_delta(side_)];
    case MoveKind::kCastling:  // encoded as the king taking its own rook: takes nothing
      return 0;
    default:
      return by_color_[them] & G::bit(to) ? zobrist::keys.piece_square[make_piece(them, enemy_type_on(to))][to] : 0;
  }
}

template <class Keep>
bool Position::some_capture_pass_key(std::uint64_t waiting, Keep keep) const {
  using namespace attacks8;
  const Color us = side_, them = ~us;
  const Bitboard occ = occupied();
  // The squares the mover attacks first (about 80 instructions), then the
  // key test for the few waiting pieces on them: testing every waiting
  // piece's key first cost about 470 instructions a parent
  // (results/enumeration/perf-log.md, row 14).
  Bitboard attacked = king(king_square(us));
  for (Bitboard b = pieces(us, kPawn); b;) attacked |= pawn(us, pop_lsb(b));
  for (Bitboard b = pieces(us, kKnight); b;) attacked |= knight(pop_lsb(b));
  for (Bitboard b = pieces(us, kBishop) | pieces(us, kQueen); b;) attacked |= bishop(pop_lsb(b), occ);
  for (Bitboard b = pieces(us, kRook) | pieces(us, kQueen); b;) attacked |= rook(pop_lsb(b), occ);
  for (Bitboard b = attacked & by_color_[them] & ~pieces(them, kKing); b;) {  // a king is never taken
    const int sq = pop_lsb(b);
    if (keep(waiting ^ zobrist::keys.piece_square[make_piece(them, enemy_type_on(sq))][sq])) return true;
  }
  if (ep_square_ >= 0) {  // the generator takes en passant only where it is set
    const int taken = ep_square_ - pawn_push_delta(us);
    if (keep(waiting ^ zobrist::keys.piece_square[make_piece(them, kPawn)][taken])) return true;
  }
  return false;
}

}  // namespace perftkit::chess

#pragma once
// Hot-path members of Position, inline so that perft's template
// instantiations can inline the whole make/generate loop.
#include "chess/movegen.h"
#include "chess/zobrist.h"

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
// move (results/chess/perf-log.md, idea 23).
template <Color us>
[[gnu::always_inline]] inline void Position::end_counted_move(int to) noexcept {
  if (castling_guard_ & G::bit(to)) {
    constexpr int king_side = castling_slot(~us, kKingSide), queen_side = castling_slot(~us, kQueenSide);
    castling_rights_ &= static_cast<std::uint8_t>(
        ~(((castling_rook_[king_side] == to) << king_side) | ((castling_rook_[queen_side] == to) << queen_side)));
  }
  side_ = ~us;
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
      next.template remove_piece<kKeyed>(make_piece(them, kPawn), to - push_delta(us));
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

// The children of depth-2 nodes are only counted: their key and clocks
// are never read.
[[gnu::always_inline]] inline std::uint64_t Position::count_legal_after(Move m) const {
  return play_impl<false>(m).count_legal();
}

// The leaf counter of a depth-2 node's child.
template <Color us, KingSafety safety, class Sink>
[[gnu::always_inline]] inline std::uint64_t count_child(const Position& child, Sink sink) {
#if defined(__clang__)
  // Clang keeps the inlined leaf counter's registers in order: 3-7 % fewer
  // instructions than the call (no saved registers, the position never
  // stored). GCC 12 spills instead (+13 % on Kiwipete), so it keeps the call
  // (results/chess/perf-log.md, idea 12).
  generate_moves_for<us, Sink, safety>(child, sink);
  return sink.count;
#else
  return count_moves_for<us, safety>(child, sink);
#endif
}

template <Color us, KingSafety safety, bool kDoublePush>
[[gnu::always_inline]] inline std::uint64_t Position::count_legal_after_normal(const NodeReplies& replies,
                                                                              PieceType type, int from,
                                                                              int to) const {
  const bool quiet = !(by_color_[~us] & G::bit(to));
  Position next = *this;
  next.ep_square_ = -1;
  next.make_normal_move<false>(us, type, from, to);
  if constexpr (kDoublePush) next.after_double_push<false>(us, from, to);
  next.end_counted_move<us>(to);
  // Only the per-square nodes count their replies once: the attack-map
  // nodes are endgames, where the replying side's few pieces cost less to
  // generate than to test (results/chess/perf-log.md, idea 32).
  if constexpr (safety == KingSafety::kPerSquare)
    return count_child<~us, safety>(next, ReplyLeafSink{{}, replies, from, to, quiet});
  else
    return count_child<~us, safety>(next, MoveCountSink{});
}

// Sink of a depth-2 node: plays each legal move as the generator finds it
// and counts the replies, so perft(2) builds no move list and ordinary
// moves skip the move encoding and play()'s dispatch on the move kind.
// Inlined into the generator, where each call's piece type and push
// distance are constants: a double push then needs no test per move.
// `safety`: how the children test their king's squares (the children's
// enemy is `us`, whose pieces no ordinary move adds to).
template <Color us, KingSafety safety>
struct ReplyCountSink {
  const Position& pos;
  NodeReplies replies;  // (counted in the per-square nodes only)
  std::uint64_t count = 0;
  [[gnu::always_inline]] void piece_moves(PieceType type, int from, Bitboard targets) {
    while (targets) count += pos.count_legal_after_normal<us, safety>(replies, type, from, pop_lsb(targets));
  }
  [[gnu::always_inline]] void pawn_moves(Bitboard targets, int delta) {
    const bool double_push = delta == 2 * push_delta(us);
    while (targets) {
      const int to = pop_lsb(targets);
      count += double_push ? pos.count_legal_after_normal<us, safety, true>(replies, kPawn, to - delta, to)
                           : pos.count_legal_after_normal<us, safety>(replies, kPawn, to - delta, to);
    }
  }
  void promotions(Bitboard targets, int delta) {
    while (targets) {
      const int to = pop_lsb(targets);
      for (PieceType t : {kQueen, kRook, kBishop, kKnight})
        count += pos.count_legal_after(Move(kPawn, to - delta, to, MoveKind::kPromotion, t));
    }
  }
  void single_move(Move m) { count += pos.count_legal_after(m); }
};

// One out-of-line function per side and king test: each inlines the
// generator, the makes and the leaf counter.
template <Color us, KingSafety safety>
[[gnu::noinline]] std::uint64_t count_two_plies_for(const Position& pos) {
  ReplyCountSink<us, safety> sink{pos, {}};
  if constexpr (safety == KingSafety::kPerSquare) sink.replies.template count<us>(pos);
  // The node itself asks per square: its side's enemy has every piece.
  generate_moves_for<us, ReplyCountSink<us, safety>, KingSafety::kPerSquare>(pos, sink);
  return sink.count;
}

// Whether the children of this node test their king's squares with the
// enemy's attack map (one lookup per enemy knight and slider) instead of
// three lookups per square asked. The children's enemy is our side, whose
// knights and sliders no ordinary move adds to; their king is the enemy's,
// and the squares around it not held by its own side approximate how many
// it will ask about. Boxed-in kings (the start position: none) keep the
// per-square tests, open endgame kings take the map: cachegrind, results/
// chess/perf-log.md, idea 19. (Promotions, which add a piece, go through
// count_legal(), which asks per square.)
inline bool children_use_attack_map(const Position& pos) noexcept {
  const Color us = pos.side_to_move(), them = ~us;
  const Bitboard officers = pos.pieces(us) & ~pos.pieces(kPawn) & ~pos.pieces(kKing);
  const int open_king_squares = popcount(attacks8::king(pos.king_square(them)) & ~pos.pieces(them));
  return popcount(officers) <= open_king_squares + 3;
}

inline std::uint64_t Position::count_two_plies() const {
  const bool map = children_use_attack_map(*this);
  if (side_ == kWhite)
    return map ? count_two_plies_for<kWhite, KingSafety::kAttackMap>(*this)
               : count_two_plies_for<kWhite, KingSafety::kPerSquare>(*this);
  return map ? count_two_plies_for<kBlack, KingSafety::kAttackMap>(*this)
             : count_two_plies_for<kBlack, KingSafety::kPerSquare>(*this);
}

}  // namespace perftkit::chess

#pragma once
// What callers ask of the generator (included by position.h): the legal
// moves as a list, their count, their weighted count (expected model) and
// whether one is a promotion; each is visit_legal with its own sink.
#include <array>

namespace perftkit::raindrop {

template <DeckModel M>
void Position<M>::generate_legal(MoveList& moves) const {
  MoveListSink<MoveList> sink{moves, reserve_[side_]};
  visit_legal(sink);
}

template <DeckModel M>
std::uint64_t Position<M>::count_legal() const {
  MoveCountSink sink{popcount(static_cast<Bitboard>(reserve_[side_]))};
  visit_legal(sink);
  return sink.count;
}

template <DeckModel M>
std::uint64_t Position<M>::count_two_plies() const {
  MoveList moves;
  generate_legal(moves);
  std::uint64_t total = 0;
  for (const auto& m : moves) total += play_unkeyed(m).count_legal();
  return total;
}

// Drops first: one adds a piece, so it never exposes its own king; out of
// check any drawable queen, rook, bishop, knight or pawn with a square
// for it is a legal move, in check one that blocks the only checker. In
// check, the capture of the only checker by a piece that is not pinned.
// Then the king's steps, each tested alone (cheaper than the enemy's whole
// attack map when one is free). The rest (other blocks, jokers, the king
// card) as count_legal finds them.
template <DeckModel M>
bool Position<M>::has_legal_move() const {
  namespace a = attacks8;
  const Color us = side_, them = ~us;
  const Bitboard occ = occupied(), empty = ~occ;
  Bitboard drop_squares = empty;
  Bitboard checking = 0;
  int ksq = 0;
  if (king_placed(us)) {
    ksq = lsb(pieces(us, kKing));
    checking = attackers_to(ksq, occ, them);
    if (checking) drop_squares = has_more_than_one(checking) ? 0 : a::between(ksq, lsb(checking)) & empty;
  }
  if (drop_squares) {
    if (may_draw_an_officer(us)) return true;
    if (may_draw(us, kPawn) && (drop_squares & kPawnDropSquares[us])) return true;
  }
  if (checking && !has_more_than_one(checking)) {
    const Bitboard capturers = attackers_to(lsb(checking), occ, us) & ~by_type_[kKing];
    if (capturers & ~sole_blockers(ksq, them)) return true;
  }
  if (king_placed(us)) {
    for (Bitboard steps = a::king(ksq) & ~by_color_[us]; steps;)
      if (!attackers_to(pop_lsb(steps), occ ^ square_bb(ksq), them)) return true;
  }
  return count_legal() != 0;
}

template <DeckModel M>
bool Position<M>::can_promote() const {
  if (!reserve_[side_] || !king_placed(side_)) return false;
  struct PromotionSink {
    bool found = false;
    void piece_moves(PieceType, int, Bitboard) noexcept {}
    void pawn_moves(Bitboard, int) noexcept {}
    void promotions(Bitboard, int) noexcept { found = true; }
    void drops(PieceType, Bitboard) noexcept {}
    void jokers(Bitboard, bool) noexcept {}
  } sink;
  visit_legal(sink);
  return sink.found;
}

template <DeckModel M>
Rational Position<M>::move_weight(Move move) const
  requires(M == DeckModel::expected)
{
  if (move.kind != MoveKind::kDrop && !move.is_joker()) return Rational{1};
  return Rational(cards_[side_][move.piece], deck_size_[side_]);
}

template <DeckModel M>
Rational Position<M>::weighted_count_legal() const
  requires(M == DeckModel::expected)
{
  // Board moves weigh 1, drops and jokers cards(t)/n: sum the draws'
  // numerators first, then divide once.
  struct WeighingSink {
    const std::array<std::uint8_t, kCardTypes>& cards;
    MoveCountSink board;
    std::uint64_t drop_numerator = 0;
    void piece_moves(PieceType type, int from, Bitboard targets) noexcept { board.piece_moves(type, from, targets); }
    void pawn_moves(Bitboard targets, int delta) noexcept { board.pawn_moves(targets, delta); }
    void promotions(Bitboard targets, int delta) noexcept { board.promotions(targets, delta); }
    void drops(PieceType t, Bitboard targets) noexcept { drop_numerator += cards[t] * popcount(targets); }
    void jokers(Bitboard removals, bool plain) noexcept {
      drop_numerator += cards[kJoker] * (popcount(removals) + plain);
    }
  } sink{cards_[side_], {popcount(static_cast<Bitboard>(reserve_[side_]))}};
  visit_legal(sink);
  Rational total{sink.board.count};
  if (sink.drop_numerator) total += Rational(sink.drop_numerator, deck_size_[side_]);
  return total;
}

}  // namespace perftkit::raindrop

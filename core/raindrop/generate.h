#pragma once
// Legal move generation (included by position.h). One generator body,
// visit_legal, hands its moves to a sink (move_sinks.h), so listing,
// counting, weighing and asking "is there a promotion?" share it.
#include <array>
#include <utility>

#include "geometry/attacks8.h"
#include "raindrop/pawns.h"

namespace perftkit::raindrop {

template <DeckModel M>
template <RaindropMoveSink Sink>
void Position<M>::visit_legal(Sink& sink) const {
  const Color us = side_, them = ~us;
  const Bitboard occ = occupied(), empty = ~occ, own = by_color_[us];

  // Without its king on the board a side must draw; a drop cannot expose
  // an absent king, so every empty square is allowed.
  if (!king_placed(us)) {
    visit_drops(sink, empty, occ);
    visit_jokers(sink, 0, 0);
    return;
  }

  const int ksq = lsb(pieces(us, kKing));
  const Bitboard checking = attackers_to(ksq, occ, them);
  // The king must not stand on a square attacked once it has left its own
  // square (a slider's ray goes through the old square).
  if (Bitboard targets = attacks8::king(ksq) & ~own & ~attacked_by(them, occ ^ square_bb(ksq)))
    sink.piece_moves(kKing, ksq, targets);
  // Double check: only the king moves (a joker's removal takes one checker).
  if (has_more_than_one(checking)) return;

  // Squares that resolve a check: capture the checker or (slider) block.
  Bitboard evasion = ~0ULL;
  if (checking) evasion = checking | attacks8::between(ksq, lsb(checking));
  visit_drops(sink, empty & evasion, occ);  // a drop can only block, never capture

  const Bitboard blockers = sole_blockers(ksq), pins = blockers & own;
  visit_jokers(sink, checking, blockers);
  const Bitboard target = ~own & evasion;
  visit_piece_moves(sink, target, occ, ksq, pins);
  visit_pawn_moves(sink, target, empty, ksq, pins);
}

// Which types may be drawn depends on the model: any type left in the
// deck (open, expected) or the top card only (deck).
template <DeckModel M>
template <class Sink>
void Position<M>::visit_drops(Sink& sink, Bitboard allowed, Bitboard occupied) const {
  const Color us = side_;
  if (!allowed || !deck_size_[us]) return;
  auto drop_type = [&](PieceType t) {
    Bitboard targets = allowed;
    if (t == kPawn) targets &= kPawnDropSquares[us];
    // The king only onto squares the opponent does not attack.
    if (t == kKing) targets &= ~attacked_by(~us, occupied);
    if (targets) sink.drops(t, targets);
  };
  if constexpr (M == DeckModel::deck) {
    if (top_card(us) != kJoker) drop_type(top_card(us));
  } else {
    for (int t = 0; t < kPieceTypes; ++t)
      if (cards_[us][t]) drop_type(static_cast<PieceType>(t));
  }
}

// A joker is on offer exactly when a piece card would be (rules,
// "Jokers"): the deck holds one (open, expected) or it is the top card.
template <DeckModel M>
template <class Sink>
void Position<M>::visit_jokers(Sink& sink, Bitboard checking, Bitboard blockers) const {
  const Color us = side_, them = ~us;
  if constexpr (M == DeckModel::deck) {
    if (top_card(us) != kJoker) return;
  } else {
    if (!cards_[us][kJoker]) return;
  }
  if (joker_rule_ == JokerRule::extra_turn) {
    // The extra turn changes nothing on the board, so it leaves a check in
    // place: illegal in check (rules, choice).
    if (!checking) sink.jokers(0, true);
    return;
  }
  const Bitboard removable = by_color_[them] & ~by_type_[kKing];
  // Nothing to remove: no effect, the turn passes. Not in check then:
  // only the enemy king is left, and kings never touch.
  if (!removable) return sink.jokers(0, true);
  // Afterwards the mover's king must not be attacked: in check only the
  // checker may go, and never a piece that alone screens the king from an
  // enemy slider (a checker that screens another one included).
  Bitboard removals = removable & ~blockers;
  if (checking) removals &= checking;
  if (removals) sink.jokers(removals, false);
}

// Knights, bishops, rooks and queens onto `target` (the squares off the
// mover's pieces that answer a check, if any); a pinned piece only along
// its pin line.
template <DeckModel M>
template <class Sink>
void Position<M>::visit_piece_moves(Sink& sink, Bitboard target, Bitboard occupied, int king_square,
                                    Bitboard pins) const {
  namespace a = attacks8;
  for (Bitboard b = by_color_[side_] & ~by_type_[kPawn] & ~by_type_[kKing]; b;) {
    const int from = pop_lsb(b);
    const PieceType type = type_on(from);
    Bitboard attacks;
    switch (type) {
      case kKnight: attacks = a::knight(from); break;
      case kBishop: attacks = a::bishop(from, occupied); break;
      case kRook: attacks = a::rook(from, occupied); break;
      default: attacks = a::queen(from, occupied); break;
    }
    attacks &= target;
    if (pins & square_bb(from)) attacks &= a::line(king_square, from);
    if (attacks) sink.piece_moves(type, from, attacks);
  }
}

// Unpinned pawns in bulk; pinned pawns one by one, each along its pin line.
template <DeckModel M>
template <class Sink>
void Position<M>::visit_pawn_moves(Sink& sink, Bitboard target, Bitboard empty, int king_square,
                                   Bitboard pins) const {
  const Bitboard pawns = pieces(side_, kPawn);
  visit_pawn_set(sink, pawns & ~pins, target, empty);
  for (Bitboard b = pawns & pins; b;) {
    const int from = pop_lsb(b);
    visit_pawn_set(sink, square_bb(from), target & attacks8::line(king_square, from), empty);
  }
}

// One step forward onto an empty square, or a diagonal capture. With an
// empty reserve a pawn still steps onto the last rank and stays a pawn
// there (rules, "Promotion", choice).
template <DeckModel M>
template <class Sink>
void Position<M>::visit_pawn_set(Sink& sink, Bitboard pawns, Bitboard allowed, Bitboard empty) const {
  const Color us = side_;
  const Bitboard their = by_color_[~us];
  const std::array<std::pair<Bitboard, int>, 3> groups{{
      {pawn_pushes(us, pawns) & empty & allowed, pawn_push_delta(us)},
      {pawn_captures_west(us, pawns) & their & allowed, pawn_west_delta(us)},
      {pawn_captures_east(us, pawns) & their & allowed, pawn_east_delta(us)},
  }};
  const bool can_promote = reserve_[us] != 0;
  for (auto [targets, delta] : groups) {
    if (can_promote) {
      if (Bitboard promoting = targets & kLastRank[us]) sink.promotions(promoting, delta);
      targets &= ~kLastRank[us];
    }
    if (targets) sink.pawn_moves(targets, delta);
  }
}

template <DeckModel M>
void Position<M>::generate_legal(MoveList& moves) const {
  GeneratingSink<MoveList> sink{moves, reserve_[side_]};
  visit_legal(sink);
}

template <DeckModel M>
std::uint64_t Position<M>::count_legal() const {
  CountingSink sink{popcount(static_cast<Bitboard>(reserve_[side_]))};
  visit_legal(sink);
  return sink.count;
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
  if (move.kind != Move::kDrop && !move.is_joker()) return Rational{1};
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
    CountingSink board;
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

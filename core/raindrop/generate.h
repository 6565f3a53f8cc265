#pragma once
// Legal move generation (included by position.h): one generator body,
// visit_legal, hands its moves to a sink (move_sinks.h); legal_moves.h
// asks it for a list, a count, a weighted count or a promotion.
#include <array>
#include <utility>

#include "geometry/attacks8.h"
#include "raindrop/pawns.h"

namespace perftkit::raindrop {

template <DeckModel M>
template <raindrop::Sink Sink>
void Position<M>::visit_legal(Sink& sink) const {
  namespace a = attacks8;
  const Color us = side_, them = ~us;
  const Bitboard occ = occupied(), empty = ~occ, own = by_color_[us];

  // The drops and the pawn sets are forced-inline lambdas: clang calls
  // plain lambdas out of line, and as member functions they read the
  // position again after each sink call; both cost instructions per node.
  //
  // Drops: which types may be drawn depends on the model.
  auto visit_drops = [&](Bitboard allowed) __attribute__((always_inline)) {
    if (!allowed || !deck_size_[us]) return;
    auto drop_type = [&](PieceType t) __attribute__((always_inline)) {
      Bitboard targets = allowed;
      if (t == kPawn) targets &= kPawnDropSquares[us];
      // The king only onto squares the opponent does not attack.
      if (t == kKing) targets &= ~attacked_by(them, occ);
      if (targets) sink.drops(t, targets);
    };
    if constexpr (M == DeckModel::deck) {
      if (top_card(us) != kJoker) drop_type(top_card(us));
    } else {
      // Unrolled: each drop's type is then a constant in the sink (the
      // statistics' tests on it fold away, no jump on the type).
      [&]<int... T>(std::integer_sequence<int, T...>) __attribute__((always_inline)) {
        ((cards_[us][T] ? drop_type(static_cast<PieceType>(T)) : void()), ...);
      }(std::make_integer_sequence<int, kPieceTypeCount>{});
    }
  };

  // Without its king on the board a side must draw; a drop cannot expose
  // an absent king, so every empty square is allowed.
  if (!king_placed(us)) {
    visit_drops(empty);
    visit_jokers(sink, 0, 0);
    return;
  }

  const int ksq = lsb(pieces(us, kKing));
  const Bitboard checking = attackers_to(ksq, occ, them);
  // King moves: the king must not stand on a square attacked once it has
  // left its own square (a slider's ray goes through the old square).
  if (Bitboard targets = a::king(ksq) & ~own & ~attacked_by(them, occ ^ square_bb(ksq)))
    sink.piece_moves(kKing, ksq, targets);
  // Double check: only the king moves (a joker's removal takes one checker).
  if (has_more_than_one(checking)) return;

  // Squares that resolve a check: capture the checker or (slider) block.
  Bitboard evasion = ~0ULL;
  if (checking) evasion = checking | a::between(ksq, lsb(checking));
  visit_drops(empty & evasion);  // a drop can only block, never capture

  const Bitboard blockers = sole_blockers(ksq, them), pins = blockers & own;
  visit_jokers(sink, checking, blockers);
  const Bitboard target = ~own & evasion;
  const Bitboard their = by_color_[them];
  // Type by type: each type is then a constant in the sink (no jump on
  // it there, nor here on the attacks to look up).
  auto visit_pieces = [&]<PieceType type>() __attribute__((always_inline)) {
    for (Bitboard b = pieces(us, type); b;) {
      const int from = pop_lsb(b);
      Bitboard attacks = attacks_from(us, type, from, occ) & target;
      if (pins & square_bb(from)) attacks &= a::line(ksq, from);
      if (attacks) sink.piece_moves(type, from, attacks);
    }
  };
  visit_pieces.template operator()<kKnight>();
  visit_pieces.template operator()<kBishop>();
  visit_pieces.template operator()<kRook>();
  visit_pieces.template operator()<kQueen>();

  // Pawns in bulk (one step onto an empty square; diagonal captures);
  // pinned pawns one by one with their pin line. With an empty reserve a pawn still steps onto the
  // last rank and stays a pawn (rules, "Promotion", choice).
  const bool can_promote = reserve_[us] != 0;
  auto visit_pawns = [&](Bitboard pawns, Bitboard allowed) __attribute__((always_inline)) {
    const std::array<std::pair<Bitboard, int>, 3> groups{{
        {pawn_pushes(us, pawns) & empty & allowed, pawn_push_delta(us)},
        {pawn_captures_west(us, pawns) & their & allowed, pawn_west_delta(us)},
        {pawn_captures_east(us, pawns) & their & allowed, pawn_east_delta(us)},
    }};
    for (auto [targets, delta] : groups) {
      if (can_promote) {
        if (Bitboard promoting = targets & kLastRank[us]) sink.promotions(promoting, delta);
        targets &= ~kLastRank[us];
      }
      if (targets) sink.pawn_moves(targets, delta);
    }
  };
  const Bitboard pawns = pieces(us, kPawn);
  visit_pawns(pawns & ~pins, target);
  for (Bitboard b = pawns & pins; b;) {
    int from = pop_lsb(b);
    visit_pawns(square_bb(from), target & a::line(ksq, from));
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

}  // namespace perftkit::raindrop

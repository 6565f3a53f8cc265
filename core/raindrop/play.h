#pragma once
// Playing a move (included by position.h): copy-make with the key from
// key_after(), and the piece, card and reserve updates it is made of.
#include "raindrop/zobrist.h"

namespace perftkit::raindrop {

template <DeckModel M>
template <bool kKeyed>
void Position<M>::put(Color c, PieceType t, int sq) noexcept {
  by_color_[c] |= square_bb(sq);
  by_type_[t] |= square_bb(sq);
  if constexpr (kKeyed) key_ ^= zobrist.piece[c][t][sq];
}

template <DeckModel M>
template <bool kKeyed>
void Position<M>::remove(Color c, PieceType t, int sq) noexcept {
  by_color_[c] &= ~square_bb(sq);
  by_type_[t] &= ~square_bb(sq);
  if constexpr (kKeyed) key_ ^= zobrist.piece[c][t][sq];
}

template <DeckModel M>
template <bool kKeyed>
void Position<M>::take_card(Color c, PieceType t) noexcept {
  if constexpr (kKeyed) key_ ^= card_key(c, t);
  if constexpr (M == DeckModel::deck) {
    // The top card sits in slot deck_size - 1 (slots count from the bottom).
    int slot = --deck_size_[c];
    sequence_[c] &= ~(7ULL << (3 * slot));
  } else {
    --deck_size_[c];
  }
  --cards_[c][t];
}

template <DeckModel M>
std::uint64_t Position<M>::card_key(Color c, PieceType t) const noexcept {
  if constexpr (M == DeckModel::deck) return zobrist.slot_key(joker_rule_, c, deck_size_[c] - 1, t);
  else return zobrist.count_key(joker_rule_, c, t, cards_[c][t]) ^ zobrist.count_key(joker_rule_, c, t, cards_[c][t] - 1);
}

// Both decks' keys, added once the joker rule is known (from_fen, decode).
template <DeckModel M>
void Position<M>::key_decks() noexcept {
  for (Color c : {kWhite, kBlack}) {
    if constexpr (M == DeckModel::deck) {
      for (int slot = 0; slot < deck_size_[c]; ++slot)
        key_ ^= zobrist.slot_key(joker_rule_, c, slot, static_cast<PieceType>(sequence_[c] >> (3 * slot) & 7));
    } else {
      for (int t = 0; t < kCardTypes; ++t)
        key_ ^= zobrist.count_key(joker_rule_, c, static_cast<PieceType>(t), cards_[c][t]);
    }
  }
}

template <DeckModel M>
template <bool kKeyed>
void Position<M>::toggle_reserve(Color c, PieceType t) noexcept {
  reserve_[c] ^= static_cast<std::uint8_t>(1 << t);
  if constexpr (kKeyed) key_ ^= zobrist.reserve[c][t];
}

template <DeckModel M>
Position<M> Position<M>::play(Move move) const {
  return play_keyed<true>(move);
}

template <DeckModel M>
Position<M> Position<M>::play_unkeyed(Move move) const {
  return play_keyed<false>(move);
}

// The board, decks and clocks change here; the key comes from key_after(),
// which the last ply of a distinct count also calls alone to skip the
// children outside its key range (most of them) without making them.
template <DeckModel M>
template <bool kKeyed>
Position<M> Position<M>::play_keyed(Move move) const {
  Position next = *this;
  if constexpr (kKeyed) next.key_ = key_after(move);
  const Color us = side_, them = ~us;
  if (move.is_joker()) {
    next.template take_card<false>(us, kJoker);
    next.halfmove_ = 0;
    // A removed piece leaves the game like a captured one.
    if (move.kind == MoveKind::kJokerRemoval) next.template remove<false>(them, type_on(move.to), move.to);
    // An extra turn: the same side moves again, within the same full move.
    if (joker_rule_ == JokerRule::extra_turn) return next;
  } else if (move.kind == MoveKind::kDrop) {
    next.template put<false>(us, move.piece, move.to);
    next.template take_card<false>(us, move.piece);
    next.halfmove_ = 0;
  } else {
    PieceType moving = type_on(move.from);
    next.halfmove_ = moving == kPawn ? 0 : static_cast<std::uint16_t>(halfmove_ + 1);
    if (by_color_[them] & square_bb(move.to)) {
      next.template remove<false>(them, type_on(move.to), move.to);  // captured pieces leave the game
      next.halfmove_ = 0;
    }
    next.template remove<false>(us, moving, move.from);
    if (move.kind == MoveKind::kPromotion) {
      next.template put<false>(us, move.piece, move.to);
      next.template toggle_reserve<false>(us, move.piece);
    } else {
      next.template put<false>(us, moving, move.to);
    }
  }
  if (us == kBlack) ++next.fullmove_;
  next.side_ = them;
  return next;
}

template <DeckModel M>
std::uint64_t Position<M>::key_after(Move move) const noexcept {
  const Color us = side_, them = ~us;
  std::uint64_t key = key_;
  if (move.is_joker()) {
    key ^= card_key(us, kJoker);
    if (move.kind == MoveKind::kJokerRemoval) key ^= zobrist.piece[them][type_on(move.to)][move.to];
    if (joker_rule_ == JokerRule::extra_turn) return key;  // the same side moves again
  } else if (move.kind == MoveKind::kDrop) {
    key ^= zobrist.piece[us][move.piece][move.to] ^ card_key(us, move.piece);
  } else {
    const PieceType moving = type_on(move.from);
    if (by_color_[them] & square_bb(move.to)) key ^= zobrist.piece[them][type_on(move.to)][move.to];
    key ^= zobrist.piece[us][moving][move.from];
    if (move.kind == MoveKind::kPromotion) key ^= zobrist.piece[us][move.piece][move.to] ^ zobrist.reserve[us][move.piece];
    else key ^= zobrist.piece[us][moving][move.to];
  }
  return key ^ zobrist.black_to_move;
}

template <DeckModel M>
MoveFacts Position<M>::move_facts(Move move) const noexcept {
  MoveFacts facts;
  facts.drop = move.kind == MoveKind::kDrop;
  facts.promotion = move.kind == MoveKind::kPromotion;
  // A joker's removal is not a capture (rules, "Jokers").
  facts.capture = !facts.drop && !move.is_joker() && (by_color_[~side_] & square_bb(move.to)) != 0;
  return facts;
}

}  // namespace perftkit::raindrop

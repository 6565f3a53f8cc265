#pragma once
// The exact position code (position_code.h) of a Position and back
// (included by position.h). Inline: distinct enumeration encodes every
// position of its last ply.
#include "raindrop/position_code.h"

namespace perftkit::raindrop {

template <DeckModel M>
PositionCode Position<M>::encode() const noexcept {
  PositionCode code;
  // The board: square sq is the nibble sq of words 0-3, 0 when empty,
  // else 1 + type (+ 6 for Black). Filled piece by piece: a position has
  // far fewer pieces than squares.
  for (Color c : {kWhite, kBlack})
    for (int t = 0; t < kPieceTypeCount; ++t)
      for (Bitboard b = pieces(c, static_cast<PieceType>(t)); b;) {
        int sq = pop_lsb(b);
        code.words[sq >> 4] |= static_cast<std::uint64_t>(1 + t + c * kPieceTypeCount) << (4 * (sq & 15));
      }
  CodeWriter out(code.words, 256);
  out.write(side_, 1);
  out.write(reserve_[kWhite] >> kKnight & 15, 4);
  out.write(reserve_[kBlack] >> kKnight & 15, 4);
  for (Color c : {kWhite, kBlack}) {
    if constexpr (M == DeckModel::deck) {
      out.write(deck_size_[c], 5);
      out.write(sequence_[c], 3 * kDeckSize);
    } else {
      for (int t = 0; t < kPieceTypeCount; ++t) out.write(cards_[c][t], 4);
    }
  }
  // Jokers after the fields above, so that a position without jokers has
  // the code a joker-free encoding gives it (journals written by
  // joker-free runs stay readable): the deck model's slots beyond 16, or
  // the joker counts; then the rule, which matters only while a joker is
  // left (deck model: 384 bits in all).
  for (Color c : {kWhite, kBlack}) {
    if constexpr (M == DeckModel::deck) out.write(sequence_[c] >> (3 * kDeckSize), 3 * (kMaxDeckSize - kDeckSize));
    else out.write(cards_[c][kJoker], 2);
  }
  const bool jokers_left = cards_[kWhite][kJoker] || cards_[kBlack][kJoker];
  out.write(jokers_left && joker_rule_ == JokerRule::remove, 1);
  return code;
}

template <DeckModel M>
Position<M> Position<M>::decode(const PositionCode& code) {
  Position pos;
  for (int sq = 0; sq < 64; ++sq) {
    int piece = static_cast<int>(code.words[sq >> 4] >> (4 * (sq & 15)) & 15);
    if (piece) pos.put(piece > kPieceTypeCount ? kBlack : kWhite, static_cast<PieceType>((piece - 1) % kPieceTypeCount), sq);
  }
  CodeReader in(code.words, 256);
  pos.side_ = static_cast<Color>(in.read(1));
  if (pos.side_ == kBlack) pos.key_ ^= zobrist.black_to_move;
  for (Color c : {kWhite, kBlack}) {
    auto bits = static_cast<std::uint8_t>(in.read(4) << kKnight);
    for (PieceType t : kReservePieces)
      if (bits >> t & 1) pos.toggle_reserve(c, t);
  }
  for (Color c : {kWhite, kBlack}) {
    if constexpr (M == DeckModel::deck) {
      pos.deck_size_[c] = static_cast<std::uint8_t>(in.read(5));
      pos.sequence_[c] = in.read(3 * kDeckSize);
    } else {
      for (int t = 0; t < kPieceTypeCount; ++t) pos.cards_[c][t] = static_cast<std::uint8_t>(in.read(4));
    }
  }
  for (Color c : {kWhite, kBlack}) {
    if constexpr (M == DeckModel::deck) {
      pos.sequence_[c] |= in.read(3 * (kMaxDeckSize - kDeckSize)) << (3 * kDeckSize);
      for (int slot = 0; slot < pos.deck_size_[c]; ++slot) ++pos.cards_[c][pos.sequence_[c] >> (3 * slot) & 7];
    } else {
      pos.cards_[c][kJoker] = static_cast<std::uint8_t>(in.read(2));
      for (int t = 0; t < kCardTypes; ++t) pos.deck_size_[c] = static_cast<std::uint8_t>(pos.deck_size_[c] + pos.cards_[c][t]);
    }
  }
  const bool removes = in.read(1) != 0;
  if (pos.cards_[kWhite][kJoker] || pos.cards_[kBlack][kJoker])
    pos.joker_rule_ = removes ? JokerRule::remove : JokerRule::extra_turn;
  pos.key_decks();
  return pos;
}

}  // namespace perftkit::raindrop

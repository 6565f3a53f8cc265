// A Position from and to its FEN text (rules, "Position text"), and the
// checks that refuse positions the rules cannot reach. The text itself is
// split into parts by fen.cpp.
#include <string>

#include "common/input_error.h"
#include "raindrop/fen.h"
#include "raindrop/options.h"
#include "raindrop/position.h"

namespace perftkit::raindrop {

template <DeckModel M>
std::string Position<M>::start_fen(const VariantOptions& options) {
  if constexpr (M == DeckModel::deck)
    throw_input_error("--model deck", "needs a deck order: give a FEN whose cards list each deck from the top");
  const int jokers = jokers_option(options);
  if (jokers && joker_rule_option(options) == JokerRule::none)
    throw_input_error("--jokers", "needs a joker rule (--joker-rule extra-turn|remove)");
  const std::string white_jokers(jokers, 'J'), black_jokers(jokers, 'j');
  return "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPP" + white_jokers + "kqrrbbnnpppppppp" + black_jokers + "] w - - 0 1";
}

template <DeckModel M>
Position<M> Position<M>::from_fen(std::string_view text, const VariantOptions& options) {
  FenParts parts = parse_fen_parts(text);
  Position pos;
  pos.joker_rule_ = joker_rule_option(options);
  for (int sq = 0; sq < 64; ++sq)
    if (parts.board_type[sq] != kNoPieceType) pos.put(parts.board_color[sq], parts.board_type[sq], sq);
  for (Color c : {kWhite, kBlack}) {
    const auto& cards = parts.cards[c];
    pos.deck_size_[c] = static_cast<std::uint8_t>(cards.size());
    for (std::size_t i = 0; i < cards.size(); ++i) {
      ++pos.cards_[c][cards[i]];
      // The first letter is the top card: the highest slot.
      if constexpr (M == DeckModel::deck)
        pos.sequence_[c] |= static_cast<std::uint64_t>(cards[i]) << (3 * (cards.size() - 1 - i));
    }
    if (pos.cards_[c][kJoker] && pos.joker_rule_ == JokerRule::none)
      throw_input_error("FEN field 'cards'", std::string("joker '") + piece_letter(kJoker, c) +
                                                 "' without a joker rule (give --joker-rule extra-turn|remove, "
                                                 "or ;jokers <rule> on an EPD line)");
    for (PieceType t : kReservePieces)
      if (parts.reserve[c] >> t & 1) pos.toggle_reserve(c, t);
  }
  pos.key_decks();
  pos.side_ = parts.side;
  if (pos.side_ == kBlack) pos.key_ ^= zobrist.black_to_move;
  pos.halfmove_ = static_cast<std::uint16_t>(parts.halfmove);
  pos.fullmove_ = static_cast<std::uint16_t>(parts.fullmove);
  pos.validate();
  return pos;
}

template <DeckModel M>
std::string Position<M>::house_rules() const {
  return joker_rule_ == JokerRule::none ? "" : "jokers " + std::string(joker_rule_name(joker_rule_));
}

template <DeckModel M>
void Position<M>::validate() const {
  const char* const color_name[2] = {"White", "Black"};
  for (Color c : {kWhite, kBlack}) {
    // A side's king is on the board or its K card still in its deck: kings
    // are never captured, and no card (a joker neither) becomes a king.
    int kings = popcount(pieces(c, kKing)) + cards_[c][kKing];
    if (kings > 1)
      throw_input_error("FEN", std::string(color_name[c]) + " has two kings (on the board and/or among the cards)");
    if (kings == 0)
      throw_input_error("FEN", std::string(color_name[c]) + " has no king (none on the board and no K card left)");
    Bitboard first_rank = c == kWhite ? 0xFFULL : 0xFF00000000000000ULL;
    if (pieces(c, kPawn) & first_rank)
      throw_input_error("FEN field 'board'", std::string(color_name[c]) + " pawn on " +
                                                 Geometry8::square_name(lsb(pieces(c, kPawn) & first_rank)) +
                                                 ", its own first rank");
    if (reserve_[c] && (pieces(c, kPawn) & kLastRank[c]))
      throw_input_error("FEN field 'board'", std::string(color_name[c]) + " pawn on " +
                                                 Geometry8::square_name(lsb(pieces(c, kPawn) & kLastRank[c])) +
                                                 ", its last rank, while its reserve is not empty (it must have promoted)");
  }
  Color them = ~side_;
  if (king_placed(them) && attackers_to(lsb(pieces(them, kKing)), occupied(), side_))
    throw_input_error("FEN", std::string("the side not to move (") + color_name[them] + ") is in check");
}

template <DeckModel M>
std::string Position<M>::fen() const {
  std::string text;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      int sq = rank * 8 + file;
      PieceType t = type_on(sq);
      if (t == kNoPieceType) {
        ++empty;
        continue;
      }
      if (empty) text += static_cast<char>('0' + empty);
      empty = 0;
      text += piece_letter(t, (by_color_[kWhite] & square_bb(sq)) ? kWhite : kBlack);
    }
    if (empty) text += static_cast<char>('0' + empty);
    if (rank) text += '/';
  }
  text += '[';
  for (Color c : {kWhite, kBlack}) {
    if constexpr (M == DeckModel::deck) {
      for (int slot = deck_size_[c] - 1; slot >= 0; --slot)
        text += piece_letter(static_cast<PieceType>(sequence_[c] >> (3 * slot) & 7), c);
    } else {
      for (PieceType t : kCardWritingOrder) text.append(cards_[c][t], piece_letter(t, c));
    }
  }
  text += "] ";
  text += side_ == kWhite ? "w" : "b";
  text += " - - " + std::to_string(halfmove_) + " " + std::to_string(fullmove_) + " " + reserve_text(reserve_);
  return text;
}

// Defined here once for the three models; position.h only declares them.
template std::string Position<DeckModel::open>::start_fen(const VariantOptions&);
template Position<DeckModel::open> Position<DeckModel::open>::from_fen(std::string_view, const VariantOptions&);
template std::string Position<DeckModel::open>::fen() const;
template std::string Position<DeckModel::open>::house_rules() const;
template std::string Position<DeckModel::deck>::start_fen(const VariantOptions&);
template Position<DeckModel::deck> Position<DeckModel::deck>::from_fen(std::string_view, const VariantOptions&);
template std::string Position<DeckModel::deck>::fen() const;
template std::string Position<DeckModel::deck>::house_rules() const;
template std::string Position<DeckModel::expected>::start_fen(const VariantOptions&);
template Position<DeckModel::expected> Position<DeckModel::expected>::from_fen(std::string_view, const VariantOptions&);
template std::string Position<DeckModel::expected>::fen() const;
template std::string Position<DeckModel::expected>::house_rules() const;

}  // namespace perftkit::raindrop

#pragma once
// Member definitions of Position<M> (included by position.h): move
// generation and counting, play, naming, FEN, encoding.
#include <algorithm>

#include "common/input_error.h"
#include "raindrop/fen.h"

namespace perftkit::raindrop {

namespace detail {

inline Bitboard pawn_attacks_of_set(Color c, Bitboard pawns) noexcept {
  constexpr Bitboard kNotFileA = 0xFEFEFEFEFEFEFEFEULL, kNotFileH = 0x7F7F7F7F7F7F7F7FULL;
  return c == kWhite ? ((pawns & kNotFileA) << 7) | ((pawns & kNotFileH) << 9)
                     : ((pawns & kNotFileA) >> 9) | ((pawns & kNotFileH) >> 7);
}

// Sink for count_legal: popcounts, no move is built.
struct CountingSink {
  int promotion_choices;
  std::uint64_t count = 0;
  void drops(PieceType, Bitboard targets) noexcept { count += popcount(targets); }
  void jokers(Bitboard removals, bool plain) noexcept { count += popcount(removals) + plain; }
  void moves(int, Bitboard targets) noexcept { count += popcount(targets); }
  void pawn_moves(Bitboard targets, int, bool promotes) noexcept {
    count += static_cast<std::uint64_t>(popcount(targets)) * (promotes ? promotion_choices : 1);
  }
};

// Sink for generate_legal: writes every move.
template <class MoveList>
struct GeneratingSink {
  MoveList& list;
  std::uint8_t reserve;
  void drops(PieceType t, Bitboard targets) noexcept {
    while (targets) list.push_back(Move::drop(t, pop_lsb(targets)));
  }
  void jokers(Bitboard removals, bool plain) noexcept {
    if (plain) list.push_back(Move::joker());
    while (removals) list.push_back(Move::joker_removal(pop_lsb(removals)));
  }
  void moves(int from, Bitboard targets) noexcept {
    while (targets) list.push_back(Move::normal(from, pop_lsb(targets)));
  }
  void pawn_moves(Bitboard targets, int delta, bool promotes) noexcept {
    while (targets) {
      int to = pop_lsb(targets);
      if (!promotes) {
        list.push_back(Move::normal(to - delta, to));
        continue;
      }
      for (PieceType t : kReservePieces)
        if (reserve >> t & 1) list.push_back(Move::promotion(to - delta, to, t));
    }
  }
};

}  // namespace detail

// ---------------------------------------------------------------- queries

template <DeckModel M>
PieceType Position<M>::type_on(int sq) const noexcept {
  Bitboard b = square_bb(sq);
  for (int t = 0; t < kPieceTypes; ++t)
    if (by_type_[t] & b) return static_cast<PieceType>(t);
  return kNoPiece;
}

template <DeckModel M>
Bitboard Position<M>::attacked_by(Color c, Bitboard occupied) const noexcept {
  namespace a = attacks8;
  Bitboard attacked = detail::pawn_attacks_of_set(c, pieces(c, kPawn));
  for (Bitboard b = pieces(c, kKnight); b;) attacked |= a::knight(pop_lsb(b));
  for (Bitboard b = pieces(c, kBishop) | pieces(c, kQueen); b;) attacked |= a::bishop(pop_lsb(b), occupied);
  for (Bitboard b = pieces(c, kRook) | pieces(c, kQueen); b;) attacked |= a::rook(pop_lsb(b), occupied);
  for (Bitboard b = pieces(c, kKing); b;) attacked |= a::king(pop_lsb(b));
  return attacked;
}

template <DeckModel M>
Bitboard Position<M>::attackers_to(int sq, Bitboard occupied, Color by) const noexcept {
  namespace a = attacks8;
  return by_color_[by] & ((a::pawn(opposite(by), sq) & by_type_[kPawn]) | (a::knight(sq) & by_type_[kKnight]) |
                          (a::bishop(sq, occupied) & (by_type_[kBishop] | by_type_[kQueen])) |
                          (a::rook(sq, occupied) & (by_type_[kRook] | by_type_[kQueen])) |
                          (a::king(sq) & by_type_[kKing]));
}

template <DeckModel M>
Bitboard Position<M>::checkers() const noexcept {
  return attackers_to(lsb(pieces(side_, kKing)), occupied(), opposite(side_));
}

template <DeckModel M>
Bitboard Position<M>::sole_blockers(int king_square) const noexcept {
  namespace a = attacks8;
  Color them = opposite(side_);
  Bitboard snipers = (a::rook(king_square, 0) & (pieces(them, kRook) | pieces(them, kQueen))) |
                     (a::bishop(king_square, 0) & (pieces(them, kBishop) | pieces(them, kQueen)));
  Bitboard result = 0, occ = occupied();
  while (snipers) {
    Bitboard blockers = a::between(king_square, pop_lsb(snipers)) & occ;
    if (blockers && !has_more_than_one(blockers)) result |= blockers;
  }
  return result;
}

// ------------------------------------------------------------- generation

template <DeckModel M>
template <class Sink>
void Position<M>::visit_legal(Sink& sink) const {
  namespace a = attacks8;
  const Color us = side_, them = opposite(us);
  const Bitboard occ = occupied(), empty = ~occ, own = by_color_[us];

  // Drops: which types may be drawn depends on the model. (Both lambdas
  // are forced inline: clang otherwise calls them out of line, 8 % more
  // instructions in Raindrop perft.)
  auto visit_drops = [&](Bitboard allowed) __attribute__((always_inline)) {
    if (!allowed || !deck_size_[us]) return;
    auto drop_type = [&](PieceType t) {
      Bitboard targets = allowed;
      if (t == kPawn) targets &= kPawnDropSquares[us];
      // The king only onto squares the opponent does not attack.
      if (t == kKing) targets &= ~attacked_by(them, occ);
      if (targets) sink.drops(t, targets);
    };
    if constexpr (M == DeckModel::deck) {
      if (top_card(us) != kJoker) drop_type(top_card(us));
    } else {
      for (int t = 0; t < kPieceTypes; ++t)
        if (cards_[us][t]) drop_type(static_cast<PieceType>(t));
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
  if (Bitboard targets = a::king(ksq) & ~own & ~attacked_by(them, occ ^ square_bb(ksq))) sink.moves(ksq, targets);
  // Double check: only the king moves (a joker's removal takes one checker).
  if (has_more_than_one(checking)) return;

  // Squares that resolve a check: capture the checker or (slider) block.
  Bitboard evasion = ~0ULL;
  if (checking) evasion = checking | a::between(ksq, lsb(checking));
  visit_drops(empty & evasion);  // a drop can only block, never capture

  const Bitboard blockers = sole_blockers(ksq), pins = blockers & own;
  visit_jokers(sink, checking, blockers);
  const Bitboard target = ~own & evasion;
  const Bitboard their = by_color_[them];
  for (Bitboard b = own & ~by_type_[kPawn] & ~by_type_[kKing]; b;) {
    int from = pop_lsb(b);
    Bitboard attacks;
    switch (type_on(from)) {
      case kKnight: attacks = a::knight(from); break;
      case kBishop: attacks = a::bishop(from, occ); break;
      case kRook: attacks = a::rook(from, occ); break;
      default: attacks = a::queen(from, occ); break;
    }
    attacks &= target;
    if (pins & square_bb(from)) attacks &= a::line(ksq, from);
    if (attacks) sink.moves(from, attacks);
  }

  // Pawns in bulk (one step; diagonal captures); pinned pawns one by one
  // with their pin line. With an empty reserve a pawn still steps onto the
  // last rank and stays a pawn (rules, "Promotion", choice).
  const bool can_promote = reserve_[us] != 0;
  const int forward = us == kWhite ? 8 : -8;
  auto visit_pawns = [&](Bitboard pawns, Bitboard allowed) __attribute__((always_inline)) {
    Bitboard pushes = (us == kWhite ? pawns << 8 : pawns >> 8) & empty & allowed;
    constexpr Bitboard kNotFileA = 0xFEFEFEFEFEFEFEFEULL, kNotFileH = 0x7F7F7F7F7F7F7F7FULL;
    // Captures toward the a-file side and toward the h-file side.
    Bitboard west = (us == kWhite ? (pawns & kNotFileA) << 7 : (pawns & kNotFileA) >> 9) & their & allowed;
    Bitboard east = (us == kWhite ? (pawns & kNotFileH) << 9 : (pawns & kNotFileH) >> 7) & their & allowed;
    const std::array<std::pair<Bitboard, int>, 3> groups{{{pushes, forward}, {west, forward - 1}, {east, forward + 1}}};
    for (auto [targets, delta] : groups) {
      if (can_promote) {
        if (targets & kLastRank[us]) sink.pawn_moves(targets & kLastRank[us], delta, true);
        targets &= ~kLastRank[us];
      }
      if (targets) sink.pawn_moves(targets, delta, false);
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
  const Color us = side_, them = opposite(us);
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

template <DeckModel M>
void Position<M>::generate_legal(MoveList& moves) const {
  detail::GeneratingSink<MoveList> sink{moves, reserve_[side_]};
  visit_legal(sink);
}

template <DeckModel M>
std::uint64_t Position<M>::count_legal() const {
  detail::CountingSink sink{popcount(static_cast<Bitboard>(reserve_[side_]))};
  visit_legal(sink);
  return sink.count;
}

template <DeckModel M>
bool Position<M>::can_promote() const {
  if (!reserve_[side_] || !king_placed(side_)) return false;
  struct PromotionSink {
    bool found = false;
    void drops(PieceType, Bitboard) noexcept {}
    void jokers(Bitboard, bool) noexcept {}
    void moves(int, Bitboard) noexcept {}
    void pawn_moves(Bitboard, int, bool promotes) noexcept { found = found || promotes; }
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
  // numerators first.
  struct WeighingSink {
    const std::array<std::uint8_t, kCardTypes>& cards;
    detail::CountingSink board;
    std::uint64_t drop_numerator = 0;
    void drops(PieceType t, Bitboard targets) noexcept { drop_numerator += cards[t] * popcount(targets); }
    void jokers(Bitboard removals, bool plain) noexcept {
      drop_numerator += cards[kJoker] * (popcount(removals) + plain);
    }
    void moves(int from, Bitboard targets) noexcept { board.moves(from, targets); }
    void pawn_moves(Bitboard targets, int delta, bool promotes) noexcept { board.pawn_moves(targets, delta, promotes); }
  } sink{cards_[side_], {popcount(static_cast<Bitboard>(reserve_[side_]))}};
  visit_legal(sink);
  Rational total{sink.board.count};
  if (sink.drop_numerator) total += Rational(sink.drop_numerator, deck_size_[side_]);
  return total;
}

// ------------------------------------------------------------------ play

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

template <DeckModel M>
template <bool kKeyed>
void Position<M>::toggle_reserve(Color c, PieceType t) noexcept {
  reserve_[c] ^= static_cast<std::uint8_t>(1 << t);
  if constexpr (kKeyed) key_ ^= zobrist.reserve[c][t];
}

// The board, decks and clocks change here; the key comes from key_after(),
// which the last ply of a distinct count also calls alone to skip the
// children outside its key range (most of them) without making them.
template <DeckModel M>
Position<M> Position<M>::play(Move move) const {
  Position next = *this;
  next.key_ = key_after(move);
  const Color us = side_, them = opposite(us);
  if (move.is_joker()) {
    next.template take_card<false>(us, kJoker);
    next.halfmove_ = 0;
    // A removed piece leaves the game like a captured one.
    if (move.kind == Move::kJokerRemoval) next.template remove<false>(them, type_on(move.to), move.to);
    // An extra turn: the same side moves again, within the same full move.
    if (joker_rule_ == JokerRule::extra_turn) return next;
  } else if (move.kind == Move::kDrop) {
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
    if (move.kind == Move::kPromotion) {
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
  const Color us = side_, them = opposite(us);
  std::uint64_t key = key_;
  if (move.is_joker()) {
    key ^= card_key(us, kJoker);
    if (move.kind == Move::kJokerRemoval) key ^= zobrist.piece[them][type_on(move.to)][move.to];
    if (joker_rule_ == JokerRule::extra_turn) return key;  // the same side moves again
  } else if (move.kind == Move::kDrop) {
    key ^= zobrist.piece[us][move.piece][move.to] ^ card_key(us, move.piece);
  } else {
    const PieceType moving = type_on(move.from);
    if (by_color_[them] & square_bb(move.to)) key ^= zobrist.piece[them][type_on(move.to)][move.to];
    key ^= zobrist.piece[us][moving][move.from];
    if (move.kind == Move::kPromotion) key ^= zobrist.piece[us][move.piece][move.to] ^ zobrist.reserve[us][move.piece];
    else key ^= zobrist.piece[us][moving][move.to];
  }
  return key ^ zobrist.black_to_move;
}

template <DeckModel M>
MoveFacts Position<M>::move_facts(Move move) const noexcept {
  MoveFacts facts;
  facts.drop = move.kind == Move::kDrop;
  facts.joker = move.is_joker();
  facts.promotion = move.kind == Move::kPromotion;
  // A joker's removal is not a capture (rules, "Jokers").
  facts.capture = !facts.drop && !facts.joker && (by_color_[opposite(side_)] & square_bb(move.to)) != 0;
  return facts;
}

// ---------------------------------------------------------------- naming

template <DeckModel M>
std::string Position<M>::move_name(Move move) const {
  if (move.kind == Move::kDrop) return std::string(1, piece_letter(move.piece)) + "@" + Geometry8::square_name(move.to);
  if (move.kind == Move::kJokerDraw) return "J";
  if (move.kind == Move::kJokerRemoval) return "Jx" + Geometry8::square_name(move.to);
  std::string name = Geometry8::square_name(move.from) + Geometry8::square_name(move.to);
  if (move.kind == Move::kPromotion) name += piece_letter(move.piece, kBlack);
  return name;
}

template <DeckModel M>
std::optional<Move> Position<M>::parse_move(std::string_view text) const {
  // Drops and jokers are written with an upper-case letter; accept lower
  // case too.
  std::string wanted(text);
  const bool joker = wanted == "j" || (wanted.size() >= 2 && wanted[0] == 'j' && wanted[1] == 'x');
  if ((wanted.size() >= 2 && wanted[1] == '@') || joker) {
    if (wanted[0] >= 'a' && wanted[0] <= 'z') wanted[0] = static_cast<char>(wanted[0] - ('a' - 'A'));
  }
  MoveList moves;
  generate_legal(moves);
  for (const Move& m : moves)
    if (move_name(m) == wanted) return m;
  return std::nullopt;
}

// ------------------------------------------------------------------- FEN

template <DeckModel M>
std::string Position<M>::start_fen(const VariantOptions& options) {
  if constexpr (M == DeckModel::deck)
    throw_input_error("--model deck", "needs a deck order: give a FEN whose cards list each deck from the top");
  if (options.jokers < 0 || options.jokers > kFullDeck[kJoker])
    throw_input_error("--jokers", std::to_string(options.jokers) + " is out of range (0 to 2 per deck)");
  if (options.jokers && parse_joker_rule(options.joker_rule, "--joker-rule") == JokerRule::none)
    throw_input_error("--jokers", "needs a joker rule (--joker-rule extra-turn|remove)");
  const std::string white_jokers(options.jokers, 'J'), black_jokers(options.jokers, 'j');
  return "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPP" + white_jokers + "kqrrbbnnpppppppp" + black_jokers + "] w - - 0 1";
}

template <DeckModel M>
Position<M> Position<M>::from_fen(std::string_view text, const VariantOptions& options) {
  FenParts parts = parse_fen_parts(text);
  Position pos;
  pos.joker_rule_ = parse_joker_rule(options.joker_rule, "--joker-rule");
  for (int sq = 0; sq < 64; ++sq)
    if (parts.board_type[sq] != kNoPiece) pos.put(parts.board_color[sq], parts.board_type[sq], sq);
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
std::string Position<M>::house_rules() const {
  return joker_rule_ == JokerRule::none ? "" : "jokers " + std::string(joker_rule_name(joker_rule_));
}

template <DeckModel M>
void Position<M>::validate() const {
  const char* const color_name[2] = {"White", "Black"};
  for (Color c : {kWhite, kBlack}) {
    int kings = popcount(pieces(c, kKing)) + cards_[c][kKing];
    if (kings > 1)
      throw_input_error("FEN", std::string(color_name[c]) + " has two kings (on the board and/or among the cards)");
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
  Color them = opposite(side_);
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
      if (t == kNoPiece) {
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

// -------------------------------------------------------------- encoding

template <DeckModel M>
PositionCode Position<M>::encode() const noexcept {
  PositionCode code;
  // The board: square sq is the nibble sq of words 0-3, 0 when empty,
  // else 1 + type (+ 6 for Black). Filled piece by piece: a position has
  // far fewer pieces than squares.
  for (Color c : {kWhite, kBlack})
    for (int t = 0; t < kPieceTypes; ++t)
      for (Bitboard b = pieces(c, static_cast<PieceType>(t)); b;) {
        int sq = pop_lsb(b);
        code.words[sq >> 4] |= static_cast<std::uint64_t>(1 + t + c * kPieceTypes) << (4 * (sq & 15));
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
      for (int t = 0; t < kPieceTypes; ++t) out.write(cards_[c][t], 4);
    }
  }
  // Jokers after the fields above, so that a position without them keeps
  // the code it had before jokers existed (journals stay readable): the
  // deck model's slots beyond 16, or the joker counts; then the rule,
  // which matters only while a joker is left (deck model: 384 bits in all).
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
    if (piece) pos.put(piece > kPieceTypes ? kBlack : kWhite, static_cast<PieceType>((piece - 1) % kPieceTypes), sq);
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
      for (int t = 0; t < kPieceTypes; ++t) pos.cards_[c][t] = static_cast<std::uint8_t>(in.read(4));
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

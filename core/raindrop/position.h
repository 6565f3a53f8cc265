#pragma once
// A Raindrop chess position (rules: shared/rules/raindrop.md): the 8x8
// board, both decks, both promotion reserves and the side to move.
//
// The deck model is a template parameter, so each model is its own Game
// type with no run-time branch on the hot path:
//   Position<DeckModel::open>     any type left in the deck may be drawn
//   Position<DeckModel::deck>     the deck order is known: only the top card
//   Position<DeckModel::expected> chance perft: a WeightedGame whose drops
//                                 weigh count(type)/cards left, Count = Rational
// Decks are kept as per-type counts (all models) plus, in the deck model,
// the sequence: 3 bits per card, the top card in the highest used slot.
// Jokers are cards (kJoker); the joker rule is a run-time option that each
// position carries (set by from_fen), since it only matters once a joker
// is drawn and the bulk of the work never looks at it.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "common/bitboard.h"
#include "game/move_facts.h"
#include "game/move_list.h"
#include "game/variant_options.h"
#include "geometry/attacks8.h"
#include "raindrop/joker_rule.h"
#include "raindrop/move_sinks.h"
#include "raindrop/position_code.h"
#include "raindrop/rational.h"
#include "raindrop/types.h"
#include "raindrop/zobrist.h"

namespace perftkit::raindrop {

template <DeckModel M>
class CompactCoder;

template <DeckModel M>
class Position {
 public:
  using Move = raindrop::Move;
  // Drops: at most 5 types x 64 squares, joker removals at most 15; board
  // moves of a side with its king placed stay far below the remaining bound.
  static constexpr std::size_t kMaxMoves = 640;
  using MoveList = perftkit::MoveList<Move, kMaxMoves>;
  using Count = Rational;  // the weighted count (used by the expected model only)
  using Code = PositionCode;
  static constexpr std::string_view kVariantName = "raindrop";
  static constexpr DeckModel kModel = M;
  // The coder a distinct enumeration near a root may count with
  // (enumerate/identity_coders.h): 16 bytes against the code's 48, so a
  // pass of the last ply holds three times as many positions.
  using NearRootCoder = CompactCoder<M>;

  // An empty board without cards or reserves, White to move (no legal
  // move); generic code needs default-constructible positions.
  Position() = default;

  // The empty board with full decks (plus --jokers jokers each). The
  // deck model needs an order, which only a FEN gives: throws InputError.
  static std::string start_fen(const VariantOptions& options);
  // Throws InputError naming the field for any malformed or illegal text
  // (jokers without a --joker-rule among them).
  static Position from_fen(std::string_view text, const VariantOptions& options = {});
  std::string fen() const;

  void generate_legal(MoveList& moves) const;
  std::uint64_t count_legal() const;
  // perft(2) (game_concept.h): the children made without their keys (no
  // count reads them) and without a perft frame each; the two were 15-30 %
  // of plain perft's instructions (results/raindrop/README.md).
  std::uint64_t count_two_plies() const;
  // count_legal() != 0, answered by the first move found where one is
  // quick to find (a drop, a block, a king step).
  bool has_legal_move() const;
  Position play(Move move) const;
  // play(move) with the key left as it was: for a leaf that is classified
  // and forgotten (perft --stats), whose key would be a fifth of its make.
  Position play_unkeyed(Move move) const;
  std::uint64_t key() const noexcept { return key_; }
  // play(move).key(), without making the move.
  std::uint64_t key_after(Move move) const noexcept;
  std::string move_name(Move move) const;
  std::optional<Move> parse_move(std::string_view text) const;
  bool in_check() const noexcept { return king_placed(side_) && checkers() != 0; }
  // Whether the side to move has a legal promotion (a pawn about to reach
  // its last rank with a piece left in its reserve).
  bool can_promote() const;
  MoveFacts move_facts(Move move) const noexcept;
  JokerRule joker_rule() const noexcept { return joker_rule_; }
  // The run's house rules for journals: "jokers <rule>", "" without a rule.
  std::string house_rules() const;

  // Expected model: a drop of type t weighs cards_left(t) / deck_size.
  Rational move_weight(Move move) const
    requires(M == DeckModel::expected);
  Rational weighted_count_legal() const
    requires(M == DeckModel::expected);

  // Exact compact encoding of board, side, decks and reserves (not the
  // move counters), for distinct-position enumeration; decode inverts it.
  // The joker rule is encoded while a deck holds a joker; without jokers
  // it changes nothing, and decode gives JokerRule::none.
  PositionCode encode() const noexcept;
  static Position decode(const PositionCode& code);

  Color side_to_move() const noexcept { return side_; }
  Bitboard pieces(Color c) const noexcept { return by_color_[c]; }
  Bitboard pieces(Color c, PieceType t) const noexcept { return by_color_[c] & by_type_[t]; }
  Bitboard occupied() const noexcept { return by_color_[kWhite] | by_color_[kBlack]; }
  bool king_placed(Color c) const noexcept { return pieces(c, kKing) != 0; }
  int cards_left(Color c, PieceType t) const noexcept { return cards_[c][t]; }
  int deck_size(Color c) const noexcept { return deck_size_[c]; }
  // Whether c may draw a card of type t (the deck model: its top card).
  bool may_draw(Color c, PieceType t) const noexcept {
    return M == DeckModel::deck ? top_card(c) == t : cards_[c][t] != 0;
  }
  // Whether c may draw a queen, rook, bishop or knight (the deck model:
  // its top card read once, not once per type).
  bool may_draw_an_officer(Color c) const noexcept {
    if constexpr (M == DeckModel::deck) {
      const PieceType top = top_card(c);
      return top >= kKnight && top <= kQueen;
    } else {
      return (cards_[c][kKnight] | cards_[c][kBishop] | cards_[c][kRook] | cards_[c][kQueen]) != 0;
    }
  }
  // The deck model's top card, kNoPieceType for an empty deck.
  PieceType top_card(Color c) const noexcept {
    return deck_size_[c] ? static_cast<PieceType>(sequence_[c] >> (3 * (deck_size_[c] - 1)) & 7) : kNoPieceType;
  }
  bool in_reserve(Color c, PieceType t) const noexcept { return reserve_[c] >> t & 1; }
  PieceType type_on(int sq) const noexcept;
  // Squares attacked by c's pieces with the given occupancy (geometric:
  // pieces attack whether or not their own king is placed); the second
  // form by those of them in `attackers` only.
  Bitboard attacked_by(Color c, Bitboard occupied) const noexcept { return attacked_by(c, occupied, pieces(c)); }
  Bitboard attacked_by(Color c, Bitboard occupied, Bitboard attackers) const noexcept;
  // The pieces of `by` that attack sq with the given occupancy.
  Bitboard attackers_to(int sq, Bitboard occupied, Color by) const noexcept;
  // Pieces of either colour that alone stand between the king on
  // king_square and a slider of `by`: the king's side's are pinned (the
  // other side's may not be removed by a joker); `by`'s discover check
  // when they leave the line.
  Bitboard sole_blockers(int king_square, Color by) const noexcept;

  // Hands every legal move to the sink's verbs (move_sinks.h); shared by
  // generation, counting and weighted counting.
  template <raindrop::Sink Sink>
  void visit_legal(Sink& sink) const;

 private:
  Bitboard checkers() const noexcept;
  template <class Sink>
  void visit_jokers(Sink& sink, Bitboard checking, Bitboard blockers) const;
  template <bool kKeyed>
  Position play_keyed(Move move) const;
  // kKeyed = false leaves the key alone (play() sets it from key_after()).
  template <bool kKeyed = true>
  void put(Color c, PieceType t, int sq) noexcept;
  template <bool kKeyed = true>
  void remove(Color c, PieceType t, int sq) noexcept;
  template <bool kKeyed = true>
  void take_card(Color c, PieceType t) noexcept;
  template <bool kKeyed = true>
  void toggle_reserve(Color c, PieceType t) noexcept;
  // The key change of drawing the top card (deck model) or a card of type t.
  std::uint64_t card_key(Color c, PieceType t) const noexcept;
  // Adds the keys of both decks (from_fen, decode: after the rule is set).
  void key_decks() noexcept;
  // Throws InputError for positions the rules cannot reach.
  void validate() const;

  std::array<Bitboard, 2> by_color_{};
  std::array<Bitboard, kPieceTypeCount> by_type_{};
  std::uint64_t key_ = 0;
  std::array<std::uint64_t, 2> sequence_{};  // deck model only
  std::array<std::array<std::uint8_t, kCardTypes>, 2> cards_{};
  std::array<std::uint8_t, 2> deck_size_{};
  std::array<std::uint8_t, 2> reserve_{};  // bit per PieceType still unused
  Color side_ = kWhite;
  JokerRule joker_rule_ = JokerRule::none;
  std::uint16_t halfmove_ = 0;
  std::uint16_t fullmove_ = 1;
};

}  // namespace perftkit::raindrop

// The member definitions, by job. Generation, play and encoding run on
// every node and stay inline; FEN and move text live in .cpp files.
#include "raindrop/position_attacks.h"
#include "raindrop/generate.h"
#include "raindrop/legal_moves.h"
#include "raindrop/play.h"
#include "raindrop/encoding.h"
#include "raindrop/compact_code.h"

#pragma once
// A position of 100-square chess with Dragons (rules: ../shared/rules/dragon.md,
// FEN as Fairy-Stockfish writes it). Positions are values: play() returns
// the child (copy-make). Generation is strictly legal (check and pin
// masks); count_legal() counts without playing or even listing moves.
// The generator is written once, in generate.h, over a sink (what to do
// with the moves found) and a profiler (generation_profiler.h).
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "dragon/generation_profiler.h"
#include "dragon/position_code.h"
#include "dragon/types.h"
#include "game/move_facts.h"
#include "game/move_list.h"
#include "game/variant_options.h"

namespace perftkit::dragon {
namespace generator {
struct Setup;
}

class Position {
 public:
  using Move = dragon::Move;
  // FEN validation caps the material (at most 10 promotions), which keeps
  // the legal move count below about 520; the margin is deliberate.
  using MoveList = perftkit::MoveList<Move, 768>;

  static constexpr std::string_view kVariantName = "dragon";
  static constexpr std::string_view kStartFen =
      "rnbdqkdbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBDQKDBNR w KQkq - 0 1";

  static std::string start_fen(const VariantOptions& options);
  // Throws InputError naming the FEN field and the problem.
  static Position from_fen(std::string_view fen, const VariantOptions& options = {});
  std::string fen() const;

  void generate_legal(MoveList& moves) const;
  std::uint64_t count_legal() const;
  // perft(2) (game_concept.h): each legal move played as the generator
  // finds it and its replies counted, with no move list and no keys.
  std::uint64_t count_two_plies() const;
  // The same three with the generator's hooks calling `Profiler`
  // (generation_profiler.h); the ones above are these with NoProfiler.
  // Defined in legal_moves.h and count_two_plies.h, for dragon-prof and the
  // tests to instantiate.
  template <GenerationProfiler Profiler>
  void generate_legal(MoveList& moves) const;
  template <GenerationProfiler Profiler>
  std::uint64_t count_legal() const;
  template <GenerationProfiler Profiler>
  std::uint64_t count_two_plies() const;
  Position play(Move move) const;
  // Hands every legal move to `sink` (move_sinks.h's verbs) as the
  // generator finds them: for sinks that tally what perft's leaves are in
  // bulk (bulk_stats.cpp). Defined in legal_moves.h.
  template <class Sink>
  void visit_legal(Sink& sink) const;

  std::uint64_t key() const noexcept { return key_; }
  std::string move_name(Move move) const;
  std::optional<Move> parse_move(std::string_view text) const;
  bool in_check() const noexcept;
  Color side_to_move() const noexcept { return side_; }
  MoveFacts move_facts(Move move) const noexcept;

  // Distinct-position enumeration (EncodableGame): the exact code of the
  // board, side to move, castling rights and en passant (position_code.h,
  // position_code.cpp), and the position it was made from, with move
  // counters 0 and 1.
  using Code = PositionCode;
  PositionCode encode() const noexcept;
  static Position decode(const PositionCode& code);
  // The key of the board and side to move alone (key() less the castling
  // and en passant keys), and that of play(move) without playing it. Two
  // positions equal under any identity rule have equal board keys, so the
  // last ply's key ranges never split one of their classes.
  std::uint64_t board_key() const noexcept;
  std::uint64_t key_after(Move move) const noexcept;
  // Calls visit(coder) with the PositionCoder (enumerate/position_coder.h)
  // that counts positions under `rule`; defined in identity_coders.h.
  // `Rule` is enumerate/identity_rule.h's IdentityRule (a floor above).
  template <class Rule, class Visitor>
  static decltype(auto) with_identity_coder(Rule rule, Visitor&& visit);

  // The child of a normal move of `Us`'s piece of `type` (not a pawn's),
  // of a pawn's push or capture (a push by two or three squares leaves its
  // en passant squares), and of a promotion, for counting or asking its
  // moves only: its key and clocks are not maintained, nor its board_
  // unless `kWithBoard` (a child whose own moves are made: the depth-2
  // node's children of the statistics). Defined in count_two_plies.h.
  template <Color Us, bool kWithBoard = false>
  Position counted_child(PieceType type, int from, int to) const noexcept;
  template <Color Us, bool kWithBoard = false>
  Position counted_pawn_child(int from, int to) const noexcept;
  template <Color Us, bool kWithBoard = false>
  Position counted_promotion_child(int from, int to, PieceType promotion) const noexcept;

  Piece piece_on(int sq) const noexcept { return board_[sq]; }
  Bitboard pieces(Color c) const noexcept { return by_color_[c]; }
  Bitboard pieces(Color c, PieceType t) const noexcept { return by_color_[c] & by_type_[t]; }
  Bitboard occupied() const noexcept { return by_color_[kWhite] | by_color_[kBlack]; }

 private:
  Position() = default;  // positions come from from_fen() and play()

  // Square attacks (square_attacks.h): the pieces of `by` attacking
  // `sq` with the given occupancy, those of them that leap (pawns,
  // knights, Dragons, the king), and whether there is any.
  template <GenerationProfiler Profiler = NoProfiler>
  Bitboard attackers(int sq, Color by, Bitboard occupied) const noexcept;
  template <GenerationProfiler Profiler = NoProfiler>
  Bitboard leaping_attackers(int sq, Color by) const noexcept;
  template <GenerationProfiler Profiler = NoProfiler>
  bool attacked(int sq, Color by, Bitboard occupied) const noexcept;
  int king_square(Color c) const noexcept { return lsb(pieces(c, kKing)); }

  // The generator (generate.h): generate() runs the parts below it in turn.
  template <Color Us, GenerationProfiler Profiler, class Sink>
  void generate(Sink& sink) const;
  template <GenerationProfiler Profiler, class Sink>
  void generate_for_side(Sink& sink) const;
  template <Color Us, GenerationProfiler Profiler>
  void find_checkers_and_pins(generator::Setup& setup) const noexcept;
  template <Color Us, GenerationProfiler Profiler, class Sink>
  void generate_king_steps(Sink& sink, const generator::Setup& setup) const;
  template <Color Us, GenerationProfiler Profiler, class Sink>
  void generate_pawn_moves(Sink& sink, const generator::Setup& setup, Bitboard check_mask) const;
  template <Color Us, GenerationProfiler Profiler, class Sink>
  void generate_en_passant(Sink& sink, const generator::Setup& setup) const;
  template <Color Us, PieceType Type, GenerationProfiler Profiler, class Sink>
  void generate_piece_moves(Sink& sink, const generator::Setup& setup, Bitboard targets) const;
  template <Color Us, GenerationProfiler Profiler, class Sink>
  void generate_castling(Sink& sink, const generator::Setup& setup) const;

  template <Color Us, GenerationProfiler Profiler>
  friend class ReplyCountSink;

  void put(Piece p, int sq) noexcept;
  void remove(int sq) noexcept;
  void set_en_passant(Bitboard squares) noexcept;
  // FEN fields (fen.cpp), in from_fen's order.
  void read_board_field(const std::string& field);
  void read_rank(int rank, const std::string& row);
  void check_material() const;
  void read_side_field(const std::string& field);
  void read_castling_field(const std::string& field);
  void read_en_passant_field(std::string_view field);
  void read_halfmove_clock_field(const std::string& field);
  void read_fullmove_number_field(const std::string& field);

  std::array<Bitboard, kPieceTypeCount> by_type_{};
  std::array<Bitboard, 2> by_color_{};
  Bitboard ep_squares_ = 0;  // the FEN en passant field: passed squares an enemy pawn attacks
  std::uint64_t key_ = 0;
  std::array<Piece, G::kSquares> board_;
  Color side_ = kWhite;
  std::uint8_t castling_ = 0;
  std::uint8_t ep_victim_ = 0;  // square of the pawn an en passant capture removes
  std::uint16_t halfmove_clock_ = 0;
  std::uint32_t fullmove_number_ = 1;
};

}  // namespace perftkit::dragon

// The coders and with_identity_coder's definition, with the class, so that
// every user of Position sees them (a member with a deduced return type
// cannot be called before its definition is seen).
#include "dragon/identity_coders.h"

#pragma once
// Chess without castling (Fairy-Stockfish's "nocastle"): ordinary chess
// whose castling rights are always empty. Built for the tests only
// (PERFTKIT_TEST_VARIANTS), to show that a variant reaches every tool
// through its own folder and one registry line (docs/adding-a-variant.md).
//
// It plays through the chess generator unchanged: a position wraps a
// chess::Position that never holds a castling right, so no castling move
// is ever generated. Like Fairy-Stockfish, from_fen ignores the FEN's
// castling field ("KQkq" reads as "-") and fen() writes "-".
#include <cstdint>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>

#include "chess/position.h"
#include "common/input_error.h"
#include "game/move_facts.h"
#include "game/variant_options.h"

namespace perftkit::nocastle {

class Position {
 public:
  using Move = chess::Move;
  using MoveList = chess::Position::MoveList;
  static constexpr std::string_view kVariantName = "nocastle";
  static constexpr std::string_view kStartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";

  Position() = default;

  static std::string start_fen(const VariantOptions&) { return std::string(kStartFen); }

  // The chess parser reads the FEN with its castling field (the third)
  // replaced by "-"; every other field is checked as in chess.
  static Position from_fen(std::string_view fen, const VariantOptions& = {}) {
    std::istringstream fields{std::string(fen)};
    std::string field, rewritten;
    for (int index = 0; fields >> field; ++index) rewritten += (index ? " " : "") + (index == 2 ? "-" : field);
    return Position(chess::Position::from_fen(rewritten, VariantOptions{}));
  }
  std::string fen() const { return chess_.fen(); }

  void generate_legal(MoveList& moves) const { chess_.generate_legal(moves); }
  std::uint64_t count_legal() const { return chess_.count_legal(); }
  std::uint64_t count_two_plies() const { return chess_.count_two_plies(); }
  Position play(Move m) const { return Position(chess_.play(m)); }
  std::uint64_t key() const noexcept { return chess_.key(); }
  std::string move_name(Move m) const { return chess_.move_name(m); }
  std::optional<Move> parse_move(std::string_view text) const { return chess_.parse_move(text); }
  bool in_check() const noexcept { return chess_.in_check(); }
  chess::Bitboard checkers() const noexcept { return chess_.checkers(); }
  MoveFacts move_facts(Move m) const noexcept { return chess_.move_facts(m); }
  bool insufficient_material() const noexcept { return chess_.insufficient_material(); }

  // Chess's code (chess/position_code.h): it never holds a castling mark here.
  using Code = chess::PositionCode;
  Code encode() const noexcept { return chess_.encode(); }
  static Position decode(const Code& code) { return Position(chess::Position::decode(code)); }
  std::uint64_t key_after(Move m) const noexcept { return chess_.key_after(m); }

  // The chess position it plays (for the chess special-move classes).
  const chess::Position& chess() const noexcept { return chess_; }

  // The identity rules are chess's: its coders, through the wrapped position.
  template <class Rule, class Visitor>
  static decltype(auto) with_identity_coder(Rule rule, Visitor&& visit) {
    return chess::Position::with_identity_coder(rule, [&](auto chess_coder) { return visit(ThroughChess<decltype(chess_coder)>{}); });
  }

 private:
  // A chess coder for this wrapper; its flags (kCoarserThanGameCode, ...) are inherited.
  template <class ChessCoder>
  struct ThroughChess : ChessCoder {
    using Code = typename ChessCoder::Code;
    Code encode(const Position& pos) const { return ChessCoder::encode(pos.chess_); }
    Position decode(const Code& code) const { return Position(ChessCoder::decode(code)); }
  };

  explicit Position(const chess::Position& chess) : chess_(chess) {}
  chess::Position chess_;
};

}  // namespace perftkit::nocastle

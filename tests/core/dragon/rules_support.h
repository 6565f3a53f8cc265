#pragma once
// Small helpers for the hand-made rule tests.
#include <algorithm>
#include <set>
#include <stdexcept>
#include <utility>
#include <vector>
#include <string>
#include <string_view>

#include "dragon/position.h"

namespace perftkit::dragon::testing {

inline Position position(std::string_view fen) { return Position::from_fen(fen); }

inline std::set<std::string> legal_moves(const Position& pos) {
  Position::MoveList moves;
  pos.generate_legal(moves);
  std::set<std::string> names;
  for (Move m : moves) names.insert(pos.move_name(m));
  return names;
}

// Destination squares of the legal moves starting on `from`.
inline std::set<std::string> targets_from(const Position& pos, std::string_view from) {
  Position::MoveList moves;
  pos.generate_legal(moves);
  std::set<std::string> names;
  for (Move m : moves)
    if (m.from() == G::parse_square(from)) names.insert(G::square_name(m.to()));
  return names;
}

inline Position play(const Position& pos, std::string_view move) {
  auto m = pos.parse_move(move);
  if (!m) throw std::runtime_error("illegal move in test: " + std::string(move));
  return pos.play(*m);
}

}  // namespace perftkit::dragon::testing

namespace perftkit::dragon::testing {

// A FEN from a list of (square, piece letter), e.g. {{"a1", 'K'}, {"j10", 'k'}}.
using Placement = std::vector<std::pair<std::string_view, char>>;

inline std::string fen_with(const Placement& pieces,
                            std::string_view rest = "w - - 0 1") {
  char board[G::kSquares];
  std::fill(std::begin(board), std::end(board), '.');
  for (auto [square, letter] : pieces) board[G::parse_square(square)] = letter;
  std::string fen;
  for (int rank = G::kRanks - 1; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < G::kFiles; ++file) {
      char c = board[G::square(file, rank)];
      if (c == '.') {
        ++empty;
        continue;
      }
      if (empty) fen += std::to_string(empty);
      empty = 0;
      fen += c;
    }
    if (empty) fen += std::to_string(empty);
    if (rank) fen += '/';
  }
  return fen + " " + std::string(rest);
}

}  // namespace perftkit::dragon::testing

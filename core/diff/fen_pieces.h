#pragma once
// Edits the piece placement of a FEN as text, for any board size (the
// minimiser removes pieces from chess and 10x10 positions alike). A piece
// is a letter, optionally marked promoted ("+P", "P~") as Fairy-Stockfish
// writes it; runs of empty squares are numbers of any length.
#include <cctype>
#include <string>
#include <vector>

#include "common/text.h"

namespace perftkit::diff {

// The FEN's fields (placement, side, castling, en passant, clocks).
inline std::vector<std::string> fen_fields(const std::string& fen) { return split_whitespace(fen); }

inline std::string joined_fields(const std::vector<std::string>& fields) {
  std::string text;
  for (const auto& f : fields) text += (text.empty() ? "" : " ") + f;
  return text;
}

// The placement as ranks of squares ("" = empty), in FEN order.
inline std::vector<std::vector<std::string>> placement_squares(const std::string& placement) {
  std::vector<std::vector<std::string>> ranks(1);
  for (std::size_t i = 0; i < placement.size(); ++i) {
    const char c = placement[i];
    if (c == '/') {
      ranks.emplace_back();
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      std::size_t end = i;
      while (end < placement.size() && std::isdigit(static_cast<unsigned char>(placement[end]))) ++end;
      ranks.back().resize(ranks.back().size() + std::stoul(placement.substr(i, end - i)));
      i = end - 1;
    } else if (c == '~' && !ranks.back().empty()) {
      ranks.back().back() += c;
    } else {
      std::string piece(1, c);
      if (c == '+' && i + 1 < placement.size()) piece += placement[++i];
      ranks.back().push_back(piece);
    }
  }
  return ranks;
}

inline std::string placement_text(const std::vector<std::vector<std::string>>& ranks) {
  std::string text;
  for (std::size_t r = 0; r < ranks.size(); ++r) {
    if (r) text += '/';
    int empty = 0;
    for (const auto& square : ranks[r]) {
      if (square.empty()) {
        ++empty;
        continue;
      }
      if (empty) text += std::to_string(empty), empty = 0;
      text += square;
    }
    if (empty) text += std::to_string(empty);
  }
  return text;
}

inline bool is_king(const std::string& square) {
  for (char c : square)
    if (std::isalpha(static_cast<unsigned char>(c))) return std::tolower(static_cast<unsigned char>(c)) == 'k';
  return false;
}

inline int piece_count(const std::string& fen) {
  int count = 0;
  for (const auto& rank : placement_squares(fen_fields(fen).front()))
    for (const auto& square : rank) count += !square.empty();
  return count;
}

}  // namespace perftkit::diff

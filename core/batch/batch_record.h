#pragma once
// One batch-analysis record: what batch-analyze reports for an input line.
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace perftkit::batch {

struct DepthResult {
  int depth = 0;
  std::string count;                    // decimal, or "p/q" for chance models
  std::string count_json;               // a JSON number, or a JSON string for "p/q"
  std::optional<std::string> expected;  // from the input's ;Dn (or exact ;Xn)
  bool ok() const { return !expected || *expected == count; }
};

struct BatchRecord {
  std::uint64_t line_number = 0;
  std::string error;  // not empty: a bad line, nothing else is set

  std::string fen;  // normalised (our FEN output)
  std::string side_to_move;
  unsigned legal_moves = 0;
  unsigned captures = 0;
  unsigned checks = 0;
  unsigned promotions = 0;
  unsigned drops = 0;
  unsigned jokers = 0;  // Raindrop joker draws ("J", "Jxe5"): neither drops nor captures
  unsigned castling = 0;
  bool in_check = false;
  std::string status;  // ongoing, checkmate, stalemate, insufficient material
  std::vector<DepthResult> perft;  // depths 1..N
  std::vector<std::pair<std::string, std::string>> operations;  // the input's EPD operations, passed through
  double nodes = 0;  // leaf nodes counted (for nodes per second)

  bool bad() const { return !error.empty(); }
  bool failed() const {
    for (const auto& d : perft)
      if (!d.ok()) return true;
    return false;
  }
};

}  // namespace perftkit::batch

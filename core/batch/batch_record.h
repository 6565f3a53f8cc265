#pragma once
// One batch-analysis record: what batch-analyze reports for an input line.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game/stat_columns.h"

namespace perftkit::batch {

struct DepthResult {
  int depth = 0;
  std::string count;                    // decimal, or "p/q" for chance models
  std::string count_json;               // a JSON number, or a JSON string for "p/q"
  std::optional<std::string> expected;  // from the input's ;Dn (or exact ;Xn)
  bool ok() const { return !expected || *expected == count; }
};

// A tally of statistics (perft/stats_text.h prints it): leaves, and the
// leaves per column.
struct StatsRow {
  std::uint64_t nodes = 0;
  std::vector<std::uint64_t> counts;
};

// A count as the writers print it: text (decimal, or "p/q" for a chance
// model's expected number) and JSON (a number, or that text as a string).
struct CountCell {
  std::string text, json;
};
// (The stats printers, perft/stats_text.h, find these by argument.)
inline const std::string& count_text(const CountCell& cell) { return cell.text; }
inline const std::string& count_json(const CountCell& cell) { return cell.json; }

// A depth's statistics row of any game: its leaves and their columns.
struct StatsCells {
  CountCell nodes;
  std::vector<CountCell> counts;
};

struct BatchRecord {
  std::uint64_t line_number = 0;
  std::string error;  // not empty: a bad line, nothing else is set

  std::string fen;  // normalised (our FEN output)
  std::string side_to_move;
  // The legal moves (nodes) and, per statistics column of the variant
  // (columns), how many of them count in it: perft --stats at depth 1.
  std::span<const StatColumn> columns;
  StatsRow moves;
  std::vector<StatsCells> stats;  // --stats: depths 1..N (else empty)
  bool in_check = false;
  std::string status;  // ongoing, checkmate, stalemate, insufficient material
  std::vector<DepthResult> perft;  // depths 1..N
  std::vector<std::pair<std::string, std::string>> operations;  // the input's EPD operations, passed through
  double nodes = 0;  // leaf nodes counted (for nodes per second)

  // The legal moves counted in the column named `name`; nullopt when the
  // variant has no such column.
  std::optional<std::uint64_t> moves_in(std::string_view name) const {
    for (std::size_t c = 0; c < columns.size() && c < moves.counts.size(); ++c)
      if (columns[c].name == name) return moves.counts[c];
    return std::nullopt;
  }
  bool bad() const { return !error.empty(); }
  bool failed() const {
    for (const auto& d : perft)
      if (!d.ok()) return true;
    return false;
  }
};

}  // namespace perftkit::batch

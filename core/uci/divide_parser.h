#pragma once
// Reads the divide output engines print for `go perft N`. Engines differ:
//   Stockfish, Fairy-Stockfish:  "e2e4: 600"  ...  "Nodes searched: 8902"
//   perftree-style engines:      "e2e4 600"   ...  "Total: 8902"
//   others:                                       "Total nodes: 8902"
// Every other line (info strings, banners, blank lines) is ignored. The
// total line ends the answer.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "uci/engine_divide.h"

namespace perftkit::uci {

// "<move>: <count>" or "<move> <count>"; the move must look like a move
// in UCI notation (from-to squares with an optional suffix, or a drop
// "P@e4"), which keeps words such as "Total" out.
std::optional<std::pair<std::string, std::uint64_t>> parse_divide_move_line(std::string_view line);

// "Nodes searched: N", "Total nodes: N" or "Total: N" (any letter case).
std::optional<std::uint64_t> parse_divide_total_line(std::string_view line);

// Collects one answer line by line.
class DivideParser {
 public:
  // Returns true once the total line has arrived.
  bool feed(std::string_view line);
  bool complete() const noexcept { return complete_; }
  const EngineDivide& result() const noexcept { return result_; }

 private:
  EngineDivide result_;
  bool complete_ = false;
};

}  // namespace perftkit::uci

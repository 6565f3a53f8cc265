#pragma once
// An engine driven the way perftree (github.com/agausmann/perftree) drives
// it: one run of `CMD DEPTH "FEN" ["MOVES"]` per divide, which prints
// "move count" lines, a blank line and the total, then exits. An engine
// with a perft function and a few lines of script can be checked this way
// before it speaks UCI.
#include <chrono>
#include <string>
#include <string_view>
#include <vector>

#include "uci/divide_engine.h"
#include "uci/divide_parser.h"

namespace perftkit::uci {

// The command line for one divide: the FEN and the moves single-quoted
// for /bin/sh, the moves (if any) as one argument.
std::string perftree_command(const std::string& engine, int depth, const std::string& fen,
                             const std::vector<std::string>& moves);

// Feeds one line of a perftree answer: a move line, or the bare total
// that ends it (blank lines and anything else are skipped).
bool feed_perftree_line(DivideParser& parser, std::string_view line);

class PerftreeEngine final : public DivideEngine {
 public:
  PerftreeEngine(std::string command_line, std::chrono::milliseconds timeout)
      : command_line_(std::move(command_line)), timeout_(timeout) {}
  const std::string& name() const override { return name_; }
  EngineDivide perft(const std::string& fen, const std::vector<std::string>& moves, int depth) override;

 private:
  std::string command_line_;
  std::chrono::milliseconds timeout_;
  std::string name_;  // perftree engines do not name themselves
};

}  // namespace perftkit::uci

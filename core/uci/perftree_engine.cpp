#include "uci/perftree_engine.h"

#include "common/text.h"
#include "uci/child_process.h"
#include "uci/engine_error.h"

namespace perftkit::uci {
std::string perftree_command(const std::string& engine, int depth, const std::string& fen,
                             const std::vector<std::string>& moves) {
  std::string command = engine + " " + std::to_string(depth) + " " + shell_quoted(fen);
  if (!moves.empty()) command += " " + shell_quoted(joined_words(moves));
  return command;
}

bool feed_perftree_line(DivideParser& parser, std::string_view line) {
  const auto text = trim(line);
  // The bare number after the blank line is the total.
  if (!text.empty() && parse_unsigned(text)) return parser.feed("Total: " + std::string(text));
  return parser.feed(line);
}

EngineDivide PerftreeEngine::perft(const std::string& fen, const std::vector<std::string>& moves, int depth) {
  ChildProcess process(perftree_command(command_line_, depth, fen, moves));
  DivideParser parser;
  const auto deadline = ChildProcess::Clock::now() + timeout_;
  while (!parser.complete()) {
    auto line = process.read_line(deadline);
    if (!line)
      throw EngineError("engine '" + process.command_line() + "' did not print its total within " +
                        std::to_string(timeout_.count()) + " ms");
    feed_perftree_line(parser, *line);
  }
  process.stop(std::chrono::seconds(1));
  return parser.result();
}

}  // namespace perftkit::uci

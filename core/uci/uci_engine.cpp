#include "uci/uci_engine.h"

#include "common/text.h"
#include "uci/divide_parser.h"
#include "uci/engine_error.h"

namespace perftkit::uci {
namespace {

std::string seconds_text(std::chrono::milliseconds duration) {
  auto ms = duration.count();
  return ms % 1000 == 0 ? std::to_string(ms / 1000) + " s" : std::to_string(ms) + " ms";
}

bool is_uciok(std::string_view line) { return trim(line) == "uciok"; }
bool is_readyok(std::string_view line) { return trim(line) == "readyok"; }

}  // namespace

UciEngine::UciEngine(const std::string& command_line, UciEngineSettings settings)
    : process_(command_line), settings_(settings) {
  process_.write_line("uci");
  wait_for("uci", is_uciok, &UciEngine::note_identity);
}

UciEngine::~UciEngine() {
  if (!quit_) quit();
}

// "id name Stockfish 15.1" and "option name UCI_Chess960 type check ...".
void UciEngine::note_identity(std::string_view line) {
  auto text = trim(line);
  if (text.starts_with("id name ")) {
    name_ = std::string(trim(text.substr(8)));
  } else if (text.starts_with("option name ")) {
    auto rest = text.substr(12);
    auto type = rest.find(" type ");
    options_.insert(std::string(trim(rest.substr(0, type))));
  }
}

std::string UciEngine::wait_for(std::string_view request, bool (*is_answer)(std::string_view),
                                void (UciEngine::*on_other_line)(std::string_view)) {
  auto deadline = ChildProcess::Clock::now() + settings_.timeout;
  for (;;) {
    auto line = process_.read_line(deadline);
    if (!line)
      throw EngineError("engine '" + process_.command_line() + "' did not answer '" + std::string(request) +
                        "' within " + seconds_text(settings_.timeout));
    if (is_answer(*line)) return *line;
    if (on_other_line) (this->*on_other_line)(*line);
  }
}

void UciEngine::set_option(const std::string& option, const std::string& value) {
  if (!has_option(option))
    throw EngineError("engine '" + process_.command_line() + "' has no UCI option '" + option + "'");
  process_.write_line("setoption name " + option + " value " + value);
}

void UciEngine::synchronise() {
  process_.write_line("isready");
  wait_for("isready", is_readyok);
}

EngineDivide UciEngine::perft(const std::string& fen, const std::vector<std::string>& moves, int depth) {
  std::string position = "position fen " + fen;
  if (!moves.empty()) {
    position += " moves";
    for (const auto& m : moves) position += " " + m;
  }
  std::string go = "go perft " + std::to_string(depth);
  process_.write_line(position);
  process_.write_line(go);
  DivideParser parser;
  auto deadline = ChildProcess::Clock::now() + settings_.timeout;
  while (!parser.complete()) {
    auto line = process_.read_line(deadline);
    if (!line)
      throw EngineError("engine '" + process_.command_line() + "' did not finish '" + go + "' within " +
                        seconds_text(settings_.timeout) + " (" + position + ")");
    parser.feed(*line);
  }
  return parser.result();
}

ChildExit UciEngine::quit() {
  quit_ = true;
  try {
    process_.write_line("quit");
  } catch (const EngineError&) {
    // Already gone; stop() below only reaps it.
  }
  return process_.stop(settings_.grace);
}

}  // namespace perftkit::uci

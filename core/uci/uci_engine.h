#pragma once
// A UCI engine driven for perft: the `uci` handshake, options, `isready`
// synchronisation and `go perft N` divides, every request bounded by a
// timeout, and a clean shutdown (`quit`, then signals) at the end.
#include <chrono>
#include <set>
#include <string>
#include <vector>

#include "uci/child_process.h"
#include "uci/divide_engine.h"
#include "uci/engine_divide.h"

namespace perftkit::uci {

struct UciEngineSettings {
  std::chrono::milliseconds timeout{60'000};  // per request (handshake, isready, one perft)
  std::chrono::milliseconds grace{1'000};     // for each shutdown step
};

class UciEngine final : public DivideEngine {
 public:
  // Starts `command_line` (a shell command) and completes the handshake;
  // throws EngineError if it does not start or answer `uciok` in time.
  explicit UciEngine(const std::string& command_line, UciEngineSettings settings = {});
  ~UciEngine() override;
  UciEngine(const UciEngine&) = delete;
  UciEngine& operator=(const UciEngine&) = delete;

  const std::string& name() const override { return name_; }  // from "id name", may be empty
  // The engine's process (the leader of its process group), for its CPU time.
  pid_t pid() const noexcept { return process_.pid(); }
  bool has_option(const std::string& option) const { return options_.contains(option); }

  // `setoption name N value V`; throws EngineError if the engine did not
  // announce the option (it would silently ignore it otherwise).
  void set_option(const std::string& option, const std::string& value);

  // `isready`, waits for `readyok`.
  void synchronise();

  // Divide of the position `fen` after `moves` (UCI names) at `depth`.
  EngineDivide perft(const std::string& fen, const std::vector<std::string>& moves, int depth) override;

  // Sends `quit` and stops the process (see ChildProcess::stop).
  ChildExit quit();

 private:
  std::string wait_for(std::string_view request, bool (*is_answer)(std::string_view line),
                       void (UciEngine::*on_other_line)(std::string_view line) = nullptr);
  void note_identity(std::string_view line);

  ChildProcess process_;
  UciEngineSettings settings_;
  std::string name_;
  std::set<std::string> options_;
  bool quit_ = false;
};

}  // namespace perftkit::uci

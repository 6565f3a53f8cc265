#pragma once
// A child process with its stdin and stdout connected to pipes, for
// talking a line protocol (UCI) to an engine.
//
// The command line is run by /bin/sh -c, so it is split (and may use
// quoting, environment assignments or `cd dir && ./engine`) exactly as in
// a shell. The child leads its own process group so that shutdown reaches
// the engine even when the shell forked it instead of exec'ing it, and
// the group is ended however the tool ends: by stop() (the destructor, on
// a return or an exception) or, on SIGTERM, SIGINT or SIGHUP, by the
// handler of uci/engine_groups.h.
#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

#include "uci/engine_groups.h"

namespace perftkit::uci {

// How the child ended when it was stopped.
enum class ChildExit {
  kExitedByItself,  // it closed down within the grace period after its stdin closed
  kTerminated,      // it needed SIGTERM
  kKilled,          // it ignored SIGTERM too and needed SIGKILL
};

class ChildProcess {
 public:
  using Clock = std::chrono::steady_clock;

  // Starts `command_line`; throws EngineError if it cannot be started.
  explicit ChildProcess(const std::string& command_line);
  // Stops the child (see stop) if that has not happened yet.
  ~ChildProcess();
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // Writes `line` and a newline; throws EngineError if the child is gone,
  // saying how it ended, as read_line does (whichever of the two first
  // finds an engine gone, the error is the same).
  void write_line(std::string_view line);

  // The next line of the child's stdout without its line ending, or
  // nullopt once `deadline` has passed (even if more lines are waiting). Throws EngineError when the
  // child closed its stdout (it exited).
  std::optional<std::string> read_line(Clock::time_point deadline);

  // Closes the child's stdin, waits up to `grace` for it to exit, then
  // sends SIGTERM, waits `grace` again, then SIGKILL, each time to the
  // child's whole process group; always reaps every process of the group.
  // Later calls return the first result.
  ChildExit stop(std::chrono::milliseconds grace);

  pid_t pid() const noexcept { return pid_; }
  const std::string& command_line() const noexcept { return command_line_; }

 private:
  bool wait_for_exit(std::chrono::milliseconds limit);
  // How the child ended ("exited with status 127"), waiting up to a second
  // for it to finish exiting; `otherwise` if it has not.
  std::string how_it_ended(const std::string& otherwise);

  std::string command_line_;
  EngineGroupSlot group_slot_;  // taken before the child starts, given back once its group is reaped
  pid_t pid_ = -1;
  int to_child_ = -1;    // our end of the child's stdin
  int from_child_ = -1;  // our end of the child's stdout
  std::string buffer_;   // bytes read but not yet returned as lines
  std::optional<ChildExit> exit_;  // set once stopped
};

}  // namespace perftkit::uci

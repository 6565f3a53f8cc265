#include "uci/child_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <mutex>
#include <thread>

#include "uci/engine_error.h"

extern char** environ;

namespace perftkit::uci {
namespace {

// Process-wide settings, made once:
// - A write to a pipe whose reader has exited raises SIGPIPE, which would
//   kill the whole tool; with it ignored the write fails with EPIPE and is
//   reported as an engine error instead. The child gets the default back.
// - As a child subreaper we inherit the engine's orphans (the shell may
//   fork the engine rather than exec it, and exit first), so stop() can
//   wait for and reap every process of the engine's group.
void prepare_parent_once() {
  static std::once_flag once;
  std::call_once(once, [] {
    ::signal(SIGPIPE, SIG_IGN);
    ::prctl(PR_SET_CHILD_SUBREAPER, 1);
  });
}

std::string errno_text(const char* what) { return std::string(what) + ": " + std::strerror(errno); }

void close_if_open(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

std::string describe_status(int status) {
  if (WIFEXITED(status)) return "exited with status " + std::to_string(WEXITSTATUS(status));
  if (WIFSIGNALED(status)) return "was killed by signal " + std::to_string(WTERMSIG(status));
  return "stopped";
}

}  // namespace

ChildProcess::ChildProcess(const std::string& command_line) : command_line_(command_line) {
  prepare_parent_once();
  int stdin_pipe[2];
  int stdout_pipe[2];
  // Close-on-exec, so engines started later (or in parallel) do not inherit
  // our ends and keep each other's pipes open.
  if (::pipe2(stdin_pipe, O_CLOEXEC) != 0) throw EngineError(errno_text("engine: cannot create a pipe"));
  if (::pipe2(stdout_pipe, O_CLOEXEC) != 0) {
    ::close(stdin_pipe[0]);
    ::close(stdin_pipe[1]);
    throw EngineError(errno_text("engine: cannot create a pipe"));
  }

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, stdin_pipe[0], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, stdout_pipe[1], STDOUT_FILENO);

  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t defaults;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGPIPE);
  sigset_t no_signals_blocked;
  sigemptyset(&no_signals_blocked);
  posix_spawnattr_setsigdefault(&attributes, &defaults);
  posix_spawnattr_setsigmask(&attributes, &no_signals_blocked);
  posix_spawnattr_setpgroup(&attributes, 0);  // own process group, see stop()
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP);

  std::string shell = "/bin/sh";
  std::string dash_c = "-c";
  std::string command = command_line_;
  char* argv[] = {shell.data(), dash_c.data(), command.data(), nullptr};
  int error = 0;
  {
    EndingSignalsDeferred deferred;
    error = ::posix_spawn(&pid_, shell.c_str(), &actions, &attributes, argv, environ);
    if (error == 0) group_slot_.hold(pid_);  // its pid is its group's id
  }
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  ::close(stdin_pipe[0]);
  ::close(stdout_pipe[1]);
  if (error != 0) {
    ::close(stdin_pipe[1]);
    ::close(stdout_pipe[0]);
    throw EngineError("engine '" + command_line_ + "': cannot start: " + std::strerror(error));
  }
  to_child_ = stdin_pipe[1];
  from_child_ = stdout_pipe[0];
}

ChildProcess::~ChildProcess() {
  if (!exit_) stop(std::chrono::milliseconds(500));
}

void ChildProcess::write_line(std::string_view line) {
  std::string data(line);
  data += '\n';
  std::size_t written = 0;
  while (written < data.size()) {
    ssize_t n = to_child_ < 0 ? -1 : ::write(to_child_, data.data() + written, data.size() - written);
    if (n < 0) {
      if (errno == EINTR) continue;
      hold_if_ending();
      throw EngineError("engine '" + command_line_ + "' " +
                        how_it_ended("cannot take '" + std::string(line) + "' (its input is closed)"));
    }
    written += static_cast<std::size_t>(n);
  }
}

std::optional<std::string> ChildProcess::read_line(Clock::time_point deadline) {
  for (;;) {
    // Checked first, so an engine that talks endlessly without giving the
    // awaited answer still runs into the deadline.
    auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) {
      hold_if_ending();
      return std::nullopt;
    }
    if (auto end = buffer_.find('\n'); end != std::string::npos) {
      std::string line = buffer_.substr(0, end);
      buffer_.erase(0, end + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return line;
    }
    pollfd request{from_child_, POLLIN, 0};
    int ready = ::poll(&request, 1, static_cast<int>(std::min<long long>(left, 1 << 30)));
    if (ready < 0 && errno == EINTR) continue;
    if (ready < 0) {
      hold_if_ending();
      throw EngineError(errno_text("engine: poll failed"));
    }
    if (ready == 0) continue;  // re-checks the deadline
    char chunk[4096];
    ssize_t n = ::read(from_child_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      hold_if_ending();  // (ended by the signal handler: not an engine failure)
      throw EngineError("engine '" + command_line_ + "' " + how_it_ended("closed its output"));
    }
    buffer_.append(chunk, static_cast<std::size_t>(n));
  }
}

// An engine found gone (a closed pipe) is usually still exiting: give it
// a moment so the message can say how it ended. Up to a second, because
// on a loaded machine the exit can lag the closed pipe by more than the
// 100 ms this once waited (tool.perft_bench saw "cannot send" instead of
// the exit status under a parallel build).
std::string ChildProcess::how_it_ended(const std::string& otherwise) {
  int status = 0;
  pid_t done = 0;
  for (int i = 0; i < 500 && (done = ::waitpid(pid_, &status, WNOHANG)) == 0; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  if (done != pid_) return otherwise;
  return describe_status(status);
}

// Reaps finished members of the child's process group until none is left
// (waitpid reports ECHILD) or `limit` passes.
bool ChildProcess::wait_for_exit(std::chrono::milliseconds limit) {
  auto deadline = Clock::now() + limit;
  for (;;) {
    int status = 0;
    pid_t done = ::waitpid(-pid_, &status, WNOHANG);
    if (done > 0) continue;
    if (done < 0 && errno == EINTR) continue;
    if (done < 0) return true;
    if (Clock::now() >= deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

ChildExit ChildProcess::stop(std::chrono::milliseconds grace) {
  if (exit_) return *exit_;
  close_if_open(to_child_);  // end of input: a well-behaved engine exits
  if (wait_for_exit(grace)) {
    exit_ = ChildExit::kExitedByItself;
  } else {
    ::kill(-pid_, SIGTERM);
    if (wait_for_exit(grace)) {
      exit_ = ChildExit::kTerminated;
    } else {
      ::kill(-pid_, SIGKILL);
      int status = 0;
      while (::waitpid(-pid_, &status, 0) > 0 || errno == EINTR) {
      }
      exit_ = ChildExit::kKilled;
    }
  }
  close_if_open(from_child_);
  group_slot_.release();  // every process of the group is reaped
  hold_if_ending();
  return *exit_;
}

}  // namespace perftkit::uci

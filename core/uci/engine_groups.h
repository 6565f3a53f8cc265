#pragma once
// The process groups of the engines alive now, so that a tool ended by a
// signal ends them too. Each engine leads a process group of its own
// (ChildProcess), so neither the terminal's Ctrl-C nor a signal sent to
// the tool alone (a CI timeout) reaches it; left alone it would keep
// running, with its shell, after the tool.
//
// On SIGTERM, SIGINT or SIGHUP the handler sends SIGTERM to every group
// here, gives them a short grace to end (reaping them), sends SIGKILL to
// what is left, and then ends the tool with the signal's default action,
// so its exit status still says "killed by SIGTERM" (143 in the shell).
// A signal that was ignored when the first engine started (nohup, or a
// script's background job for SIGINT) stays ignored.
#include <signal.h>
#include <sys/types.h>

#include <cstddef>

namespace perftkit::uci {

// One place in the fixed table of live groups, taken before the engine is
// started (so a full table refuses to start one instead of leaving it
// unprotected) and given back when the group has been reaped.
class EngineGroupSlot {
 public:
  // Installs the handlers (once per process) and takes a free place;
  // throws EngineError if every one is taken.
  EngineGroupSlot();
  ~EngineGroupSlot() { release(); }
  EngineGroupSlot(const EngineGroupSlot&) = delete;
  EngineGroupSlot& operator=(const EngineGroupSlot&) = delete;

  // The group (the id of its leader) the handler ends from now on. If the
  // tool is already being ended by a signal, ends the group at once and
  // waits to be ended too (see hold_if_ending).
  void hold(pid_t group) noexcept;
  // Gives the place back; the group is no longer ended by the handler.
  void release() noexcept;

 private:
  std::size_t index_;
};

// Defers SIGTERM, SIGINT and SIGHUP in this thread while it lives: from
// starting an engine to holding its group, so that the handler cannot run
// in this thread between the two and miss the new group.
class EndingSignalsDeferred {
 public:
  EndingSignalsDeferred() noexcept;
  ~EndingSignalsDeferred();
  EndingSignalsDeferred(const EndingSignalsDeferred&) = delete;
  EndingSignalsDeferred& operator=(const EndingSignalsDeferred&) = delete;

 private:
  sigset_t before_;
};

// While the handler is ending the engines, the threads that talk to them
// see them close their pipes and exit. Such a thread calls this before it
// reports an engine's end: while a signal is ending the tool it waits for
// that (so the tool neither reports the engine as failed nor exits with
// another status); otherwise it returns at once.
void hold_if_ending() noexcept;

}  // namespace perftkit::uci

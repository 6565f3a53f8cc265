#include "uci/engine_groups.h"

#include <signal.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <mutex>
#include <string>

#include "uci/engine_error.h"

namespace perftkit::uci {
namespace {

// The handler may only touch lock-free atomics (async-signal safety), so
// the groups live in a fixed table rather than a container.
constexpr std::size_t kSlots = 256;
constexpr pid_t kFree = 0;
constexpr pid_t kTaken = -1;  // taken, the engine not started yet
static_assert(std::atomic<pid_t>::is_always_lock_free && std::atomic<int>::is_always_lock_free);
std::atomic<pid_t> live_groups[kSlots];  // (static storage: all kFree)
std::atomic<int> ending_signal{0};       // the signal ending the tool, once the handler runs

constexpr int kEndingSignals[] = {SIGTERM, SIGINT, SIGHUP};
// How long the groups get to end after SIGTERM (an engine may flush or
// clean up), then after SIGKILL to be reaped; polled in steps.
constexpr long kGraceMs = 1000;
constexpr long kStepMs = 10;

void sleep_ms(long ms) {
  timespec left{0, ms * 1'000'000};
  while (::nanosleep(&left, &left) != 0 && errno == EINTR) {
  }
}

void signal_groups(int signal) {
  for (auto& slot : live_groups)
    if (const pid_t group = slot.load(); group > 0) ::kill(-group, signal);
}

// Reaps what has ended of every group (the engines are our children, or
// our orphaned grandchildren: ChildProcess makes the tool a subreaper);
// true once no group has a process left.
bool groups_ended() {
  bool ended = true;
  for (auto& slot : live_groups) {
    const pid_t group = slot.load();
    if (group <= 0) continue;
    int status = 0;
    while (::waitpid(-group, &status, WNOHANG) > 0) {
    }
    if (::kill(-group, 0) == 0) ended = false;
  }
  return ended;
}

void wait_for_groups(long limit_ms) {
  for (long waited = 0; !groups_ended() && waited < limit_ms; waited += kStepMs) sleep_ms(kStepMs);
}

// Only async-signal-safe calls: kill, waitpid, nanosleep, signal, raise.
void end_engines_and_tool(int signal) {
  ending_signal.store(signal);
  signal_groups(SIGTERM);
  wait_for_groups(kGraceMs);
  signal_groups(SIGKILL);
  wait_for_groups(kGraceMs);  // (reaped here, none is left a zombie)
  ::signal(signal, SIG_DFL);
  ::raise(signal);  // delivered, with the default action, when the handler returns
}

void install_handlers_once() {
  static std::once_flag once;
  std::call_once(once, [] {
    for (int signal : kEndingSignals) {
      struct sigaction now {};
      if (::sigaction(signal, nullptr, &now) != 0 || now.sa_handler != SIG_DFL) continue;  // ignored or the program's own
      struct sigaction ending {};
      ending.sa_handler = end_engines_and_tool;
      sigemptyset(&ending.sa_mask);
      for (int other : kEndingSignals) sigaddset(&ending.sa_mask, other);
      ::sigaction(signal, &ending, nullptr);
    }
  });
}

}  // namespace

EngineGroupSlot::EngineGroupSlot() {
  install_handlers_once();
  for (index_ = 0; index_ < kSlots; ++index_) {
    pid_t free = kFree;
    if (live_groups[index_].compare_exchange_strong(free, kTaken)) return;
  }
  throw EngineError("engine: cannot start more than " + std::to_string(kSlots) + " engines at once");
}

void EngineGroupSlot::hold(pid_t group) noexcept {
  live_groups[index_].store(group);
  // The handler may have gone through the table before the store: then
  // the flag it set first is seen here.
  if (ending_signal.load() != 0) {
    ::kill(-group, SIGKILL);
    hold_if_ending();
  }
}

void EngineGroupSlot::release() noexcept {
  if (index_ < kSlots) live_groups[index_].store(kFree);
  index_ = kSlots;
}

void hold_if_ending() noexcept {
  if (ending_signal.load() == 0) return;
  for (;;) ::pause();  // until the handler's raise ends the process
}

EndingSignalsDeferred::EndingSignalsDeferred() noexcept {
  sigset_t ending;
  sigemptyset(&ending);
  for (int signal : kEndingSignals) sigaddset(&ending, signal);
  ::pthread_sigmask(SIG_BLOCK, &ending, &before_);
}

EndingSignalsDeferred::~EndingSignalsDeferred() { ::pthread_sigmask(SIG_SETMASK, &before_, nullptr); }

}  // namespace perftkit::uci

#pragma once
// A test hook of the MPI tools: PERFTKIT_WORKER_KILL_AT_UNIT=N makes every
// worker rank SIGKILL itself when its N-th unit of work arrives. Rank 0
// journals each answer before it hands that worker its next unit, so at
// that moment the journal holds the worker's first N - 1 units: a crash
// mid-run that no machine's speed can outrun (a sleep-then-kill can).
#include <csignal>
#include <cstdint>
#include <cstdlib>

namespace perftkit::tool {

inline void kill_self_at_unit(std::uint64_t units_received) {
  static const std::uint64_t kill_at = [] {
    const char* value = std::getenv("PERFTKIT_WORKER_KILL_AT_UNIT");
    return value ? std::strtoull(value, nullptr, 10) : 0;
  }();
  if (kill_at != 0 && units_received == kill_at) std::raise(SIGKILL);
}

}  // namespace perftkit::tool

#pragma once
// A test hook for the promise that a run killed at any instant resumes:
// PERFTKIT_KILL_AT=<point>:<n> makes the process SIGKILL itself the n-th
// time it passes the named point (n counts from 1 over the whole run).
// A kill chosen by its place in the work, not by a timer, is the same on
// every machine and at every load, so a test of it cannot pass by luck.
// Points sit only between durable steps (a file written, synced, a
// journal record appended, a range punched), never in a hot loop: an
// unset variable costs one cached getenv per process.
#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

namespace perftkit {

namespace detail {

struct ChosenFault {
  std::string point;       // empty: no fault chosen
  std::uint64_t when = 0;  // the pass at which to die
  std::uint64_t passed = 0;
};

inline ChosenFault& chosen_fault() {
  static ChosenFault fault = [] {
    ChosenFault f;
    const char* value = std::getenv("PERFTKIT_KILL_AT");
    if (!value) return f;
    const std::string_view text(value);
    const auto colon = text.rfind(':');
    if (colon == std::string_view::npos) return f;
    f.point = std::string(text.substr(0, colon));
    f.when = std::strtoull(std::string(text.substr(colon + 1)).c_str(), nullptr, 10);
    return f;
  }();
  return fault;
}

}  // namespace detail

// Dies here if PERFTKIT_KILL_AT names this pass of `point`. Called from
// one thread at a time (the points are sequential steps of a run).
inline void fault_point(std::string_view point) {
  auto& fault = detail::chosen_fault();
  if (fault.point.empty() || fault.point != point) return;
  if (++fault.passed == fault.when) std::raise(SIGKILL);
}

}  // namespace perftkit

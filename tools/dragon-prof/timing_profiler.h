#pragma once
// dragon-prof's GenerationProfiler (core/dragon/generation_profiler.h):
// times each section of every generation with the CPU's time-stamp
// counter and counts generations, moves and attack-table lookups.
//
// Time is billed exclusively: each hook reads the clock once and bills
// the interval since the previous hook to the innermost open section.
// The depth-2 node runs each child's generation inside a section of the
// node's own, so the child's sections get the child's time and the
// node's section keeps only what the node did itself (making the child).
// Time between sections (the check mask) and outside generations
// (perft's own work) is billed to no section.
#include <array>
#include <cstdint>

#include "dragon/generation_profiler.h"

namespace perftkit::dragon_prof {

using dragon::Section;
inline constexpr int kSectionCount = static_cast<int>(Section::kCount);

// One thread's counters. Ticks are time-stamp-counter ticks; every billed
// interval is counted too, so a report can subtract the hooks' own share
// of each interval (see measure_interval_overhead).
struct ProfileCounters {
  std::array<std::uint64_t, kSectionCount> section_ticks{};
  std::array<std::uint64_t, kSectionCount> section_intervals{};
  // Generations with the side to move in check and without; their ticks
  // are the section ticks billed while they were the innermost generation.
  std::uint64_t evasion_nodes = 0, evasion_ticks = 0, evasion_intervals = 0;
  std::uint64_t quiet_nodes = 0, quiet_ticks = 0, quiet_intervals = 0;
  // Generations run inside another one: the depth-2 node's children.
  std::uint64_t nested_generations = 0;
  std::uint64_t moves = 0;  // moves generated or counted
  std::uint64_t leaper_lookups = 0, slider_lookups = 0;
  std::uint64_t dropped_intervals = 0;  // long enough to contain a preemption, left out

  ProfileCounters& operator+=(const ProfileCounters& other) noexcept;
};

// The profiler: its hooks are static (the generator's policy), its state
// is the calling thread's.
struct TimingProfiler {
  // Closes the generation or section it was opened for.
  class Scope {
   public:
    Scope() = default;
    ~Scope();
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;
    // Of a generation: whether its side to move is in check.
    void in_check(bool checked) const noexcept;
  };
  static Scope generation() noexcept;
  static Scope section(Section section) noexcept;
  static void lookups(int leaper, int slider) noexcept;
  static void moves(std::uint64_t n) noexcept;
};
static_assert(dragon::GenerationProfiler<TimingProfiler>);

// Sum over every thread so far; reset_counters() zeroes them all.
ProfileCounters total_counters();
void reset_counters();
std::uint64_t read_ticks() noexcept;
// Ticks an empty section bills per interval: the hooks' own share of
// every billed interval, which reports subtract. Leaves the counters as
// they were.
double measure_interval_overhead();

}  // namespace perftkit::dragon_prof

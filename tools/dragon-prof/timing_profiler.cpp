#include "timing_profiler.h"

#include <cassert>
#include <chrono>
#include <deque>
#include <mutex>

#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#endif

namespace perftkit::dragon_prof {
namespace {

// A generation takes well under a microsecond; an interval this long
// (about 0.4 ms at 2.5 GHz) was interrupted by the scheduler and would
// swamp thousands of honest ones, so it is dropped and counted instead.
constexpr std::uint64_t kInterruptedIntervalTicks = 1'000'000;
// Open scopes: a node's generation and section, then its child's (the
// depth-2 node); a few more levels leave room.
constexpr int kMaxOpenScopes = 16;
constexpr std::uint8_t kGenerationScope = kSectionCount;

struct OpenGeneration {
  bool in_check = false;
  std::uint64_t ticks = 0, intervals = 0;
};

// One thread's open scopes and the clock reading of its last hook.
struct ThreadState {
  ProfileCounters* counters;
  std::uint64_t last_tick = 0;
  std::array<std::uint8_t, kMaxOpenScopes> scopes{};  // a Section, or kGenerationScope
  int open_scopes = 0;
  std::array<OpenGeneration, kMaxOpenScopes> generations{};
  int open_generations = 0;

  // Bills the interval since the last hook to the innermost open section.
  void bill_until(std::uint64_t now) noexcept {
    const std::uint64_t ticks = now - last_tick;
    last_tick = now;
    if (open_scopes == 0 || scopes[open_scopes - 1] == kGenerationScope || open_generations == 0) return;
    if (ticks > kInterruptedIntervalTicks) {
      ++counters->dropped_intervals;
      return;
    }
    const int section = scopes[open_scopes - 1];
    counters->section_ticks[section] += ticks;
    ++counters->section_intervals[section];
    OpenGeneration& generation = generations[open_generations - 1];
    generation.ticks += ticks;
    ++generation.intervals;
  }
  void open(std::uint8_t scope) noexcept {
    assert(open_scopes < kMaxOpenScopes);
    scopes[open_scopes++] = scope;
  }
};

// Blocks are never freed, so a block stays valid after its thread ends
// (TBB may retire worker threads before the totals are read).
std::mutex registry_mutex;
std::deque<ProfileCounters> registry;

ThreadState& thread_state() {
  thread_local ThreadState state{[] {
    std::lock_guard lock(registry_mutex);
    return &registry.emplace_back();
  }()};
  return state;
}

}  // namespace

ProfileCounters& ProfileCounters::operator+=(const ProfileCounters& other) noexcept {
  for (std::size_t i = 0; i < section_ticks.size(); ++i) {
    section_ticks[i] += other.section_ticks[i];
    section_intervals[i] += other.section_intervals[i];
  }
  evasion_nodes += other.evasion_nodes;
  evasion_ticks += other.evasion_ticks;
  evasion_intervals += other.evasion_intervals;
  quiet_nodes += other.quiet_nodes;
  quiet_ticks += other.quiet_ticks;
  quiet_intervals += other.quiet_intervals;
  nested_generations += other.nested_generations;
  moves += other.moves;
  leaper_lookups += other.leaper_lookups;
  slider_lookups += other.slider_lookups;
  dropped_intervals += other.dropped_intervals;
  return *this;
}

TimingProfiler::Scope TimingProfiler::generation() noexcept {
  ThreadState& state = thread_state();
  state.bill_until(read_ticks());
  if (state.open_generations > 0) ++state.counters->nested_generations;
  state.generations[state.open_generations++] = OpenGeneration{};
  state.open(kGenerationScope);
  return Scope();
}

TimingProfiler::Scope TimingProfiler::section(Section section) noexcept {
  ThreadState& state = thread_state();
  state.bill_until(read_ticks());
  state.open(static_cast<std::uint8_t>(section));
  return Scope();
}

TimingProfiler::Scope::~Scope() {
  ThreadState& state = thread_state();
  state.bill_until(read_ticks());
  if (state.scopes[--state.open_scopes] != kGenerationScope) return;
  const OpenGeneration& generation = state.generations[--state.open_generations];
  ProfileCounters& c = *state.counters;
  (generation.in_check ? c.evasion_nodes : c.quiet_nodes) += 1;
  (generation.in_check ? c.evasion_ticks : c.quiet_ticks) += generation.ticks;
  (generation.in_check ? c.evasion_intervals : c.quiet_intervals) += generation.intervals;
}

void TimingProfiler::Scope::in_check(bool checked) const noexcept {
  ThreadState& state = thread_state();
  state.generations[state.open_generations - 1].in_check = checked;
}

void TimingProfiler::lookups(int leaper, int slider) noexcept {
  ProfileCounters& c = *thread_state().counters;
  c.leaper_lookups += leaper;
  c.slider_lookups += slider;
}

void TimingProfiler::moves(std::uint64_t n) noexcept { thread_state().counters->moves += n; }

ProfileCounters total_counters() {
  std::lock_guard lock(registry_mutex);
  ProfileCounters total;
  for (const auto& c : registry) total += c;
  return total;
}

void reset_counters() {
  std::lock_guard lock(registry_mutex);
  for (auto& c : registry) c = ProfileCounters{};
}

std::uint64_t read_ticks() noexcept {
#if defined(__x86_64__) || defined(__i386__)
  return __rdtsc();
#else
  return static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
#endif
}

double measure_interval_overhead() {
  constexpr int kSections = 200000;
  ProfileCounters& counters = *thread_state().counters;
  const ProfileCounters saved = counters;
  counters = ProfileCounters{};
  {
    const auto generation = TimingProfiler::generation();
    for (int i = 0; i < kSections; ++i) TimingProfiler::section(Section::kSetup);
  }
  const double ticks = static_cast<double>(counters.section_ticks[0]) / static_cast<double>(counters.section_intervals[0]);
  counters = saved;
  return ticks;
}

}  // namespace perftkit::dragon_prof

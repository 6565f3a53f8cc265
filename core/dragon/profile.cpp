#include "dragon/profile.h"

#ifdef PERFTKIT_PROFILE
#include <chrono>
#include <deque>
#include <mutex>

#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#endif

namespace perftkit::dragon { inline namespace profiled {
namespace {

// Blocks are never freed, so a block stays valid after its thread ends
// (TBB may retire worker threads before the totals are read).
std::mutex registry_mutex;
std::deque<ProfileCounters> registry;

}  // namespace

ProfileCounters& thread_counters() {
  thread_local ProfileCounters* counters = [] {
    std::lock_guard lock(registry_mutex);
    return &registry.emplace_back();
  }();
  return *counters;
}

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

double measure_timer_ticks() {
  constexpr int kTimers = 200000;
  ProfileCounters& counters = thread_counters();
  const ProfileCounters saved = counters;
  counters.section_ticks[0] = 0;
  counters.section_calls[0] = 0;
  for (int i = 0; i < kTimers; ++i) SectionTimer timer(Section::kSetup);
  const double ticks = static_cast<double>(counters.section_ticks[0]) / static_cast<double>(counters.section_calls[0]);
  counters = saved;
  return ticks;
}

}  // namespace profiled
}  // namespace perftkit::dragon
#endif

#pragma once
// Profiling hooks of the Dragon move generator.
//
// The optimised library compiles these hooks away. dragon-prof compiles
// the generator a second time with PERFTKIT_PROFILE defined; that copy
// lives in the inline namespace `profiled` instead of `optimized`, so both
// copies link into one program without clashing, and the copy everyone
// else uses pays nothing for the counters.
#include <array>
#include <cstdint>

#ifdef PERFTKIT_PROFILE
#define PERFTKIT_DRAGON_BUILD profiled
#else
#define PERFTKIT_DRAGON_BUILD optimized
#endif

namespace perftkit::dragon {

// Where generation time goes; one timer per section.
enum class Section : std::uint8_t { kSetup, kPawns, kKnights, kDragons, kSliders, kKing, kCount };
inline constexpr std::array<const char*, static_cast<int>(Section::kCount)> kSectionNames{
    "setup (checks, pins)", "pawns", "knights", "dragons", "sliders", "king"};

// One thread's counters. Ticks are CPU time-stamp-counter ticks.
// Every timed span also counts how many timers ran inside it, so a report
// can subtract the timers' own cost (see measure_timer_ticks).
struct ProfileCounters {
  std::array<std::uint64_t, static_cast<int>(Section::kCount)> section_ticks{};
  std::array<std::uint64_t, static_cast<int>(Section::kCount)> section_calls{};
  // Generations with the side to move in check and without; their ticks
  // are the section ticks recorded during those generations.
  std::uint64_t evasion_nodes = 0, evasion_ticks = 0, evasion_timers = 0;
  std::uint64_t quiet_nodes = 0, quiet_ticks = 0, quiet_timers = 0;
  std::uint64_t moves = 0;                             // moves generated or counted
  std::uint64_t leaper_lookups = 0, slider_lookups = 0;
  std::uint64_t dropped_spans = 0;  // spans long enough to contain a preemption, left out

  std::uint64_t timers() const noexcept {
    std::uint64_t n = 0;
    for (auto calls : section_calls) n += calls;
    return n;
  }
  std::uint64_t ticks() const noexcept {
    std::uint64_t n = 0;
    for (auto t : section_ticks) n += t;
    return n;
  }

  ProfileCounters& operator+=(const ProfileCounters& other) noexcept {
    for (std::size_t i = 0; i < section_ticks.size(); ++i) {
      section_ticks[i] += other.section_ticks[i];
      section_calls[i] += other.section_calls[i];
    }
    evasion_nodes += other.evasion_nodes;
    evasion_ticks += other.evasion_ticks;
    evasion_timers += other.evasion_timers;
    quiet_nodes += other.quiet_nodes;
    quiet_ticks += other.quiet_ticks;
    quiet_timers += other.quiet_timers;
    moves += other.moves;
    leaper_lookups += other.leaper_lookups;
    dropped_spans += other.dropped_spans;
    slider_lookups += other.slider_lookups;
    return *this;
  }
};

#ifdef PERFTKIT_PROFILE
inline namespace profiled {
// A generation takes well under a microsecond; a span this long (about
// 0.4 ms at 2.5 GHz) was interrupted by the scheduler and would swamp
// thousands of honest samples, so it is dropped and counted instead.
inline constexpr std::uint64_t kInterruptedSpanTicks = 1'000'000;

// The calling thread's counters (registered on first use).
ProfileCounters& thread_counters();
// Sum over every thread so far; reset_counters() zeroes them all.
ProfileCounters total_counters();
void reset_counters();
std::uint64_t read_ticks() noexcept;
// Ticks that an empty timed span records, i.e. the timer's own share of
// every span; reports subtract it. Leaves the counters as they were.
double measure_timer_ticks();

class SectionTimer {
 public:
  explicit SectionTimer(Section s) noexcept : section_(s), start_(read_ticks()) {}
  ~SectionTimer() {
    ProfileCounters& c = thread_counters();
    const std::uint64_t ticks = read_ticks() - start_;
    if (ticks > kInterruptedSpanTicks) {
      ++c.dropped_spans;
      return;
    }
    c.section_ticks[static_cast<int>(section_)] += ticks;
    ++c.section_calls[static_cast<int>(section_)];
  }
  SectionTimer(const SectionTimer&) = delete;
  SectionTimer& operator=(const SectionTimer&) = delete;

 private:
  Section section_;
  std::uint64_t start_;
};
}  // namespace profiled

#define PERFTKIT_DRAGON_CONCAT2(a, b) a##b
#define PERFTKIT_DRAGON_CONCAT(a, b) PERFTKIT_DRAGON_CONCAT2(a, b)
#define PERFTKIT_DRAGON_SECTION(s) \
  ::perftkit::dragon::SectionTimer PERFTKIT_DRAGON_CONCAT(section_timer_, __LINE__)(::perftkit::dragon::Section::s)
#define PERFTKIT_DRAGON_COUNT(field, n) (::perftkit::dragon::thread_counters().field += (n))
#else
#define PERFTKIT_DRAGON_SECTION(s) ((void)0)
#define PERFTKIT_DRAGON_COUNT(field, n) ((void)0)
#endif

}  // namespace perftkit::dragon

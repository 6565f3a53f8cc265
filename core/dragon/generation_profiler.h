#pragma once
// The hooks through which the Dragon generator can be profiled.
//
// The generator (generate.h) is a template over a Profiler and calls its
// hooks at fixed points. perft --variant dragon, the tests and every tool
// run the NoProfiler instantiation: its hooks are empty and always
// inlined, so that code is what it would be without them. dragon-prof
// runs the same generator, the same depth-2 node and the same generic
// perft with a profiler that times the sections (tools/dragon-prof), so
// its breakdown is of the perft that ships, not of a copy of it.
#include <array>
#include <concepts>
#include <cstdint>

namespace perftkit::dragon {

// The parts of one generation a profiler can tell apart.
enum class Section : std::uint8_t { kSetup, kPawns, kKnights, kDragons, kSliders, kKing, kCount };
inline constexpr std::array<const char*, static_cast<int>(Section::kCount)> kSectionNames{
    "setup (checks, pins)", "pawns", "knights", "dragons", "sliders", "king"};

// What the generator tells a profiler:
//   generation()            a scope object around one whole generation;
//                           .in_check(bool) once the checkers are known
//   section(s)              a scope object around one part of it
//   lookups(leaper, slider) attack-table lookups made
//   moves(n)                moves generated (listed or counted)
// Generations nest: the depth-2 node (count_two_plies.h) generates each
// child's moves inside a section of its own generation.
template <class P>
concept GenerationProfiler = requires(Section section, bool checked, int lookups, std::uint64_t moves) {
  P::generation().in_check(checked);
  P::section(section);
  P::lookups(lookups, lookups);
  P::moves(moves);
};

// The shipped profiler: nothing. (The scopes have a user-provided
// destructor only so that an unused scope variable draws no warning.)
struct NoProfiler {
  struct Scope {
    [[gnu::always_inline]] ~Scope() {}
    [[gnu::always_inline]] void in_check(bool) const noexcept {}
  };
  [[gnu::always_inline]] static Scope generation() noexcept { return {}; }
  [[gnu::always_inline]] static Scope section(Section) noexcept { return {}; }
  [[gnu::always_inline]] static void lookups(int, int) noexcept {}
  [[gnu::always_inline]] static void moves(std::uint64_t) noexcept {}
};
static_assert(GenerationProfiler<NoProfiler>);

}  // namespace perftkit::dragon

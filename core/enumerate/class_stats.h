#pragma once
// Counting a ply by a coder's classes rather than by the game's own code.
//
// A coder may merge positions that the game's code keeps apart (chess:
// positions without a usable en passant square, or diagrams without
// castling rights: chess/identity_coders.h); it says so with
// `static constexpr bool kCoarserThanGameCode = true`. The frontier of a
// ply must still hold the game's codes, since merged positions may have
// different moves, so each ply's totals are counted apart: the frontier's
// codes projected through the coder into a DistinctCollector (lines
// summed per class), each class classified once. A coder whose classes
// also share their moves and children (`kClassesShareMoves`, with the
// game's Code type) lets the frontier hold its codes directly instead:
// then the frontier is the set of classes and nothing is counted twice.
#include <tbb/enumerable_thread_specific.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <concepts>

#include "enumerate/distinct_collector.h"
#include "enumerate/distinct_run_info.h"
#include "enumerate/ply_stats.h"
#include "enumerate/position_coder.h"

namespace perftkit {

template <class Coder>
inline constexpr bool kCoarserThanGameCode = [] {
  if constexpr (requires { Coder::kCoarserThanGameCode; }) return Coder::kCoarserThanGameCode;
  return false;
}();

// Whether the frontier itself holds `Coder`'s codes (see the top of this file).
template <class P, class Coder>
inline constexpr bool kFrontierInCoderCodes = [] {
  if constexpr (kCoarserThanGameCode<Coder> && requires { Coder::kClassesShareMoves; })
    return Coder::kClassesShareMoves && std::same_as<typename Coder::Code, typename P::Code>;
  return false;
}();

// Whether each ply's totals need a count of their own, apart from the frontier.
template <class P, class Coder>
inline constexpr bool kCountsClassesApart = kCoarserThanGameCode<Coder> && !kFrontierInCoderCodes<P, Coder>;

// The code the frontier keeps of a position.
template <EncodableGame P, class Coder>
typename P::Code frontier_code(const P& pos, const Coder& coder) {
  if constexpr (kFrontierInCoderCodes<P, Coder>) return coder.encode(pos);
  else return pos.encode();
}

// The totals of an exact set of `coder`'s codes with their lines.
template <class P, class Coder, class Classifier>
PlyStats stats_of_set(const Frontier<typename Coder::Code>& set, int ply, const Coder& coder,
                      const Classifier& classify, tbb::task_arena& arena) {
  tbb::enumerable_thread_specific<PlyStats> local(PlyStats(ply, Classifier::kCategories));
  arena.execute([&] {
    set.parallel_for_each([&](const CodeLines<typename Coder::Code>& record) {
      // Without categories no position needs decoding.
      if constexpr (Classifier::kCategories == 0) local.local().add(record.lines, 0, true);
      else local.local().add(record.lines, classify(coder.decode(record.code)), true);
    });
  });
  PlyStats stats(ply, Classifier::kCategories);
  for (const auto& s : local) stats += s;
  return stats;
}

// Records what a collector spilled and held in `info` (if any).
template <class Code>
void note_collector(const DistinctCollector<Code>& collector, DistinctRunInfo* info) {
  if (!info) return;
  info->spilled_runs += collector.spilled_runs();
  info->spilled_bytes += collector.spilled_bytes();
  info->peak_collector_bytes = std::max(info->peak_collector_bytes, collector.peak_bytes());
}

// The totals of ply `ply` by `coder`'s classes, from its frontier (the
// game's codes), within `memory_bytes` (spilling to `spill` beyond).
template <EncodableGame P, class Coder, class Classifier>
PlyStats count_classes(const Frontier<typename P::Code>& frontier, int ply, const Coder& coder,
                       const Classifier& classify, std::size_t memory_bytes, SpillFolder& spill,
                       tbb::task_arena& arena, DistinctRunInfo* info) {
  DistinctCollector<typename Coder::Code> classes(memory_bytes, spill);
  arena.execute([&] {
    frontier.parallel_for_each([&](const CodeLines<typename P::Code>& record) {
      classes.add(coder.encode(P::decode(record.code)), record.lines);
    });
  });
  const auto set = arena.execute([&] { return classes.finish(); });
  note_collector(classes, info);
  return stats_of_set<P>(set, ply, coder, classify, arena);
}

}  // namespace perftkit

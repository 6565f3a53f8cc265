#pragma once
// Distinct positions ply by ply over any EncodableGame, exactly.
//
// Breadth first: the frontier of ply k holds each distinct position once,
// with the number of lines (move sequences from the root) that reach it.
// Expanding the frontier feeds every child with its parent's line count
// into a DistinctCollector, which merges equal positions (summing lines)
// within the memory budget, spilling to disk when needed. So the lines of
// every ply (perft) come out too, without walking the full tree.
#include <tbb/enumerable_thread_specific.h>
#include <tbb/global_control.h>
#include <tbb/task_arena.h>

#include <filesystem>
#include <utility>
#include <vector>

#include "common/progress.h"
#include "enumerate/distinct_collector.h"
#include "enumerate/encodable_game.h"
#include "enumerate/enumerate_options.h"
#include "enumerate/ply_stats.h"

namespace perftkit {

struct DistinctRunInfo {
  std::size_t spilled_runs = 0;         // sorted runs written to disk, all plies
  std::size_t peak_collector_bytes = 0;  // largest in-memory set, all plies
};

// Where an enumeration starts: the frontier of ply `ply` and the totals
// of the plies before it (a checkpointed run resumes from a saved one).
template <class Code>
struct DistinctStart {
  int ply = 0;
  Frontier<Code> frontier;
  std::vector<PlyStats> finished;
};

template <class Code>
DistinctStart<Code> start_at_root(const Code& root) {
  DistinctStart<Code> start;
  start.frontier.shards().resize(1);
  start.frontier.shards()[0].in_memory.push_back({root, 1});
  return start;
}

// Continues from `start` to ply `depth`. After each ply, on_ply_done(stats,
// next) is called with the ply's totals and the frontier of the next ply
// (nullptr after the last ply): a checkpoint saves both there.
template <EncodableGame P, PositionClassifier<P> Classifier, class OnPlyDone>
std::vector<PlyStats> enumerate_distinct_from(DistinctStart<typename P::Code> start, int depth,
                                              const Classifier& classify, const EnumerateOptions& options,
                                              DistinctRunInfo* info, OnPlyDone&& on_ply_done) {
  using Code = typename P::Code;
  const std::size_t budget = options.memory_mb * std::size_t{1024} * 1024;
  const std::filesystem::path temp_dir =
      options.temp_dir.empty() ? std::filesystem::temp_directory_path() : options.temp_dir;
  std::uint64_t file_counter = 0;
  tbb::task_arena arena(options.threads > 0 ? options.threads : tbb::this_task_arena::max_concurrency());

  Frontier<Code> frontier = std::move(start.frontier);
  std::vector<PlyStats> result = std::move(start.finished);
  for (int ply = start.ply; ply <= depth; ++ply) {
    const bool expand = ply < depth;
    // Keep the frontier and the next set within the budget together.
    if (frontier.memory_bytes() > budget / 2) frontier.move_to_disk(temp_dir, file_counter);
    DistinctCollector<Code> next(budget - frontier.memory_bytes(), temp_dir, file_counter);
    tbb::enumerable_thread_specific<PlyStats> local_stats(PlyStats(ply, Classifier::kCategories));
    {
      Progress progress(frontier.size(), "ply " + std::to_string(ply),
                        options.show_progress && Progress::stderr_is_terminal());
      arena.execute([&] {
        frontier.parallel_for_each([&](const CodeLines<Code>& record) {
          const P pos = P::decode(record.code);
          local_stats.local().add(record.lines, classify(pos), true);
          if (expand) {
            typename P::MoveList moves;
            pos.generate_legal(moves);
            for (const auto& m : moves)
              if (!options.drops_only || pos.move_facts(m).drop) next.add(pos.play(m).encode(), record.lines);
          }
          progress.advance();
        });
      });
    }
    PlyStats stats(ply, Classifier::kCategories);
    for (const auto& s : local_stats) stats += s;
    result.push_back(stats);
    if (!expand) {
      on_ply_done(stats, static_cast<const Frontier<Code>*>(nullptr));
      break;
    }
    frontier = arena.execute([&] { return next.finish(); });
    on_ply_done(stats, &std::as_const(frontier));
    if (info) {
      info->spilled_runs += next.spilled_runs();
      info->peak_collector_bytes = std::max(info->peak_collector_bytes, next.peak_bytes());
    }
  }
  return result;
}

template <EncodableGame P, PositionClassifier<P> Classifier>
std::vector<PlyStats> enumerate_distinct(const P& root, int depth, const Classifier& classify,
                                         const EnumerateOptions& options, DistinctRunInfo* info = nullptr) {
  return enumerate_distinct_from<P>(start_at_root(root.encode()), depth, classify, options, info,
                                    [](const PlyStats&, const Frontier<typename P::Code>*) {});
}

}  // namespace perftkit

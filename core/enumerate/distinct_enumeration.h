#pragma once
// Distinct positions ply by ply over any EncodableGame, exactly.
//
// Breadth first: the frontier of ply k holds each distinct position once,
// with the number of lines (move sequences from the root) that reach it.
// Expanding the frontier feeds every child with its parent's line count
// into a DistinctCollector, which merges equal positions (summing lines)
// within the memory budget, spilling to disk when needed. So the lines of
// every ply (perft) come out too, without walking the full tree. The last
// ply is only counted, in passes over key ranges (last_ply_passes.h), with
// the codes of a PositionCoder: it needs no frontier. A coder coarser
// than the game's code counts every ply by its classes (class_stats.h).
#include <tbb/enumerable_thread_specific.h>
#include <tbb/global_control.h>
#include <tbb/task_arena.h>

#include <filesystem>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "common/large_blocks_unpooled.h"
#include "common/progress.h"
#include "enumerate/class_stats.h"
#include "enumerate/distinct_collector.h"
#include "enumerate/distinct_run_info.h"
#include "enumerate/encodable_game.h"
#include "enumerate/enumerate_options.h"
#include "enumerate/last_ply_passes.h"
#include "enumerate/ply_stats.h"
#include "enumerate/position_coder.h"

namespace perftkit {

// Where an enumeration starts: the frontier of ply `ply` and the totals
// of the plies before it (a checkpointed run resumes from a saved one),
// and how far into ply `ply` an interrupted run had come: its first
// `shards_done` frontier shards are expanded, `partial` counts their
// positions, and `found` holds the next-ply positions they produced, as
// saved runs (per save, one run or nullptr per collector shard).
// A run stopped while counting the last ply in passes restarts with
// `last_ply_passes` set: `frontier` then holds the parents of ply `ply`
// (the last), and the passes listed are done.
template <class Code>
struct DistinctStart {
  int ply = 0;
  Frontier<Code> frontier;
  std::vector<PlyStats> finished;
  std::size_t shards_done = 0;
  std::optional<PlyStats> partial;
  std::vector<std::vector<std::unique_ptr<RunFile<CodeLines<Code>>>>> found;
  std::optional<std::vector<LastPlyPass>> last_ply_passes;
};

template <class Code>
DistinctStart<Code> start_at_root(const Code& root) {
  DistinctStart<Code> start;
  start.frontier.shards().resize(1);
  start.frontier.shards()[0].in_memory.push_back({root, 1});
  return start;
}

// Where a ply stands after one of its frontier shards: what a checkpoint
// inside the ply saves. stats_so_far() sums the positions counted so far
// (it is not free: call it only when saving).
template <class Code, class StatsSoFar>
struct ShardDone {
  int ply;
  std::size_t shards_done;
  std::size_t shard_count;
  std::uint64_t shard_records;  // frontier positions the shard held
  const StatsSoFar& stats_so_far;
  DistinctCollector<Code>& next;  // the next ply's positions so far
};

// No checkpoint: the plain enumeration's hooks.
struct NoEnumerationCheckpoint {
  template <class Done>
  void after_shard(const Done&) {}
  template <class Code>
  Frontier<Code> finish_ply(const PlyStats&, DistinctCollector<Code>& next, tbb::task_arena& arena) {
    return arena.execute([&] { return next.finish(); });
  }
  template <class Code>
  void after_ply(const PlyStats&, Frontier<Code>*) {}
  void before_last_ply(const PlyStats&) {}
  void after_pass(const LastPlyPass&) {}
};

// Continues from `start` to ply `depth`, with temporary files in `spill`;
// the last ply is counted by last_ply(parents, ply, classify, PassContext,
// passes done, on_pass) (LastPlyHere, or a distributed counter). The checkpoint's hooks
// are called after each frontier shard (after_shard(ShardDone)), after
// each ply before the last two (finish_ply(stats, collector of the next
// ply, arena): returns the next ply's frontier, which a journal writes
// straight into its own copy), after the ply before the last (before_last_ply(stats): its
// frontier is the last ply's parents), after each pass of the last ply
// (after_pass(LastPlyPass)) and after the last ply (after_ply(stats,
// nullptr)). Every ply is counted by `coder`'s classes (class_stats.h);
// `start` must hold frontier_code()s, and `last_ply` count with the same coder.
template <EncodableGame P, class LastPly, PositionClassifier<P> Classifier, class Checkpoint,
          PositionCoder<P> Coder = GameCoder<P>>
std::vector<PlyStats> enumerate_distinct_from(DistinctStart<typename P::Code> start, int depth, const LastPly& last_ply,
                                              const Classifier& classify, const EnumerateOptions& options,
                                              SpillFolder& spill, DistinctRunInfo* info, Checkpoint& checkpoint,
                                              const Coder& coder = {}) {
  using Code = typename P::Code;
  // Each ply's set is freed before the next is planned within the budget:
  // its memory must leave the process, not wait in the allocator's heaps.
  give_large_blocks_back_on_free();
  const std::size_t budget = options.memory_mb * std::size_t{1024} * 1024;
  tbb::task_arena arena(options.threads > 0 ? options.threads : tbb::this_task_arena::max_concurrency());

  Frontier<Code> frontier = std::move(start.frontier);
  std::vector<PlyStats> result = std::move(start.finished);
  // The last ply from its parents, after the passes already done.
  auto count_last_ply = [&](const std::vector<LastPlyPass>& done) {
    if (frontier.memory_bytes() > budget / 2) frontier.move_to_disk(spill);
    const PassContext context{options, budget - frontier.memory_bytes(), spill, arena, info};
    result.push_back(last_ply(frontier, depth, classify, context, done,
                              [&](const LastPlyPass& pass) { checkpoint.after_pass(pass); }));
    checkpoint.after_ply(result.back(), static_cast<Frontier<Code>*>(nullptr));
    return result;
  };
  if (start.last_ply_passes) return count_last_ply(*start.last_ply_passes);

  for (int ply = start.ply; ply <= depth; ++ply) {
    const bool parents_of_last = ply + 1 == depth;
    const bool expand = ply < depth && !parents_of_last;
    const bool resumed = ply == start.ply;
    // Keep the frontier and the next set within the budget together.
    if (frontier.memory_bytes() > budget / 2) frontier.move_to_disk(spill);
    // A coarser coder's totals, counted apart before the expansion: a
    // resumed ply counts them again, from the frontier it resumes with.
    std::optional<PlyStats> class_stats;
    if constexpr (kCountsClassesApart<P, Coder>)
      class_stats = count_classes<P>(frontier, ply, coder, classify, budget - frontier.memory_bytes(), spill, arena, info);
    DistinctCollector<Code> next(budget - frontier.memory_bytes(), spill);
    const PlyStats counted_before = resumed && start.partial ? *start.partial : PlyStats(ply, Classifier::kCategories);
    const std::size_t first_shard = resumed ? start.shards_done : 0;
    if (resumed)
      for (auto& runs : start.found) next.adopt_saved(std::move(runs));
    tbb::enumerable_thread_specific<PlyStats> local_stats(PlyStats(ply, Classifier::kCategories));
    auto stats_so_far = [&] {
      PlyStats stats = counted_before;
      for (const auto& s : local_stats) stats += s;
      return stats;
    };
    {
      Progress progress(frontier.size(), "ply " + std::to_string(ply),
                        options.show_progress && Progress::stderr_is_terminal());
      for (std::size_t s = 0; s < first_shard; ++s) progress.advance(frontier.shard_size(s));
      arena.execute([&] {
        frontier.parallel_for_each_from(
            first_shard,
            [&](const CodeLines<Code>& record) {
              const P pos = P::decode(record.code);
              local_stats.local().add(record.lines, classify(pos), true);
              if (expand) {
                typename P::MoveList moves;
                pos.generate_legal(moves);
                for (const auto& m : moves)
                  if (!options.drops_only || pos.move_facts(m).drop)
                    next.add(frontier_code(pos.play(m), coder), record.lines);
              }
              progress.advance();
            },
            [&](std::size_t s) {
              checkpoint.after_shard(ShardDone<Code, decltype(stats_so_far)>{
                  ply, s + 1, frontier.shards().size(), frontier.shard_size(s), stats_so_far, next});
            });
      });
    }
    // (The frontier's own totals also go into the parts a checkpoint saves
    // inside the ply: a resumed run needs them when there are no classes.)
    const PlyStats stats = class_stats ? *class_stats : stats_so_far();
    result.push_back(stats);
    if (parents_of_last) {
      checkpoint.before_last_ply(stats);
      return count_last_ply({});
    }
    if (!expand) {
      checkpoint.after_ply(stats, static_cast<Frontier<Code>*>(nullptr));
      break;
    }
    frontier = checkpoint.finish_ply(stats, next, arena);
    note_collector(next, info);
  }
  return result;
}

// The last ply counted by `last_ply`, every ply by `coder`'s classes
// (see enumerate_distinct_from).
template <EncodableGame P, PositionClassifier<P> Classifier, class LastPly, PositionCoder<P> Coder = GameCoder<P>>
std::vector<PlyStats> enumerate_distinct_with(const P& root, int depth, const Classifier& classify,
                                              const EnumerateOptions& options, DistinctRunInfo* info,
                                              const LastPly& last_ply, const Coder& coder = {}) {
  NoEnumerationCheckpoint none;
  auto spill = SpillFolder::for_process(options.temp_dir);
  return enumerate_distinct_from<P>(start_at_root(frontier_code(root, coder)), depth, last_ply, classify, options,
                                    spill, info, none, coder);
}

// The last ply counted here, in passes, with `coder`'s codes; every ply
// by its classes.
template <EncodableGame P, PositionClassifier<P> Classifier, PositionCoder<P> Coder = GameCoder<P>>
std::vector<PlyStats> enumerate_distinct(const P& root, int depth, const Classifier& classify,
                                         const EnumerateOptions& options, DistinctRunInfo* info = nullptr,
                                         const Coder& coder = {}) {
  return enumerate_distinct_with(root, depth, classify, options, info, LastPlyHere<P, Coder>{coder}, coder);
}

}  // namespace perftkit

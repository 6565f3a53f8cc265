#pragma once
// The last ply of a distinct enumeration, counted in passes over key ranges.
//
// The last ply is the largest set a run builds, and it needs neither line
// counts for a further ply nor a frontier on disk: only its size and
// breakdown. So it is never stored whole. Pass after pass re-expands the
// parents (the frontier of the ply before) and keeps only the children
// whose pass key falls in the pass's key range (mixed by key_unit): the
// board key (key_after), or for a game that splits its passes by the
// waiting side (chess) the key of the side to move's pieces, which most
// moves do not change. Equal positions have equal pass keys, so each
// distinct position is counted in exactly one pass, and the pass's set is
// exact (codes compared, not keys). A pass
// holds about its range's share of the set in memory (spilling to disk if
// an estimate was low), and is journaled when done.
//
// Range sizes: --passes N splits the keys evenly; otherwise each pass
// takes what the memory budget holds at the density of distinct positions
// per key that the passes so far measured, the first one sized by an upper
// bound (the number of children, duplicates included). Passes are
// independent: a resumed run (or MPI ranks, tools/raindrop-enum-mpi) may
// have finished any set of disjoint ranges; the rest are the gaps.
#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>
#include <tbb/parallel_reduce.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <iomanip>
#include <iostream>
#include <span>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

#include "common/progress.h"
#include "enumerate/class_stats.h"
#include "enumerate/counting_code_set.h"
#include "enumerate/distinct_collector.h"
#include "enumerate/distinct_run_info.h"
#include "enumerate/enumerate_options.h"
#include "enumerate/key_range.h"
#include "enumerate/ply_stats.h"
#include "enumerate/position_coder.h"

namespace perftkit {

// "12.5%": how far into the keys a unit is.
inline std::string percent(std::uint64_t unit) {
  std::ostringstream text;
  text << std::setprecision(4) << 100.0 * static_cast<double>(unit) / static_cast<double>(kKeyUnits) << '%';
  return text.str();
}

// Chooses each pass's range (see the top of this file).
class PassPlanner {
 public:
  // Bytes a pass's set needs per distinct position, as a multiple of its
  // record: the collector holds up to twice a shard's distinct records
  // before it compacts, and vectors grow by doubling.
  static constexpr std::size_t kOverhead = 3;

  // The bytes a pass's set takes per distinct position of `Code`: with a
  // breakdown, DistinctCollector's records (code and lines, kOverhead);
  // without (Classifier::kCategories == 0), CountingCodeSet's slots.
  template <class Code, class Classifier>
  static constexpr std::size_t bytes_per_position() {
    if constexpr (Classifier::kCategories == 0)
      return static_cast<std::size_t>(CountingCodeSet<Code>::kBytesPerSlot * CountingCodeSet<Code>::kSlotsPerCode) + 1;
    else return sizeof(CodeLines<Code>) * kOverhead;
  }

  PassPlanner(std::size_t fixed_passes, std::size_t memory_bytes, std::size_t position_bytes, std::uint64_t children)
      : fixed_(fixed_passes),
        capacity_(std::max<std::uint64_t>(1, memory_bytes / position_bytes)),
        children_(children) {}

  // The range of the pass starting at `begin` and ending by `limit` (the
  // end of the gap it fills), after passes that found `distinct_so_far`
  // positions in `covered` units of keys.
  KeyRange next(std::uint64_t begin, std::uint64_t limit, std::uint64_t covered, std::uint64_t distinct_so_far) const {
    if (fixed_) {  // up to the next of the even boundaries (a resume may start between two)
      std::size_t i = 1;
      while (boundary(i) <= begin) ++i;
      return {begin, std::min(boundary(i), limit)};
    }
    // Units per pass: capacity / density, with a margin for uneven ranges.
    double density = covered ? static_cast<double>(distinct_so_far) / static_cast<double>(covered)
                             : static_cast<double>(children_) / static_cast<double>(kKeyUnits);
    double width = density > 0 ? 0.9 * static_cast<double>(capacity_) / density : static_cast<double>(kKeyUnits);
    auto units = static_cast<std::uint64_t>(std::clamp(width, 1.0, static_cast<double>(limit - begin)));
    // No sliver of a pass at the end: within an eighth of a pass, take the rest.
    if (limit - begin - units <= units / 8) units = limit - begin;
    return {begin, begin + units};
  }

  // An estimate of the ply's distinct positions from the passes so far.
  std::uint64_t estimate(std::uint64_t covered, std::uint64_t distinct_so_far) const {
    if (!covered) return children_;
    return static_cast<std::uint64_t>(static_cast<double>(distinct_so_far) * static_cast<double>(kKeyUnits) /
                                      static_cast<double>(covered));
  }

  std::uint64_t capacity() const noexcept { return capacity_; }

 private:
  // Boundary i of fixed_ even ranges: boundary(fixed_) = kKeyUnits.
  std::uint64_t boundary(std::size_t i) const noexcept { return kKeyUnits / fixed_ * i + kKeyUnits % fixed_ * i / fixed_; }

  std::size_t fixed_;
  std::uint64_t capacity_;  // distinct positions a pass's set holds in memory
  std::uint64_t children_;  // the children of all parents: at least the distinct positions
};

// The key ranges that no pass in `done` covered, in order (`done` holds
// disjoint ranges, in any order).
inline std::vector<KeyRange> uncovered_ranges(std::vector<LastPlyPass> done) {
  std::sort(done.begin(), done.end(), [](const auto& a, const auto& b) { return a.range.begin < b.range.begin; });
  std::vector<KeyRange> gaps;
  std::uint64_t begin = 0;
  for (const auto& pass : done) {
    if (pass.range.begin > begin) gaps.push_back({begin, pass.range.begin});
    begin = std::max(begin, pass.range.end);
  }
  if (begin < kKeyUnits) gaps.push_back({begin, kKeyUnits});
  return gaps;
}

// What a pass runs with: the run's options, the memory its set may use,
// the folder for spilled runs, the threads, and where resources are told.
struct PassContext {
  const EnumerateOptions& options;
  std::size_t memory_bytes;
  SpillFolder& spill;
  tbb::task_arena& arena;
  DistinctRunInfo* info = nullptr;
};

// A child whose key falls in a pass's range: its move from the parent
// and its key.
template <class Move>
struct ChildInRange {
  Move move;
  std::uint64_t key;
};

// The sweep every pass repeats: each parent decoded and its moves listed,
// and children(pos, span of ChildInRange, parent's lines) called once per
// parent with the children whose pass key falls in `range`. Most fall
// outside it: they are skipped unmade (key_after gives the child's key
// from the parent). A game that splits its passes by the waiting side
// (chess: encodable_game.h) skips most parents before listing a move. One
// call a parent, not one a child: the callbacks look up their thread's
// storage once per parent (each lookup is a hash of the thread id, about
// 130 instructions: results/enumeration/perf-log.md, row 11).
template <EncodableGame P, class Children>
void sweep_children_in_range(const Frontier<typename P::Code>& parents, int ply, KeyRange range,
                             const PassContext& context, Children&& children) {
  const EnumerateOptions& options = context.options;
  Progress progress(parents.size(), "ply " + std::to_string(ply) + " keys " + percent(range.begin) + "-" +
                                        percent(range.end),
                    options.show_progress && Progress::stderr_is_terminal());
  context.arena.execute([&] {
    parents.parallel_for_each([&](const CodeLines<typename P::Code>& record) {
      const P pos = P::decode(record.code);
      auto in = [&](std::uint64_t pass_key) { return range.contains(key_unit(pass_key)); };
      // Lists the parent's children with their key_after() and hands those
      // that keep(move, key) to the pass. Its arrays (5 KB, zeroed by
      // their constructors) only for the parents that are expanded.
      auto expand = [&](auto&& keep) {
        typename P::MoveList moves;
        using Move = typename P::Move;
        std::array<ChildInRange<Move>, sizeof(moves) / sizeof(Move)> in_range;
        std::size_t count = 0;
        auto offer = [&](const Move& m, std::uint64_t key) {
          if ((!options.drops_only || pos.move_facts(m).drop) && keep(m, key)) in_range[count++] = {m, key};
        };
        if constexpr (GeneratesChildKeys<P>) {
          typename P::ChildKeys keys;
          pos.generate_legal_with_keys(moves, keys);
          for (std::size_t i = 0; i < moves.size(); ++i) offer(moves[i], keys[i]);
        } else {
          pos.generate_legal(moves);
          for (const auto& m : moves) offer(m, pos.key_after(m));
        }
        if (count) children(pos, std::span<const ChildInRange<Move>>(in_range.data(), count), record.lines);
      };
      if constexpr (SplitsPassesByWaitingSide<P>) {
        // Children that take nothing have the parent's waiting side's key;
        // where that is outside the range only captures can be in it, and
        // mostly none is: the parent is skipped with no move listed.
        const std::uint64_t quiet = pos.waiting_side_key();
        const bool quiet_in = in(quiet);
        if (quiet_in || pos.some_capture_pass_key(quiet, in))
          expand([&](const typename P::Move& m, std::uint64_t) {
            const std::uint64_t taken = pos.taken_piece_key(m);
            return taken ? in(quiet ^ taken) : quiet_in;
          });
      } else {
        expand([&](const typename P::Move&, std::uint64_t key) { return in(key); });
      }
      progress.advance();
    });
  });
}

// A pass without a breakdown: the codes go to a CountingCodeSet and the
// lines are summed as they are found. The set is planned for
// `expected_distinct` positions (0: unknown, as many as the memory holds)
// with a margin: its inserts land all over it, so every page of a set
// larger than needed would be touched for nothing.
template <EncodableGame P, PositionCoder<P> Coder>
LastPlyPass count_pass_without_breakdown(const Frontier<typename P::Code>& parents, int ply, KeyRange range,
                                         const Coder& coder, const PassContext& context,
                                         std::uint64_t expected_distinct) {
  using Set = CountingCodeSet<typename Coder::Code>;
  const auto fits = static_cast<std::uint64_t>(static_cast<double>(context.memory_bytes) /
                                               (Set::kBytesPerSlot * Set::kSlotsPerCode));
  Set found(expected_distinct ? std::min(fits, expected_distinct + expected_distinct / 8 + 1024) : fits);
  tbb::enumerable_thread_specific<std::uint64_t> lines(0);
  sweep_children_in_range<P>(parents, ply, range, context,
                             [&](const P& pos, const auto& children, std::uint64_t parent_lines) {
                               auto& buffers = found.local_buffers();
                               for (const auto& child : children)
                                 found.add(buffers, child.key, coder.encode(pos.play(child.move)));
                               lines.local() += parent_lines * children.size();
                             });
  PlyStats stats(ply, 0);
  stats.distinct = context.arena.execute([&] { return found.finish(); });
  stats.lines = lines.combine([](auto a, auto b) { return a + b; });
  if (context.info) {
    context.info->peak_collector_bytes = std::max(context.info->peak_collector_bytes, found.peak_bytes());
    ++context.info->last_ply_passes;
  }
  return {range, stats, pass_key_of<P>()};
}

// One pass: the children of `parents` (the distinct positions of ply - 1
// with their line counts) whose keys fall in `range`, counted exactly.
// `expected_distinct` (0: unknown) sizes a set without breakdown.
template <EncodableGame P, PositionCoder<P> Coder, PositionClassifier<P> Classifier>
LastPlyPass count_pass(const Frontier<typename P::Code>& parents, int ply, KeyRange range, const Coder& coder,
                       const Classifier& classify, const PassContext& context, std::uint64_t expected_distinct = 0) {
  if constexpr (Classifier::kCategories == 0) {
    return count_pass_without_breakdown<P>(parents, ply, range, coder, context, expected_distinct);
  } else {
    using ChildCode = typename Coder::Code;
    DistinctCollector<ChildCode> found(context.memory_bytes, context.spill);
    sweep_children_in_range<P>(parents, ply, range, context,
                               [&](const P& pos, const auto& children, std::uint64_t parent_lines) {
                                 for (const auto& child : children)
                                   found.add(coder.encode(pos.play(child.move)), parent_lines);
                               });
    const Frontier<ChildCode> set = context.arena.execute([&] { return found.finish(); });
    const LastPlyPass pass{range, stats_of_set<P>(set, ply, coder, classify, context.arena), pass_key_of<P>()};
    note_collector(found, context.info);
    if (context.info) ++context.info->last_ply_passes;
    return pass;
  }
}

// Counts ply `ply` from `parents` in this process, after the passes in
// `done` (a resumed run's), calling on_pass(LastPlyPass) after each new pass.
template <EncodableGame P, PositionCoder<P> Coder, PositionClassifier<P> Classifier, class OnPass>
PlyStats count_last_ply_in_passes(const Frontier<typename P::Code>& parents, int ply, const Coder& coder,
                                  const Classifier& classify, const PassContext& context,
                                  const std::vector<LastPlyPass>& done, OnPass&& on_pass) {
  const EnumerateOptions& options = context.options;
  PlyStats total(ply, Classifier::kCategories);
  std::uint64_t covered = 0;
  for (const auto& pass : done) {
    total += pass.stats;
    covered += pass.range.end - pass.range.begin;
  }
  const auto gaps = uncovered_ranges(done);
  if (gaps.empty()) return total;

  // The first adaptive pass is sized by the number of children, and so is
  // the first set without breakdown; after a resumed run's passes both
  // are sized by the density those measured (counting the children is a
  // sweep of its own: minutes at chess ply 9).
  std::uint64_t children = 0;
  if (covered == 0 && (!options.passes || Classifier::kCategories == 0))
    children = context.arena.execute([&] {
      tbb::enumerable_thread_specific<std::uint64_t> count(0);
      parents.parallel_for_each([&](const CodeLines<typename P::Code>& record) {
        count.local() += P::decode(record.code).count_legal();
      });
      return count.combine([](auto a, auto b) { return a + b; });
    });
  const PassPlanner planner(options.passes, context.memory_bytes,
                            PassPlanner::bytes_per_position<typename Coder::Code, Classifier>(), children);
  // One pass over all keys is the plain case: reported only when split.
  const bool report = options.report_passes &&
                      planner.next(gaps[0].begin, gaps[0].end, covered, total.distinct) != KeyRange{};
  if (report)
    std::cerr << "ply " << ply << ": counted in passes over key ranges, "
              << (options.passes ? std::to_string(options.passes) + " even ranges"
                                 : "each sized to hold about " + std::to_string(planner.capacity()) +
                                       " positions in memory" +
                                       (covered ? std::string(" (resumed after ") + percent(covered) + " of the keys)"
                                                : " (the children: " + std::to_string(children) + ")"))
              << '\n';

  for (const KeyRange& gap : gaps) {
    for (std::uint64_t begin = gap.begin; begin < gap.end;) {
      const KeyRange range = planner.next(begin, gap.end, covered, total.distinct);
      const double share = static_cast<double>(range.end - range.begin) / static_cast<double>(kKeyUnits);
      const auto expected =
          static_cast<std::uint64_t>(share * static_cast<double>(planner.estimate(covered, total.distinct)));
      const LastPlyPass pass = count_pass<P>(parents, ply, range, coder, classify, context, expected);
      total += pass.stats;
      covered += range.end - range.begin;
      begin = range.end;
      if (report)
        std::cerr << "ply " << ply << " keys " << percent(range.begin) << "-" << percent(range.end) << ": "
                  << pass.stats.distinct << " distinct (all keys: about " << planner.estimate(covered, total.distinct)
                  << ")\n";
      on_pass(pass);
    }
  }
  return total;
}

// The last ply counted here, in passes, with `coder`'s codes: what
// enumerate_distinct_from calls with the parents (ply - 1's frontier).
template <EncodableGame P, PositionCoder<P> Coder>
struct LastPlyHere {
  Coder coder;
  template <class Classifier, class OnPass>
  PlyStats operator()(const Frontier<typename P::Code>& parents, int ply, const Classifier& classify,
                      const PassContext& context, const std::vector<LastPlyPass>& done, OnPass&& on_pass) const {
    return count_last_ply_in_passes<P>(parents, ply, coder, classify, context, done, on_pass);
  }
};

}  // namespace perftkit

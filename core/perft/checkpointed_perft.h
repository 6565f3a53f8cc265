#pragma once
// Divide with a checkpoint journal (see checkpoint.h): the same unit split
// as the parallel driver, every finished unit journaled, and a resumed run
// skipping the units its journal already holds. The total equals an
// uninterrupted run's for any kill point and any thread count, because
// the split is fixed by the journal's header and each unit is counted
// exactly once: from the journal or by this run.
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/input_error.h"
#include "common/progress.h"
#include "perft/checkpoint.h"
#include "perft/checkpoint_count.h"
#include "perft/parallel_perft.h"

namespace perftkit {

struct CheckpointRequest {
  std::string path;
  CheckpointMode mode = CheckpointMode::kStart;
  std::string variant;  // as named on the command line; with the model P is, the journal's identity
};

// The model name a journal records: a variant with models (a Position
// type with kModel) is named by the model P actually is, so an empty
// --model and the default model's name are the same run. Other variants
// have no model: "".
template <Game P>
std::string journal_model_name() {
  if constexpr (requires { P::kModel; }) {
    return std::string(model_name(P::kModel));
  } else {
    return "";
  }
}

// The model name a run from `root` records: with the position's house
// rules when it has any (Raindrop's joker rule: "open jokers remove"), so
// a journal is not resumed under another rule. Without them, unchanged.
template <Game P>
std::string journal_model_name(const P& root) {
  std::string name = journal_model_name<P>();
  if constexpr (requires { root.house_rules(); }) {
    if (const std::string rules = root.house_rules(); !rules.empty()) name += (name.empty() ? "" : " ") + rules;
  }
  return name;
}

template <Game P>
struct CheckpointedDivide {
  std::vector<DivideLine<P>> lines;
  std::size_t unit_count = 0;
  std::size_t resumed_units = 0;  // taken from the journal instead of counted
};

// Units per worker thread for a journaled run: more than divide() uses,
// so a kill loses less work, while a few hundred fsyncs stay negligible.
inline constexpr std::size_t kCheckpointUnitsPerThread = 128;
inline constexpr std::size_t kCheckpointMinUnits = 256;

inline std::size_t checkpoint_units_wanted(int threads) {
  return std::max(kCheckpointMinUnits, kCheckpointUnitsPerThread * static_cast<std::size_t>(std::max(threads, 1)));
}

// The unit split of a journaled run and what its journal already holds.
template <Game P>
struct JournaledSplit {
  UnitSplit<P> split;
  CheckpointJournal journal;
  std::vector<PerftCount<P>> counts;  // per unit: the journaled count, 0 while not done
  std::vector<char> done;
  std::size_t resumed_units = 0;
};

// Creates a journal (split aiming at `wanted_units` units), or resumes
// one: checks that it belongs to this run, splits at its split plies and
// ties every record to its unit by the unit position's key, so a journal
// from another split or generator fails here rather than add a foreign count.
// `statistics`: the header's statistics field (empty: node counts; see
// checkpoint.h and perft/checkpointed_stats.h).
template <Game P>
JournaledSplit<P> open_journaled_split(const P& root, int depth, const CheckpointRequest& request,
                                       std::size_t wanted_units, const std::string& statistics = "") {
  if (depth < 1) throw_input_error("--depth", "a checkpointed run needs depth 1 or more");
  CheckpointHeader run;
  run.variant = request.variant;
  run.model = journal_model_name(root);
  run.fen = root.fen();
  run.depth = depth;
  run.statistics = statistics;
  const std::string source = "--resume '" + request.path + "'";

  auto opened = [&] {
    if (request.mode == CheckpointMode::kResume && journal::resume_or_restart(request.path) == CheckpointMode::kResume) {
      auto journal = CheckpointJournal::resume(request.path);
      const auto& header = journal.contents().header;
      // Format 1 left the default model's name empty.
      auto named = header;
      if (named.model.empty() && named.variant == run.variant) named.model = journal_model_name<P>();
      require_same_run(named, run, source);
      auto split = split_at_ply(root, depth, header.split_plies);
      if (split.units.size() != header.unit_count)
        throw_input_error(source, "journal has " + std::to_string(header.unit_count) +
                                      " units, this position splits into " + std::to_string(split.units.size()));
      return JournaledSplit<P>{std::move(split), std::move(journal), {}, {}, 0};
    }
    auto split = split_into_units(root, depth, wanted_units);
    run.split_plies = split.plies;
    run.unit_count = split.units.size();
    return JournaledSplit<P>{std::move(split), CheckpointJournal::create(request.path, run), {}, {}, 0};
  }();
  const auto& units = opened.split.units;
  opened.counts.assign(units.size(), PerftCount<P>{0});
  opened.done.assign(units.size(), 0);
  for (const auto& record : opened.journal.contents().records) {
    if (record.key != units[record.unit_index].position.key())
      throw_input_error(source, "unit " + std::to_string(record.unit_index) + " has another position's key");
    opened.counts[record.unit_index] =
        count_from_journal_text<PerftCount<P>>(record.count, source + " unit " + std::to_string(record.unit_index));
    opened.done[record.unit_index] = 1;
  }
  opened.resumed_units = opened.journal.contents().records.size();
  return opened;
}

// Divide lines (root moves in generation order) from per-unit counts.
template <Game P>
std::vector<DivideLine<P>> lines_from_units(const P& root, const UnitSplit<P>& split,
                                            const std::vector<PerftCount<P>>& counts) {
  typename P::MoveList root_moves;
  root.generate_legal(root_moves);
  std::vector<DivideLine<P>> lines;
  for (const auto& m : root_moves) lines.push_back({m, root.move_name(m), PerftCount<P>{0}});
  for (std::size_t u = 0; u < split.units.size(); ++u) lines[split.units[u].root_index].count += counts[u];
  return lines;
}

// Calls count_unit(u) on `threads` threads for every unit the journal of
// `run` does not hold yet (count_unit journals it), with progress on a
// terminal, the resumed units counted as done.
template <Game P, class CountUnit>
void count_missing_units(const JournaledSplit<P>& run, int threads, const std::string& progress_label,
                         bool show_progress, CountUnit&& count_unit) {
  const std::size_t units = run.split.units.size();
  Progress progress(units, progress_label, show_progress && Progress::stderr_is_terminal());
  progress.advance(run.resumed_units);
  tbb::task_arena arena(threads);
  arena.execute([&] {
    tbb::parallel_for(tbb::blocked_range<std::size_t>(0, units, 1), [&](const auto& range) {
      for (std::size_t u = range.begin(); u != range.end(); ++u) {
        if (run.done[u]) continue;
        count_unit(u);
        progress.advance();
      }
    });
  });
}

// Plain and weighted counts alike: the journal holds each unit's exact count as text.
template <Game P>
CheckpointedDivide<P> checkpointed_divide(const P& root, int depth, const CheckpointRequest& request,
                                          const PerftRunOptions& options = {}) {
  const int threads = effective_threads(options.threads);
  auto run = open_journaled_split(root, depth, request, checkpoint_units_wanted(threads));
  const auto& units = run.split.units;
  const int remaining = run.split.remaining_depth;
  count_missing_units(run, threads, options.progress_label, options.show_progress, [&](std::size_t u) {
    run.counts[u] = units[u].weight * perft(units[u].position, remaining, options.hash);
    run.journal.append({{u, units[u].position.key()}, remaining, count_to_journal_text(run.counts[u])});
  });
  return {lines_from_units(root, run.split, run.counts), units.size(), run.resumed_units};
}

// --verify-seed: a second count with a table keyed through another seed
// (see perft_hash.h) must agree with the first. The message names what
// disagrees, for perft (a root move) and perft-mpi (a unit) alike.
template <class Count>
std::string verify_mismatch_message(const std::string& what, const Count& count, const Count& check,
                                    std::uint64_t seed) {
  return "verification failed for " + what + ": " + count_text(count) + " with the main hash table, " +
         count_text(check) + " with seed " + std::to_string(seed);
}

// The first root move whose two counts differ, as a message.
template <Game P>
std::optional<std::string> divide_mismatch(const std::vector<DivideLine<P>>& lines,
                                           const std::vector<DivideLine<P>>& check, std::uint64_t seed) {
  for (std::size_t i = 0; i < lines.size() && i < check.size(); ++i)
    if (!(lines[i].count == check[i].count))
      return verify_mismatch_message("root move " + lines[i].name, lines[i].count, check[i].count, seed);
  if (lines.size() != check.size()) return "verification failed: the two counts have different root moves";
  return std::nullopt;
}

}  // namespace perftkit

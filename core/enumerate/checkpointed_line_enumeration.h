#pragma once
// Line enumeration with a checkpoint journal (see lines_journal.h): the
// split and unit walk of enumerate_lines, with many more units than
// threads so a kill loses little, every finished unit journaled with its
// subtree's stats, and a resumed run walking only the units its journal
// lacks. The totals equal an uninterrupted run's for any kill point and
// any thread count: the split is fixed by the journal's header (the plies
// above it are recounted, which is cheap) and each unit is counted exactly
// once, from the journal or by this run.
#include <string>
#include <vector>

#include "common/input_error.h"
#include "common/progress.h"
#include "enumerate/enumeration_checkpoint_request.h"
#include "enumerate/line_enumeration.h"
#include "enumerate/lines_journal.h"
#include "perft/checkpointed_perft.h"

namespace perftkit {

struct CheckpointedLines {
  std::vector<PlyStats> plies;
  std::size_t unit_count = 0;
  std::size_t resumed_units = 0;  // taken from the journal instead of walked
};

template <Game P>
struct JournaledLineSplit {
  LineSplit<P> split;
  LinesJournal journal;
};

// Creates a journal (split aiming at checkpoint_units_wanted units), or
// resumes one: checks that it belongs to this run, splits at its split
// ply and checks the unit count, so a journal of another split or
// generator fails here rather than add foreign stats.
template <Game P, PositionClassifier<P> Classifier>
JournaledLineSplit<P> open_journaled_line_split(const P& root, int depth, const Classifier& classify,
                                                const EnumerateOptions& options,
                                                const EnumerationCheckpointRequest& request) {
  LinesJournalHeader run{enumeration_identity<P, Classifier>(request, root, depth, options)};

  if (request.mode == CheckpointMode::kResume && journal::resume_or_restart(request.path) == CheckpointMode::kResume) {
    auto journal = LinesJournal::resume(request.path);
    const auto& header = journal.contents().header;
    const std::string source = "--resume '" + request.path + "'";
    require_same_lines_run(header, run, source);
    auto split = split_lines_at_ply(root, depth, classify, options.drops_only, header.split_ply);
    if (split.units.size() != header.unit_count)
      throw_input_error(source, "journal has " + std::to_string(header.unit_count) +
                                    " units, this position splits into " + std::to_string(split.units.size()));
    return {std::move(split), std::move(journal)};
  }
  auto split = split_lines_into_units(root, depth, classify, options.drops_only,
                                      checkpoint_units_wanted(effective_threads(options.threads)));
  run.split_ply = split.ply;
  run.unit_count = split.units.size();
  return {std::move(split), LinesJournal::create(request.path, run)};
}

template <Game P, PositionClassifier<P> Classifier>
CheckpointedLines checkpointed_enumerate_lines(const P& root, int depth, const Classifier& classify,
                                               const EnumerateOptions& options,
                                               const EnumerationCheckpointRequest& request) {
  auto opened = open_journaled_line_split(root, depth, classify, options, request);
  const auto& units = opened.split.units;
  const int split_ply = opened.split.ply;

  // Plies split_ply..depth of each unit's subtree; empty while not known.
  std::vector<std::vector<PlyStats>> unit_plies(units.size());
  for (const auto& record : opened.journal.contents().records) {
    if (record.key != units[record.unit_index].key())
      throw_input_error("--resume '" + request.path + "'",
                        "unit " + std::to_string(record.unit_index) + " has another position's key");
    unit_plies[record.unit_index] = record.plies;
  }
  const std::size_t resumed = opened.journal.contents().records.size();

  Progress progress(units.size(), "lines", options.show_progress && Progress::stderr_is_terminal());
  progress.advance(resumed);
  detail::for_each_unit_in_parallel(units.size(), effective_threads(options.threads), [&](std::size_t u) {
    if (!unit_plies[u].empty()) return;
    auto stats = empty_plies(depth, Classifier::kCategories);
    detail::walk_lines(units[u], split_ply, depth, classify, options.drops_only, stats);
    LinesUnitRecord record{{u, units[u].key()}, {stats.begin() + split_ply, stats.end()}};
    opened.journal.append(record);
    unit_plies[u] = std::move(record.plies);
    progress.advance();
  });

  CheckpointedLines result{std::move(opened.split.stats), units.size(), resumed};
  for (const auto& plies : unit_plies)
    for (const auto& stats : plies) result.plies[stats.ply] += stats;
  return result;
}

}  // namespace perftkit

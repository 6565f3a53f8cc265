#pragma once
// Distinct-position enumeration with a checkpoint journal (see
// enumeration_journal.h): every finished ply is journaled with its totals
// and the saved frontier of the next ply, and a resumed run restarts at
// the first unfinished ply from that frontier. The result equals an
// uninterrupted run's for any kill point: the frontier of a ply is the
// exact distinct set (with line counts), whoever computed it.
#include <string>
#include <vector>

#include "common/input_error.h"
#include "enumerate/distinct_enumeration.h"
#include "enumerate/enumeration_journal.h"
#include "enumerate/saved_frontier.h"
#include "perft/checkpointed_perft.h"

namespace perftkit {

struct EnumerationCheckpointRequest {
  std::string path;
  CheckpointMode mode = CheckpointMode::kStart;
  std::string variant;  // with `model`: part of the journal's identity
  std::string model;    // empty = the variant's default
};

struct CheckpointedEnumeration {
  std::vector<PlyStats> plies;
  std::size_t resumed_plies = 0;  // taken from the journal instead of enumerated
};

template <EncodableGame P, PositionClassifier<P> Classifier>
CheckpointedEnumeration checkpointed_enumerate_distinct(const P& root, int depth, const Classifier& classify,
                                                        const EnumerateOptions& options,
                                                        const EnumerationCheckpointRequest& request,
                                                        DistinctRunInfo* info = nullptr) {
  using Code = typename P::Code;
  EnumerationHeader run;
  run.variant = request.variant;
  run.model = journal_model_name<P>(request.model);
  run.fen = root.fen();
  run.depth = depth;
  run.drops_only = options.drops_only;
  run.record_bytes = sizeof(CodeLines<Code>);
  run.categories = Classifier::kCategories;
  const std::string source = "--resume '" + request.path + "'";

  auto journal = request.mode == CheckpointMode::kResume ? EnumerationJournal::resume(request.path)
                                                         : EnumerationJournal::create(request.path, run);
  require_same_enumeration(journal.contents().header, run, source);
  const auto folder = journal.folder();
  const auto& done = journal.contents().plies;

  CheckpointedEnumeration result;
  result.resumed_plies = done.size();
  if (done.size() == static_cast<std::size_t>(depth) + 1) {  // the run had finished
    for (const auto& record : done) result.plies.push_back(record.stats);
    return result;
  }
  DistinctStart<Code> start = done.empty() ? start_at_root(root.encode()) : DistinctStart<Code>{};
  if (!done.empty()) {
    start.ply = static_cast<int>(done.size());
    start.frontier = load_frontier<Code>(folder, start.ply, done.back().next_frontier, source);
    for (const auto& record : done) start.finished.push_back(record.stats);
  }
  result.plies = enumerate_distinct_from<P>(
      std::move(start), depth, classify, options, info, [&](const PlyStats& stats, const Frontier<Code>* next) {
        EnumerationPlyRecord record{stats, {}};
        if (next) record.next_frontier = save_frontier(*next, folder, stats.ply + 1);
        journal.append(record);
        // The frontier just used is now behind a journaled ply.
        remove_saved_frontier(folder, stats.ply);
        if (!next) {
          std::error_code ignored;
          std::filesystem::remove(folder, ignored);  // empty now; only removed when empty
        }
      });
  return result;
}

}  // namespace perftkit

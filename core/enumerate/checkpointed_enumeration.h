#pragma once
// Distinct-position enumeration with a checkpoint journal (see
// enumeration_journal.h): every finished ply is journaled with its totals
// and the saved frontier of the next ply, and a ply in progress
// journals parts (the frontier shards expanded so far, their totals and
// the next-ply positions found, saved). A resumed run restarts after the
// last part of the first unfinished ply. The result equals an
// uninterrupted run's for any kill point: a frontier is the exact
// distinct set with line counts, and the saved positions of the parts
// merge with the rest of the ply exactly as spilled runs do. The last
// ply is journaled pass by pass (last_ply_passes.h); a resumed run counts
// the key ranges no pass has covered. The journal records the identity
// rule the coder counts by (EnumerationCheckpointRequest::identity).
#include <chrono>
#include <string>
#include <vector>

#include "common/fault_point.h"
#include "common/input_error.h"
#include "enumerate/distinct_enumeration.h"
#include "enumerate/enumeration_checkpoint_request.h"
#include "enumerate/enumeration_journal.h"
#include "enumerate/saved_frontier.h"
#include "perft/checkpointed_perft.h"

namespace perftkit {

struct CheckpointedEnumeration {
  std::vector<PlyStats> plies;
  std::size_t resumed_plies = 0;  // taken from the journal instead of enumerated
  std::size_t resumed_shards = 0;  // of the first unfinished ply's frontier, taken from its saved parts
  std::size_t resumed_passes = 0;  // of the last ply, taken from the journal
};

namespace detail {

// The hooks enumerate_distinct_from calls, writing the journal.
template <class Code>
class JournalingEnumerationCheckpoint {
 public:
  JournalingEnumerationCheckpoint(EnumerationJournal& journal, std::chrono::seconds save_every)
      : journal_(journal), folder_(frontier_folder(journal.path())), save_every_(save_every) {}

  template <class Done>
  void after_shard(const Done& done) {
    const bool last = done.shards_done == done.shard_count;
    unsaved_records_ += done.shard_records;
    if (last) {
      // The ply's own record follows at once, unless its set is on disk:
      // then a last part holds all of it before finish_ply merges it.
      if (done.next.on_disk()) {
        save_part(done);
        fault_point("merge-last-part");
      }
      return;
    }
    if (unsaved_records_ == 0) return;  // nothing new since the last save (empty shards)
    if (std::chrono::steady_clock::now() - last_save_ < save_every_) return;
    save_part(done);
  }

  // The ply before the last: its frontier file stays, as the parents of
  // the last ply's passes.
  void before_last_ply(const PlyStats& stats) {
    journal_.append(EnumerationPlyRecord{stats, {}});
    unsaved_records_ = 0;
  }

  void after_pass(const LastPlyPass& pass) { journal_.append(pass); }

  // The next ply's frontier from `next`, saved. A set on disk is merged
  // straight into the saved file, in journaled steps (see
  // enumeration_journal.h): as a temporary merge followed by a copy it
  // stood on disk three times over (spilled runs and parts, the merge, the
  // copy: about 90 GB at chess ply 8), and a merge that punched parts
  // without journaling could not be resumed.
  Frontier<Code> finish_ply(const PlyStats& stats, DistinctCollector<Code>& next, tbb::task_arena& arena) {
    if (!next.on_disk()) {
      Frontier<Code> frontier = arena.execute([&] { return next.finish(); });
      after_ply(stats, &frontier);
      return frontier;
    }
    const int ply = stats.ply + 1;
    const auto path = saved_frontier_path(folder_, ply);
    arena.execute([&] { merge_journaled(ply, next); });
    EnumerationPlyRecord record{stats, journal_.contents().merged};
    journal_.append(record);
    unsaved_records_ = 0;
    remove_saved_plies_before(folder_, ply);
    return frontier_in_sections<Code>(path, record.next_frontier);
  }

  void after_ply(const PlyStats& stats, Frontier<Code>* next) {
    EnumerationPlyRecord record{stats, {}};
    if (next) record.next_frontier = save_frontier(*next, folder_, stats.ply + 1);
    journal_.append(record);
    unsaved_records_ = 0;
    // The ply's frontier and parts are now behind a journaled ply.
    remove_saved_plies_before(folder_, stats.ply + 1);
    if (!next) {
      std::error_code ignored;
      std::filesystem::remove(folder_, ignored);  // empty now; only removed when empty
    }
  }

 private:
  template <class Done>
  void save_part(const Done& done) {
    EnumerationPartRecord part;
    part.shards_done = done.shards_done;
    part.stats = done.stats_so_far();
    part.found = done.next.save(saved_part_path(folder_, done.ply, journal_.contents().parts.size()));
    journal_.append(part);
    last_save_ = std::chrono::steady_clock::now();
    unsaved_records_ = 0;
  }

  // Merges the whole set, all of it in saved parts now, into the frontier
  // file of ply `ply`, from the first shard the journal has not merged.
  // Each step is durable before the next destroys anything: sections are
  // synced before a merge record names them, and a shard's part sections
  // are punched only after that record. A record every 1/32 of the set
  // (and after the last shard) bounds what stands on disk twice to that
  // much and costs 2 fsyncs a record.
  void merge_journaled(int ply, DistinctCollector<Code>& next) {
    constexpr std::size_t shards = DistinctCollector<Code>::kShards;
    const std::size_t first = journal_.contents().merged.size();
    SectionFileWriter<CodeLines<Code>> file(saved_frontier_path(folder_, ply), merging_frontier_path(folder_, ply),
                                            journal_.contents().merged);
    // Merged shards whose punch a kill may have cut short.
    for (std::size_t s = 0; s < first && s < shards; ++s) next.give_back(s);
    std::uint64_t total = 0;
    for (std::size_t s = first; s < shards; ++s) total += next.saved_bytes(s);
    const std::uint64_t bytes_a_record = std::max<std::uint64_t>(1, total / 32);
    EnumerationMergeRecord record{ply - 1, first, {}};
    std::uint64_t pending_bytes = 0;
    for (std::size_t s = first; s < shards; ++s) {
      pending_bytes += next.saved_bytes(s);
      record.sections.push_back(next.merge_shard_into(s, file));
      fault_point("merge-written");
      if (pending_bytes < bytes_a_record && s + 1 < shards) continue;
      file.sync();
      journal_.append(record);
      fault_point("merge-journaled");
      for (std::size_t done = record.first; done <= s; ++done) next.give_back(done);
      fault_point("merge-punched");
      record = EnumerationMergeRecord{ply - 1, s + 1, {}};
      pending_bytes = 0;
    }
    file.commit();
    fault_point("merge-committed");
  }

  EnumerationJournal& journal_;
  std::filesystem::path folder_;
  std::chrono::seconds save_every_;
  std::chrono::steady_clock::time_point last_save_ = std::chrono::steady_clock::now();
  std::uint64_t unsaved_records_ = 0;  // frontier positions expanded since the last save
};

// Where a journal says the run stands: its frontier, finished plies and
// the saved parts of the ply in progress, every file checked.
// `root` is the root's frontier code.
template <EncodableGame P>
DistinctStart<typename P::Code> start_from_journal(const typename P::Code& root, const EnumerationJournal& journal,
                                                   const std::string& source) {
  using Code = typename P::Code;
  const auto& done = journal.contents().plies;
  const auto& parts = journal.contents().parts;
  const auto folder = frontier_folder(journal.path());
  if (journal.contents().in_last_ply_passes()) {
    // Passes whose ranges are over another key counted other positions than
    // this build's ranges say (before the frontier's checksums are read).
    for (const auto& pass : journal.contents().passes)
      if (pass.over != pass_key_of<P>())
        throw_input_error(source, std::string("its passes split the keys by ") + pass_key_name(pass.over) +
                                      ", this build splits this game's by " + pass_key_name(pass_key_of<P>()) +
                                      ": finish it with the build that began it, or begin a new journal");
    // Parents of the last ply: ply 0 (the root) or the frontier the ply before them saved.
    const int parents = static_cast<int>(done.size()) - 1;
    DistinctStart<Code> start = parents == 0 ? start_at_root(root) : DistinctStart<Code>{};
    start.ply = static_cast<int>(done.size());
    if (parents > 0) start.frontier = load_frontier<Code>(folder, parents, done[parents - 1].next_frontier, source);
    for (const auto& record : done) start.finished.push_back(record.stats);
    start.last_ply_passes = journal.contents().passes;
    return start;
  }
  DistinctStart<Code> start = done.empty() ? start_at_root(root) : DistinctStart<Code>{};
  if (!done.empty()) {
    start.ply = static_cast<int>(done.size());
    start.frontier = load_frontier<Code>(folder, start.ply, done.back().next_frontier, source);
    for (const auto& record : done) start.finished.push_back(record.stats);
  }
  if (parts.empty()) return start;
  if (parts.back().shards_done > start.frontier.shards().size())
    throw_input_error(source, "a part of ply " + std::to_string(start.ply) + " is after shard " +
                                  std::to_string(parts.back().shards_done) + " of a frontier of " +
                                  std::to_string(start.frontier.shards().size()) + " shards");
  // Once the ply's end is being merged, the shards merged so far are in
  // the frontier file and may be punched out of the parts.
  const auto& merged = journal.contents().merged;
  if (!merged.empty() && parts.back().shards_done != start.frontier.shards().size())
    throw_input_error(source, "ply " + std::to_string(start.ply) + " is merged before its last part");
  for (std::size_t n = 0; n < parts.size(); ++n) {
    const auto path = saved_part_path(folder, start.ply, n);
    start.found.push_back(load_sections<CodeLines<Code>>(
        path, parts[n].found, source + " part file '" + path.string() + "'", merged.size()));
  }
  start.shards_done = parts.back().shards_done;
  start.partial = parts.back().stats;
  return start;
}

}  // namespace detail

// The last ply is counted by `last_ply`, every ply by `coder`'s classes
// (see enumerate_distinct_from).
template <EncodableGame P, PositionClassifier<P> Classifier, class LastPly, PositionCoder<P> Coder = GameCoder<P>>
CheckpointedEnumeration checkpointed_enumerate_distinct_with(const P& root, int depth, const Classifier& classify,
                                                             const EnumerateOptions& options,
                                                             const EnumerationCheckpointRequest& request,
                                                             DistinctRunInfo* info, const LastPly& last_ply,
                                                             const Coder& coder = {}) {
  using Code = typename P::Code;
  const EnumerationHeader run{enumeration_identity<P, Classifier>(request, root, depth, options),
                              sizeof(CodeLines<Code>), request.identity};
  const std::string source = "--resume '" + request.path + "'";

  const bool resume =
      request.mode == CheckpointMode::kResume && journal::resume_or_restart(request.path) == CheckpointMode::kResume;
  auto journal = resume ? EnumerationJournal::resume(request.path) : EnumerationJournal::create(request.path, run);
  require_same_enumeration(journal.contents().header, run, source);
  const auto& done = journal.contents().plies;

  CheckpointedEnumeration result;
  result.resumed_plies = done.size();
  if (done.size() == static_cast<std::size_t>(depth) + 1) {  // the run had finished
    for (const auto& record : done) result.plies.push_back(record.stats);
    return result;
  }
  // Files a kill left behind; while the last ply's passes run, its parents' frontier stays.
  const bool in_passes = journal.contents().in_last_ply_passes();
  remove_saved_plies_before(frontier_folder(journal.path()), static_cast<int>(done.size()) - (in_passes ? 1 : 0));
  auto start = detail::start_from_journal<P>(frontier_code(root, coder), journal, source);
  result.resumed_shards = start.shards_done;
  result.resumed_passes = journal.contents().passes.size();
  detail::JournalingEnumerationCheckpoint<Code> checkpoint(journal, request.save_every);
  auto spill = SpillFolder::for_journal(options.temp_dir, request.path);  // emptied: a killed run's spills are useless
  result.plies =
      enumerate_distinct_from<P>(std::move(start), depth, last_ply, classify, options, spill, info, checkpoint, coder);
  return result;
}

// The last ply counted here, in passes, with `coder`'s codes; every ply
// by its classes.
template <EncodableGame P, PositionClassifier<P> Classifier, PositionCoder<P> Coder = GameCoder<P>>
CheckpointedEnumeration checkpointed_enumerate_distinct(const P& root, int depth, const Classifier& classify,
                                                        const EnumerateOptions& options,
                                                        const EnumerationCheckpointRequest& request,
                                                        DistinctRunInfo* info = nullptr, const Coder& coder = {}) {
  return checkpointed_enumerate_distinct_with(root, depth, classify, options, request, info,
                                              LastPlyHere<P, Coder>{coder}, coder);
}

}  // namespace perftkit

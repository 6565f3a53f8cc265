#pragma once
// perft --stats with a checkpoint journal (perft/checkpoint.h), and its
// --verify-seed comparison. The tree is cut into the units of the
// journaled perft driver (perft/checkpointed_perft.h: the same split,
// fixed by the journal's header on resume); each finished unit appends
// one record with its subtree's statistics, a row for every depth below
// it, so a kill loses at most the units in flight. The rows of the
// depths down to the units come from the tree above them (a few plies:
// counted again on every run, never journaled). Every unit's rows are
// summed in unit order (integer sums), so a resumed run gives exactly the
// uninterrupted run's statistics, for any thread count.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/input_error.h"
#include "perft/checkpoint.h"
#include "perft/checkpointed_perft.h"
#include "perft/stats_divide.h"

namespace perftkit {

// A statistics journal's identity of P's columns: their names in order,
// joined by ',' (the header's statistics field), so that a journal of
// another column list is refused.
template <TreeStatistics P>
std::string stat_columns_identity() {
  std::string names;
  for (const StatColumn& column : VariantStatColumns<P>::kColumns)
    names += (names.empty() ? "" : ",") + std::string(column.name);
  return names;
}

// A tally as a journal row: nodes, then every column.
template <class Tally>
std::vector<std::uint64_t> tally_row(const Tally& tally) {
  std::vector<std::uint64_t> row{tally.nodes};
  row.insert(row.end(), tally.counts.begin(), tally.counts.end());
  return row;
}

// A journal row back as a tally; InputError naming `source` for another
// number of columns.
template <class Tally>
Tally tally_of_row(const std::vector<std::uint64_t>& row, const std::string& source) {
  if (row.size() != 1 + Tally::kColumns)
    throw_input_error(source, "statistics row has " + std::to_string(row.size()) + " numbers, expected " +
                                  std::to_string(1 + Tally::kColumns));
  Tally tally;
  tally.nodes = row[0];
  for (std::size_t c = 0; c < Tally::kColumns; ++c) tally.counts[c] = row[1 + c];
  return tally;
}

template <class P>
struct CheckpointedStats {
  StatDivide<P> stats;  // as divide_stats gives them
  std::size_t unit_count = 0;
  std::size_t resumed_units = 0;  // taken from the journal instead of counted
};

// divide_stats (perft/stats_divide.h) journaled: the statistics of every
// depth 1..depth (depth >= 1) below `root` and each root move's tally at
// `depth`; `threads` 0 = all cores; `hash`, if any, is shared by the threads.
template <TreeStatistics P>
CheckpointedStats<P> checkpointed_divide_stats(const P& root, int depth, const CheckpointRequest& request,
                                               int threads, StatsHashOf<P>* hash = nullptr,
                                               bool show_progress = false) {
  using Tally = StatTallyOf<P>;
  const int thread_count = effective_threads(threads);
  auto run = open_journaled_split(root, depth, request, checkpoint_units_wanted(thread_count),
                                  stat_columns_identity<P>());
  const auto& units = run.split.units;
  const int below = run.split.remaining_depth;  // the depths below each unit
  const std::size_t above = static_cast<std::size_t>(run.split.plies);

  std::vector<StatRows<P>> unit_rows(units.size());
  const std::string source = "--resume '" + request.path + "'";
  for (const auto& record : run.journal.contents().records)
    for (const auto& row : record.rows)
      unit_rows[record.unit_index].push_back(
          tally_of_row<Tally>(row, source + " unit " + std::to_string(record.unit_index)));

  const auto count_unit = [&](std::size_t u) {
    unit_rows[u] = fast_stats(units[u].position, below, hash);
    CheckpointRecord record{{u, units[u].position.key()}, below,
                            below ? std::to_string(unit_rows[u].back().nodes) : "1", {}};
    for (const auto& row : unit_rows[u]) record.rows.push_back(tally_row(row));
    run.journal.append(record);
  };
  count_missing_units(run, thread_count, "perft " + std::to_string(depth) + " --stats", show_progress, count_unit);

  // The depths down to the units, and each root move's tally there.
  auto stats = divide_stats(root, static_cast<int>(above), thread_count, hash);
  stats.rows.resize(static_cast<std::size_t>(depth));
  if (below > 0) {
    for (auto& line : stats.lines) line.tally = Tally{};
    for (std::size_t u = 0; u < units.size(); ++u) {
      for (std::size_t d = 0; d < unit_rows[u].size(); ++d) stats.rows[above + d] += unit_rows[u][d];
      stats.lines[units[u].root_index].tally += unit_rows[u].back();
    }
  }
  return {std::move(stats), units.size(), run.resumed_units};
}

// --verify-seed with --stats: the first depth, then root move, whose two
// counts differ in nodes or a column, as a message naming both counts.
template <TreeStatistics P>
std::optional<std::string> stats_mismatch(const StatDivide<P>& stats, const StatDivide<P>& check,
                                          std::uint64_t seed) {
  const auto& columns = VariantStatColumns<P>::kColumns;
  const auto first_difference = [&](const std::string& what, const StatTallyOf<P>& a,
                                    const StatTallyOf<P>& b) -> std::optional<std::string> {
    if (a.nodes != b.nodes) return verify_mismatch_message(what + ", nodes", a.nodes, b.nodes, seed);
    for (std::size_t c = 0; c < columns.size(); ++c)
      if (a.counts[c] != b.counts[c])
        return verify_mismatch_message(what + ", column " + std::string(columns[c].name), a.counts[c], b.counts[c],
                                       seed);
    return std::nullopt;
  };
  if (stats.rows.size() != check.rows.size() || stats.lines.size() != check.lines.size())
    return "verification failed: the two counts have different depths or root moves";
  for (std::size_t d = 0; d < stats.rows.size(); ++d)
    if (auto message = first_difference("depth " + std::to_string(d + 1), stats.rows[d], check.rows[d]))
      return message;
  for (std::size_t i = 0; i < stats.lines.size(); ++i)
    if (auto message = first_difference("root move " + stats.lines[i].name, stats.lines[i].tally, check.lines[i].tally))
      return message;
  return std::nullopt;
}

}  // namespace perftkit

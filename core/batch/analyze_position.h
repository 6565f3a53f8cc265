#pragma once
// Computes a batch record for one position of any Game: move classes
// among the legal moves (the variant's statistics columns), game status,
// and perft for depths 1..N checked against the input's expected counts.
#include <string>

#include "batch/batch_record.h"
#include "common/text.h"
#include "game/game_concept.h"
#include "game/game_status.h"
#include "io/epd.h"
#include "perft/count_text.h"
#include "perft/perft.h"
#include "perft/stats_perft.h"

namespace perftkit::batch {

// `status`: game_status_of(pos), or the same facts already at hand.
template <Game P>
std::string status_text(const P& pos, const GameStatus& status) {
  if (status.checkmate()) return "checkmate";
  if (status.stalemate()) return "stalemate";
  if constexpr (HasInsufficientMaterial<P>) {
    if (pos.insufficient_material()) return "insufficient material";
  }
  return "ongoing";
}

template <class Tally>
StatsRow stats_row(const Tally& tally) {
  return {tally.nodes, {tally.counts.begin(), tally.counts.end()}};
}

template <class Count>
CountCell count_cell(const Count& count) {
  return {perftkit::count_text(count), perftkit::count_json(count)};
}

template <class Tally>
StatsCells stats_cells(const Tally& tally) {
  StatsCells cells{count_cell(tally.nodes), {}};
  for (const auto& count : tally.counts) cells.counts.push_back(count_cell(count));
  return cells;
}

// Throws InputError for a FEN the variant rejects. Perft runs on the
// calling thread: batch parallelism is across positions. The move columns
// are the variant's statistics columns over the legal moves (one
// classifier with perft --stats); `with_stats` adds them for every depth
// 1..N, as perft --stats counts them (a model that weighs its moves: exact
// rationals, every leaf made, perft/stats_weighted.h's walk).
template <Game P>
  requires HasStatColumns<P>
BatchRecord analyze_position(const EpdRecord& input, const VariantOptions& options, int depth,
                             bool with_stats = false) {
  const P pos = P::from_fen(input.fen, options);
  BatchRecord record;
  record.fen = pos.fen();
  auto fields = split_whitespace(record.fen);
  record.side_to_move = fields.size() > 1 ? fields[1] : "";
  record.in_check = pos.in_check();
  record.columns = VariantStatColumns<P>::kColumns;
  StatTallyOf<P> moves;
  tally_moves(pos, moves);
  record.moves = stats_row(moves);
  record.status = status_text(pos, GameStatus{record.in_check, moves.nodes != 0});
  if (with_stats) {
    const auto rows = [&] {
      if constexpr (TreeStatistics<P>) return fast_stats(pos, depth);
      else return reference_stats(pos, depth);
    }();
    for (const auto& row : rows) record.stats.push_back(stats_cells(row));
  }
  for (int d = 1; d <= depth; ++d) {
    auto count = perft(pos, d);
    record.nodes += count_as_double(count);
    DepthResult result{d, perftkit::count_text(count), perftkit::count_json(count), std::nullopt};
    // Chance models carry the exact value in Xn beside a rounded Dn.
    if (auto exact = input.operation("X" + std::to_string(d))) result.expected = exact;
    else if (auto rounded = input.operation("D" + std::to_string(d))) result.expected = rounded;
    record.perft.push_back(std::move(result));
  }
  record.operations = input.operations;
  return record;
}

}  // namespace perftkit::batch

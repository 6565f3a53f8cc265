#pragma once
// Shared pieces of movegen-bench: every variant's *_bench.cpp measures the same
// families (generation per position class, play, perft with a nodes/s counter)
// on positions from datasets/, through the Game concept, so the figures of two
// variants mean the same thing.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "game/game_concept.h"
#include "game/variant_options.h"
#include "io/epd.h"
#include "perft/perft.h"

namespace perftkit::bench {

// A data-set file, `relative_path` in the data folder (e.g.
// "standard/standard.epd": share/perftkit of an install, datasets/ of the
// source tree of a build-tree binary; tools/cli/data_set.h), whole or as
// EPD records. Throws if the file is missing, so a benchmark never
// silently measures an empty set.
std::string dataset_text(std::string_view relative_path);
std::vector<EpdRecord> dataset_records(std::string_view relative_path);

// Position classes the generation benchmarks are split by: the generator takes
// different paths for each (evasions, capture loops, promotion expansion).
enum class PositionClass { quiet, in_check, many_captures, promotions };

// At least this many legal captures make a position "many captures".
inline constexpr int kManyCaptures = 6;

template <Game P>
bool in_class(const P& pos, PositionClass wanted) {
  typename P::MoveList moves;
  pos.generate_legal(moves);
  int captures = 0;
  bool promotion = false;
  for (const auto& m : moves) {
    MoveFacts facts = pos.move_facts(m);
    captures += facts.capture;
    promotion = promotion || facts.promotion;
  }
  switch (wanted) {
    case PositionClass::in_check: return pos.in_check();
    case PositionClass::promotions: return !pos.in_check() && promotion;
    case PositionClass::many_captures: return !pos.in_check() && !promotion && captures >= kManyCaptures;
    case PositionClass::quiet: return !pos.in_check() && !promotion && captures == 0;
  }
  return false;
}

// The suite's positions and their children (one ply deeper, which multiplies
// the sample and reaches checks and promotions the suite only threatens),
// filtered to one class.
template <Game P>
std::vector<P> positions_of_class(std::string_view relative_path, PositionClass wanted,
                                  const VariantOptions& options = {}) {
  std::vector<P> selected;
  for (const EpdRecord& record : dataset_records(relative_path)) {
    P root = P::from_fen(record.fen, options);
    if (in_class(root, wanted)) selected.push_back(root);
    typename P::MoveList moves;
    root.generate_legal(moves);
    for (const auto& m : moves) {
      P child = root.play(m);
      if (in_class(child, wanted)) selected.push_back(child);
    }
  }
  return selected;
}

// Legal generation over a set of positions; counter: generated moves per second.
template <Game P>
void generation(benchmark::State& state, const std::vector<P>& positions) {
  if (positions.empty()) {
    state.SkipWithError("no position of this class in the data set");
    return;
  }
  std::int64_t generated = 0;
  for (auto _ : state) {
    for (const P& pos : positions) {
      typename P::MoveList moves;
      pos.generate_legal(moves);
      benchmark::DoNotOptimize(moves);
      generated += static_cast<std::int64_t>(moves.size());
    }
  }
  state.counters["positions"] = static_cast<double>(positions.size());
  state.counters["moves_per_second"] = benchmark::Counter(static_cast<double>(generated), benchmark::Counter::kIsRate);
}

// Playing (copy-make) every legal move of every position; the move lists are
// generated outside the timed loop.
template <Game P>
void play_all(benchmark::State& state, const std::vector<P>& positions) {
  std::vector<typename P::MoveList> lists(positions.size());
  for (std::size_t i = 0; i < positions.size(); ++i) positions[i].generate_legal(lists[i]);
  std::int64_t played = 0;
  for (auto _ : state) {
    for (std::size_t i = 0; i < positions.size(); ++i) {
      for (const auto& m : lists[i]) {
        P child = positions[i].play(m);
        benchmark::DoNotOptimize(child);
      }
      played += static_cast<std::int64_t>(lists[i].size());
    }
  }
  state.counters["plays_per_second"] = benchmark::Counter(static_cast<double>(played), benchmark::Counter::kIsRate);
}

// Sequential perft of one data-set position at `depth`, checked against the
// data set's count (a wrong count must not pass as a fast one).
template <Game P>
  requires(!WeightedGame<P>)
void perft_nodes(benchmark::State& state, std::string_view relative_path, std::size_t line, int depth,
                 const VariantOptions& options = {}) {
  std::vector<EpdRecord> records = dataset_records(relative_path);
  const EpdRecord& record = records.at(line);
  std::string expected;
  for (const auto& [d, value] : record.depth_counts())
    if (d == depth) expected = value;
  P root = P::from_fen(record.fen, options);
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    nodes = perft(root, depth);
    benchmark::DoNotOptimize(nodes);
  }
  if (expected.empty() || std::to_string(nodes) != expected) {
    state.SkipWithError(("perft count " + std::to_string(nodes) + " differs from the data set's " + expected).c_str());
    return;
  }
  state.counters["nodes_per_second"] = benchmark::Counter(static_cast<double>(nodes) * static_cast<double>(state.iterations()),
                                                          benchmark::Counter::kIsRate);
}

}  // namespace perftkit::bench

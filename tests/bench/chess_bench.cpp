// Ordinary chess in movegen-bench: generation per position class, play
// (copy-make), perft with a nodes/s counter, slider attack lookups and perft
// hash-table probes. Positions come from datasets/standard/standard.epd.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <map>
#include <vector>

#include "chess/position.h"
#include "common_bench.h"
#include "geometry/attacks8.h"
#include "perft/perft_hash.h"

namespace perftkit::bench {
namespace {

using chess::Position;
constexpr std::string_view kSuite = "standard/standard.epd";
constexpr std::size_t kStartLine = 0;     // start position
constexpr std::size_t kKiwipeteLine = 1;  // r3k2r/p1ppqpb1/... (many captures, castling, en passant)

// Loaded on first use, not at static initialisation: a missing data set then
// surfaces as an exception inside the benchmark run, not before main.
const std::vector<Position>& class_positions(PositionClass wanted) {
  static std::map<PositionClass, std::vector<Position>> cache;
  auto [it, inserted] = cache.try_emplace(wanted);
  if (inserted) it->second = positions_of_class<Position>(kSuite, wanted);
  return it->second;
}

const std::vector<Position>& suite_positions() {
  static const std::vector<Position> positions = [] {
    std::vector<Position> all;
    for (const EpdRecord& record : dataset_records(kSuite)) all.push_back(Position::from_fen(record.fen));
    return all;
  }();
  return positions;
}

void BM_ChessGenerate(benchmark::State& state, PositionClass wanted) { generation(state, class_positions(wanted)); }
BENCHMARK_CAPTURE(BM_ChessGenerate, quiet, PositionClass::quiet);
BENCHMARK_CAPTURE(BM_ChessGenerate, in_check, PositionClass::in_check);
BENCHMARK_CAPTURE(BM_ChessGenerate, many_captures, PositionClass::many_captures);
BENCHMARK_CAPTURE(BM_ChessGenerate, promotions, PositionClass::promotions);

void BM_ChessPlay(benchmark::State& state) { play_all(state, suite_positions()); }
BENCHMARK(BM_ChessPlay);

void BM_ChessPerft(benchmark::State& state, std::size_t line, int depth) {
  perft_nodes<Position>(state, kSuite, line, depth);
}
BENCHMARK_CAPTURE(BM_ChessPerft, startpos_d4, kStartLine, 4)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ChessPerft, kiwipete_d3, kKiwipeteLine, 3)->Unit(benchmark::kMillisecond);

// Rook and bishop lookups on every square under each suite position's real
// occupancy (the slider scheme is PEXT or magics, see attacks8.h).
void BM_ChessSliderAttacks(benchmark::State& state) {
  std::vector<std::uint64_t> occupancies;
  for (const Position& pos : suite_positions()) occupancies.push_back(pos.occupied());
  for (auto _ : state) {
    for (std::uint64_t occupied : occupancies) {
      for (int sq = 0; sq < 64; ++sq) {
        benchmark::DoNotOptimize(attacks8::rook(sq, occupied));
        benchmark::DoNotOptimize(attacks8::bishop(sq, occupied));
      }
    }
  }
  state.SetLabel(attacks8::slider_scheme());
  state.counters["lookups_per_second"] = benchmark::Counter(
      static_cast<double>(state.iterations()) * static_cast<double>(occupancies.size()) * 64 * 2,
      benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ChessSliderAttacks);

// Probes of a 64 MB perft table (larger than the caches, as in a deep run) with
// the Zobrist keys of real positions: half stored (hits), half not (misses).
void BM_PerftHashProbe(benchmark::State& state) {
  PerftHash hash(64);
  std::vector<std::uint64_t> keys;
  for (const Position& root : suite_positions()) {
    Position::MoveList moves;
    root.generate_legal(moves);
    for (const auto& m : moves) keys.push_back(root.play(m).key());
  }
  for (std::size_t i = 0; i < keys.size(); i += 2) hash.store(keys[i], 3, i);
  std::int64_t hits = 0;
  for (auto _ : state) {
    for (std::uint64_t key : keys) hits += hash.probe(key, 3).has_value();
  }
  benchmark::DoNotOptimize(hits);
  state.counters["probes_per_second"] = benchmark::Counter(
      static_cast<double>(state.iterations()) * static_cast<double>(keys.size()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_PerftHashProbe);

}  // namespace
}  // namespace perftkit::bench

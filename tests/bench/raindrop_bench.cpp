// Raindrop in movegen-bench: drop generation and counting per game phase,
// play (copy-make), and perft per deck model with a nodes/s counter.
// Positions come from datasets/raindrop/raindrop.epd (open and deck lines).
#include <benchmark/benchmark.h>

#include <map>
#include <string>
#include <vector>

#include "common_bench.h"
#include "raindrop/position.h"

namespace perftkit::bench {
namespace {

using Open = raindrop::Position<raindrop::DeckModel::open>;
using Deck = raindrop::Position<raindrop::DeckModel::deck>;
using Expected = raindrop::Position<raindrop::DeckModel::expected>;
constexpr std::string_view kSuite = "raindrop/raindrop.epd";
// Line numbers (0-based) in the data set.
constexpr std::size_t kOpenStart = 0, kExpectedStart = 1, kDeckStart = 2;
constexpr std::size_t kOpenKingOnBoard = 7;  // 4q3/K1n5/...: White's king placed, 13 cards left
constexpr std::size_t kOpenEndgame = 19;     // 1B1NRQ2/7P/...: both kings placed, reserve q

// Game phases the generator takes different paths for: only drops (king
// still a card), drops and board moves (king placed, cards left), and
// board moves only (empty deck).
enum class Phase { drops_only, drops_and_moves, board_only };

const std::vector<Open>& phase_positions(Phase wanted) {
  static std::map<Phase, std::vector<Open>> cache;
  auto [it, inserted] = cache.try_emplace(wanted);
  if (!inserted) return it->second;
  for (const EpdRecord& record : dataset_records(kSuite)) {
    if (record.operation("model") != "open") continue;
    Open root = Open::from_fen(record.fen);
    typename Open::MoveList moves;
    root.generate_legal(moves);
    for (const auto& m : moves) {
      Open pos = root.play(m);
      Color us = pos.side_to_move();
      Phase phase = !pos.king_placed(us) ? Phase::drops_only
                    : pos.deck_size(us) ? Phase::drops_and_moves
                                        : Phase::board_only;
      if (phase == wanted) it->second.push_back(pos);
    }
  }
  return it->second;
}

void BM_RaindropGenerate(benchmark::State& state, Phase phase) { generation(state, phase_positions(phase)); }
BENCHMARK_CAPTURE(BM_RaindropGenerate, drops_only, Phase::drops_only);
BENCHMARK_CAPTURE(BM_RaindropGenerate, drops_and_moves, Phase::drops_and_moves);
BENCHMARK_CAPTURE(BM_RaindropGenerate, board_only, Phase::board_only);

// Bulk counting (perft leaves): drops are popcounts, never generated.
void BM_RaindropCountLegal(benchmark::State& state, Phase phase) {
  const auto& positions = phase_positions(phase);
  std::int64_t counted = 0;
  for (auto _ : state)
    for (const Open& pos : positions) {
      auto n = pos.count_legal();
      benchmark::DoNotOptimize(n);
      counted += static_cast<std::int64_t>(n);
    }
  state.counters["moves_per_second"] = benchmark::Counter(static_cast<double>(counted), benchmark::Counter::kIsRate);
}
BENCHMARK_CAPTURE(BM_RaindropCountLegal, drops_only, Phase::drops_only);
BENCHMARK_CAPTURE(BM_RaindropCountLegal, drops_and_moves, Phase::drops_and_moves);

void BM_RaindropPlay(benchmark::State& state) { play_all(state, phase_positions(Phase::drops_and_moves)); }
BENCHMARK(BM_RaindropPlay);

void BM_RaindropOpenPerft(benchmark::State& state, std::size_t line, int depth) {
  perft_nodes<Open>(state, kSuite, line, depth);
}
BENCHMARK_CAPTURE(BM_RaindropOpenPerft, start_d3, kOpenStart, 3)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_RaindropOpenPerft, king_placed_d3, kOpenKingOnBoard, 3)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_RaindropOpenPerft, endgame_d3, kOpenEndgame, 3)->Unit(benchmark::kMillisecond);

void BM_RaindropDeckPerft(benchmark::State& state, std::size_t line, int depth) {
  perft_nodes<Deck>(state, kSuite, line, depth);
}
BENCHMARK_CAPTURE(BM_RaindropDeckPerft, start_d4, kDeckStart, 4)->Unit(benchmark::kMillisecond);

// Chance perft: exact rational sums; checked against the data set's X3.
void BM_RaindropExpectedPerft(benchmark::State& state) {
  const EpdRecord record = dataset_records(kSuite).at(kExpectedStart);
  Expected root = Expected::from_fen(record.fen);
  raindrop::Rational value;
  for (auto _ : state) {
    value = perft(root, 3);
    benchmark::DoNotOptimize(value);
  }
  if (to_string(value) != record.operation("X3")) state.SkipWithError("expected-model count differs from the data set's X3");
}
BENCHMARK(BM_RaindropExpectedPerft)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace perftkit::bench

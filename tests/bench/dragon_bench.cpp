// 10x10 Dragon game: slider schemes compared on real occupancies, and
// generation, counting, copy-make and perft on the data-set positions.
// results/dragon/slider-schemes.md records the scheme comparison.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "common_bench.h"
#include "dragon/position.h"
#include "geometry/sliders10.h"
#include "perft/perft.h"

namespace {

using perftkit::dragon::Position;
using Bitboard = perftkit::u128;

const std::vector<Position>& suite_positions() {
  static const std::vector<Position> positions = [] {
    std::vector<Position> result;
    for (const auto& record : perftkit::bench::dataset_records("dragon/dragon100.epd"))
      result.push_back(Position::from_fen(record.fen));
    return result;
  }();
  return positions;
}

// Queen attacks from every square of every data-set occupancy: the slider
// work of a generator on realistic boards.
template <class Sliders>
void BM_DragonSliderScheme(benchmark::State& state) {
  std::vector<Bitboard> occupancies;
  for (const Position& pos : suite_positions()) occupancies.push_back(pos.occupied());
  for (auto _ : state) {
    for (Bitboard occupied : occupancies)
      for (int sq = 0; sq < perftkit::Geometry10::kSquares; ++sq) {
        benchmark::DoNotOptimize(Sliders::rook(sq, occupied));
        benchmark::DoNotOptimize(Sliders::bishop(sq, occupied));
      }
  }
  state.SetItemsProcessed(state.iterations() * occupancies.size() * perftkit::Geometry10::kSquares * 2);
}
BENCHMARK(BM_DragonSliderScheme<perftkit::sliders10::LineDifferenceSliders>);
#if PERFTKIT_HAVE_SPLIT_PEXT
BENCHMARK(BM_DragonSliderScheme<perftkit::sliders10::SplitPextSliders>);
#endif

void BM_DragonGenerateLegal(benchmark::State& state) {
  std::size_t moves = 0;
  for (auto _ : state) {
    for (const Position& pos : suite_positions()) {
      Position::MoveList list;
      pos.generate_legal(list);
      moves += list.size();
      benchmark::DoNotOptimize(list.begin());
    }
  }
  state.SetItemsProcessed(moves);
}
BENCHMARK(BM_DragonGenerateLegal);

void BM_DragonCountLegal(benchmark::State& state) {
  std::uint64_t moves = 0;
  for (auto _ : state)
    for (const Position& pos : suite_positions()) moves += pos.count_legal();
  benchmark::DoNotOptimize(moves);
  state.SetItemsProcessed(moves);
}
BENCHMARK(BM_DragonCountLegal);

// Copy-make: play every legal move of every data-set position.
void BM_DragonPlay(benchmark::State& state) {
  std::vector<std::pair<const Position*, perftkit::dragon::Move>> work;
  for (const Position& pos : suite_positions()) {
    Position::MoveList list;
    pos.generate_legal(list);
    for (auto m : list) work.emplace_back(&pos, m);
  }
  for (auto _ : state)
    for (const auto& [pos, move] : work) benchmark::DoNotOptimize(pos->play(move).key());
  state.SetItemsProcessed(state.iterations() * work.size());
}
BENCHMARK(BM_DragonPlay);

void BM_DragonPerftStartDepth4(benchmark::State& state) {
  Position start = Position::from_fen(Position::kStartFen);
  std::uint64_t nodes = 0;
  for (auto _ : state) nodes += perftkit::perft(start, 4);
  state.SetItemsProcessed(nodes);
}
BENCHMARK(BM_DragonPerftStartDepth4)->Unit(benchmark::kMillisecond);

}  // namespace

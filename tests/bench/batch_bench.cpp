// batch-analyze's whole pipeline in process (core/batch/batch_run.h): the
// standard suite at depth 3, 1 and 2 threads, records formatted as JSON
// lines into memory. Repeated in one process, so the figure is the steady
// pipeline rather than process start-up; the thread-scaling mark
// is the ratio of the two rows (results/batch/thread-scaling.md).
#include <benchmark/benchmark.h>

#include <sstream>
#include <string>

#include "batch/batch_run.h"
#include "batch/record_writer.h"
#include "common_bench.h"

namespace perftkit::bench {
namespace {

void BM_BatchStandardSuiteDepth3(benchmark::State& state) {
  const std::string text = dataset_text("standard/standard.epd");
  batch::BatchSettings settings;
  settings.depth = 3;
  const auto writer = batch::make_record_writer("jsonl", {settings.depth, {}, false});
  const int threads = static_cast<int>(state.range(0));
  double nodes = 0, positions = 0;
  for (auto _ : state) {
    std::istringstream in(text);
    std::ostringstream out;
    const auto totals = batch::run_batch(in, out, settings, *writer, threads, [](std::size_t) {});
    if (!totals.all_ok()) state.SkipWithError("a suite count differs");
    nodes += totals.nodes;
    positions += static_cast<double>(totals.positions);
  }
  state.counters["nodes_per_second"] = benchmark::Counter(nodes, benchmark::Counter::kIsRate);
  state.counters["positions_per_second"] = benchmark::Counter(positions, benchmark::Counter::kIsRate);
}
BENCHMARK(BM_BatchStandardSuiteDepth3)->Arg(1)->Arg(2)->ArgName("threads")->UseRealTime()->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace perftkit::bench

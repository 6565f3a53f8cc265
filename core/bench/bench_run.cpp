#include "bench/bench_run.h"

#include <time.h>

#include <chrono>

#include "bench/round_order.h"

namespace perftkit::bench {
namespace {

double wall_seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

double thread_cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

}  // namespace

BenchOutcome run_bench(std::vector<BenchEngine>& engines, const std::vector<BenchPosition>& positions,
                       const BenchSettings& settings, const std::function<void()>& reference_workload,
                       const std::function<void(int, int)>& on_round) {
  BenchOutcome outcome;
  auto& samples = outcome.samples;
  samples.timing.assign(engines.size(), std::vector<std::vector<Timing>>(positions.size()));
  RoundOrder order(settings.seed);
  const int total_rounds = settings.warmup + settings.rounds;
  for (int round = 0; round < total_rounds; ++round) {
    const bool measured = round >= settings.warmup;
    const double reference_wall = wall_seconds(), reference_cpu = thread_cpu_seconds();
    reference_workload();
    if (measured) samples.reference.push_back({wall_seconds() - reference_wall, thread_cpu_seconds() - reference_cpu});
    for (int p : order.next_permutation(static_cast<int>(positions.size()))) {
      for (int e : order.next_permutation(static_cast<int>(engines.size()))) {
        auto& engine = engines[e];
        const double cpu_before = engine.cpu_seconds(), wall_before = wall_seconds();
        const auto divide = engine.engine->perft(positions[p].fen, {}, settings.depth);
        const double wall = wall_seconds() - wall_before, cpu = engine.cpu_seconds() - cpu_before;
        if (divide.total != positions[p].nodes) {
          outcome.wrong_count = WrongCount{e, p, round + 1, divide.total};
          return outcome;
        }
        if (measured) samples.timing[e][p].push_back({wall, cpu});
      }
    }
    if (on_round) on_round(round + 1, total_rounds);
  }
  return outcome;
}

}  // namespace perftkit::bench

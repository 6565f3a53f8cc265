#pragma once
// The last ply of a distinct enumeration over MPI ranks, for any
// EncodableGame, coder and classifier: rank 0 counts it with
// LastPlyOverRanks (the last_ply of enumerate_distinct_from or its
// checkpointed form: ships the parents, hands out key ranges, journals the
// passes that come back), and every other rank calls serve_last_ply.
#include <mpi.h>

#include <tbb/task_arena.h>

#include <chrono>
#include <cstdint>
#include <deque>
#include <iostream>
#include <vector>

#include "enumerate/last_ply_passes.h"
#include "mpi/farm.h"
#include "mpi/frontier_shipping.h"
#include "mpi/wait.h"
#include "mpi/worker_fault.h"

namespace perftkit::tool {

inline constexpr int kRoot = 0;
inline constexpr int kWorkTag = 1;    // root -> worker: a key range (begin, end)
inline constexpr int kStopTag = 2;    // root -> worker: no more work
inline constexpr int kResultTag = 3;  // worker -> root: a pass's result
// Words of a pass's result: range, lines, distinct, per category lines and distinct.
template <class Classifier>
constexpr int kPassResultWords = 4 + 2 * static_cast<int>(Classifier::kCategories);

inline void send_stop(int worker) {
  std::uint64_t none[2] = {0, 0};
  MPI_Send(none, 2, MPI_UINT64_T, worker, kStopTag, MPI_COMM_WORLD);
}

// Workers: receive the parents from rank 0, then count each range it
// sends until it says stop (before any parents when nothing is left to count).
template <EncodableGame P, PositionCoder<P> Coder, PositionClassifier<P> Classifier>
void serve_last_ply(const EnumerateOptions& run, int ply, const Coder& coder, const Classifier& classify) {
  if (wait_for_message(kRoot) != kFrontierTag) {
    std::uint64_t none[2];
    MPI_Recv(none, 2, MPI_UINT64_T, kRoot, kStopTag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    return;
  }
  auto spill = SpillFolder::for_process(run.temp_dir);
  // As enumerate_distinct_from: the parents take up to half the budget, the pass's set the rest.
  const std::size_t budget = run.memory_mb * std::size_t{1024} * 1024;
  const auto parents = receive_frontier<typename P::Code>(budget / 2, spill, kRoot);
  tbb::task_arena arena(run.threads > 0 ? run.threads : tbb::this_task_arena::max_concurrency());
  const PassContext context{run, budget - parents.memory_bytes(), spill, arena, nullptr};
  for (std::uint64_t received = 1;; ++received) {
    std::uint64_t range[2];
    MPI_Status status;
    MPI_Recv(range, 2, MPI_UINT64_T, kRoot, MPI_ANY_TAG, MPI_COMM_WORLD, &status);
    if (status.MPI_TAG == kStopTag) return;
    kill_self_at_unit(received);
    const LastPlyPass pass = count_pass<P>(parents, ply, KeyRange{range[0], range[1]}, coder, classify, context);
    std::vector<std::uint64_t> result{range[0], range[1], pass.stats.lines, pass.stats.distinct};
    result.insert(result.end(), pass.stats.lines_in.begin(), pass.stats.lines_in.end());
    result.insert(result.end(), pass.stats.distinct_in.begin(), pass.stats.distinct_in.end());
    MPI_Send(result.data(), kPassResultWords<Classifier>, MPI_UINT64_T, kRoot, kResultTag, MPI_COMM_WORLD);
  }
}

// What rank 0 reports of the last ply.
struct LastPlyReport {
  ShippedFrontier shipped;
  double ship_seconds = 0;
  double seconds = 0;  // shipping and passes
};

// Rank 0: ships the parents and hands out the ranges no pass in `done`
// covered, journals (on_pass) and sums what comes back. Sets *stopped once
// every worker is told to stop.
template <EncodableGame P, class Classifier>
struct LastPlyOverRanks {
  int workers;
  bool* stopped;
  LastPlyReport* report;
  template <class OnPass>
  PlyStats operator()(const Frontier<typename P::Code>& parents, int ply, const Classifier&,
                      const PassContext& context, const std::vector<LastPlyPass>& done, OnPass&& on_pass) const {
    const auto start = std::chrono::steady_clock::now();
    PlyStats total(ply, Classifier::kCategories);
    for (const auto& pass : done) total += pass.stats;
    const std::size_t passes = context.options.passes ? context.options.passes : 4 * static_cast<std::size_t>(workers);
    const PassPlanner even(passes, 0, 1, 0);
    std::deque<KeyRange> pending;
    for (const KeyRange& gap : uncovered_ranges(done))
      for (std::uint64_t begin = gap.begin; begin < gap.end; begin = pending.back().end)
        pending.push_back(even.next(begin, gap.end, 0, 0));
    if (context.options.report_passes && !pending.empty())
      std::cerr << "ply " << ply << ": " << pending.size() << " passes over key ranges for " << workers
                << " worker ranks\n";
    if (!pending.empty()) {
      report->shipped = ship_frontier(parents, workers, kRoot);
      report->ship_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }
    auto send = [](int worker, KeyRange range) {
      std::uint64_t words[2] = {range.begin, range.end};
      MPI_Send(words, 2, MPI_UINT64_T, worker, kWorkTag, MPI_COMM_WORLD);
    };
    auto receive = [&] {
      std::uint64_t result[kPassResultWords<Classifier>];
      MPI_Status status;
      wait_for_message(MPI_ANY_SOURCE);
      MPI_Recv(result, kPassResultWords<Classifier>, MPI_UINT64_T, MPI_ANY_SOURCE, kResultTag, MPI_COMM_WORLD, &status);
      LastPlyPass pass{{result[0], result[1]}, PlyStats(ply, Classifier::kCategories), pass_key_of<P>()};
      pass.stats.lines = result[2];
      pass.stats.distinct = result[3];
      for (std::size_t c = 0; c < Classifier::kCategories; ++c) {
        pass.stats.lines_in[c] = result[4 + c];
        pass.stats.distinct_in[c] = result[4 + Classifier::kCategories + c];
      }
      total += pass.stats;
      if (context.options.report_passes)
        std::cerr << "ply " << ply << " keys " << percent(pass.range.begin) << "-" << percent(pass.range.end) << ": "
                  << pass.stats.distinct << " distinct (rank " << status.MPI_SOURCE << ")\n";
      if (context.info) ++context.info->last_ply_passes;
      on_pass(pass);
      return status.MPI_SOURCE;
    };
    farm_out(std::move(pending), workers, send, send_stop, receive);
    *stopped = true;
    report->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return total;
  }
};

}  // namespace perftkit::tool

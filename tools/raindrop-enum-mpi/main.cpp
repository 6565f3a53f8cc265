// raindrop-enum-mpi: raindrop-enum --distinct with the passes of the last
// ply spread over MPI ranks (same options and output as raindrop-enum).
//
// The passes over key ranges (core/enumerate/last_ply_passes.h) are
// independent, so they are the unit of distribution. Rank 0 alone
// enumerates the plies before the last, with the journal, if any; its last
// ply is counted by LastPlyOverRanks, which ships the parents (the
// frontier of the ply before the last) to the workers over MPI
// (cli/mpi_frontier_shipping.h: no shared file system needed), then hands
// out the key ranges no journaled pass covered (--passes N even ranges,
// default 4 per worker) to whichever worker is free, journals each pass
// that comes back and sums them. Workers count a range with all their
// cores (serve_last_ply). If a rank dies, MPI ends the job; the journal
// keeps every finished pass, so --resume loses only the passes in flight.
#include <mpi.h>

#include <tbb/task_arena.h>

#include <chrono>
#include <deque>
#include <iostream>
#include <vector>

#include "cli/mpi_farm.h"
#include "cli/mpi_frontier_shipping.h"
#include "cli/mpi_tool_main.h"
#include "cli/mpi_wait.h"
#include "cli/mpi_worker_fault.h"
#include "common/input_error.h"
#include "enumerate/checkpointed_enumeration.h"
#include "enumerate/distinct_enumeration.h"
#include "raindrop-enum/enum_options.h"
#include "raindrop-enum/report.h"
#include "raindrop/classifier.h"
#include "raindrop/compact_code.h"
#include "raindrop/position.h"

namespace perftkit::tool {
namespace {

using Classifier = raindrop::RaindropClassifier;
constexpr int kRoot = 0;
constexpr int kWorkTag = 1;    // root -> worker: a key range (begin, end)
constexpr int kStopTag = 2;    // root -> worker: no more work
constexpr int kResultTag = 3;  // worker -> root: range, lines, distinct, per category lines and distinct
constexpr int kResultWords = 4 + 2 * static_cast<int>(Classifier::kCategories);

using Ranks = MpiRanks;

void send_stop(int worker) {
  std::uint64_t none[2] = {0, 0};
  MPI_Send(none, 2, MPI_UINT64_T, worker, kStopTag, MPI_COMM_WORLD);
}

// Workers: receive the parents from rank 0, then count each range it
// sends until it says stop (before any parents when nothing is left to count).
template <class P, class Coder>
void serve_last_ply(const EnumOptions& o, const Coder& coder, const Classifier& classify) {
  if (wait_for_message(kRoot) != kFrontierTag) {
    std::uint64_t none[2];
    MPI_Recv(none, 2, MPI_UINT64_T, kRoot, kStopTag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    return;
  }
  auto spill = SpillFolder::for_process(o.run.temp_dir);
  // As enumerate_distinct_from: the parents take up to half the budget, the pass's set the rest.
  const std::size_t budget = o.run.memory_mb * std::size_t{1024} * 1024;
  const auto parents = receive_frontier<typename P::Code>(budget / 2, spill, kRoot);
  tbb::task_arena arena(o.run.threads > 0 ? o.run.threads : tbb::this_task_arena::max_concurrency());
  const PassContext context{o.run, budget - parents.memory_bytes(), spill, arena, nullptr};
  for (std::uint64_t received = 1;; ++received) {
    std::uint64_t range[2];
    MPI_Status status;
    MPI_Recv(range, 2, MPI_UINT64_T, kRoot, MPI_ANY_TAG, MPI_COMM_WORLD, &status);
    if (status.MPI_TAG == kStopTag) return;
    kill_self_at_unit(received);
    const LastPlyPass pass = count_pass<P>(parents, o.depth, KeyRange{range[0], range[1]}, coder, classify, context);
    std::vector<std::uint64_t> result{range[0], range[1], pass.stats.lines, pass.stats.distinct};
    result.insert(result.end(), pass.stats.lines_in.begin(), pass.stats.lines_in.end());
    result.insert(result.end(), pass.stats.distinct_in.begin(), pass.stats.distinct_in.end());
    MPI_Send(result.data(), kResultWords, MPI_UINT64_T, kRoot, kResultTag, MPI_COMM_WORLD);
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
template <class P>
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
      std::uint64_t result[kResultWords];
      MPI_Status status;
      wait_for_message(MPI_ANY_SOURCE);
      MPI_Recv(result, kResultWords, MPI_UINT64_T, MPI_ANY_SOURCE, kResultTag, MPI_COMM_WORLD, &status);
      LastPlyPass pass{{result[0], result[1]}, PlyStats(ply, Classifier::kCategories)};
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

template <raindrop::DeckModel M, class Coder>
int run_with(const EnumOptions& o, const raindrop::Position<M>& root, const Coder& coder, Ranks ranks) {
  using P = raindrop::Position<M>;
  const Classifier classify;
  if (ranks.rank != kRoot) {
    serve_last_ply<P>(o, coder, classify);
    return 0;
  }
  const int workers = ranks.size - 1;
  bool stopped = false;
  const auto start = std::chrono::steady_clock::now();
  DistinctRunInfo info;
  LastPlyReport last;
  std::vector<PlyStats> plies;
  try {
    const LastPlyOverRanks<P> over_ranks{workers, &stopped, &last};
    if (o.checkpoint_file) {
      EnumerationCheckpointRequest request{*o.checkpoint_file, o.resume ? CheckpointMode::kResume : CheckpointMode::kStart,
                                           std::string(P::kVariantName), std::string(raindrop::model_name(M))};
      request.save_every = o.checkpoint_every;
      auto result = checkpointed_enumerate_distinct_with(root, o.depth, classify, o.run, request, &info, over_ranks);
      if (result.resumed_plies)
        std::cerr << "resumed " << result.resumed_plies << " of " << o.depth + 1 << " plies and "
                  << result.resumed_passes << " passes of ply " << o.depth << " from " << *o.checkpoint_file << "\n";
      plies = std::move(result.plies);
    } else {
      plies = enumerate_distinct_with(root, o.depth, classify, o.run, &info, over_ranks);
    }
  } catch (...) {
    // The workers wait for their parents: release them.
    if (!stopped)
      for (int worker = 1; worker <= workers; ++worker) send_stop(worker);
    throw;
  }
  if (!stopped)  // a finished journal: no pass was handed out
    for (int worker = 1; worker <= workers; ++worker) send_stop(worker);
  write_report(std::cout, plies, true, o.format);
  std::cout.flush();
  std::cerr << "time " << std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() << " s, "
            << workers << " worker ranks, " << info.last_ply_passes << " passes of the last ply counted\n"
            << "last ply " << last.seconds << " s; parents shipped: " << last.shipped.records << " positions, "
            << last.shipped.bytes << " bytes to each worker in " << last.ship_seconds << " s\n";
  return 0;
}

template <raindrop::DeckModel M>
int run_model(const EnumOptions& o, Ranks ranks) {
  using P = raindrop::Position<M>;
  const P root = P::from_fen(o.fen ? *o.fen : P::start_fen(o.variant), o.variant);
  if (!o.full_codes)
    if (auto compact = raindrop::CompactCoder<M>::for_root(root, o.depth)) return run_with(o, root, *compact, ranks);
  return run_with(o, root, GameCoder<P>{}, ranks);
}

int run(int argc, char** argv, Ranks ranks) {
  auto options = parse_enum_options(argc, argv, ranks.rank == kRoot);
  if (!options) return 0;
  if (ranks.size < 2) throw_input_error("raindrop-enum-mpi", "needs 2 or more ranks (mpirun -np N with N >= 2)");
  if (!options->distinct) throw_input_error("raindrop-enum-mpi", "counts distinct positions: give --distinct");
  if (options->depth < 1) throw_input_error("--depth", "must be 1 or more (the last ply is what the ranks share)");
  if (ranks.rank != kRoot) options->run.report_passes = false;
  if (options->model == raindrop::DeckModel::deck) return run_model<raindrop::DeckModel::deck>(*options, ranks);
  return run_model<raindrop::DeckModel::open>(*options, ranks);
}

}  // namespace
}  // namespace perftkit::tool

int main(int argc, char** argv) {
  return perftkit::tool::mpi_tool_main("raindrop-enum-mpi", argc, argv, perftkit::tool::run);
}

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
// The MPI side is generic (cli/mpi_last_ply.h); this file chooses the
// Raindrop position, coder and classifier.
#include <mpi.h>

#include <chrono>
#include <iostream>
#include <vector>

#include "cli/mpi_last_ply.h"
#include "cli/mpi_tool_main.h"
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
using Ranks = MpiRanks;

template <raindrop::DeckModel M, class Coder>
int run_with(const EnumOptions& o, const raindrop::Position<M>& root, const Coder& coder, Ranks ranks) {
  using P = raindrop::Position<M>;
  const Classifier classify;
  if (ranks.rank != kRoot) {
    serve_last_ply<P>(o.run, o.depth, coder, classify);
    return 0;
  }
  const int workers = ranks.size - 1;
  bool stopped = false;
  const auto start = std::chrono::steady_clock::now();
  DistinctRunInfo info;
  LastPlyReport last;
  std::vector<PlyStats> plies;
  try {
    const LastPlyOverRanks<P, Classifier> over_ranks{workers, &stopped, &last};
    if (o.checkpoint_file) {
      EnumerationCheckpointRequest request{*o.checkpoint_file, o.resume ? CheckpointMode::kResume : CheckpointMode::kStart,
                                           std::string(P::kVariantName), std::string(raindrop::model_name(M))};
      request.save_every = o.checkpoint_every;
      auto result = checkpointed_enumerate_distinct_with(root, o.depth, classify, o.run, request, &info, over_ranks, coder);
      if (result.resumed_plies)
        std::cerr << "resumed " << result.resumed_plies << " of " << o.depth + 1 << " plies and "
                  << result.resumed_passes << " passes of ply " << o.depth << " from " << *o.checkpoint_file << "\n";
      plies = std::move(result.plies);
    } else {
      plies = enumerate_distinct_with(root, o.depth, classify, o.run, &info, over_ranks, coder);
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

// The passes over key ranges of the last ply (core/enumerate/last_ply_passes.h)
// are independent, so they are the unit of distribution. Rank 0 alone
// enumerates the plies before the last, with the journal, if any; its
// last ply is counted by LastPlyOverRanks, which ships the parents (the
// frontier of the ply before the last) to the workers over MPI
// (mpi/frontier_shipping.h: no shared file system needed), then hands
// out the key ranges no journaled pass covered (--passes N even ranges,
// default 4 per worker) to whichever worker is free, journals each pass
// that comes back and sums them. Workers count a range with all their
// cores (serve_last_ply). If a rank dies, MPI ends the job; the journal
// keeps every finished pass, so --resume loses only the passes in flight.
// The variant's root, classifier and coder, and the journaled count, are
// enumerate's own (enumerate/enumerated_game.h, journaled_distinct_count.h).
#include "enumeration_over_ranks.h"

#include <chrono>
#include <iostream>
#include <string>
#include <vector>

#include "common/input_error.h"
#include "enumerate/enumerated_game.h"
#include "enumerate/enumeration_report.h"
#include "enumerate/journaled_distinct_count.h"
#include "mpi/last_ply.h"

namespace perftkit::tool {
namespace {

template <EncodableGame P, class Classifier, class Coder>
int count_over_ranks(const EnumerateToolOptions& o, const P& root, const Classifier& classify, const Coder& coder,
                     MpiRanks ranks) {
  if (ranks.rank != kRoot) {
    serve_last_ply<P>(o.run, o.depth, coder, classify);
    return 0;
  }
  const int workers = ranks.size - 1;
  auto release_workers = [&] {
    for (int worker = 1; worker <= workers; ++worker) send_stop(worker);
  };
  bool stopped = false;
  const auto start = std::chrono::steady_clock::now();
  DistinctRunInfo info;
  LastPlyReport last;
  std::vector<PlyStats> plies;
  try {
    const LastPlyOverRanks<P, Classifier> over_ranks{workers, &stopped, &last};
    plies = count_distinct(o, root, classify, coder, over_ranks, info);
  } catch (...) {
    // The workers wait for their parents: release them.
    if (!stopped) release_workers();
    throw;
  }
  if (!stopped) release_workers();  // a finished journal: no pass was handed out
  write_report(std::cout, plies, Classifier::kNames, true, o.format);
  std::cout.flush();
  std::cerr << "time " << std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() << " s, "
            << workers << " worker ranks, " << info.last_ply_passes << " passes of the last ply counted\n"
            << "last ply " << last.seconds << " s; parents shipped: " << last.shipped.records << " positions, "
            << last.shipped.bytes << " bytes to each worker in " << last.ship_seconds << " s\n";
  return 0;
}

}  // namespace

int run_enumeration_over_ranks(std::string_view tool, EnumerateToolOptions o, MpiRanks ranks) {
  if (ranks.size < 2) throw_input_error(std::string(tool), "needs 2 or more ranks (mpirun -np N with N >= 2)");
  if (!o.distinct) throw_input_error(std::string(tool), "counts distinct positions: give --distinct");
  if (o.depth < 1) throw_input_error("--depth", "must be 1 or more (the last ply is what the ranks share)");
  if (ranks.rank != kRoot) o.run.report_passes = false;
  return with_distinct_enumeration(o, [&](const auto& root, const auto& classify, const auto& coder) {
    return count_over_ranks(o, root, classify, coder, ranks);
  });
}

}  // namespace perftkit::tool

// perft-mpi: perft distributed over MPI ranks.
//
// Every rank builds the same position and the same unit split (the split
// is deterministic; rank 0 chooses its ply, or takes it from the journal,
// and broadcasts it). Rank 0 then hands out unit indices one at a time to
// whichever worker is free (dynamic balance: subtrees differ a lot in
// size), journals each returned count with the checkpoint format, and
// prints the result. Workers count a unit with the TBB driver on all their
// cores and their own hash table. If a rank dies, MPI ends the job; the
// journal keeps every finished unit, so --resume loses only units in flight.
#include <mpi.h>

#include <chrono>
#include <cstdint>
#include <deque>
#include <iostream>
#include <memory>
#include <optional>
#include <vector>
#include <type_traits>

#include "common/input_error.h"
#include "game/play_moves.h"
#include "mpi/farm.h"
#include "mpi/tool_main.h"
#include "mpi/wait.h"
#include "mpi/worker_fault.h"
#include "mpi_options.h"
#include "perft/checkpointed_perft.h"
#include "perft/count_text.h"
#include "perft/parallel_perft.h"
#include "registry/variants.h"

namespace perftkit::tool {
namespace {

constexpr int kRoot = 0;
constexpr int kWorkTag = 1;    // root -> worker: one unit index
constexpr int kStopTag = 2;    // root -> worker: no more work
constexpr int kResultTag = 3;  // worker -> root: unit index, count
constexpr int kSetupFailed = -1;  // broadcast instead of a split ply when rank 0 cannot start

using Ranks = MpiRanks;

// A worker's answer: unit index, count and, with --verify-seed, the
// recount with the seeded table (else equal to the count).
constexpr int kResultWords = 3;

template <Game P>
void serve_units(const UnitSplit<P>& split, const MpiPerftOptions& o) {
  auto hash = o.hash_mb ? std::make_unique<PerftHash>(o.hash_mb) : nullptr;
  auto check_hash = o.verify_seed ? std::make_unique<PerftHash>(o.hash_mb, *o.verify_seed) : nullptr;
  const PerftRunOptions run{o.threads, hash.get(), false, ""};
  const PerftRunOptions check_run{o.threads, check_hash.get(), false, ""};
  for (std::uint64_t received = 1;; ++received) {
    std::uint64_t unit = 0;
    MPI_Status status;
    MPI_Recv(&unit, 1, MPI_UINT64_T, kRoot, MPI_ANY_TAG, MPI_COMM_WORLD, &status);
    if (status.MPI_TAG == kStopTag) return;
    kill_self_at_unit(received);
    const auto& u = split.units.at(unit);
    const std::uint64_t count = u.weight * parallel_perft(u.position, split.remaining_depth, run);
    const std::uint64_t check =
        check_hash ? u.weight * parallel_perft(u.position, split.remaining_depth, check_run) : count;
    std::uint64_t result[kResultWords] = {unit, count, check};
    MPI_Send(result, kResultWords, MPI_UINT64_T, kRoot, kResultTag, MPI_COMM_WORLD);
  }
}

// Rank 0: dispatches the units not yet done, collects and journals counts.
template <Game P>
void dispatch_units(const UnitSplit<P>& split, std::vector<std::uint64_t>& counts, const std::vector<char>& done,
                    CheckpointJournal* journal, int workers, std::uint64_t verify_seed) {
  std::deque<std::uint64_t> pending;
  for (std::size_t u = 0; u < split.units.size(); ++u)
    if (!done[u]) pending.push_back(u);
  auto send = [](int worker, std::uint64_t unit) { MPI_Send(&unit, 1, MPI_UINT64_T, worker, kWorkTag, MPI_COMM_WORLD); };
  auto stop = [](int worker) {
    std::uint64_t none = 0;
    MPI_Send(&none, 1, MPI_UINT64_T, worker, kStopTag, MPI_COMM_WORLD);
  };
  auto receive = [&] {
    std::uint64_t result[kResultWords];
    MPI_Status status;
    wait_for_message(MPI_ANY_SOURCE);
    MPI_Recv(result, kResultWords, MPI_UINT64_T, MPI_ANY_SOURCE, kResultTag, MPI_COMM_WORLD, &status);
    const std::uint64_t unit = result[0];
    if (result[1] != result[2]) {
      // Not journaled: a count that two tables disagree on is not trusted.
      const auto& u = split.units.at(unit);
      std::cerr << "perft-mpi: "
                << verify_mismatch_message("unit " + std::to_string(unit) + " (" + u.position.fen() + ", depth " +
                                               std::to_string(split.remaining_depth) + ")",
                                           result[1], result[2], verify_seed)
                << std::endl;
      MPI_Abort(MPI_COMM_WORLD, 1);
    }
    counts.at(unit) = result[1];
    if (journal) journal->append({{unit, split.units[unit].position.key()}, split.remaining_depth, std::to_string(result[1])});
    return status.MPI_SOURCE;
  };
  farm_out(std::move(pending), workers, send, stop, receive);
}

template <Game P>
int run_distributed(const MpiPerftOptions& o, const VariantOptions& variant_options, Ranks ranks) {
  if constexpr (!std::is_integral_v<PerftCount<P>>) {
    throw_input_error("--model", "weighted (expected-model) counts are not supported by perft-mpi");
  } else {
    const std::string fen = o.fen ? *o.fen : P::start_fen(variant_options);
    const P root = play_moves(P::from_fen(fen, variant_options), o.moves);
    const int workers = ranks.size - 1;
    const auto start = std::chrono::steady_clock::now();

    if (ranks.rank != kRoot) {
      int plies = 0;
      MPI_Bcast(&plies, 1, MPI_INT, kRoot, MPI_COMM_WORLD);
      if (plies == kSetupFailed) return 2;  // rank 0 reports why
      serve_units(split_at_ply(root, o.depth, plies), o);
      return 0;
    }

    // Rank 0: the split (from the journal when resuming), then the farm.
    const std::size_t wanted = checkpoint_units_wanted(workers * effective_threads(o.threads));
    std::optional<JournaledSplit<P>> journaled;
    UnitSplit<P> plain;
    try {
      if (o.checkpoint_file) {
        CheckpointRequest request{*o.checkpoint_file, o.resume ? CheckpointMode::kResume : CheckpointMode::kStart,
                                  o.variant};
        journaled.emplace(open_journaled_split(root, o.depth, request, wanted));
      } else {
        plain = split_into_units(root, o.depth, wanted);
      }
    } catch (...) {
      int failed = kSetupFailed;
      MPI_Bcast(&failed, 1, MPI_INT, kRoot, MPI_COMM_WORLD);
      throw;
    }
    const UnitSplit<P>& split = journaled ? journaled->split : plain;
    int plies = split.plies;
    MPI_Bcast(&plies, 1, MPI_INT, kRoot, MPI_COMM_WORLD);
    std::vector<std::uint64_t> counts = journaled ? journaled->counts : std::vector<std::uint64_t>(split.units.size(), 0);
    std::vector<char> done = journaled ? journaled->done : std::vector<char>(split.units.size(), 0);
    if (journaled && journaled->resumed_units)
      std::cerr << "resumed " << journaled->resumed_units << " of " << split.units.size() << " units from "
                << *o.checkpoint_file << "\n";
    try {
      dispatch_units(split, counts, done, journaled ? &journaled->journal : nullptr, workers, o.verify_seed.value_or(0));
    } catch (const InputError& e) {
      // The journal cannot be written: the workers are mid-protocol, so
      // end the whole job; the journal keeps what was written.
      std::cerr << "perft-mpi: error: " << e.what() << std::endl;
      MPI_Abort(MPI_COMM_WORLD, 2);
    }

    const auto lines = lines_from_units(root, split, counts);
    const auto total = total_of(lines);
    if (o.divide)
      for (const auto& line : lines) std::cout << line.name << ": " << count_text(line.count) << '\n';
    std::cout << "\nNodes searched: " << count_text(total) << std::endl;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cerr << "time " << seconds << " s, " << workers << " worker ranks, " << split.units.size() << " units";
    if (o.verify_seed) std::cerr << ", every unit verified with hash seed " << *o.verify_seed;
    std::cerr << "\n";
    return 0;
  }
}

int run(int argc, char** argv, Ranks ranks) {
  auto options = parse_mpi_options(argc, argv, ranks.rank == kRoot);
  if (!options) return 0;
  if (ranks.size < 2) throw_input_error("perft-mpi", "needs 2 or more ranks (mpirun -np N with N >= 2)");
  return with_variant(options->variant, options->variant_options, [&]<Game P>(const VariantOptions& vo) {
    return run_distributed<P>(*options, vo, ranks);
  });
}

}  // namespace
}  // namespace perftkit::tool

int main(int argc, char** argv) {
  return perftkit::tool::mpi_tool_main("perft-mpi", argc, argv, perftkit::tool::run);
}

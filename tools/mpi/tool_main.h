#pragma once
// main() of the MPI tools (perft-mpi, raindrop-enum-mpi): MPI set up for
// TBB workers that never call MPI, the rank and size, a journal's header
// read by rank 0 for all (mpi/journal_header.h), and the exit-code
// policy of every tool (common/tool_main.h) for a job: bad input reported
// once, by rank 0 (every rank parses the same options and FEN, so they
// fail alike), with exit code 2; any other failure (no memory, a full
// disk) reported by the rank it happened on, which then ends the job.
#include <mpi.h>

#include "common/tool_main.h"
#include "mpi/journal_header.h"

namespace perftkit::tool {

struct MpiRanks {
  int rank = 0;
  int size = 1;
};

// Returns run(argc, argv, MpiRanks), or 2 after anything thrown.
template <class Run>
int mpi_tool_main(const char* name, int argc, char** argv, Run&& run) {
  int provided = 0;
  // Only the main thread of a rank calls MPI; TBB workers never do.
  MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  MpiRanks ranks;
  MPI_Comm_rank(MPI_COMM_WORLD, &ranks.rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks.size);
  read_journal_header = header_line_from_rank_0;  // --resume FILE alone: every rank takes rank 0's header
  const ToolProcess rank{ranks.rank == 0, [](int exit_code) { MPI_Abort(MPI_COMM_WORLD, exit_code); }};
  const int rc = run_tool(name, [&] { return run(argc, argv, ranks); }, rank);
  MPI_Finalize();
  return rc;
}

}  // namespace perftkit::tool

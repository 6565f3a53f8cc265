#pragma once
// main() of the MPI tools (perft-mpi, raindrop-enum-mpi): MPI set up for
// TBB workers that never call MPI, the rank and size, and bad input
// reported once, by rank 0 (every rank parses the same options and FEN, so
// they fail alike), with exit code 2.
#include <mpi.h>

#include <iostream>

#include "common/input_error.h"

namespace perftkit::tool {

struct MpiRanks {
  int rank = 0;
  int size = 1;
};

// Returns run(argc, argv, MpiRanks), or 2 after an InputError.
template <class Run>
int mpi_tool_main(const char* name, int argc, char** argv, Run&& run) {
  int provided = 0;
  // Only the main thread of a rank calls MPI; TBB workers never do.
  MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  MpiRanks ranks;
  MPI_Comm_rank(MPI_COMM_WORLD, &ranks.rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks.size);
  int rc = 0;
  try {
    rc = run(argc, argv, ranks);
  } catch (const InputError& e) {
    if (ranks.rank == 0) std::cerr << name << ": error: " << e.what() << '\n';
    rc = 2;
  }
  MPI_Finalize();
  return rc;
}

}  // namespace perftkit::tool

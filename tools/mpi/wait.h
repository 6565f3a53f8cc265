#pragma once
// Waiting for an MPI message without holding a core.
#include <mpi.h>

#include <chrono>
#include <thread>

namespace perftkit::tool {

// Waits for the next message from `source` (or MPI_ANY_SOURCE) without
// spinning, and returns its tag: a worker waits while rank 0 builds the
// parents (hours, at scale), and rank 0 while the workers count their
// passes; MPI's blocking calls poll a core meanwhile, which on a machine
// shared by several ranks slows the ranks that count.
inline int wait_for_message(int source) {
  for (;;) {
    int arrived = 0;
    MPI_Status status;
    MPI_Iprobe(source, MPI_ANY_TAG, MPI_COMM_WORLD, &arrived, &status);
    if (arrived) return status.MPI_TAG;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
}

}  // namespace perftkit::tool

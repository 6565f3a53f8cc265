#pragma once
// What a distinct enumeration reports about its resources.
#include <cstddef>

namespace perftkit {

struct DistinctRunInfo {
  std::size_t spilled_runs = 0;         // sorted runs written to disk, all plies
  std::size_t spilled_bytes = 0;        // their bytes (temporary disk; the merges write as much again)
  std::size_t peak_collector_bytes = 0;  // largest in-memory set, all plies
  std::size_t last_ply_passes = 0;      // passes over the last ply's parents (this run's)
};

}  // namespace perftkit

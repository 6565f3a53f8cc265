#pragma once
// What enumerate-mpi (and raindrop-enum-mpi, its Raindrop wrapper) do with
// their options on every rank: enumerate --distinct with the last ply's
// passes spread over the MPI ranks, the report on stdout from rank 0.
#include <string_view>

#include "enumerate/enumerate_cli_options.h"
#include "mpi/tool_main.h"

namespace perftkit::tool {

// Returns the rank's exit code; throws InputError for input the ranks
// cannot count (one rank, no --distinct, --depth 0) and whatever
// enumerate refuses. `tool` names the program in those errors.
int run_enumeration_over_ranks(std::string_view tool, EnumerateToolOptions options, MpiRanks ranks);

}  // namespace perftkit::tool

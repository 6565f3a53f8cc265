// raindrop-enum-mpi: enumerate-mpi with the variant fixed to Raindrop
// (tools/enumerate-mpi; docs/mpi.md), kept for its users' command lines:
// raindrop-enum's options (--json and --csv for --format, no --variant).
#include "enumerate-mpi/enumeration_over_ranks.h"
#include "raindrop-enum/enum_options.h"

namespace perftkit::tool {
namespace {

int run(int argc, char** argv, MpiRanks ranks) {
  auto options = parse_enum_options(argc, argv, ranks.rank == 0);
  return options ? run_enumeration_over_ranks("raindrop-enum-mpi", std::move(*options), ranks) : 0;
}

}  // namespace
}  // namespace perftkit::tool

int main(int argc, char** argv) {
  return perftkit::tool::mpi_tool_main("raindrop-enum-mpi", argc, argv, perftkit::tool::run);
}

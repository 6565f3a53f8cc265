// raindrop-enum-mpi: enumerate-mpi with the variant fixed to Raindrop
// (tools/enumerate-mpi; docs/mpi.md), kept for its users' command lines:
// raindrop-enum's options (--json and --csv for --format, no --variant).
#include "enumerate-mpi/enumeration_over_ranks.h"
#include "raindrop-enum/enum_options.h"

namespace perftkit::tool {
namespace {

constexpr std::string_view kUsage =
    "raindrop-enum-mpi: raindrop-enum --distinct with the last ply's passes over MPI ranks\n\n"
    "  mpirun -np N raindrop-enum-mpi [--fen FEN] --depth D --distinct [--passes N] [--full-codes]\n"
    "                [--model open|deck] [--joker-rule R [--jokers N]] [--drops-only]\n"
    "                [--threads N] [--memory MB] [--temp-dir DIR] [--json | --csv]\n"
    "                [--checkpoint FILE | --resume FILE] [--checkpoint-every SECONDS]\n\n"
    "It is enumerate-mpi --variant raindrop, with raindrop-enum's options (--json and --csv for\n"
    "--format); the output is raindrop-enum's. Run it under mpirun with 2 or more ranks.";

int run(int argc, char** argv, MpiRanks ranks) {
  auto options = parse_enum_options(argc, argv, ranks.rank == 0, kUsage);
  return options ? run_enumeration_over_ranks("raindrop-enum-mpi", std::move(*options), ranks) : 0;
}

}  // namespace
}  // namespace perftkit::tool

int main(int argc, char** argv) {
  return perftkit::tool::mpi_tool_main("raindrop-enum-mpi", argc, argv, perftkit::tool::run);
}

// enumerate-mpi: enumerate --distinct with the passes of the last ply
// spread over MPI ranks, for every variant with position codes (same
// options and output as enumerate). Manual: docs/mpi.md.
#include "enumerate/enumerate_cli_options.h"
#include "enumeration_over_ranks.h"

namespace perftkit::tool {
namespace {

constexpr EnumerateCommandLine kCommandLine{
    "enumerate-mpi: enumerate --distinct with the last ply's passes over MPI ranks\n\n"
    "  enumerate-mpi [--variant NAME] [--startpos | --fen FEN] --depth N --distinct\n"
    "                [--identity positions|ep-available|diagrams] [--passes N]\n"
    "                [--threads N] [--memory MB] [--temp-dir DIR] [--format text|csv|json]\n"
    "                [--checkpoint FILE | --resume FILE] [--checkpoint-every SECONDS]\n"
    "                [Raindrop: --model open|deck --joker-rule R --jokers N --drops-only --full-codes]\n\n"
    "Run it under mpirun with 2 or more ranks (mpirun -np N enumerate-mpi ...): rank 0 counts the plies\n"
    "before the last, with the journal, ships their last frontier to the other ranks and hands out the\n"
    "last ply's key ranges (--passes N, default 4 per worker); the output is enumerate's. --threads and\n"
    "--memory apply to each rank.",
    "",
    {}};

int run(int argc, char** argv, MpiRanks ranks) {
  auto options = parse_enumerate_options(argc, argv, kCommandLine, ranks.rank == 0);
  return options ? run_enumeration_over_ranks("enumerate-mpi", std::move(*options), ranks) : 0;
}

}  // namespace
}  // namespace perftkit::tool

int main(int argc, char** argv) {
  return perftkit::tool::mpi_tool_main("enumerate-mpi", argc, argv, perftkit::tool::run);
}

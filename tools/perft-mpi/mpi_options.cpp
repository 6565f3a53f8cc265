#include "mpi_options.h"


#include "cli/command_line.h"
#include "cli/count_resume.h"
#include "cli/variant_choice.h"
#include "common/input_error.h"

namespace perftkit::tool {
namespace po = boost::program_options;

namespace {

// The counting options' help, as they apply to the ranks.
constexpr CountOptionHelp kRankHelp{
    .threads = "threads per worker rank (0 = all cores)",
    .hash = "perft hash table per worker rank, MiB (0 = none)",
    .checkpoint = "rank 0 journals finished units to this new file",
    .verify_seed = "count every unit again with a hash table keyed through this seed (not 0)"};

}  // namespace

std::optional<MpiPerftOptions> parse_mpi_options(int argc, char** argv, bool print_help) {
  MpiPerftOptions o;
  CountOptionNumbers numbers;
  po::options_description visible(
      "perft-mpi: perft over MPI ranks; rank 0 hands out subtrees, every other rank counts them\n\n"
      "  mpirun -np N perft-mpi [--variant V] (--startpos | --fen FEN) [--moves \"e2e4 ...\"] --depth D\n"
      "         [--divide] [--threads T] [--hash MB] [--checkpoint FILE | --resume FILE] [--verify-seed S]\n\nOptions");
  visible.add_options()
      ("help,h", "show this help");
  add_count_options(visible, o, numbers, kRankHelp);
  add_journal_options(visible, kRankHelp);
  auto parsed = parse_command_line(argc, argv, visible, nullptr, nullptr, print_help,
                                   {.success = "the count finished",
                                    .failure = "with --verify-seed: a unit's second count differed (the job ends)"});
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  if (list_variants(vm, print_help)) return std::nullopt;
  add_count_options_from_journal(*parsed, visible);
  check_variant_options(o.variant_options, vm.count("fen") > 0);
  if (!vm.count("depth")) throw_input_error("--depth", "missing (give --depth N)");
  o.depth = in_range("--depth", numbers.depth, 1, kMaxDepth);
  read_count_options(vm, numbers, o);
  return o;
}

}  // namespace perftkit::tool

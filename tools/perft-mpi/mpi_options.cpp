#include "mpi_options.h"


#include "cli/command_line.h"
#include "cli/variant_choice.h"
#include "common/input_error.h"

namespace perftkit::tool {
namespace po = boost::program_options;

std::optional<MpiPerftOptions> parse_mpi_options(int argc, char** argv, bool print_help) {
  MpiPerftOptions o;
  long long depth = 0, threads = 0, hash_mb = 0;
  po::options_description visible(
      "perft-mpi: perft over MPI ranks; rank 0 hands out subtrees, every other rank counts them\n\n"
      "  mpirun -np N perft-mpi [--variant V] (--startpos | --fen FEN) [--moves \"e2e4 ...\"] --depth D\n"
      "         [--divide] [--threads T] [--hash MB] [--checkpoint FILE | --resume FILE] [--verify-seed S]\n\nOptions");
  visible.add_options()
      ("help,h", "show this help");
  add_variant_choice(visible, o.variant);
  add_variant_options(visible, o.variant_options);
  visible.add_options()
      ("startpos", "start from the variant's start position (the default)")
      ("fen", po::value<std::string>(), "start from this FEN")
      ("moves", po::value(&o.moves), "moves to play first, in UCI notation")
      ("depth,d", po::value(&depth), "perft depth (1 to 30)")
      ("divide", "print the count below every root move")
      ("threads,t", po::value(&threads)->default_value(0), "threads per worker rank (0 = all cores)")
      ("hash", po::value(&hash_mb)->default_value(0), "perft hash table per worker rank, MiB (0 = none)")
      ("checkpoint", po::value<std::string>(), "rank 0 journals finished units to this new file")
      ("resume", po::value<std::string>(), "continue the run journaled in this file")
      ("verify-seed", po::value<std::uint64_t>(), "count every unit again with a hash table keyed through this seed (not 0)");
  auto parsed = parse_command_line(argc, argv, visible, nullptr, nullptr, print_help);
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  if (list_variants(vm, print_help)) return std::nullopt;
  check_variant_options(o.variant_options, vm.count("fen") > 0);
  if (!vm.count("depth")) throw_input_error("--depth", "missing (give --depth N)");
  if (vm.count("fen") && vm.count("startpos")) throw_input_error("options", "--fen and --startpos exclude each other");
  o.depth = in_range("--depth", depth, 1, 30);
  o.threads = in_range("--threads", threads, 0, 1024);
  o.hash_mb = static_cast<std::size_t>(in_range("--hash", hash_mb, 0, 1 << 20));  // MiB
  o.divide = vm.count("divide") > 0;
  if (vm.count("fen")) o.fen = vm["fen"].as<std::string>();
  auto checkpoint = checkpoint_choice(vm);
  o.checkpoint_file = checkpoint.file;
  o.resume = checkpoint.resume;
  o.verify_seed = verify_seed_choice(vm, o.hash_mb);
  return o;
}

}  // namespace perftkit::tool

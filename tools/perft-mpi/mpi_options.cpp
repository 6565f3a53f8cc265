#include "mpi_options.h"

#include <boost/program_options.hpp>
#include <iostream>

#include "common/input_error.h"

namespace perftkit::tool {
namespace po = boost::program_options;

std::optional<MpiPerftOptions> parse_mpi_options(int argc, char** argv, bool print_help) {
  MpiPerftOptions o;
  long long depth = 0, threads = 0, hash_mb = 0;
  po::options_description visible(
      "perft-mpi: perft over MPI ranks; rank 0 hands out subtrees, every other rank counts them\n\n"
      "  mpirun -np N perft-mpi [--variant V] (--startpos | --fen FEN) [--moves \"e2e4 ...\"] --depth D\n"
      "         [--divide] [--threads T] [--hash MB] [--checkpoint FILE | --resume FILE]\n\nOptions");
  visible.add_options()
      ("help,h", "show this help")
      ("variant", po::value(&o.variant)->default_value("chess"), "chess, chess960, dragon, raindrop")
      ("model", po::value(&o.variant_options.model), "Raindrop deck model: open (default), deck")
      ("startpos", "start from the variant's start position (the default)")
      ("fen", po::value<std::string>(), "start from this FEN")
      ("moves", po::value(&o.moves), "moves to play first, in UCI notation")
      ("depth,d", po::value(&depth), "perft depth (1 to 30)")
      ("divide", "print the count below every root move")
      ("threads,t", po::value(&threads)->default_value(0), "threads per worker rank (0 = all cores)")
      ("hash", po::value(&hash_mb)->default_value(0), "perft hash table per worker rank, MiB (0 = none)")
      ("checkpoint", po::value<std::string>(), "rank 0 journals finished units to this new file")
      ("resume", po::value<std::string>(), "continue the run journaled in this file");
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(argc, argv).options(visible).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    throw_input_error("options", e.what());
  }
  if (vm.count("help")) {
    if (print_help) std::cout << visible << "\n";
    return std::nullopt;
  }
  if (!vm.count("depth")) throw_input_error("--depth", "missing (give --depth N)");
  if (depth < 1 || depth > 30) throw_input_error("--depth", std::to_string(depth) + " is out of range (1 to 30)");
  if (threads < 0 || threads > 1024) throw_input_error("--threads", std::to_string(threads) + " is out of range (0 to 1024)");
  if (hash_mb < 0 || hash_mb > (1 << 20)) throw_input_error("--hash", std::to_string(hash_mb) + " MiB is out of range");
  if (vm.count("fen") && vm.count("startpos")) throw_input_error("options", "--fen and --startpos exclude each other");
  if (vm.count("checkpoint") && vm.count("resume")) throw_input_error("options", "--checkpoint and --resume exclude each other");
  o.depth = static_cast<int>(depth);
  o.threads = static_cast<int>(threads);
  o.hash_mb = static_cast<std::size_t>(hash_mb);
  o.divide = vm.count("divide") > 0;
  if (vm.count("fen")) o.fen = vm["fen"].as<std::string>();
  if (vm.count("checkpoint")) o.checkpoint_file = vm["checkpoint"].as<std::string>();
  if (vm.count("resume")) o.checkpoint_file = vm["resume"].as<std::string>();
  o.resume = vm.count("resume") > 0;
  return o;
}

}  // namespace perftkit::tool

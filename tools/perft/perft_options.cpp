#include "perft_options.h"

#include <boost/program_options.hpp>
#include <iostream>

#include "common/input_error.h"

namespace perftkit::tool {
namespace po = boost::program_options;

namespace {

constexpr int kMaxDepth = 30;

int checked_depth(long long depth, const std::string& option) {
  if (depth < 1 || depth > kMaxDepth)
    throw_input_error(option, std::to_string(depth) + " is out of range (1 to " + std::to_string(kMaxDepth) + ")");
  return static_cast<int>(depth);
}

}  // namespace

std::optional<PerftOptions> parse_perft_options(int argc, char** argv) {
  PerftOptions o;
  long long depth = 0, threads = 0, hash_mb = 0, max_depth = kMaxDepth;
  std::vector<std::string> perftree_args;
  po::options_description visible(
      "perft: count the leaf nodes of the legal move tree\n\n"
      "  perft [--variant V] (--startpos | --fen FEN) [--moves \"e2e4 ...\"] --depth N [--divide] [--json]\n"
      "  perft --suite FILE.epd [--variant V] [--max-depth N]\n"
      "  perft --perftree DEPTH \"FEN\" [\"MOVES\"]\n\nOptions");
  visible.add_options()
      ("help,h", "show this help")
      ("variant", po::value(&o.variant)->default_value("chess"), "chess, chess960, dragon, raindrop")
      ("model", po::value(&o.variant_options.model), "Raindrop deck model: open (default), deck, expected")
      ("startpos", "start from the variant's start position (the default)")
      ("fen", po::value<std::string>(), "start from this FEN")
      ("moves", po::value(&o.moves), "moves to play first, in UCI notation")
      ("depth,d", po::value(&depth), "perft depth (1 to 30)")
      ("divide", "print the count below every root move")
      ("threads,t", po::value(&threads)->default_value(0), "worker threads (0 = all cores)")
      ("hash", po::value(&hash_mb)->default_value(0), "perft hash table size in MiB (0 = none)")
      ("json", "print one JSON object instead of text")
      ("suite", po::value(&o.suite_file), "verify every ;Dn count of an EPD file")
      ("max-depth", po::value(&max_depth), "with --suite: skip counts deeper than this")
      ("checkpoint", po::value<std::string>(), "journal finished work to this new file (for long runs)")
      ("resume", po::value<std::string>(), "continue the run journaled in this file (same options as before)")
      ("perftree", "perftree mode: DEPTH FEN [MOVES] as positional arguments");
  po::options_description hidden;
  hidden.add_options()("positional", po::value(&perftree_args)->composing());
  po::options_description all;
  all.add(visible).add(hidden);
  po::positional_options_description positional;
  positional.add("positional", -1);

  po::variables_map vm;
  try {
    po::store(po::command_line_parser(argc, argv).options(all).positional(positional).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    throw_input_error("options", e.what());
  }
  if (vm.count("help")) {
    std::cout << visible << "\n";
    return std::nullopt;
  }
  o.divide = vm.count("divide") > 0;
  o.json = vm.count("json") > 0;
  if (threads < 0 || threads > 1024) throw_input_error("--threads", std::to_string(threads) + " is out of range (0 to 1024)");
  if (hash_mb < 0 || hash_mb > (1 << 20)) throw_input_error("--hash", std::to_string(hash_mb) + " MiB is out of range");
  o.threads = static_cast<int>(threads);
  o.hash_mb = static_cast<std::size_t>(hash_mb);
  if (vm.count("fen") && vm.count("startpos")) throw_input_error("options", "--fen and --startpos exclude each other");
  if (vm.count("fen")) o.fen = vm["fen"].as<std::string>();
  if (vm.count("checkpoint") && vm.count("resume")) throw_input_error("options", "--checkpoint and --resume exclude each other");
  if (vm.count("checkpoint")) o.checkpoint_file = vm["checkpoint"].as<std::string>();
  if (vm.count("resume")) o.checkpoint_file = vm["resume"].as<std::string>();
  o.resume = vm.count("resume") > 0;
  if (o.checkpoint_file && (vm.count("perftree") || vm.count("suite")))
    throw_input_error("options", "--checkpoint and --resume work only with --depth counts");

  if (vm.count("perftree")) {
    // perftree calls: perft --perftree DEPTH "FEN" ["MOVES"]
    if (perftree_args.size() < 2 || perftree_args.size() > 3)
      throw_input_error("--perftree", "expected DEPTH \"FEN\" [\"MOVES\"]");
    o.mode = PerftMode::kPerftree;
    try {
      o.depth = checked_depth(std::stoll(perftree_args[0]), "--perftree DEPTH");
    } catch (const std::logic_error&) {
      throw_input_error("--perftree DEPTH", "'" + perftree_args[0] + "' is not a number");
    }
    o.fen = perftree_args[1];
    if (perftree_args.size() == 3) o.moves = perftree_args[2];
    o.divide = true;
    return o;
  }
  if (!perftree_args.empty()) throw_input_error("options", "unexpected argument '" + perftree_args[0] + "'");
  if (vm.count("suite")) {
    o.mode = PerftMode::kSuite;
    if (vm.count("max-depth")) o.max_depth = checked_depth(max_depth, "--max-depth");
    return o;
  }
  if (!vm.count("depth")) throw_input_error("--depth", "missing (give --depth N)");
  o.depth = checked_depth(depth, "--depth");
  return o;
}

}  // namespace perftkit::tool

#include "perft_options.h"

#include <algorithm>
#include <cstdint>

#include "cli/command_line.h"
#include "cli/data_set.h"
#include "cli/variant_choice.h"
#include "common/input_error.h"
#include "common/text.h"

namespace perftkit::tool {
namespace po = boost::program_options;

namespace {

constexpr int kMaxDepth = 30;

int checked_depth(long long depth, const std::string& option) { return in_range(option, depth, 1, kMaxDepth); }

}  // namespace

std::optional<PerftOptions> parse_perft_options(int argc, char** argv) {
  PerftOptions o;
  long long depth = 0, threads = 0, hash_mb = 0, max_depth = kMaxDepth;
  std::vector<std::string> perftree_args;
  po::options_description visible(
      "perft: count the leaf nodes of the legal move tree\n\n"
      "  perft [--variant V] (--startpos | --fen FEN) [--moves \"e2e4 ...\"] --depth N [--divide] [--json]\n"
      "  perft --suite (FILE.epd | DATA-SET) [--variant V] [--max-depth N]\n"
      "  perft --perftree DEPTH \"FEN\" [\"MOVES\"]\n\nOptions");
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
      ("threads,t", po::value(&threads)->default_value(0), "worker threads (0 = all cores)")
      ("hash", po::value(&hash_mb)->default_value(0), "perft hash table size in MiB (0 = none)")
      ("json", "print one JSON object instead of text")
      ("suite", po::value(&o.suite_file), "verify every ;Dn count of an EPD file, or a data set: standard, raindrop, dragon/dragon100.epd, ...")
      ("max-depth", po::value(&max_depth), "with --suite: skip counts deeper than this")
      ("checkpoint", po::value<std::string>(), "journal finished work to this new file (for long runs)")
      ("resume", po::value<std::string>(), "continue the run journaled in this file (same options as before)")
      ("verify-seed", po::value<std::uint64_t>(), "count again with the hash table keyed through this seed (not 0) and compare")
      ("perftree", "perftree mode: DEPTH FEN [MOVES] as positional arguments");
  po::options_description hidden;
  hidden.add_options()("positional", po::value(&perftree_args)->composing());
  po::options_description all;
  all.add(visible).add(hidden);
  po::positional_options_description positional;
  positional.add("positional", -1);

  auto parsed = parse_command_line(argc, argv, visible, &all, &positional);
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  if (list_variants(vm)) return std::nullopt;
  check_variant_options(o.variant_options, vm.count("fen") || vm.count("suite") || vm.count("perftree"));
  o.divide = vm.count("divide") > 0;
  o.json = vm.count("json") > 0;
  o.threads = in_range("--threads", threads, 0, 1024);
  o.hash_mb = static_cast<std::size_t>(in_range("--hash", hash_mb, 0, 1 << 20));  // MiB
  if (vm.count("fen") && vm.count("startpos")) throw_input_error("options", "--fen and --startpos exclude each other");
  if (vm.count("fen")) o.fen = vm["fen"].as<std::string>();
  auto checkpoint = checkpoint_choice(vm);
  o.checkpoint_file = checkpoint.file;
  o.resume = checkpoint.resume;
  o.verify_seed = verify_seed_choice(vm, o.hash_mb);
  if (o.verify_seed && (vm.count("perftree") || vm.count("suite")))
    throw_input_error("--verify-seed", "works only with --depth counts");
  if (o.checkpoint_file && (vm.count("perftree") || vm.count("suite")))
    throw_input_error("options", "--checkpoint and --resume work only with --depth counts");

  if (vm.count("perftree")) {
    // perftree calls: perft --perftree DEPTH "FEN" ["MOVES"]
    if (perftree_args.size() < 2 || perftree_args.size() > 3)
      throw_input_error("--perftree", "expected DEPTH \"FEN\" [\"MOVES\"]");
    o.mode = PerftMode::kPerftree;
    const auto depth_argument = parse_unsigned(perftree_args[0]);
    if (!depth_argument) throw_input_error("--perftree DEPTH", "'" + perftree_args[0] + "' is not a number");
    o.depth = checked_depth(static_cast<long long>(std::min<std::uint64_t>(*depth_argument, kMaxDepth + 1)),
                            "--perftree DEPTH");
    o.fen = perftree_args[1];
    if (perftree_args.size() == 3) o.moves = perftree_args[2];
    o.divide = true;
    return o;
  }
  if (!perftree_args.empty()) throw_input_error("options", "unexpected argument '" + perftree_args[0] + "'");
  if (vm.count("suite")) {
    o.mode = PerftMode::kSuite;
    o.suite_file = data_set_file("--suite", o.suite_file);
    if (vm.count("max-depth")) o.max_depth = checked_depth(max_depth, "--max-depth");
    return o;
  }
  if (!vm.count("depth")) throw_input_error("--depth", "missing (give --depth N)");
  o.depth = checked_depth(depth, "--depth");
  return o;
}

}  // namespace perftkit::tool

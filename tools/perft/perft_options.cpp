#include "perft_options.h"

#include <algorithm>
#include <cstdint>

#include "cli/command_line.h"
#include "cli/count_resume.h"
#include "cli/data_set.h"
#include "cli/variant_choice.h"
#include "common/input_error.h"
#include "common/text.h"

namespace perftkit::tool {
namespace po = boost::program_options;

namespace {

int checked_depth(long long depth, const std::string& option) { return in_range(option, depth, 1, kMaxDepth); }

// --stats counts per root move over threads, with its own table of
// statistics (--hash), journal (--checkpoint, --resume) and second count
// (--verify-seed); the modes that report node counts only cannot carry a
// statistics row, so they are refused by name.
void check_stats_options(const po::variables_map& vm) {
  if (vm.count("suite"))
    throw_input_error("--stats", "works only with --depth counts, not --suite (an EPD suite holds node counts only)");
  if (vm.count("perftree"))
    throw_input_error("--stats",
                      "works only with --depth counts, not --perftree (its contract carries node counts only)");
}

}  // namespace

std::optional<PerftOptions> parse_perft_options(int argc, char** argv) {
  PerftOptions o;
  CountOptionNumbers numbers;
  long long max_depth = kMaxDepth;
  std::vector<std::string> perftree_args;
  po::options_description visible(
      "perft: count the leaf nodes of the legal move tree\n\n"
      "  perft [--variant V] (--startpos | --fen FEN) [--moves \"e2e4 ...\"] --depth N [--divide] [--stats] [--json]\n"
      "  perft --suite (FILE.epd | DATA-SET) [--variant V] [--max-depth N]\n"
      "  perft --perftree DEPTH \"FEN\" [\"MOVES\"]\n\nOptions");
  visible.add_options()
      ("help,h", "show this help");
  const CountOptionHelp help{
      .threads = "worker threads (0 = all cores)",
      .hash = "perft hash table size in MiB (0 = none)",
      .checkpoint = "journal finished work to this new file (for long runs)",
      .verify_seed = "count again with the hash table keyed through this seed (not 0) and compare"};
  add_count_options(visible, o, numbers, help);
  visible.add_options()
      ("json", "print one JSON object instead of text")
      ("stats", "count captures, en passant, castles, promotions, checks and mates of every depth")
      ("stats-columns", "list the --stats columns of --variant: name, published column matched, definition")
      ("suite", po::value(&o.suite_file), "verify every ;Dn count of an EPD file, or a data set: standard, raindrop, dragon/dragon100.epd, ...")
      ("max-depth", po::value(&max_depth), "with --suite: skip counts deeper than this");
  add_journal_options(visible, help);
  visible.add_options()
      ("perftree", "perftree mode: DEPTH FEN [MOVES] as positional arguments");
  auto parsed = parse_command_line_with_arguments(
      argc, argv, visible, po::options_description(), perftree_args,
      {.success = "the count finished (with --suite: every count matched)",
       .failure = "with --suite: a count differed from the file's or a line was bad; with --verify-seed: the "
                  "second count differed"});
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  if (list_variants(vm)) return std::nullopt;
  if (vm.count("stats-columns")) {  // like --list-variants, a question about the tool: no count
    check_variant_options(o.variant_options, false);
    o.mode = PerftMode::kColumns;
    o.json = vm.count("json") > 0;
    return o;
  }
  if (!vm.count("suite") && !vm.count("perftree")) add_count_options_from_journal(*parsed, visible);
  check_variant_options(o.variant_options, vm.count("fen") || vm.count("suite") || vm.count("perftree"));
  read_count_options(vm, numbers, o);
  o.json = vm.count("json") > 0;
  if (o.verify_seed && (vm.count("perftree") || vm.count("suite")))
    throw_input_error("--verify-seed", "works only with --depth counts");
  if (o.checkpoint_file && (vm.count("perftree") || vm.count("suite")))
    throw_input_error("options", "--checkpoint and --resume work only with --depth counts");

  o.stats = vm.count("stats") > 0;
  if (o.stats) check_stats_options(vm);

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
  o.depth = checked_depth(numbers.depth, "--depth");
  return o;
}

}  // namespace perftkit::tool

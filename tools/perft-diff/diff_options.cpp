#include "diff_options.h"


#include "cli/command_line.h"
#include "cli/data_set.h"
#include "cli/variant_choice.h"
#include "common/input_error.h"
#include "common/text.h"

namespace perftkit::tool {
namespace po = boost::program_options;

std::optional<DiffOptions> parse_diff_options(int argc, char** argv) {
  DiffOptions o;
  long long depth = 0, threads = 0, random = 0;
  std::string seed;
  double timeout_seconds = 60;
  po::options_description visible(
      "perft-diff: compare our perft with an engine's (UCI or perftree) and find the first move where they disagree\n\n"
      "  perft-diff --engine CMD [--variant V] [--variants-ini FILE] (--startpos | --fen FEN) [--moves ...]\n"
      "             --depth N [--json]\n"
      "  perft-diff --engine CMD --suite (FILE.epd | DATA-SET) --depth N [--variant V] [--json]\n"
      "  perft-diff --engine CMD --random N [--seed S] [--suite FILE.epd] [--keep-going] --depth N [--json]\n\n"
      "--random plays N positions by seeded random play (from the start position, the suite's positions and,\n"
      "for chess, positions rich in special moves), compares each and hands back a minimal failing case.\n\nOptions");
  visible.add_options()
      ("help,h", "show this help")
      ("engine", po::value(&o.engine), "engine command line (run by /bin/sh), e.g. stockfish")
      ("protocol", po::value(&o.protocol)->default_value("uci"),
       "uci (go perft), or perftree (runs CMD DEPTH \"FEN\" [\"MOVES\"] per divide)")
      ("variants-ini", po::value(&o.variants_ini), "variants.ini for the engine's VariantPath (Fairy-Stockfish)")
      ("uci-variant", po::value(&o.uci_variant), "the engine's UCI_Variant name (default: from --variant)")
      ("startpos", "start from the variant's start position (the default)")
      ("fen", po::value<std::string>(), "start from this FEN")
      ("moves", po::value(&o.moves), "moves to play first, in UCI notation")
      ("depth,d", po::value(&depth), "perft depth (1 to 20)")
      ("suite", po::value(&o.suite_file), "compare every position of an EPD file, or a data set: standard, raindrop, dragon/dragon100.epd, ... (with --random: start from them)")
      ("random", po::value(&random), "compare N positions made by seeded random play (1 to 1000000)")
      ("seed", po::value(&seed), "seed of --random (default 1): the same seed gives the same positions")
      ("keep-going", "with --random: go on after a disagreement")
      ("json", "print one JSON object instead of text")
      ("threads,t", po::value(&threads)->default_value(0), "our worker threads (0 = all cores)")
      ("timeout", po::value(&timeout_seconds)->default_value(60), "seconds the engine may take per request");
  add_variant_choice(visible, o.variant);
  add_variant_options(visible, o.variant_options);
  auto parsed = parse_command_line(argc, argv, visible, nullptr, nullptr, true,
                                   {.success = "perftkit and the engine agree on every position compared",
                                    .failure = "they disagree (the first move where they do is printed)"});
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  if (list_variants(vm)) return std::nullopt;
  check_variant_options(o.variant_options, vm.count("fen") || vm.count("suite"));
  o.json = vm.count("json") > 0;
  if (o.engine.empty()) throw_input_error("--engine", "missing (give the engine's command line)");
  if (!vm.count("depth")) throw_input_error("--depth", "missing (give --depth N)");
  o.depth = in_range("--depth", depth, 1, 20);
  o.threads = in_range("--threads", threads, 0, 1024);
  if (!(timeout_seconds > 0) || timeout_seconds > 86400)
    throw_input_error("--timeout", "must be between 0 and 86400 seconds");
  o.timeout = std::chrono::milliseconds(static_cast<long long>(timeout_seconds * 1000));
  if (vm.count("fen") && vm.count("startpos")) throw_input_error("options", "--fen and --startpos exclude each other");
  if (vm.count("fen")) o.fen = vm["fen"].as<std::string>();
  if (!o.suite_file.empty() && (o.fen || !o.moves.empty()))
    throw_input_error("--suite", "takes its positions from the file; drop --fen/--moves");
  if (o.protocol != "uci" && o.protocol != "perftree")
    throw_input_error("--protocol", "unknown protocol '" + o.protocol + "' (known: uci, perftree)");
  if (o.protocol == "perftree" && (!o.variants_ini.empty() || !o.uci_variant.empty()))
    throw_input_error("--protocol perftree", "has no UCI options; drop --variants-ini/--uci-variant");
  o.keep_going = vm.count("keep-going") > 0;
  if (vm.count("random")) {
    o.random = in_range("--random", random, 1, 1'000'000);
    if (vm.count("seed")) {
      // Read by hand: Boost would take "-1" as 2^64 - 1.
      auto value = parse_unsigned(seed);
      if (!value) throw_input_error("--seed", "'" + seed + "' is not a whole number from 0 to 18446744073709551615");
      o.seed = *value;
    }
    if (o.fen || !o.moves.empty() || vm.count("startpos"))
      throw_input_error("--random", "makes its own positions; drop --fen/--moves/--startpos");
  } else {
    if (vm.count("seed")) throw_input_error("--seed", "applies to --random only");
    if (o.keep_going) throw_input_error("--keep-going", "applies to --random only");
  }
  if (!o.suite_file.empty()) o.suite_file = data_set_file("--suite", o.suite_file);
  return o;
}

}  // namespace perftkit::tool

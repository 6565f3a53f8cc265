#include "bench_options.h"

#include <fstream>

#include "cli/command_line.h"
#include "cli/data_set.h"
#include "cli/variant_choice.h"
#include "common/input_error.h"
#include "common/text.h"

namespace perftkit::tool {
namespace po = boost::program_options;

std::optional<BenchOptions> parse_bench_options(int argc, char** argv) {
  BenchOptions o;
  long long depth = 0, rounds = 10, warmup = 1;
  std::string seed = "1", clock = "cpu";
  double timeout_seconds = 600;
  po::options_description visible(
      "perft-bench: is a new build slower? times engines' perft in interleaved rounds and gives a verdict\n\n"
      "  perft-bench --engine OLD --engine NEW [--suite FILE | --fen FEN] --depth D [--rounds N] [--json [FILE]]\n\n"
      "Times `go perft` of two or more engines (or builds) round after round, checks every count against\n"
      "perftkit's, and gives a statistical verdict. The first engine is the baseline; `--engine perftkit`\n"
      "is perftkit's own generator (run as a child process, like the others).\n\nOptions");
  visible.add_options()
      ("help,h", "show this help")
      ("engine", po::value(&o.engines)->composing(), "engine command line (run by /bin/sh), or perftkit; twice or more")
      ("protocol", po::value(&o.protocol)->default_value("uci"),
       "uci (a persistent engine, go perft), or perftree (runs CMD DEPTH \"FEN\" per perft)")
      ("variants-ini", po::value(&o.variants_ini), "variants.ini for the engines' VariantPath (Fairy-Stockfish)")
      ("fen", po::value<std::string>(), "the position (default: the variant's start position)")
      ("suite", po::value(&o.suite_file), "every position of an EPD file, or a data set (standard, raindrop, ...)")
      ("depth,d", po::value(&depth), "perft depth (1 to 20)")
      ("rounds", po::value(&rounds)->default_value(10), "measured rounds (1 to 1000; 6 or more for a 95 % interval)")
      ("warmup", po::value(&warmup)->default_value(1), "rounds run first and not measured (0 to 100)")
      ("threshold", po::value(&o.threshold_percent)->default_value(2),
       "percent: the verdict is slower (exit 1) only when the whole interval lies above +PCT")
      ("level", po::value(&o.level)->default_value(0.95, "0.95"), "confidence level of the interval (0.5 to 0.999)")
      ("clock", po::value(&clock)->default_value("cpu"), "cpu (the engine processes' CPU time) or wall")
      ("seed", po::value(&seed), "seed of the round order (default 1)")
      ("json", po::value(&o.json_file)->implicit_value(""), "JSON report: on stdout, or to FILE with the text on stdout")
      ("plot", po::value(&o.plot_file), "write the per-round time ratios as a PNG image")
      ("timeout", po::value(&timeout_seconds)->default_value(600), "seconds an engine may take per perft");
  add_variant_choice(visible, o.variant);
  add_variant_options(visible, o.variant_options);
  po::options_description hidden;
  hidden.add_options()
      ("serve-uci", "run as perftkit's UCI perft engine")
      ("serve-perftree", "run as perftkit's perftree engine: DEPTH FEN [MOVES]");
  auto parsed = parse_command_line_with_arguments(
      argc, argv, visible, hidden, o.perftree_args,
      {.success = "no engine slower than the baseline beyond --threshold, every count right",
       .failure = "an engine is slower beyond --threshold, or a count differed from perftkit's"});
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  if (list_variants(vm)) return std::nullopt;
  check_variant_options(o.variant_options, vm.count("fen") || vm.count("suite"));
  if (vm.count("serve-uci")) {
    o.mode = BenchMode::kServeUci;
    return o;
  }
  if (vm.count("serve-perftree")) {
    if (o.perftree_args.size() < 2 || o.perftree_args.size() > 3)
      throw_input_error("--serve-perftree", "expects DEPTH FEN [MOVES]");
    o.mode = BenchMode::kServePerftree;
    return o;
  }
  if (!o.perftree_args.empty()) throw_input_error("options", "unexpected argument '" + o.perftree_args[0] + "'");
  if (o.engines.size() < 2) throw_input_error("--engine", "give two or more (the first is the baseline)");
  if (!vm.count("depth")) throw_input_error("--depth", "missing (give --depth N)");
  o.depth = in_range("--depth", depth, 1, 20);
  o.rounds = in_range("--rounds", rounds, 1, 1000);
  o.warmup = in_range("--warmup", warmup, 0, 100);
  if (!(o.threshold_percent >= 0 && o.threshold_percent <= 1000))
    throw_input_error("--threshold", "must be a percentage from 0 to 1000");
  if (!(o.level >= 0.5 && o.level <= 0.999)) throw_input_error("--level", "must be between 0.5 and 0.999");
  if (clock != "cpu" && clock != "wall") throw_input_error("--clock", "unknown clock '" + clock + "' (known: cpu, wall)");
  o.clock = clock == "cpu" ? bench::Clock::cpu : bench::Clock::wall;
  if (o.protocol != "uci" && o.protocol != "perftree")
    throw_input_error("--protocol", "unknown protocol '" + o.protocol + "' (known: uci, perftree)");
  if (o.protocol == "perftree" && !o.variants_ini.empty())
    throw_input_error("--protocol perftree", "has no UCI options; drop --variants-ini");
  // Read by hand: Boost would take "-1" as 2^64 - 1.
  auto seed_value = parse_unsigned(seed);
  if (!seed_value) throw_input_error("--seed", "'" + seed + "' is not a whole number from 0 to 18446744073709551615");
  o.seed = *seed_value;
  if (!(timeout_seconds > 0) || timeout_seconds > 86400)
    throw_input_error("--timeout", "must be between 0 and 86400 seconds");
  o.timeout = std::chrono::milliseconds(static_cast<long long>(timeout_seconds * 1000));
  if (vm.count("fen")) o.fen = vm["fen"].as<std::string>();
  if (o.fen && !o.suite_file.empty()) throw_input_error("--suite", "takes its positions from the file; drop --fen");
  if (!o.suite_file.empty()) o.suite_file = data_set_file("--suite", o.suite_file);
  if (vm.count("json")) {
    o.json = o.json_file.empty();
  }
  if (!o.plot_file.empty()) {
    // Bad input is reported before the engines run, not after the rounds.
    std::ofstream probe(o.plot_file, std::ios::app);
    if (!probe) throw_input_error("--plot '" + o.plot_file + "'", "cannot open the file for writing");
  }
  if (!o.json_file.empty()) {
    std::ofstream probe(o.json_file, std::ios::app);
    if (!probe) throw_input_error("--json '" + o.json_file + "'", "cannot open the file for writing");
  }
  return o;
}

}  // namespace perftkit::tool

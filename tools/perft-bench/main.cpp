// perft-bench: times the perft of two or more engines (or two builds of
// one) round after round, checks every count against perftkit's, and
// says whether the later engines are slower than the first. The
// mechanisms are core/bench; this file is options, I/O and exit codes.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>

#include "bench/bench_report.h"
#include "bench/bench_run.h"
#include "bench/bench_summary.h"
#include "bench/cpu_clock.h"
#include "bench/perft_server.h"
#include "bench/ratio_plot.h"
#include "bench_options.h"
#include "chess/position.h"
#include "common/build_info.h"
#include "common/input_error.h"
#include "common/text.h"
#include "common/tool_main.h"
#include "cli/engine_variant_choice.h"
#include "cli/position_file.h"
#include "cli/variant_choice.h"
#include "registry/variants.h"
#include "io/epd.h"
#include "perft/parallel_perft.h"
#include "perft/perft.h"
#include "uci/engine_variant.h"
#include "uci/perftree_engine.h"
#include "uci/uci_engine.h"

namespace perftkit::tool {
namespace {

constexpr const char* kOwnEngine = "perftkit";

// The command line that runs this binary as perftkit's engine. The same
// binary as the count reference, so the user ranks exactly the generator
// that checked the counts, with no other tool to find.
std::string own_engine_command(const BenchOptions& o) {
  std::string command = shell_quoted(std::filesystem::read_symlink("/proc/self/exe").string()) + " --variant " +
                        shell_quoted(o.variant);
  command += variant_option_arguments(o.variant_options);
  return command + (o.protocol == "uci" ? " --serve-uci" : " --serve-perftree");
}

bench::BenchEngine start_engine(const BenchOptions& o, const VariantOptions& vo, const std::string& label) {
  const std::string command = label == kOwnEngine ? own_engine_command(o) : label;
  if (o.protocol == "perftree")
    return {std::make_unique<uci::PerftreeEngine>(command, o.timeout), bench::ended_children_cpu_seconds};
  auto engine = std::make_unique<uci::UciEngine>(command, uci::UciEngineSettings{.timeout = o.timeout,
                                                                                 .grace = std::chrono::seconds(1)});
  uci::configure_engine(*engine, uci::engine_variant_for(Variants::find(o.variant).engine.uci_variant, vo.chess960, o.variants_ini));
  const pid_t group = engine->pid();
  return {std::move(engine), [group] { return bench::process_group_cpu_seconds(group); }};
}

template <Game P>
std::vector<bench::BenchPosition> read_positions(const BenchOptions& o, const VariantOptions& vo) {
  std::vector<std::pair<std::string, std::string>> fens;  // (fen, origin)
  if (o.suite_file.empty()) {
    fens.emplace_back(o.fen ? *o.fen : P::start_fen(vo), o.fen ? "--fen" : "start position");
  } else {
    std::ifstream in = open_position_file("--suite", o.suite_file);
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
      const std::string origin = o.suite_file + ":" + std::to_string(number);
      try {
        if (auto record = parse_epd_line(line)) fens.emplace_back(record->fen, origin);
      } catch (const InputError& e) {
        throw InputError(origin + ": " + e.what());
      }
    }
    // A bad line ends the run above, so every line counted is a position.
    check_positions_read("--suite", o.suite_file, in, fens.size());
  }
  std::vector<bench::BenchPosition> positions;
  for (const auto& [fen_text, origin_text] : fens) {
    const std::string& fen = fen_text;
    const std::string& origin = origin_text;
    const P start = [&] {
      try {
        return P::from_fen(fen, vo);
      } catch (const InputError& e) {
        throw InputError(origin + ": " + e.what());
      }
    }();
    // perftkit's count, once, with every core: the reference for the engines.
    positions.push_back({start.fen(), origin, parallel_perft(start, o.depth)});
  }
  return positions;
}

// The perft-diff call that finds the move an engine miscounts.
std::string diff_command(const BenchOptions& o, const std::string& engine, const std::string& fen) {
  std::string command = "perft-diff --engine " + shell_quoted(engine == kOwnEngine ? own_engine_command(o) : engine);
  if (o.protocol != "uci") command += " --protocol " + o.protocol;
  if (o.variant != "chess") command += " --variant " + o.variant;
  command += variant_option_arguments(o.variant_options);
  if (!o.variants_ini.empty()) command += " --variants-ini " + shell_quoted(o.variants_ini);
  return command + " --fen " + shell_quoted(fen) + " --depth " + std::to_string(o.depth);
}

// The same work every round, in this process, whatever the variant
// benchmarked: Kiwipete to depth 4, eight times (33 million nodes, about
// 25 ms on a 2020s core: long enough that scheduler jitter does not
// dominate its spread, short enough to cost little per round).
void reference_workload() {
  static const auto kiwipete = chess::Position::from_fen(
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", VariantOptions{});
  for (int i = 0; i < 8; ++i) {
    volatile std::uint64_t nodes = perft(kiwipete, 4);
    (void)nodes;
  }
}

void write_file(const std::string& path, const std::string& text, const std::string& option) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  if (!out.flush()) throw_input_error(option + " '" + path + "'", "cannot write the file");
}

template <Game P>
int run_benchmark(const BenchOptions& o, const VariantOptions& vo) {
  const auto positions = read_positions<P>(o, vo);
  std::vector<bench::BenchEngine> engines;
  for (const auto& label : o.engines) engines.push_back(start_engine(o, vo, label));
  bench::BenchDescription d{build_description(), o.engines, {}, o.protocol, o.variant,
                            {o.depth, o.rounds, o.warmup, o.seed}, o.clock, o.level, o.threshold_percent};
  for (const auto& e : engines) d.engine_names.push_back(e.engine->name());
  const bool show_progress = isatty(STDERR_FILENO);
  const auto outcome = bench::run_bench(engines, positions, d.settings, reference_workload, [&](int done, int total) {
    if (show_progress) std::cerr << "\rperft-bench: round " << done << " of " << total << (done == total ? "\n" : "") << std::flush;
  });
  if (outcome.wrong_count) {
    const auto& wrong = *outcome.wrong_count;
    const auto command = diff_command(o, o.engines[wrong.engine], positions[wrong.position].fen);
    const auto json = bench::wrong_count_json(d, positions, wrong, command);
    if (!o.json_file.empty()) write_file(o.json_file, json + "\n", "--json");
    std::cout << (o.json ? json + "\n" : bench::wrong_count_text(d, positions, wrong, command)) << std::flush;
    return 1;
  }
  const auto summary = bench::summarize(outcome.samples, positions, o.clock, o.level, o.threshold_percent);
  const auto json = bench::bench_json(d, positions, outcome.samples, summary);
  if (!o.json_file.empty()) write_file(o.json_file, json + "\n", "--json");
  if (!o.plot_file.empty()) write_file(o.plot_file, bench::ratio_plot_png(summary.total_ratios), "--plot");
  std::cout << (o.json ? json + "\n" : bench::bench_text(d, positions, summary)) << std::flush;
  for (const auto& c : summary.total_ratios)
    if (c.verdict == bench::Verdict::slower) return 1;
  return 0;
}

int run(int argc, char** argv) {
  auto options = parse_bench_options(argc, argv);
  if (!options) return 0;
  const BenchOptions& o = *options;
  return with_engine_comparable_variant(o.variant, o.variant_options, [&]<Game P>(const VariantOptions& vo) -> int {
    if (o.mode == BenchMode::kServeUci) {
      bench::serve_uci_perft<P>(std::cin, std::cout, vo);
      return 0;
    }
    if (o.mode == BenchMode::kServePerftree) {
      const auto depth = parse_unsigned(o.perftree_args[0]);
      if (!depth || *depth < 1 || *depth > 20) throw_input_error("DEPTH", "'" + o.perftree_args[0] + "' is not 1 to 20");
      bench::answer_perftree<P>(static_cast<int>(*depth), o.perftree_args[1],
                                o.perftree_args.size() > 2 ? o.perftree_args[2] : "", std::cout, vo);
      return 0;
    }
    return run_benchmark<P>(o, vo);
  });
}

}  // namespace
}  // namespace perftkit::tool

int main(int argc, char** argv) {
  return perftkit::run_tool("perft-bench", [&] { return perftkit::tool::run(argc, argv); });
}

// perft-diff: drives an engine's divide (UCI `go perft`, or perftree's
// command line) and ours side by side and drills down to the position
// where they first disagree, for one position, a suite, or random ones.
// The algorithms are core/diff; this file is options, I/O and exit codes.
#include <cstdint>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "common/build_info.h"
#include "common/tool_main.h"
#include "common/input_error.h"
#include "common/text.h"
#include "diff/diff_report.h"
#include "diff/drill_down.h"
#include "diff/position_tags.h"
#include "comparer.h"
#include "diff_options.h"
#include "random_mode.h"
#include "game/play_moves.h"
#include "io/epd.h"
#include "io/json.h"
#include "cli/engine_variant_choice.h"
#include "cli/position_file.h"
#include "registry/variants.h"
#include "uci/engine_error.h"
#include "uci/engine_variant.h"
#include "uci/perftree_engine.h"
#include "uci/uci_engine.h"

namespace perftkit::tool {
namespace {

std::string header_json(const DiffOptions& o, const uci::DivideEngine& engine) {
  return "\"version\":" + json_string(build_description()) + ",\"variant\":" + json_string(o.variant) +
         ",\"engine\":" + json_string(engine.name()) +
         ",\"command\":" + json_string(o.engine) + ",\"depth\":" + std::to_string(o.depth);
}

template <Game P>
int run_position(const DiffOptions& o, const P& start, uci::DivideEngine& engine) {
  const auto moves = split_whitespace(o.moves);
  Comparer<P> comparer{engine, o};
  auto result = comparer.compare(start, moves, o.depth);
  auto tags = result.agree() ? std::vector<std::string>{} : Comparer<P>::leaf_tags(start, moves, result);
  if (o.json) {
    std::string moves_json = "[";
    for (std::size_t i = 0; i < moves.size(); ++i) moves_json += (i ? "," : "") + json_string(moves[i]);
    std::cout << "{" << header_json(o, engine) << ",\"fen\":" << json_string(start.fen()) << ",\"moves\":" << moves_json
              << "]," << diff::diff_json(result, tags) << "}" << std::endl;
  } else {
    std::cout << "engine: " << (engine.name().empty() ? o.engine : engine.name()) << '\n'
              << diff::diff_text(result, tags) << std::flush;
  }
  return result.agree() ? 0 : 1;
}

template <Game P>
int run_random_positions(const DiffOptions& o, const VariantOptions& vo, std::vector<P> starts,
                         uci::DivideEngine& engine) {
  const auto run = run_random<P>(o, vo, std::move(starts), engine);
  const auto known = diff::known_classes<P>();
  if (o.json) {
    std::cout << diff::random_json(run, known, header_json(o, engine) + ",\"protocol\":" + json_string(o.protocol))
              << std::endl;
  } else {
    std::cout << diff::random_summary_text(run, known) << std::flush;
  }
  return run.mismatches.empty() ? 0 : 1;
}

// The suite's lines, read whole before an engine is started so that a
// file with no position (or a directory) is refused without one. Every
// line run_suite reports counts, the bad ones included: they fail.
std::vector<std::string> read_suite(const DiffOptions& o) {
  std::ifstream in = open_position_file("--suite", o.suite_file);
  std::vector<std::string> lines;
  std::uint64_t positions = 0;
  for (std::string line; std::getline(in, line); lines.push_back(std::move(line))) {
    try {
      positions += parse_epd_line(line).has_value();
    } catch (const InputError&) {
      ++positions;
    }
  }
  check_positions_read("--suite", o.suite_file, in, positions);
  return lines;
}

template <Game P>
int run_suite(const DiffOptions& o, const VariantOptions& vo, const std::vector<std::string>& lines,
              uci::DivideEngine& engine) {
  Comparer<P> comparer{engine, o};
  std::vector<diff::SuiteEntry> entries;
  int line_number = 0;
  for (const auto& line : lines) {
    ++line_number;
    diff::SuiteEntry entry;
    entry.line_number = line_number;
    try {
      auto record = parse_epd_line(line);
      if (!record) continue;
      entry.fen = record->fen;
      const P start = P::from_fen(record->fen, vo);
      entry.result = comparer.compare(start, {}, o.depth);
      if (!entry.result->agree()) entry.leaf_tags = Comparer<P>::leaf_tags(start, {}, *entry.result);
    } catch (const InputError& e) {
      entry.error = e.what();
    }
    if (!o.json) std::cout << diff::suite_entry_text(o.suite_file, entry) << std::endl;
    entries.push_back(std::move(entry));
  }
  int passed = 0;
  for (const auto& entry : entries) passed += entry.passed();
  int failed = static_cast<int>(entries.size()) - passed;
  if (o.json) {
    std::cout << diff::suite_json(entries, header_json(o, engine) + ",\"suite\":" + json_string(o.suite_file)) << std::endl;
  } else {
    for (const auto& [tag, lines] : diff::failures_by_tag(entries)) std::cout << "failures with " << tag << ": " << lines.size() << '\n';
    std::cout << passed << " passed, " << failed << " failed" << std::endl;
  }
  return failed ? 1 : 0;
}

// A UCI engine is started once and set up for the variant; a perftree
// engine is run per divide. Either is stopped when the pointer goes.
std::unique_ptr<uci::DivideEngine> start_engine(const DiffOptions& o, const VariantOptions& vo) {
  if (o.protocol == "perftree") return std::make_unique<uci::PerftreeEngine>(o.engine, o.timeout);
  auto engine = std::make_unique<uci::UciEngine>(o.engine, uci::UciEngineSettings{.timeout = o.timeout,
                                                                                  .grace = std::chrono::seconds(1)});
  uci::configure_engine(*engine, uci::engine_variant_for(Variants::find(o.variant).engine.uci_variant, vo.chess960, o.variants_ini, o.uci_variant));
  return engine;
}

int run(int argc, char** argv) {
  auto options = parse_diff_options(argc, argv);
  if (!options) return 0;
  const DiffOptions& o = *options;
  return with_engine_comparable_variant(o.variant, o.variant_options, [&]<Game P>(const VariantOptions& vo) -> int {
    // Bad input is reported before an engine is started.
    std::vector<P> random_starts;
    std::vector<std::string> suite_lines;
    std::optional<P> start;
    if (o.random) {
      random_starts = start_points<P>(o, vo);
    } else if (!o.suite_file.empty()) {
      suite_lines = read_suite(o);
    } else {
      start = P::from_fen(o.fen ? *o.fen : P::start_fen(vo), vo);
      play_moves(*start, o.moves);
    }
    auto engine = start_engine(o, vo);
    if (o.random) return run_random_positions<P>(o, vo, std::move(random_starts), *engine);
    return start ? run_position<P>(o, *start, *engine) : run_suite<P>(o, vo, suite_lines, *engine);
  });
}

}  // namespace
}  // namespace perftkit::tool

int main(int argc, char** argv) {
  return perftkit::run_tool("perft-diff", [&] { return perftkit::tool::run(argc, argv); });
}

#pragma once
// perft-diff --random: compares positions made by seeded random play and
// shrinks each disagreement to a minimal reproducer (core/diff has the
// generator, the classes and the minimiser; this is the tool's loop).
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "cli/position_file.h"
#include "cli/variant_choice.h"
#include "common/input_error.h"
#include "common/text.h"
#include "comparer.h"
#include "diff/minimal_case.h"
#include "diff/random_positions.h"
#include "diff/random_report.h"
#include "io/epd.h"
#include "registry/variants.h"

namespace perftkit::tool {

// The options that put a reproducer's perft-diff in the same setting.
inline std::string reproducer(const DiffOptions& o, const diff::MinimalCase& minimal) {
  std::string command = "perft-diff --engine " + shell_quoted(o.engine);
  if (o.protocol != "uci") command += " --protocol " + o.protocol;
  if (o.variant != Variants::default_name()) command += " --variant " + o.variant;
  command += variant_option_arguments(o.variant_options);
  if (!o.variants_ini.empty()) command += " --variants-ini " + shell_quoted(o.variants_ini);
  if (!o.uci_variant.empty()) command += " --uci-variant " + o.uci_variant;
  return command + " --fen \"" + minimal.fen + "\" --depth " + std::to_string(minimal.depth);
}

// The suite's positions, or the variant's start position without one.
// Read before an engine is started: a suite with no position (or a
// directory) is bad input, refused as perft --suite refuses it.
template <Game P>
std::vector<P> start_points(const DiffOptions& o, const VariantOptions& vo) {
  if (o.suite_file.empty()) return {P::from_fen(P::start_fen(vo), vo)};
  std::ifstream suite = open_position_file("--suite", o.suite_file);
  std::vector<P> points;
  std::string line;
  for (int number = 1; std::getline(suite, line); ++number) {
    try {
      if (auto record = parse_epd_line(line)) points.push_back(P::from_fen(record->fen, vo));
    } catch (const InputError& e) {
      throw_input_error("--suite '" + o.suite_file + "' line " + std::to_string(number), e.what());
    }
  }
  check_positions_read("--suite", o.suite_file, suite, points.size());
  return points;
}

// `starts`: start_points' answer (never empty).
template <Game P>
diff::RandomRun run_random(const DiffOptions& o, const VariantOptions& vo, std::vector<P> starts,
                           uci::DivideEngine& engine) {
  std::vector<P> specials;
  for (const auto& fen : diff::VariantSpecialClasses<P>::special_fens(vo)) specials.push_back(P::from_fen(fen, vo));
  diff::RandomPositions<P> positions(std::move(starts), std::move(specials), o.seed);
  Comparer<P> comparer{engine, o};
  diff::RandomRun run;
  run.seed = o.seed;
  run.requested = o.random;
  auto engine_at = [&](const std::string& fen, int depth) { return engine.perft(fen, {}, depth); };
  while (run.tried < o.random && (o.keep_going || run.mismatches.empty())) {
    const auto sample = positions.next();
    ++run.tried;
    auto result = comparer.compare(sample.position, {}, o.depth);
    if (result.agree()) {
      if (!o.json) std::cout << diff::random_agreement_line(run.tried, o.random, sample.position.fen()) << std::endl;
      continue;
    }
    diff::RandomMismatch mismatch{run.tried, sample.position.fen(), result,
                                  Comparer<P>::leaf_tags(sample.position, {}, result), {}, {}};
    mismatch.minimal =
        diff::minimise<P>(result.leaf().fen, result.leaf().depth, engine_at, vo, comparer.run_options());
    mismatch.reproducer = reproducer(o, mismatch.minimal);
    if (!o.json) std::cout << diff::random_mismatch_text(mismatch, o.random) << std::flush;
    run.mismatches.push_back(std::move(mismatch));
  }
  run.classes = positions.covered();
  return run;
}

}  // namespace perftkit::tool

// perft: counts, divides and verifies move-generation trees for every
// variant of the toolkit. Options in perft_options.cpp; the algorithms
// live in core/perft.
#include <chrono>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <type_traits>

#include "cli/position_file.h"
#include "common/build_info.h"
#include "common/tool_main.h"
#include "common/input_error.h"
#include "game/play_moves.h"
#include "io/epd.h"
#include "io/json.h"
#include "perft/checkpointed_perft.h"
#include "perft/checkpointed_stats.h"
#include "perft/count_text.h"
#include "perft/parallel_perft.h"
#include "perft/stats_divide.h"
#include "perft/stats_text.h"
#include "perft/stats_weighted.h"
#include "perft/suite_check.h"
#include "registry/epd_variant_options.h"
#include "registry/variants.h"
#include "perft_options.h"

namespace perftkit::tool {
namespace {

using Clock = std::chrono::steady_clock;

std::unique_ptr<PerftHash> make_hash(std::size_t megabytes) {
  return megabytes ? std::make_unique<PerftHash>(megabytes) : nullptr;
}

void report_speed(double nodes, double seconds) {
  std::cerr << "time " << seconds << " s, " << static_cast<long long>(nodes / std::max(seconds, 1e-9))
            << " nodes/s\n";
}

// Plain divide, or the journaled driver with --checkpoint/--resume.
template <Game P>
std::vector<DivideLine<P>> divide_or_checkpointed(const P& pos, const PerftOptions& o, const PerftRunOptions& run) {
  if (!o.checkpoint_file) return divide(pos, o.depth, run);
  CheckpointRequest request{*o.checkpoint_file, o.resume ? CheckpointMode::kResume : CheckpointMode::kStart,
                            o.variant};
  auto result = checkpointed_divide(pos, o.depth, request, run);
  if (result.resumed_units)
    std::cerr << "resumed " << result.resumed_units << " of " << result.unit_count << " units from "
              << *o.checkpoint_file << "\n";
  return std::move(result.lines);
}

// The position counted from: --fen or the start position, then --moves.
template <Game P>
P root_position(const PerftOptions& o, const VariantOptions& variant_options) {
  const std::string fen = o.fen ? *o.fen : P::start_fen(variant_options);
  return play_moves(P::from_fen(fen, variant_options), o.moves);
}

// Statistics per root move over threads (core/perft/stats_divide.h), or
// the journaled driver with --checkpoint/--resume (core/perft/checkpointed_stats.h).
template <TreeStatistics P>
StatDivide<P> divide_stats_or_checkpointed(const P& pos, const PerftOptions& o, StatsHashOf<P>* hash) {
  if (!o.checkpoint_file) return divide_stats(pos, o.depth, o.threads, hash);
  CheckpointRequest request{*o.checkpoint_file, o.resume ? CheckpointMode::kResume : CheckpointMode::kStart,
                            o.variant};
  auto result = checkpointed_divide_stats(pos, o.depth, request, o.threads, hash, true);
  if (result.resumed_units)
    std::cerr << "resumed " << result.resumed_units << " of " << result.unit_count << " units from "
              << *o.checkpoint_file << "\n";
  return std::move(result.stats);
}

// The statistics' output: the table per depth (and per root move with
// --divide), or one JSON object; `result` has rows and lines of tallies
// of any count type (an exact rational for a weighted game).
template <class Columns, class Result>
int report_stats(const PerftOptions& o, const std::string& fen, const Columns& columns, const Result& result,
                 double seconds) {
  using Tally = std::decay_t<decltype(result.rows.back())>;
  const auto& total = result.rows.back().nodes;
  if (o.json) {
    std::cout << "{\"version\":" << json_string(build_description()) << ",\"variant\":" << json_string(o.variant)
              << ",\"fen\":" << json_string(fen) << ",\"depth\":" << o.depth << ",\"nodes\":" << count_json(total)
              << ",\"stats\":[";
    for (std::size_t d = 0; d < result.rows.size(); ++d)
      std::cout << (d ? "," : "") << "{"
                << stats_json_members("\"depth\":" + std::to_string(d + 1), columns, result.rows[d]) << "}";
    std::cout << "]";
    if (o.divide) {
      std::cout << ",\"divide\":[";
      for (std::size_t i = 0; i < result.lines.size(); ++i)
        std::cout << (i ? "," : "") << "{"
                  << stats_json_members("\"move\":" + json_string(result.lines[i].name), columns, result.lines[i].tally)
                  << "}";
      std::cout << "]";
    }
    std::cout << ",\"seconds\":" << seconds << ",\"nps\":"
              << static_cast<long long>(count_as_double(total) / std::max(seconds, 1e-9)) << "}\n";
  } else {
    if (o.divide) {
      LabelledStatRows<Tally> lines;
      for (const auto& line : result.lines) lines.emplace_back(line.name, line.tally);
      print_stats_table(std::cout, "move", columns, lines);
      std::cout << '\n';
    }
    LabelledStatRows<Tally> depths;
    for (std::size_t d = 0; d < result.rows.size(); ++d) depths.emplace_back(std::to_string(d + 1), result.rows[d]);
    print_stats_table(std::cout, "depth", columns, depths);
    std::cout << "\nNodes searched: " << count_display(total) << std::endl;
  }
  report_speed(count_as_double(total), seconds);
  return 0;
}

// --stats: every depth's statistics (and each root move's with --divide),
// with a table of statistics for --hash, journaled with --checkpoint, and
// counted again with a table keyed through --verify-seed's seed.
template <TreeStatistics P>
int run_stats(const PerftOptions& o, const VariantOptions& variant_options) {
  const P pos = root_position<P>(o, variant_options);
  const auto& columns = VariantStatColumns<P>::kColumns;
  const auto start = Clock::now();
  std::unique_ptr<StatsHashOf<P>> hash;
  if (o.hash_mb) hash = std::make_unique<StatsHashOf<P>>(o.hash_mb);
  const auto result = divide_stats_or_checkpointed(pos, o, hash.get());
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  // After the timing: the rate is the one count's.
  if (o.verify_seed) {
    StatsHashOf<P> check_table(o.hash_mb, *o.verify_seed);
    if (auto mismatch = stats_mismatch(result, divide_stats(pos, o.depth, o.threads, &check_table), *o.verify_seed)) {
      std::cerr << "perft: " << *mismatch << std::endl;
      return 1;
    }
    std::cerr << "verified with hash seed " << *o.verify_seed << "\n";
  }
  return report_stats(o, pos.fen(), columns, result, seconds);
}

// --stats of a weighted game (Raindrop's expected model): exact
// rationals, every leaf made (core/perft/stats_weighted.h); the table and
// the journal hold whole numbers, so --hash, --checkpoint and
// --verify-seed are refused.
template <WeightedStatistics P>
int run_weighted_stats(const PerftOptions& o, const VariantOptions& variant_options) {
  const std::string why = " is not supported for a model that weighs its moves (its statistics are exact rationals)";
  if (o.hash_mb) throw_input_error("--stats", "--hash" + why);
  if (o.checkpoint_file) throw_input_error("--stats", std::string(o.resume ? "--resume" : "--checkpoint") + why);
  if (o.verify_seed) throw_input_error("--stats", "--verify-seed" + why);
  const P pos = root_position<P>(o, variant_options);
  const auto start = Clock::now();
  const auto result = divide_weighted_stats(pos, o.depth, o.threads);
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return report_stats(o, pos.fen(), VariantStatColumns<P>::kColumns, result, seconds);
}

// --stats-columns: what each column of the variant's --stats table means.
template <Game P>
int print_stats_columns(const PerftOptions& o) {
  static_assert(HasStatColumns<P>, "every variant states its statistics columns (game/stat_columns.h)");
  const auto& columns = VariantStatColumns<P>::kColumns;
  if (o.json)
    std::cout << "{\"variant\":" << json_string(o.variant) << ",\"columns\":" << column_definitions_json(columns)
              << "}\n";
  else
    print_column_definitions(std::cout, columns);
  return 0;
}

template <Game P>
int run_count(const PerftOptions& o, const VariantOptions& variant_options) {
  if (o.mode == PerftMode::kColumns) return print_stats_columns<P>(o);
  if (o.stats) {
    static_assert(HasStatColumns<P>, "every variant states its statistics columns (game/stat_columns.h)");
    if constexpr (TreeStatistics<P>) return run_stats<P>(o, variant_options);
    else return run_weighted_stats<P>(o, variant_options);
  }
  const P pos = root_position<P>(o, variant_options);
  auto hash = make_hash(o.hash_mb);
  PerftRunOptions run{o.threads, hash.get(), true, "perft " + std::to_string(o.depth)};
  auto start = Clock::now();
  auto lines = divide_or_checkpointed(pos, o, run);
  auto total = total_of(lines);
  double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  // After the timing: the rate is the one count's.
  if (o.verify_seed) {
    PerftHash check_table(o.hash_mb, *o.verify_seed);
    auto check = divide(pos, o.depth, {o.threads, &check_table, false, ""});
    if (auto mismatch = divide_mismatch(lines, check, *o.verify_seed)) {
      std::cerr << "perft: " << *mismatch << std::endl;
      return 1;
    }
    std::cerr << "verified with hash seed " << *o.verify_seed << "\n";
  }
  if (o.json) {
    std::cout << "{\"version\":" << json_string(build_description()) << ",\"variant\":" << json_string(o.variant)
              << ",\"fen\":" << json_string(pos.fen())
              << ",\"depth\":" << o.depth << ",\"nodes\":" << count_json(total);
    if (o.divide) {
      std::cout << ",\"divide\":[";
      for (std::size_t i = 0; i < lines.size(); ++i)
        std::cout << (i ? "," : "") << "{\"move\":" << json_string(lines[i].name)
                  << ",\"nodes\":" << count_json(lines[i].count) << "}";
      std::cout << "]";
    }
    std::cout << ",\"seconds\":" << seconds
              << ",\"nps\":" << static_cast<long long>(count_as_double(total) / std::max(seconds, 1e-9)) << "}\n";
  } else if (o.mode == PerftMode::kPerftree) {
    for (const auto& line : lines) std::cout << line.name << ' ' << count_text(line.count) << '\n';
    std::cout << '\n' << count_text(total) << '\n';
  } else {
    if (o.divide)
      for (const auto& line : lines) std::cout << line.name << ": " << count_display(line.count) << '\n';
    std::cout << "\nNodes searched: " << count_display(total) << std::endl;
  }
  if (o.mode != PerftMode::kPerftree) report_speed(count_as_double(total), seconds);
  return 0;
}

int run_suite(const PerftOptions& o) {
  std::ifstream in = open_position_file("--suite", o.suite_file);
  // One table per deck model: the same FEN counts differently per model.
  std::map<std::string, std::unique_ptr<PerftHash>> hashes;
  int passed = 0, failed = 0, line_number = 0, counts_checked = 0;
  std::string line;
  while (std::getline(in, line)) {
    ++line_number;
    std::string where = o.suite_file + ":" + std::to_string(line_number);
    try {
      auto record = parse_epd_line(line);
      if (!record) continue;
      const VariantOptions variant_options = line_variant_options(*record, o.variant_options);
      auto checks = with_variant(o.variant, variant_options, [&]<Game P>(const VariantOptions& vo) {
        // One table per Position type (a model's counts are its own; joker
        // rules need none of their own: jokers are keyed per rule).
        auto& hash = hashes[journal_model_name<P>()];
        if (!hash) hash = make_hash(o.hash_mb);
        return check_suite_record<P>(*record, vo, o.max_depth, PerftRunOptions{o.threads, hash.get(), false, ""});
      });
      bool ok = std::all_of(checks.begin(), checks.end(), [](const DepthCheck& c) { return c.ok; });
      counts_checked += static_cast<int>(checks.size());
      std::cout << (ok ? "ok   " : "FAIL ") << where << ' ' << record->fen;
      for (const auto& c : checks) {
        if (c.ok) std::cout << " D" << c.depth;
        else std::cout << " | depth " << c.depth << " expected " << c.expected << " got " << c.got;
      }
      if (checks.empty()) std::cout << " (no depth within --max-depth)";
      std::cout << std::endl;
      (ok ? passed : failed)++;
    } catch (const InputError& e) {
      std::cout << "FAIL " << where << " bad line: " << e.what() << std::endl;
      ++failed;
    }
  }
  check_positions_read("--suite", o.suite_file, in, passed + failed);
  // Positions without a count to check (none given, or all deeper than
  // --max-depth) verified nothing: not a success either.
  if (!failed && !counts_checked)
    throw_input_error("--suite '" + o.suite_file + "'",
                      "no position with a ;Dn count" +
                          (o.max_depth < PerftOptions{}.max_depth ? " at depth <= " + std::to_string(o.max_depth) : std::string()) +
                          " in it");
  std::cout << passed << " passed, " << failed << " failed" << std::endl;
  return failed ? 1 : 0;
}

int run(int argc, char** argv) {
  auto options = parse_perft_options(argc, argv);
  if (!options) return 0;
  if (options->mode == PerftMode::kSuite) return run_suite(*options);
  return with_variant(options->variant, options->variant_options, [&]<Game P>(const VariantOptions& vo) {
    return run_count<P>(*options, vo);
  });
}

}  // namespace
}  // namespace perftkit::tool

int main(int argc, char** argv) {
  return perftkit::run_tool("perft", [&] { return perftkit::tool::run(argc, argv); });
}

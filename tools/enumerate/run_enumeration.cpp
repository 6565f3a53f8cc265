// The algorithms are generic (core/enumerate); a variant brings its
// classifier (game/game_status_classifier.h, or its own) and, for
// --distinct, its position codes under the identity rule
// (enumerate/identity_coders.h: for Raindrop the 16-byte compact code of
// the last ply where it fits).
#include "run_enumeration.h"

#include <chrono>
#include <iostream>
#include <string>
#include <vector>

#include "common/input_error.h"
#include "enumerate/checkpointed_enumeration.h"
#include "enumerate/checkpointed_line_enumeration.h"
#include "enumerate/distinct_enumeration.h"
#include "enumerate/identity_coders.h"
#include "enumerate/line_enumeration.h"
#include "game/game_status_classifier.h"
#include "registry/variants.h"
#include "enumeration_report.h"

namespace perftkit::tool {
namespace {

// The journal's identity: the variant as named on the command line, its
// model and the identity rule.
EnumerationCheckpointRequest checkpoint_request(const EnumerateToolOptions& o) {
  EnumerationCheckpointRequest request{o.checkpoint_file.value_or(""),
                                       o.resume ? CheckpointMode::kResume : CheckpointMode::kStart, o.variant_name,
                                       o.variant.model};
  request.identity = o.identity;
  request.save_every = o.checkpoint_every;
  return request;
}

template <Game P, class Classifier>
std::vector<PlyStats> count_lines(const EnumerateToolOptions& o, const P& root, const Classifier& classify) {
  if (!o.checkpoint_file) return enumerate_lines(root, o.depth, classify, o.run);
  auto result = checkpointed_enumerate_lines(root, o.depth, classify, o.run, checkpoint_request(o));
  if (o.resume)
    std::cerr << "resumed " << result.resumed_units << " of " << result.unit_count << " units from "
              << *o.checkpoint_file << "\n";
  return std::move(result.plies);
}

template <EncodableGame P, class Classifier, class Coder>
std::vector<PlyStats> count_distinct(const EnumerateToolOptions& o, const P& root, const Classifier& classify,
                                     const Coder& coder, DistinctRunInfo& info) {
  if (!o.checkpoint_file) return enumerate_distinct(root, o.depth, classify, o.run, &info, coder);
  auto result = checkpointed_enumerate_distinct(root, o.depth, classify, o.run, checkpoint_request(o), &info, coder);
  if (result.resumed_plies || result.resumed_shards) {
    std::cerr << "resumed " << result.resumed_plies << " of " << o.depth + 1 << " plies";
    if (result.resumed_shards)
      std::cerr << " and the first " << result.resumed_shards << " frontier shards of ply " << result.resumed_plies;
    if (result.resumed_passes) std::cerr << " and " << result.resumed_passes << " passes of ply " << o.depth;
    std::cerr << " from " << *o.checkpoint_file << "\n";
  }
  return std::move(result.plies);
}

// Runs `count` (returning the plies), prints the report and the summary.
template <class Classifier, class Count>
int report_run(const EnumerateToolOptions& o, const Count& count, const DistinctRunInfo& info,
               const std::string& code_name) {
  const auto start = std::chrono::steady_clock::now();
  const std::vector<PlyStats> plies = count();
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  write_report(std::cout, plies, Classifier::kNames, o.distinct, o.format);
  std::cout.flush();
  std::cerr << "time " << seconds << " s";
  if (o.distinct)
    std::cerr << ", largest in-memory set " << info.peak_collector_bytes / (1024 * 1024) << " MiB, "
              << info.spilled_runs << " sorted runs (" << info.spilled_bytes / (1024 * 1024)
              << " MiB) spilled to disk";
  if (o.distinct && info.last_ply_passes)
    std::cerr << ", last ply in " << info.last_ply_passes << " passes with " << code_name << " codes";
  std::cerr << '\n';
  return 0;
}

template <Game P>
int run_variant(const EnumerateToolOptions& o, const VariantOptions& options) {
  if constexpr (WeightedGame<P>) {
    throw_input_error("--model", "'" + options.model + "' is a chance model without positions of its own; use open or deck");
  } else {
    using Classifier = EnumerationClassifierOf<P>;
    const Classifier classify;
    const P root = P::from_fen(o.fen ? *o.fen : P::start_fen(options), options);
    DistinctRunInfo info;
    if (!o.distinct)
      return report_run<Classifier>(o, [&] { return count_lines(o, root, classify); }, info, "");
    if constexpr (EncodableGame<P>) {
      return with_enumeration_coder(root, o.depth, o.identity, o.full_codes, [&](const auto& coder) {
        const std::string code_name = std::to_string(sizeof(typename std::decay_t<decltype(coder)>::Code)) + "-byte";
        return report_run<Classifier>(o, [&] { return count_distinct(o, root, classify, coder, info); }, info,
                                      code_name);
      });
    } else {
      throw_input_error("--distinct", o.variant_name +
                                          " positions have no exact codes yet to count them by; without --distinct "
                                          "the lines and their breakdown are counted");
    }
  }
}

}  // namespace

int run_enumeration(const EnumerateToolOptions& o) {
  return with_variant(o.variant_name, o.variant,
                      [&]<class P>(const VariantOptions& options) -> int { return run_variant<P>(o, options); });
}

}  // namespace perftkit::tool

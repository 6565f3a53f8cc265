// raindrop-enum: enumerates Raindrop positions ply by ply from a start
// position: lines of play, distinct positions (exact, within a memory
// budget) and a breakdown (kings placed, check, mate, stalemate, pending
// promotion). The algorithms are generic (core/enumerate); the Raindrop
// part is the classifier and the exact position codes (the 48-byte code,
// and for the last ply the 16-byte compact code where it fits).
#include <chrono>
#include <iostream>

#include "common/tool_main.h"
#include "common/input_error.h"
#include "enum_options.h"
#include "enumerate/checkpointed_enumeration.h"
#include "enumerate/checkpointed_line_enumeration.h"
#include "enumerate/distinct_enumeration.h"
#include "enumerate/line_enumeration.h"
#include "raindrop/classifier.h"
#include "raindrop/compact_code.h"
#include "raindrop/position.h"
#include "report.h"

namespace perftkit::tool {
namespace {

template <raindrop::DeckModel M, PositionCoder<raindrop::Position<M>> Coder>
int run_with(const EnumOptions& o, const raindrop::Position<M>& root, const Coder& coder, std::string_view code_name) {
  const raindrop::RaindropClassifier classify;
  auto start = std::chrono::steady_clock::now();
  DistinctRunInfo info;
  std::vector<PlyStats> plies;
  EnumerationCheckpointRequest request{o.checkpoint_file.value_or(""),
                                       o.resume ? CheckpointMode::kResume : CheckpointMode::kStart,
                                       std::string(raindrop::Position<M>::kVariantName),
                                       std::string(raindrop::model_name(M))};
  request.save_every = o.checkpoint_every;
  if (o.checkpoint_file && !o.distinct) {
    auto result = checkpointed_enumerate_lines(root, o.depth, classify, o.run, request);
    if (o.resume)
      std::cerr << "resumed " << result.resumed_units << " of " << result.unit_count << " units from "
                << *o.checkpoint_file << "\n";
    plies = std::move(result.plies);
  } else if (o.checkpoint_file) {
    auto result = checkpointed_enumerate_distinct(root, o.depth, classify, o.run, request, &info, coder);
    if (result.resumed_plies || result.resumed_shards) {
      std::cerr << "resumed " << result.resumed_plies << " of " << o.depth + 1 << " plies";
      if (result.resumed_shards)
        std::cerr << " and the first " << result.resumed_shards << " frontier shards of ply " << result.resumed_plies;
      if (result.resumed_passes) std::cerr << " and " << result.resumed_passes << " passes of ply " << o.depth;
      std::cerr << " from " << *o.checkpoint_file << "\n";
    }
    plies = std::move(result.plies);
  } else {
    plies = o.distinct ? enumerate_distinct(root, o.depth, classify, o.run, &info, coder)
                       : enumerate_lines(root, o.depth, classify, o.run);
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  write_report(std::cout, plies, o.distinct, o.format);
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

template <raindrop::DeckModel M>
int run_model(const EnumOptions& o) {
  using P = raindrop::Position<M>;
  const P root = P::from_fen(o.fen ? *o.fen : P::start_fen(o.variant), o.variant);
  if (!o.full_codes)
    if (auto compact = raindrop::CompactCoder<M>::for_root(root, o.depth)) return run_with(o, root, *compact, "16-byte");
  return run_with(o, root, GameCoder<P>{}, "48-byte");
}

int run(int argc, char** argv) {
  auto options = parse_enum_options(argc, argv);
  if (!options) return 0;
  if (options->model == raindrop::DeckModel::deck) return run_model<raindrop::DeckModel::deck>(*options);
  return run_model<raindrop::DeckModel::open>(*options);
}

}  // namespace
}  // namespace perftkit::tool

int main(int argc, char** argv) {
  return perftkit::run_tool("raindrop-enum", [&] { return perftkit::tool::run(argc, argv); });
}

// The algorithms are generic (core/enumerate); the variant's root,
// classifier and, for --distinct, coder come from enumerated_game.h and
// the distinct count from journaled_distinct_count.h, which enumerate-mpi
// shares; this file adds the lines-only count and the summary on stderr.
#include "run_enumeration.h"

#include <chrono>
#include <iostream>
#include <string>
#include <vector>

#include "enumerate/checkpointed_line_enumeration.h"
#include "enumerate/line_enumeration.h"
#include "enumerated_game.h"
#include "enumeration_report.h"
#include "journaled_distinct_count.h"

namespace perftkit::tool {
namespace {

template <Game P, class Classifier>
std::vector<PlyStats> count_lines(const EnumerateToolOptions& o, const P& root, const Classifier& classify) {
  if (!o.checkpoint_file) return enumerate_lines(root, o.depth, classify, o.run);
  auto result = checkpointed_enumerate_lines(root, o.depth, classify, o.run, checkpoint_request(o));
  if (o.resume)
    std::cerr << "resumed " << result.resumed_units << " of " << result.unit_count << " units from "
              << *o.checkpoint_file << "\n";
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

}  // namespace

int run_enumeration(const EnumerateToolOptions& o) {
  DistinctRunInfo info;
  if (!o.distinct)
    return with_enumerated_game(o, [&]<class Classifier>(const auto& root, const Classifier& classify) {
      return report_run<Classifier>(o, [&] { return count_lines(o, root, classify); }, info, "");
    });
  return with_distinct_enumeration(o, [&]<class P, class Classifier, class Coder>(
                                          const P& root, const Classifier& classify, const Coder& coder) {
    const std::string code_name = std::to_string(sizeof(typename Coder::Code)) + "-byte";
    const LastPlyHere<P, Coder> last_ply{coder};
    return report_run<Classifier>(o, [&] { return count_distinct(o, root, classify, coder, last_ply, info); }, info,
                                  code_name);
  });
}

}  // namespace perftkit::tool

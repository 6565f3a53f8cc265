#pragma once
// A distinct enumeration as enumerate and enumerate-mpi run it: journaled
// with --checkpoint/--resume (the journal's identity from the options,
// a line on stderr for what a resume took over) or not, the last ply
// counted by `last_ply`: here in passes (LastPlyHere) or over MPI ranks
// (mpi/last_ply.h). One function, so that a journal one tool began
// the other can resume.
#include <iostream>
#include <vector>

#include "enumerate/checkpointed_enumeration.h"
#include "enumerate/distinct_enumeration.h"
#include "enumerate_cli_options.h"

namespace perftkit::tool {

// The journal's identity: the variant as named on the command line, its
// model and the identity rule.
inline EnumerationCheckpointRequest checkpoint_request(const EnumerateToolOptions& o) {
  EnumerationCheckpointRequest request{o.checkpoint_file.value_or(""),
                                       o.resume ? CheckpointMode::kResume : CheckpointMode::kStart, o.variant_name};
  request.identity = o.identity;
  request.save_every = o.checkpoint_every;
  return request;
}

template <EncodableGame P, class Classifier, class Coder, class LastPly>
std::vector<PlyStats> count_distinct(const EnumerateToolOptions& o, const P& root, const Classifier& classify,
                                     const Coder& coder, const LastPly& last_ply, DistinctRunInfo& info) {
  if (!o.checkpoint_file) return enumerate_distinct_with(root, o.depth, classify, o.run, &info, last_ply, coder);
  auto result = checkpointed_enumerate_distinct_with(root, o.depth, classify, o.run, checkpoint_request(o), &info,
                                                     last_ply, coder);
  if (result.resumed_plies || result.resumed_shards) {
    std::cerr << "resumed " << result.resumed_plies << " of " << o.depth + 1 << " plies";
    if (result.resumed_shards)
      std::cerr << " and the first " << result.resumed_shards << " frontier shards of ply " << result.resumed_plies;
    if (result.resumed_passes) std::cerr << " and " << result.resumed_passes << " passes of ply " << o.depth;
    std::cerr << " from " << *o.checkpoint_file << "\n";
  }
  return std::move(result.plies);
}

}  // namespace perftkit::tool

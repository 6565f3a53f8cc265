#pragma once
// What a journaled enumeration (lines or distinct positions) is asked to
// do: start a new journal or resume one, and the names that, with the
// position and options, make up the journal's identity (enumeration_identity.h).
#include <chrono>
#include <string>

#include "enumerate/enumerate_options.h"
#include "enumerate/enumeration_identity.h"
#include "enumerate/identity_rule.h"
#include "perft/checkpointed_perft.h"

namespace perftkit {

struct EnumerationCheckpointRequest {
  std::string path;
  CheckpointMode mode = CheckpointMode::kStart;
  std::string variant;  // with the model P is: part of the journal's identity
  // Distinct mode: the rule the coder counts by, which the journal records.
  IdentityRule identity = IdentityRule::kPositions;
  // Distinct mode: a ply in progress saves what it found at most this
  // often (0: after every frontier shard). Saving costs a write of the
  // in-memory set and disk space until the ply ends; a kill loses the
  // work since the last save.
  std::chrono::seconds save_every{600};
};

// The identity of the run `request` journals.
template <Game P, class Classifier>
EnumerationIdentity enumeration_identity(const EnumerationCheckpointRequest& request, const P& root, int depth,
                                         const EnumerateOptions& options) {
  EnumerationIdentity identity;
  identity.variant = request.variant;
  identity.model = journal_model_name(root);
  identity.fen = root.fen();
  identity.depth = depth;
  identity.drops_only = options.drops_only;
  identity.categories = Classifier::kCategories;
  return identity;
}

}  // namespace perftkit

#pragma once
// The per-variant choices of an enumeration, made in one place for
// enumerate, enumerate-mpi and their Raindrop wrappers: the Position type
// of --variant (through the registry), the root (--fen or the start
// position), the classifier of its breakdown (none with --no-breakdown)
// and, with --distinct, the coder of the identity rule
// (enumerate/identity_coders.h). The MPI tools
// call this on every rank: the choices depend on the options and the root
// alone, so every rank counts with the same coder.
#include <string>

#include "common/input_error.h"
#include "enumerate/encodable_game.h"
#include "enumerate/identity_coders.h"
#include "enumerate/no_breakdown.h"
#include "enumerate_cli_options.h"
#include "game/game_status_classifier.h"
#include "registry/variants.h"

namespace perftkit::tool {

// Returns visit(root, classify) for o's variant; InputError for a chance
// model (it has no positions to enumerate) and a bad FEN.
template <class Visit>
int with_enumerated_game(const EnumerateToolOptions& o, Visit&& visit) {
  return with_variant(o.variant_name, o.variant, [&]<class P>(const VariantOptions& options) -> int {
    if constexpr (WeightedGame<P>) {
      throw_input_error("--model",
                        "'" + std::string(options.value(kModelOptionName)) +
                            "' is a chance model without positions of its own; use open or deck");
    } else {
      const P root = P::from_fen(o.fen ? *o.fen : P::start_fen(options), options);
      if (!o.breakdown) return visit(root, NoBreakdown{});
      return visit(root, EnumerationClassifierOf<P>{});
    }
  });
}

// Returns visit(root, classify, coder), the coder counting under
// o.identity (Raindrop's 16-byte code for the last ply where it fits and
// --full-codes is not given); InputError for a variant without position
// codes and a rule the game does not define.
template <class Visit>
int with_distinct_enumeration(const EnumerateToolOptions& o, Visit&& visit) {
  return with_enumerated_game(o, [&]<class P, class Classifier>(const P& root, const Classifier& classify) -> int {
    if constexpr (EncodableGame<P>) {
      return with_enumeration_coder(root, o.depth, o.identity, o.full_codes,
                                    [&](const auto& coder) -> int { return visit(root, classify, coder); });
    } else {
      throw_input_error("--distinct", o.variant_name +
                                          " positions have no exact codes yet to count them by; without --distinct "
                                          "the lines and their breakdown are counted");
    }
  });
}

}  // namespace perftkit::tool

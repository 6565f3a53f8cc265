#pragma once
// The variant dispatch of the tools that compare counts with an engine
// (perft-diff, perft-bench): engines print whole node counts, so a chance
// model's weighted counts (Raindrop's expected model) are refused with one
// line before any engine is started.
#include <string>
#include <string_view>

#include "common/input_error.h"
#include "game/game_concept.h"
#include "registry/variants.h"

namespace perftkit::tool {

// Calls visitor.template operator()<P>(options) for the Position type of
// `name`, as with_variant does, for unweighted games only.
template <class Visitor>
int with_engine_comparable_variant(std::string_view name, const VariantOptions& options, Visitor&& visitor) {
  return with_variant(name, options, [&]<Game P>(const VariantOptions& vo) -> int {
    if constexpr (WeightedGame<P>) {
      throw_input_error("--model", "'" + std::string(vo.value(kModelOptionName)) +
                                       "' gives weighted counts that no engine prints; use open or deck");
    } else {
      return visitor.template operator()<P>(vo);
    }
  });
}

}  // namespace perftkit::tool

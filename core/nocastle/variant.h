#pragma once
// Chess without castling describes itself to the registry
// (core/registry/variants.h): the worked example of
// docs/adding-a-variant.md. Fairy-Stockfish plays it as "nocastle"
// (built in), so perft-diff checks it against ffish
// (tests/tools/nocastle_ffish_diff.sh).
#include <array>

#include "game/variant_descriptor.h"
#include "nocastle/position.h"
#include "nocastle/special_classes.h"  // its perft-diff --random classes, seen wherever the registry is
#include "nocastle/stat_columns.h"

namespace perftkit::nocastle {

struct NoCastleVariant : SinglePositionVariant<Position> {
  static constexpr std::array names = {
      VariantName{"nocastle", "chess without castling (a test variant: Fairy-Stockfish's nocastle)", ""},
  };
  static constexpr EngineFacts engine{"nocastle", ""};
};

}  // namespace perftkit::nocastle

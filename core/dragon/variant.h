#pragma once
// The 10x10 game with Dragons describes itself to the registry
// (core/registry/variants.h; the vocabulary is game/variant_descriptor.h).
// Fairy-Stockfish plays it as dragonchess100, defined by the variants.ini
// whose section datasets/dragon/README.md gives.
#include <array>

#include "dragon/bulk_stats.h"  // its fast statistics, seen wherever the registry is
#include "dragon/position.h"
#include "dragon/special_classes.h"
#include "dragon/stat_columns.h"
#include "game/variant_descriptor.h"

namespace perftkit::dragon {

struct DragonVariant : SinglePositionVariant<Position> {
  static constexpr std::array names = {
      VariantName{"dragon", "100-square chess with Dragons (10x10)", "dragon/dragon100.epd"},
  };
  static constexpr EngineFacts engine{"dragonchess100", "scripts/ffish/dragonchess100.ini"};
};

}  // namespace perftkit::dragon

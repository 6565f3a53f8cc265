#pragma once
// Chess without castling describes itself to the registry
// (core/registry/variants.h): the worked example of
// docs/adding-a-variant.md. Fairy-Stockfish plays it as "nocastle"
// (built in), so perft-diff checks it against ffish
// (tests/tools/nocastle_ffish_diff.sh).
#include <array>
#include <string>
#include <vector>

#include "chess/special_classes.h"
#include "game/special_classes_hook.h"
#include "game/variant_descriptor.h"
#include "nocastle/position.h"
#include "nocastle/stat_columns.h"

namespace perftkit::nocastle {

struct NoCastleVariant : SinglePositionVariant<Position> {
  static constexpr std::array names = {
      VariantName{"nocastle", "chess without castling (a test variant: Fairy-Stockfish's nocastle)", ""},
  };
  static constexpr EngineFacts engine{"nocastle", ""};
};

}  // namespace perftkit::nocastle

namespace perftkit::diff {

// Chess's own classes apply as they are (castling ones never occur); its
// start points are chess's with the castling rights dropped.
template <>
struct VariantSpecialClasses<nocastle::Position> {
  using Chess = VariantSpecialClasses<chess::Position>;
  static void add(const nocastle::Position& pos, ClassSet& classes) { Chess::add(pos.chess(), classes); }
  static std::vector<std::string> names() { return Chess::names(); }
  static std::vector<std::string> special_fens(const VariantOptions& options) { return Chess::special_fens(options); }
};

}  // namespace perftkit::diff

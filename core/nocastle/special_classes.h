#pragma once
// Special-move classes of chess without castling for perft-diff --random:
// chess's own (its castling ones never occur).
#include <string>
#include <vector>

#include "chess/special_classes.h"
#include "game/special_classes_hook.h"
#include "nocastle/position.h"

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

#pragma once
// The hook through which a variant names its own special move classes for
// perft-diff --random (core/diff/special_classes.h computes the generic
// ones): a variant specialises VariantSpecialClasses for its Position in
// its own folder (chess/special_classes.h), next to its descriptor.
#include <set>
#include <string>
#include <vector>

#include "game/variant_options.h"

namespace perftkit::diff {

using ClassSet = std::set<std::string>;

// The primary template adds nothing: a variant without classes of its own
// gets the generic ones and its start position.
template <class P>
struct VariantSpecialClasses {
  static void add(const P&, ClassSet&) {}
  static std::vector<std::string> names() { return {}; }
  // Start points rich in special moves.
  static std::vector<std::string> special_fens(const VariantOptions&) { return {}; }
};

}  // namespace perftkit::diff

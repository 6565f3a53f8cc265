#pragma once
// The registry: every variant of the toolkit, one line each. A variant's
// facts live in its own folder (core/<variant>/variant.h); listing it
// here gives it every tool (docs/adding-a-variant.md). This folder sits
// above the variants: they never include it.
#include <string_view>

#include "chess/variant.h"
#include "common/build_config.h"
#include "dragon/variant.h"
#include "game/game_concept.h"
#include "raindrop/variant.h"
#include "registry/variant_registry.h"
#if PERFTKIT_TEST_VARIANTS
#include "nocastle/variant.h"
#endif

namespace perftkit {

using Variants = VariantRegistry<
    chess::ChessVariant,
    raindrop::RaindropVariant,
    dragon::DragonVariant
#if PERFTKIT_TEST_VARIANTS
    , nocastle::NoCastleVariant  // for the tests only (PERFTKIT_TEST_VARIANTS)
#endif
    >;

// Calls visitor.template operator()<P>(options) for the Position type of
// the variant `name` (see VariantRegistry::with_variant).
template <class Visitor>
decltype(auto) with_variant(std::string_view name, const VariantOptions& options, Visitor&& visitor) {
  return Variants::with_variant(name, options, visitor);
}

}  // namespace perftkit

#pragma once
// Which UCI options put an engine into one of our variants: UCI_Variant
// (a variant's descriptor names it: EngineFacts in
// game/variant_descriptor.h; "chess" needs no option on engines without
// one, such as Stockfish), UCI_Chess960 and Fairy-Stockfish's VariantPath
// (a variants.ini that defines the variant, e.g. the 10x10 game's
// scripts/ffish/dragonchess100.ini).
#include <string>
#include <string_view>

#include "uci/uci_engine.h"

namespace perftkit::uci {

struct EngineVariant {
  std::string uci_variant;   // empty: leave UCI_Variant alone
  std::string variant_path;  // empty: leave VariantPath alone
  bool chess960 = false;
};

// The options for a variant the engine knows as `variant_uci_name`;
// `uci_variant` (when not empty, the user's --uci-variant) overrides it.
EngineVariant engine_variant_for(std::string_view variant_uci_name, bool chess960, std::string variants_ini,
                                 std::string uci_variant = {});

// Sets the options (throws EngineError if the engine lacks a needed one)
// and waits until the engine has taken them.
void configure_engine(UciEngine& engine, const EngineVariant& variant);

}  // namespace perftkit::uci

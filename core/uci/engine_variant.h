#pragma once
// Which UCI options put an engine into one of our variants:
//   chess     nothing (UCI_Variant=chess where the engine has the option)
//   chess960  UCI_Chess960=true
//   dragon    VariantPath=<variants.ini> and UCI_Variant=dragonchess100
//             (Fairy-Stockfish; scripts/ffish/dragonchess100.ini, the
//             section in datasets/dragon/README.md)
//   raindrop  UCI_Variant=raindrop (for a user's own engine)
#include <string>
#include <string_view>

#include "uci/uci_engine.h"

namespace perftkit::uci {

struct EngineVariant {
  std::string uci_variant;   // empty: leave UCI_Variant alone
  std::string variant_path;  // empty: leave VariantPath alone
  bool chess960 = false;
};

// The default options for our variant `variant_name`; `uci_variant`
// (when not empty) overrides the engine's variant name.
EngineVariant engine_variant_for(std::string_view variant_name, bool chess960, std::string variants_ini,
                                 std::string uci_variant = {});

// Sets the options (throws EngineError if the engine lacks a needed one)
// and waits until the engine has taken them.
void configure_engine(UciEngine& engine, const EngineVariant& variant);

}  // namespace perftkit::uci

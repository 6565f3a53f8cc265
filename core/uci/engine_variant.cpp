#include "uci/engine_variant.h"

namespace perftkit::uci {

EngineVariant engine_variant_for(std::string_view variant_name, bool chess960, std::string variants_ini,
                                 std::string uci_variant) {
  EngineVariant variant;
  variant.chess960 = chess960;
  variant.variant_path = std::move(variants_ini);
  if (!uci_variant.empty()) variant.uci_variant = std::move(uci_variant);
  else if (variant_name == "dragon") variant.uci_variant = "dragonchess100";
  else if (variant_name == "chess" || variant_name == "chess960") variant.uci_variant = "chess";
  else variant.uci_variant = std::string(variant_name);
  return variant;
}

void configure_engine(UciEngine& engine, const EngineVariant& variant) {
  // The ini defines the variant, so it goes first.
  if (!variant.variant_path.empty()) engine.set_option("VariantPath", variant.variant_path);
  // Plain chess engines (Stockfish) have no UCI_Variant and need none.
  bool needs_variant = variant.uci_variant != "chess";
  if (needs_variant || engine.has_option("UCI_Variant")) engine.set_option("UCI_Variant", variant.uci_variant);
  if (variant.chess960 || engine.has_option("UCI_Chess960"))
    engine.set_option("UCI_Chess960", variant.chess960 ? "true" : "false");
  engine.synchronise();
}

}  // namespace perftkit::uci

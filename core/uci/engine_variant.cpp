#include "uci/engine_variant.h"

namespace perftkit::uci {

namespace {
// UCI_Variant's value for standard chess, the protocol's default.
constexpr std::string_view kStandardChess = "chess";
}  // namespace

EngineVariant engine_variant_for(std::string_view variant_uci_name, bool chess960, std::string variants_ini,
                                 std::string uci_variant) {
  EngineVariant variant;
  variant.chess960 = chess960;
  variant.variant_path = std::move(variants_ini);
  variant.uci_variant = uci_variant.empty() ? std::string(variant_uci_name) : std::move(uci_variant);
  return variant;
}

void configure_engine(UciEngine& engine, const EngineVariant& variant) {
  // The ini defines the variant, so it goes first.
  if (!variant.variant_path.empty()) engine.set_option("VariantPath", variant.variant_path);
  // Plain chess engines (Stockfish) have no UCI_Variant and need none.
  bool needs_variant = variant.uci_variant != kStandardChess;
  if (needs_variant || engine.has_option("UCI_Variant")) engine.set_option("UCI_Variant", variant.uci_variant);
  if (variant.chess960 || engine.has_option("UCI_Chess960"))
    engine.set_option("UCI_Chess960", variant.chess960 ? "true" : "false");
  engine.synchronise();
}

}  // namespace perftkit::uci

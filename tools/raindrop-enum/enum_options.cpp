#include "enum_options.h"

#include <vector>

#include "common/input_error.h"
#include "raindrop/options.h"
#include "raindrop/variant.h"

namespace perftkit::tool {

namespace {

// Raindrop's options with this tool's own help for --model: it
// enumerates positions, which the expected model has none of.
std::vector<VariantOption> raindrop_enum_options() {
  std::vector<VariantOption> options{{raindrop::kModelOption,
                                      "deck model: open (default) or deck (needs --fen with the deck order)",
                                      "deck models"}};
  for (const auto& option : raindrop::RaindropVariant::options)
    if (option.name != raindrop::kModelOption) options.push_back(option);
  return options;
}

}  // namespace

const std::string_view kRaindropEnumUsage =
    "raindrop-enum: Raindrop positions ply by ply (lines, distinct positions, breakdown)\n\n"
    "  raindrop-enum [--fen FEN] --depth N [--model open|deck] [--joker-rule R [--jokers N]]\n"
    "                [--drops-only] [--distinct [--passes N] [--full-codes]]\n"
    "                [--threads N] [--memory MB] [--temp-dir DIR] [--json | --csv]\n"
    "                [--checkpoint FILE | --resume FILE] [--checkpoint-every SECONDS]\n\n"
    "It is enumerate --variant raindrop, with --json and --csv for --format.";

std::optional<EnumerateToolOptions> parse_enum_options(int argc, char** argv, bool print_help,
                                                       std::string_view usage) {
  static const std::vector<VariantOption> options = raindrop_enum_options();
  const EnumerateCommandLine command_line{usage, raindrop::RaindropVariant::names[0].name, options};
  auto parsed = parse_enumerate_options(argc, argv, command_line, print_help);
  if (!parsed) return std::nullopt;
  const std::string_view model = raindrop::model_option(parsed->variant);
  if (model == "expected")
    throw_input_error("--model", "'expected' is a chance model without positions of its own; use open or deck");
  if (!model.empty() && model != "open" && model != "deck")
    throw_input_error("--model", "unknown deck model '" + std::string(model) + "' (known: open, deck)");
  return parsed;
}

}  // namespace perftkit::tool

#pragma once
// Command line of raindrop-enum.
#include <chrono>
#include <optional>
#include <string>

#include "enumerate/enumerate_options.h"
#include "game/variant_options.h"
#include "raindrop/types.h"

namespace perftkit::tool {

enum class OutputFormat { kText, kCsv, kJson };

struct EnumOptions {
  std::optional<std::string> fen;  // default: the empty board with full decks
  int depth = 0;
  raindrop::DeckModel model = raindrop::DeckModel::open;
  VariantOptions variant;  // the joker rule and the start position's jokers (--model is `model`)
  bool distinct = false;
  bool full_codes = false;  // --full-codes: the 48-byte code for the last ply even where 16 bytes fit
  OutputFormat format = OutputFormat::kText;
  EnumerateOptions run;
  // --checkpoint FILE starts a journaled run (per ply, and parts of plies,
  // with --distinct: core/enumerate/checkpointed_enumeration.h; per subtree
  // without: checkpointed_line_enumeration.h), --resume FILE continues one.
  std::optional<std::string> checkpoint_file;
  bool resume = false;
  std::chrono::seconds checkpoint_every{600};  // --distinct: how often a ply in progress saves a part
};

// nullopt after --help (printed when print_help: raindrop-enum-mpi prints it
// on rank 0 only); throws InputError for bad options.
std::optional<EnumOptions> parse_enum_options(int argc, char** argv, bool print_help = true);

}  // namespace perftkit::tool

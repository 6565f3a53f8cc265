#pragma once
// Command line of enumerate, and of raindrop-enum, which is enumerate with
// the variant fixed to Raindrop and today's --json/--csv (its adapter:
// raindrop-enum/enum_options.h).
#include <chrono>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "enumerate/enumerate_options.h"
#include "enumerate/identity_rule.h"
#include "game/variant_descriptor.h"
#include "game/variant_options.h"

namespace perftkit::tool {

enum class OutputFormat { kText, kCsv, kJson };

struct EnumerateToolOptions {
  std::string variant_name;  // a registered --variant name
  VariantOptions variant;    // Raindrop's deck model, joker rule and jokers
  std::optional<std::string> fen;  // default: the variant's start position
  int depth = 0;
  bool distinct = false;
  IdentityRule identity = IdentityRule::kPositions;  // --identity, with --distinct
  bool full_codes = false;  // --full-codes: the game's own code for the last ply even where a shorter one fits
  bool breakdown = true;    // --no-breakdown: lines and distinct positions only (enumerate/no_breakdown.h)
  OutputFormat format = OutputFormat::kText;
  EnumerateOptions run;
  // --checkpoint FILE starts a journaled run (per ply, and parts of plies,
  // with --distinct: core/enumerate/checkpointed_enumeration.h; per subtree
  // without: checkpointed_line_enumeration.h), --resume FILE continues one.
  std::optional<std::string> checkpoint_file;
  bool resume = false;
  std::chrono::seconds checkpoint_every{600};  // --distinct: how often a ply in progress saves a part
};

// What differs between the tools that read these options.
struct EnumerateCommandLine {
  std::string_view usage;  // the first lines of --help
  // raindrop-enum: its variant (no --variant, --list-variants or
  // --identity; --json and --csv instead of --format). Empty: enumerate.
  std::string_view fixed_variant;
  // The variant options offered; empty: every registered variant's.
  std::span<const VariantOption> variant_options;
};

// nullopt after --help, --version or --list-variants (printed when
// print_help: the MPI tools print them on rank 0 only); throws
// InputError for bad options. With --resume, the options the command line
// does not give come from the journal's header (enumerate_resume_options.h).
std::optional<EnumerateToolOptions> parse_enumerate_options(int argc, char** argv, const EnumerateCommandLine& tool,
                                                            bool print_help = true);

}  // namespace perftkit::tool

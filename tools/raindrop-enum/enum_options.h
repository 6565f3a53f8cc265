#pragma once
// Command line of raindrop-enum: enumerate's (enumerate/enumerate_cli_options.h)
// with the variant fixed to Raindrop, --json and --csv for --format, and
// the deck model checked here (open or deck: the expected model has no
// positions). raindrop-enum-mpi reads the same.
#include <optional>
#include <string_view>

#include "enumerate/enumerate_cli_options.h"

namespace perftkit::tool {

// raindrop-enum's --help before its options; raindrop-enum-mpi gives its
// own, so that each tool's help and manual page name that tool.
extern const std::string_view kRaindropEnumUsage;

// nullopt after --help (printed when print_help: raindrop-enum-mpi prints it
// on rank 0 only); throws InputError for bad options.
std::optional<EnumerateToolOptions> parse_enum_options(int argc, char** argv, bool print_help = true,
                                                       std::string_view usage = kRaindropEnumUsage);

}  // namespace perftkit::tool

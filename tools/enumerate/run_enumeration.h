#pragma once
// What enumerate (and raindrop-enum) do with their options: enumerate the
// variant's positions ply by ply, print the report on stdout and the time
// and memory on stderr. Returns the exit code; throws InputError for input
// that only the variant can judge (a FEN, --identity, --distinct for a
// game without position codes).
#include "enumerate_cli_options.h"

namespace perftkit::tool {

int run_enumeration(const EnumerateToolOptions& options);

}  // namespace perftkit::tool

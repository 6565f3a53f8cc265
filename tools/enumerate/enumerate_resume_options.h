#pragma once
// --resume FILE alone for enumerate, raindrop-enum and their MPI tools
// (cli/resume_options.h): a distinct journal (enumerate/enumeration_journal.h)
// or a lines journal (enumerate/lines_journal.h), told apart by its tag,
// supplies --variant, --model and --joker-rule, --fen, --depth,
// --drops-only and --no-breakdown; a distinct one also --distinct and
// --identity. --passes, --full-codes, --threads, --memory, --temp-dir,
// --checkpoint-every and the output format are not in it.
#include <boost/program_options.hpp>
#include <string_view>

#include "cli/resume_options.h"

namespace perftkit::tool {

// Adds to `vm` the options the journal of --resume names and the command
// line does not give (`offered`: the tool's options). `fixed_variant`:
// the variant of a tool that has no --variant (raindrop-enum), else empty.
void add_enumerate_options_from_journal(boost::program_options::variables_map& vm,
                                        const boost::program_options::options_description& offered,
                                        std::string_view fixed_variant);

}  // namespace perftkit::tool

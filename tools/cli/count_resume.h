#pragma once
// --resume FILE alone for perft and perft-mpi (cli/resume_options.h): the
// checkpoint journal's header (perft/checkpoint.h) supplies --variant,
// --model and --joker-rule, --fen (the position after any --moves) and
// --depth. --divide, --threads, --hash and --verify-seed are not in it;
// a statistics journal wants --stats beside it (perft/checkpoint.h).
#include <boost/program_options.hpp>
#include <string>
#include <string_view>

#include "cli/resume_options.h"
#include "perft/checkpoint.h"

namespace perftkit::tool {

// Adds to `vm` the options the journal of --resume names and the command
// line does not give (`offered`: the tool's options).
inline void add_count_options_from_journal(boost::program_options::variables_map& vm,
                                           const boost::program_options::options_description& offered) {
  const auto header = resume_header(vm, [](std::string_view line, const std::string& source) {
    return parse_checkpoint(line, source).header;
  });
  if (!header) return;
  const std::string source = "--resume '" + vm["resume"].as<std::string>() + "'";
  if (given(vm, "variant"))
    require_journal_variant(source, header->program_version, header->variant, vm["variant"].as<std::string>());
  JournalArguments arguments(vm, offered);
  arguments.add("variant", header->variant);
  add_model_arguments(arguments, header->model, source);
  if (!start_position_given(vm)) arguments.add("fen", header->fen);
  arguments.add("depth", std::to_string(header->depth));
  arguments.store();
}

}  // namespace perftkit::tool

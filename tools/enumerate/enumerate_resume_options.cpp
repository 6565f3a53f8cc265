#include "enumerate_resume_options.h"

#include <optional>
#include <string>

#include "enumerate/enumeration_journal.h"
#include "enumerate/identity_rule.h"
#include "enumerate/lines_journal.h"

namespace perftkit::tool {
namespace {

// What a journal's header says of the run: the fields both kinds share,
// and for a distinct enumeration its identity rule.
struct JournaledRun {
  EnumerationIdentity identity;
  std::optional<IdentityRule> distinct_by;  // nullopt: a lines journal
};

JournaledRun parse_header(std::string_view line, const std::string& source) {
  if (journal::header_tag(line) == kLinesJournalTag) return {parse_lines_journal(line, source).header, std::nullopt};
  const auto header = parse_enumeration_journal(line, source).header;
  return {header, header.identity};
}

}  // namespace

void add_enumerate_options_from_journal(boost::program_options::variables_map& vm,
                                        const boost::program_options::options_description& offered,
                                        std::string_view fixed_variant) {
  const auto run = resume_header(vm, parse_header);
  if (!run) return;
  const EnumerationIdentity& identity = run->identity;
  const std::string source = "--resume '" + vm["resume"].as<std::string>() + "'";
  const std::string variant = !fixed_variant.empty() ? std::string(fixed_variant)
                              : given(vm, "variant") ? vm["variant"].as<std::string>()
                                                     : std::string();
  if (!variant.empty()) require_journal_variant(source, identity.program_version, identity.variant, variant);
  JournalArguments arguments(vm, offered);
  arguments.add("variant", identity.variant);
  add_model_arguments(arguments, identity.model, source);
  if (!start_position_given(vm)) arguments.add("fen", identity.fen);
  arguments.add("depth", std::to_string(identity.depth));
  if (identity.drops_only) arguments.add_flag("drops-only");
  if (identity.categories == 0) arguments.add_flag("no-breakdown");
  if (run->distinct_by) {
    arguments.add_flag("distinct");
    arguments.add("identity", std::string(identity_rule_name(*run->distinct_by)));
  }
  arguments.store();
}

}  // namespace perftkit::tool

#pragma once
// --resume FILE alone: a journal's header (its first record) names the
// run it journals, so the options of that run that the command line does
// not give are read from it before the options are checked. What the
// command line gives beside --resume keeps its value, and the resume then
// refuses it where it disagrees with the journal, as it refuses a whole
// command line of another run. Options a header does not record (threads,
// the hash table, memory, output) keep their defaults.
#include <boost/program_options.hpp>
#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/input_error.h"
#include "journal/journal_header.h"
#include "journal/same_run_check.h"
#include "journal/sealed_record.h"
#include "registry/variants.h"

namespace perftkit::tool {

// Returns the header line of the journal at `path` (`source` names it in errors).
using JournalHeaderReader = std::string (*)(const std::string& path, const std::string& source);

inline std::string header_line_of_file(const std::string& path, const std::string& source) {
  return journal::read_header_line(path, source);
}

// How this process reads a journal's header: from the file, unless it is
// a rank of an MPI job, whose main (mpi/tool_main.h) makes it take
// rank 0's (mpi/journal_header.h): rank 0 alone keeps the journal.
inline JournalHeaderReader read_journal_header = header_line_of_file;

// Whether the command line gave `option` (a default value is not given).
inline bool given(const boost::program_options::variables_map& vm, const std::string& option) {
  return vm.count(option) && !vm[option].defaulted();
}

// The header of --resume FILE, parsed by parse(line, source), when the
// command line gives --resume; else nullopt. A header that cannot be read
// or parsed is an InputError naming the file where the command line lacks
// the depth, which every run needs; with the depth given, the run goes on
// without the header, and the resume names the problem, or starts afresh
// from a journal killed while its header was written
// (journal::resume_or_restart).
template <class Parse>
auto resume_header(const boost::program_options::variables_map& vm, Parse&& parse)
    -> std::optional<decltype(parse(std::string_view{}, std::string{}))> {
  // (With --checkpoint too, the tool refuses the pair before any file is read.)
  if (!vm.count("resume") || vm.count("checkpoint")) return std::nullopt;
  const std::string path = vm["resume"].as<std::string>();
  const std::string source = "--resume '" + path + "'";
  try {
    const std::string line = read_journal_header(path, source);
    // Nothing to start afresh from, as a resume with the whole command line would.
    if (!line.ends_with('\n'))
      throw_input_error(source, "holds no whole header record (empty, cut short, or not a journal); "
                                "give the run's options to start it afresh");
    return parse(std::string_view(line), source);
  } catch (const InputError&) {
    if (given(vm, "depth")) return std::nullopt;
    throw;
  }
}

// The options a journal supplies, stored into the command line's
// variables as if they followed it: an option it gave, or one the tool
// does not offer, is left out.
class JournalArguments {
 public:
  JournalArguments(boost::program_options::variables_map& vm, const boost::program_options::options_description& offered)
      : vm_(vm), offered_(offered) {}

  void add(const std::string& option, const std::string& value) {
    if (!wanted(option)) return;
    arguments_.push_back("--" + option);
    arguments_.push_back(value);
  }
  void add_flag(const std::string& option) {
    if (wanted(option)) arguments_.push_back("--" + option);
  }

  void store() const {
    namespace po = boost::program_options;
    try {
      po::store(po::command_line_parser(arguments_).options(offered_).run(), vm_);
      po::notify(vm_);
    } catch (const po::error& e) {
      throw_input_error("options", e.what());
    }
  }

 private:
  bool wanted(const std::string& option) const {
    return !given(vm_, option) && offered_.find_nothrow(option, false) != nullptr;
  }

  boost::program_options::variables_map& vm_;
  const boost::program_options::options_description& offered_;
  std::vector<std::string> arguments_;
};

// Refuses, before anything is read for it, a journal of another variant
// than the one the command line names (or the tool is for); the program
// version first, as every resume does (journal/same_run_check.h).
inline void require_journal_variant(const std::string& source, const std::string& journal_version,
                                    const std::string& journal_variant, const std::string& variant) {
  journal::SameRunCheck(source, journal_version, std::string(kProgramVersion))
      .field("variant", journal_variant, variant);
}

// The variant options of a journal's model field (perft/checkpointed_perft.h,
// journal_model_name: the model's name, then the position's house rules as
// EPD operations, "open jokers remove"), as the options that set them.
inline void add_model_arguments(JournalArguments& arguments, std::string_view model_field, const std::string& source) {
  if (model_field.empty()) return;
  const auto words = journal::split_on(model_field, ' ');
  VariantOptions options;
  std::size_t next = 0;
  if (words.size() % 2 == 1) options.set(kModelOptionName, words[next++]);
  const auto operations = Variants::epd_operations();
  for (; next < words.size(); next += 2) {
    auto operation = std::find_if(operations.begin(), operations.end(),
                                  [&](const EpdOperation& op) { return op.name == words[next]; });
    if (operation == operations.end())
      throw_input_error(source, "journal's model '" + std::string(model_field) + "' names no option of this program");
    options.set(operation->option, words[next + 1]);
  }
  for (const auto& [name, value] : options.given) arguments.add(name, value);
}

// Whether the command line says where the run starts (then the journal's
// FEN is not filled in, and the resume compares the two): --startpos,
// --fen, --moves, or an option that fills the start position (--jokers).
inline bool start_position_given(const boost::program_options::variables_map& vm) {
  for (const char* option : {"startpos", "fen", "moves"})
    if (given(vm, option)) return true;
  for (const auto& entry : Variants::options())
    if (entry.option.start_position_only && given(vm, std::string(entry.option.name))) return true;
  return false;
}

}  // namespace perftkit::tool

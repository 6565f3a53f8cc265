#pragma once
// The command-line prologue every tool shares, so that they all answer
// alike: a Boost.Program_options error becomes an InputError (the tool
// prints "<tool>: error: options: ..." and exits 2), --help prints the
// visible options, --version the build, and numbers out of range get one
// message shape.
#include <boost/program_options.hpp>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/build_info.h"
#include "common/input_error.h"

namespace perftkit::tool {

namespace po = boost::program_options;

// The last line of every tool's --help: where its manual is. The MPI
// tools share one page.
inline std::string manual_line(const std::string& tool) {
  const std::string mpi_suffix = "-mpi";
  const bool mpi = tool.size() > mpi_suffix.size() && tool.ends_with(mpi_suffix);
  return "Manual: docs/" + (mpi ? std::string("mpi") : tool) + ".md (man " + tool + ")";
}

// What a tool's exit codes mean, the last section of its --help (and so
// of its manual page): 0 and 1 in the tool's own words, 2 alike for every
// tool, since common/tool_main.h turns anything thrown into 2.
struct ExitCodes {
  std::string_view success = "the run finished";
  // A failed verification (a count that differs from a reference); empty
  // where the tool verifies nothing and never exits 1.
  std::string_view failure = {};
};

// "  CODE  MEANING", wrapped at 80 columns like Boost's option lines.
inline std::string exit_status_entry(int code, std::string_view meaning) {
  std::string text = "  " + std::to_string(code) + " ", line_indent = "     ";
  std::size_t column = text.size();
  while (!meaning.empty()) {
    const std::size_t space = meaning.find(' ');
    const std::string_view word = meaning.substr(0, space);
    if (column + 1 + word.size() > 80) {
      text += "\n" + line_indent;
      column = line_indent.size();
    } else {
      text += ' ';
      ++column;
    }
    text += word;
    column += word.size();
    meaning = space == std::string_view::npos ? std::string_view() : meaning.substr(space + 1);
  }
  return text + "\n";
}

inline std::string exit_status_help(const ExitCodes& codes) {
  std::string text = "Exit status:\n" + exit_status_entry(0, codes.success);
  if (!codes.failure.empty()) text += exit_status_entry(1, codes.failure);
  return text + exit_status_entry(2,
                                  "bad input (options, a file, a FEN, a journal: one line on stderr names it), or "
                                  "a run that could not go on (a full disk, no memory, an engine that does not "
                                  "answer)");
}

// nullopt when --help or --version was asked for (the answer is then on
// stdout, unless print_help is false: MPI ranks other than 0 keep quiet;
// --help ends with manual_line and exit_status_help).
// `all` adds hidden options to `visible`; `positional` maps bare words.
// --version is added here, once for every tool: "perft 0.1.0 (commit
// 2f5533c, GNU 12.2.0, PEXT)".
inline std::optional<po::variables_map> parse_command_line(
    int argc, char** argv, const po::options_description& visible, const po::options_description* all = nullptr,
    const po::positional_options_description* positional = nullptr, bool print_help = true,
    const ExitCodes& exit_codes = {}) {
  po::options_description version_option;
  version_option.add_options()("version", "print the version, git commit, compiler and instruction set");
  po::options_description shown, accepted;
  shown.add(visible).add(version_option);
  accepted.add(all ? *all : visible).add(version_option);
  po::variables_map vm;
  try {
    po::command_line_parser parser(argc, argv);
    parser.options(accepted);
    if (positional) parser.positional(*positional);
    po::store(parser.run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    throw_input_error("options", e.what());
  }
  const std::string tool = std::filesystem::path(argv[0]).filename().string();
  if (vm.count("version")) {
    if (print_help) std::cout << tool << ' ' << build_description() << '\n';
    return std::nullopt;
  }
  if (vm.count("help")) {
    if (print_help) std::cout << shown << "\n" << manual_line(tool) << "\n\n" << exit_status_help(exit_codes);
    return std::nullopt;
  }
  return vm;
}

// parse_command_line for a tool that also takes bare words (perft's
// --perftree DEPTH FEN MOVES): they land in `arguments`; `hidden` adds
// options that --help does not show.
inline std::optional<po::variables_map> parse_command_line_with_arguments(
    int argc, char** argv, const po::options_description& visible, const po::options_description& hidden,
    std::vector<std::string>& arguments, const ExitCodes& exit_codes) {
  po::options_description all;
  all.add(visible).add(hidden);
  all.add_options()("positional", po::value(&arguments)->composing());
  po::positional_options_description positional;
  positional.add("positional", -1);
  return parse_command_line(argc, argv, visible, &all, &positional, true, exit_codes);
}

// Numbers out of range: "--depth: 0 is out of range (1 to 12)" (the
// variants' descriptors check their options with it too).
using perftkit::in_range;

// --checkpoint FILE (a new journal) or --resume FILE (an existing one).
struct CheckpointChoice {
  std::optional<std::string> file;
  bool resume = false;
};

inline CheckpointChoice checkpoint_choice(const po::variables_map& vm) {
  if (vm.count("checkpoint") && vm.count("resume"))
    throw_input_error("options", "--checkpoint and --resume exclude each other");
  if (vm.count("checkpoint")) return {vm["checkpoint"].as<std::string>(), false};
  if (vm.count("resume")) return {vm["resume"].as<std::string>(), true};
  return {};
}

// --verify-seed S: a second count through a hash table keyed with S,
// which only means something with a table (--hash) and another seed.
inline std::optional<std::uint64_t> verify_seed_choice(const po::variables_map& vm, std::size_t hash_mb) {
  if (!vm.count("verify-seed")) return std::nullopt;
  const auto seed = vm["verify-seed"].as<std::uint64_t>();
  if (seed == 0) throw_input_error("--verify-seed", "0 is the main table's own keying; give another seed");
  if (hash_mb == 0) throw_input_error("--verify-seed", "needs --hash (without a table, no count depends on keys)");
  return seed;
}

}  // namespace perftkit::tool

#pragma once
// Command line of dragon-prof.
#include <optional>
#include <string>

namespace perftkit::dragon_prof {

struct ProfOptions {
  std::optional<std::string> suite_file;  // EPD with ;Dn reference counts
  std::optional<std::string> fen;         // single position (reference from --expect, if given)
  std::optional<std::string> expect;      // reference count for --fen
  int depth = 4;                          // deepest depth profiled (a suite line uses its deepest count <= this)
  int repeat = 3;                         // timed runs of the shipped perft; the median is reported
  int threads = 1;
  bool json = false;
  std::string json_file;                  // empty: JSON on stdout
};

// nullopt after --help; throws InputError for bad options.
std::optional<ProfOptions> parse_prof_options(int argc, char** argv);

}  // namespace perftkit::dragon_prof

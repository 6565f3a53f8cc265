#include "prof_options.h"


#include "cli/command_line.h"
#include "cli/data_set.h"
#include "common/input_error.h"
#include "common/text.h"

namespace perftkit::dragon_prof {
using tool::in_range;
using tool::parse_command_line;
namespace po = boost::program_options;

std::optional<ProfOptions> parse_prof_options(int argc, char** argv) {
  ProfOptions o;
  long long depth = 4, repeat = 3, threads = 1;
  po::options_description visible(
      "dragon-prof: profile 10x10 Dragon move generation against reference counts\n\n"
      "  dragon-prof [--suite FILE | --fen FEN [--expect N]] [--depth N] [--repeat K] [--threads N] [--json [FILE]]\n\n"
      "Every position's count is verified (a mismatch exits with 1). Reported: nodes/s of\n"
      "perft as it ships (median of K runs), time per generated move, and a breakdown of\n"
      "generation time by piece type, check evasion vs quiet and attack-table lookups,\n"
      "measured by running the same perft once more with the generator's timing hooks.\n\nOptions");
  visible.add_options()
      ("help,h", "show this help")
      ("suite", po::value<std::string>(), "EPD file with ;Dn reference counts, or a data set: dragon/dragon100.epd")
      ("fen", po::value<std::string>(), "profile one position (default: the start position)")
      ("expect", po::value<std::string>(), "with --fen: the reference count at --depth")
      ("depth,d", po::value(&depth)->default_value(4), "depth; a suite line uses its deepest count up to this")
      ("repeat,r", po::value(&repeat)->default_value(3), "timed runs per position (median reported)")
      ("threads,t", po::value(&threads)->default_value(1), "worker threads (0 = all cores)")
      ("json", po::value<std::string>()->implicit_value(""), "JSON instead of the table: on stdout, or into FILE");
  auto parsed = parse_command_line(argc, argv, visible, nullptr, nullptr, true,
                                   {.success = "every count matched its reference",
                                    .failure = "a count differed from its reference"});
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  if (vm.count("suite") && vm.count("fen")) throw_input_error("options", "--suite and --fen exclude each other");
  if (vm.count("suite")) o.suite_file = tool::data_set_file("--suite", vm["suite"].as<std::string>());
  if (vm.count("fen")) o.fen = vm["fen"].as<std::string>();
  if (vm.count("expect")) {
    if (!vm.count("fen")) throw_input_error("--expect", "only with --fen");
    o.expect = vm["expect"].as<std::string>();
    if (!parse_unsigned(*o.expect)) throw_input_error("--expect", "'" + *o.expect + "' is not a count");
  }
  o.depth = in_range("--depth", depth, 1, 12);
  o.repeat = in_range("--repeat", repeat, 1, 1000);
  o.threads = in_range("--threads", threads, 0, 1024);
  if (vm.count("json")) {
    o.json = true;
    o.json_file = vm["json"].as<std::string>();
  }
  return o;
}

}  // namespace perftkit::dragon_prof

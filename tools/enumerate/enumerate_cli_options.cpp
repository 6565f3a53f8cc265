#include "enumerate_cli_options.h"

#include <unistd.h>

#include <algorithm>
#include <array>
#include <filesystem>

#include "cli/command_line.h"
#include "cli/variant_choice.h"
#include "common/input_error.h"
#include "enumerate_resume_options.h"
#include "registry/variants.h"

namespace perftkit::tool {
namespace po = boost::program_options;

namespace {

// The default --memory: half of the machine's memory (the sets' growth,
// the page cache of spilled runs and the rest of the system share the
// other half), at least 1 GiB.
long long default_memory_mb() {
  const long long pages = sysconf(_SC_PHYS_PAGES), page_bytes = sysconf(_SC_PAGE_SIZE);
  if (pages <= 0 || page_bytes <= 0) return 4096;
  return std::max(1024LL, pages / 2 * page_bytes / (1024 * 1024));
}

// This tool's options that only one variant has a use for: the drops of
// the set-up phase, and the choice between Raindrop's two codes.
struct VariantOwnedOption {
  std::string_view option;
  std::string_view subject;  // as in the registry's "--model: deck models apply to --variant raindrop only"
  std::string_view owner;
};
constexpr std::array kVariantOwnedOptions{
    VariantOwnedOption{"drops-only", "drops", "raindrop"},
    VariantOwnedOption{"full-codes", "the 48- and 16-byte codes", "raindrop"},
};

OutputFormat parse_format(const std::string& name) {
  if (name == "text") return OutputFormat::kText;
  if (name == "csv") return OutputFormat::kCsv;
  if (name == "json") return OutputFormat::kJson;
  throw_input_error("--format", "unknown format '" + name + "' (known: text, csv, json)");
}

}  // namespace

std::optional<EnumerateToolOptions> parse_enumerate_options(int argc, char** argv, const EnumerateCommandLine& tool,
                                                            bool print_help) {
  EnumerateToolOptions o;
  const bool enumerate = tool.fixed_variant.empty();
  long long depth = -1, threads = 0, memory_mb = default_memory_mb(), checkpoint_every = 600, passes = 0;
  std::string temp_dir, identity = "positions", format = "text";
  bool progress = true, report_passes = true;
  po::options_description visible(std::string(tool.usage) + "\n\nOptions");
  visible.add_options()("help,h", "show this help");
  if (enumerate) add_variant_choice(visible, o.variant_name);
  else o.variant_name = tool.fixed_variant;
  visible.add_options()
      ("startpos", "start from the variant's start position (the default)")
      ("fen", po::value<std::string>(), "start from this position")
      ("depth,d", po::value(&depth), "last ply to report (0 to 20)")
      ("drops-only", "Raindrop: play drops only (the set-up phase; joker draws are not drops)")
      ("distinct", "count distinct positions exactly (and the lines reaching them)");
  if (enumerate)
    visible.add_options()
        ("identity", po::value(&identity),
         "with --distinct: when two positions are one: positions (default; castling rights, and en passant where "
         "a capture is legal: OEIS A083276), ep-available (en passant where a pawn stands ready: A057745), "
         "diagrams (board and side to move: A019319)");
  visible.add_options()
      ("passes", po::value(&passes),
       "with --distinct: count the last ply in N passes over even key ranges (default: ranges sized to --memory)")
      ("no-breakdown",
       "count lines and distinct positions only, no check/mate breakdown: with --distinct the last ply's passes then "
       "keep codes alone, about three times as many a pass")
      ("full-codes", "with --distinct: keep Raindrop's last ply in 48-byte codes even where 16 bytes fit")
      ("threads,t", po::value(&threads)->default_value(0), "worker threads (0 = all cores)")
      ("memory", po::value(&memory_mb)->default_value(memory_mb),
       "MiB for the distinct sets (default: half the machine's memory); beyond, spill to disk")
      ("temp-dir", po::value(&temp_dir), "folder for spill files (default: the system temp folder)")
      ("report-passes", po::value(&report_passes)->default_value(true)->implicit_value(true),
       "with --distinct: a line on stderr per pass of the last ply (=off: none)")
      ("progress", po::value(&progress)->default_value(true)->implicit_value(true),
       "progress with ETA on stderr when it is a terminal (=off: none)");
  if (enumerate)
    visible.add_options()("format", po::value(&format)->default_value(format),
                          "text (a block per ply), csv (a header row, then a row per ply) or json (an array, an "
                          "object per ply)");
  else
    visible.add_options()
        ("json", "print a JSON array, one object per ply")
        ("csv", "print CSV: a header row, then one row per ply");
  visible.add_options()
      ("checkpoint", po::value<std::string>(),
       "journal the run in this new file: every finished ply with --distinct, every finished subtree without")
      ("resume", po::value<std::string>(),
       "continue the run journaled in this file (alone: the journal names variant, position, depth, --distinct, ...)")
      ("checkpoint-every", po::value(&checkpoint_every),
       "with --distinct and a journal: save a ply in progress at most every N seconds (default 600, 0 = every shard)");
  add_variant_options(visible, o.variant, StartPosition::offered, tool.variant_options);
  auto parsed = parse_command_line(argc, argv, visible, nullptr, nullptr, print_help);
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  if (enumerate && list_variants(vm, print_help)) return std::nullopt;
  add_enumerate_options_from_journal(*parsed, visible, tool.fixed_variant);
  Variants::find(o.variant_name);  // an unknown name fails here, before the other checks
  check_variant_options(o.variant, vm.count("fen") > 0);
  for (const auto& owned : kVariantOwnedOptions)
    if (vm.count(std::string(owned.option)) && o.variant_name != owned.owner)
      throw_input_error("--" + std::string(owned.option),
                        std::string(owned.subject) + " apply to --variant " + std::string(owned.owner) + " only");
  if (!vm.count("depth")) throw_input_error("--depth", "missing (give --depth N)");
  o.depth = in_range("--depth", depth, 0, 20);
  if (vm.count("fen") && vm.count("startpos")) throw_input_error("options", "--fen and --startpos exclude each other");
  if (vm.count("fen")) o.fen = vm["fen"].as<std::string>();
  if (vm.count("json") && vm.count("csv")) throw_input_error("options", "--json and --csv exclude each other");
  o.format = parse_format(format);
  if (vm.count("json")) o.format = OutputFormat::kJson;
  if (vm.count("csv")) o.format = OutputFormat::kCsv;
  if (memory_mb < 16 || memory_mb > (1 << 24)) throw_input_error("--memory", std::to_string(memory_mb) + " MiB is out of range (16 or more)");
  o.distinct = vm.count("distinct") > 0;
  o.breakdown = vm.count("no-breakdown") == 0;
  for (const char* option : {"passes", "full-codes", "identity"})
    if (vm.count(option) && !o.distinct) throw_input_error("--" + std::string(option), "works with --distinct only");
  if (auto rule = parse_identity_rule(identity)) o.identity = *rule;
  else throw_input_error("--identity", "unknown rule '" + identity + "' (known: positions, ep-available, diagrams)");
  if (vm.count("passes")) o.run.passes = static_cast<std::size_t>(in_range("--passes", passes, 1, 1 << 20));
  o.full_codes = vm.count("full-codes") > 0;
  o.run.report_passes = report_passes;
  o.run.threads = in_range("--threads", threads, 0, 1024);
  o.run.memory_mb = static_cast<std::size_t>(memory_mb);
  o.run.temp_dir = temp_dir;
  o.run.drops_only = vm.count("drops-only") > 0;
  o.run.show_progress = progress;
  auto checkpoint = checkpoint_choice(vm);
  o.checkpoint_file = checkpoint.file;
  o.resume = checkpoint.resume;
  if (vm.count("checkpoint-every")) {
    if (!o.checkpoint_file) throw_input_error("--checkpoint-every", "needs --checkpoint or --resume");
    if (!o.distinct)
      throw_input_error("--checkpoint-every", "works with --distinct (without it, every finished subtree is journaled)");
    o.checkpoint_every = std::chrono::seconds(in_range("--checkpoint-every", checkpoint_every, 0, 7 * 24 * 3600));
  }
  if (!temp_dir.empty() && !std::filesystem::is_directory(temp_dir))
    throw_input_error("--temp-dir '" + temp_dir + "'", "is not a folder");
  return o;
}

}  // namespace perftkit::tool

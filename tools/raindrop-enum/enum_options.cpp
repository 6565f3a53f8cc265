#include "enum_options.h"

#include <unistd.h>

#include <algorithm>

#include "cli/command_line.h"
#include "cli/variant_choice.h"
#include "raindrop/variant.h"
#include "common/input_error.h"

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

// Raindrop's options but --model, which this tool reads itself: it
// enumerates positions, which the expected model has none of.
std::vector<VariantOption> joker_options() {
  std::vector<VariantOption> options;
  for (const auto& option : raindrop::RaindropVariant::options)
    if (option.text != &VariantOptions::model) options.push_back(option);
  return options;
}

}  // namespace

std::optional<EnumOptions> parse_enum_options(int argc, char** argv, bool print_help) {
  EnumOptions o;
  long long depth = -1, threads = 0, memory_mb = default_memory_mb(), checkpoint_every = 600, passes = 0;
  std::string model = "open", temp_dir;
  po::options_description visible(
      "raindrop-enum: Raindrop positions ply by ply (lines, distinct positions, breakdown)\n\n"
      "  raindrop-enum [--fen FEN] --depth N [--model open|deck] [--joker-rule R [--jokers N]]\n"
      "                [--drops-only] [--distinct [--passes N] [--full-codes]]\n"
      "                [--threads N] [--memory MB] [--temp-dir DIR] [--json | --csv]\n"
      "                [--checkpoint FILE | --resume FILE] [--checkpoint-every SECONDS]\n\nOptions");
  visible.add_options()
      ("help,h", "show this help")
      ("fen", po::value<std::string>(), "start position (default: empty board, full decks)")
      ("depth,d", po::value(&depth), "last ply to report (0 to 20)")
      ("model", po::value(&model), "deck model: open (default) or deck (needs --fen with the deck order)")
      ("drops-only", "play drops only (the set-up phase; joker draws are not drops)")
      ("distinct", "count distinct positions (board, side, decks, reserves) exactly")
      ("passes", po::value(&passes),
       "with --distinct: count the last ply in N passes over even key ranges (default: ranges sized to --memory)")
      ("full-codes", "with --distinct: keep the last ply's positions in 48-byte codes even where 16 bytes fit")
      ("threads,t", po::value(&threads)->default_value(0), "worker threads (0 = all cores)")
      ("memory", po::value(&memory_mb)->default_value(memory_mb),
       "MiB for the distinct sets (default: half the machine's memory); beyond, spill to disk")
      ("temp-dir", po::value(&temp_dir), "folder for spill files (default: the system temp folder)")
      ("json", "print a JSON array, one object per ply")
      ("csv", "print CSV: a header row, then one row per ply")
      ("checkpoint", po::value<std::string>(),
       "journal the run in this new file: every finished ply with --distinct, every finished subtree without")
      ("resume", po::value<std::string>(), "continue the run journaled in this file (same options as before)")
      ("checkpoint-every", po::value(&checkpoint_every),
       "with --distinct and a journal: save a ply in progress at most every N seconds (default 600, 0 = every shard)");
  add_variant_options(visible, o.variant, StartPosition::offered, joker_options());
  auto parsed = parse_command_line(argc, argv, visible, nullptr, nullptr, print_help);
  if (!parsed) return std::nullopt;
  const po::variables_map& vm = *parsed;
  raindrop::RaindropVariant::check_options(o.variant, vm.count("fen") > 0);
  if (!vm.count("depth")) throw_input_error("--depth", "missing (give --depth N)");
  o.depth = in_range("--depth", depth, 0, 20);
  if (model == "open") o.model = raindrop::DeckModel::open;
  else if (model == "deck") o.model = raindrop::DeckModel::deck;
  else if (model == "expected")
    throw_input_error("--model", "'expected' is a chance model without positions of its own; use open or deck");
  else throw_input_error("--model", "unknown deck model '" + model + "' (known: open, deck)");
  if (vm.count("fen")) o.fen = vm["fen"].as<std::string>();
  if (vm.count("json") && vm.count("csv")) throw_input_error("options", "--json and --csv exclude each other");
  if (vm.count("json")) o.format = OutputFormat::kJson;
  if (vm.count("csv")) o.format = OutputFormat::kCsv;
  if (memory_mb < 16 || memory_mb > (1 << 24)) throw_input_error("--memory", std::to_string(memory_mb) + " MiB is out of range (16 or more)");
  o.distinct = vm.count("distinct") > 0;
  if ((vm.count("passes") || vm.count("full-codes")) && !o.distinct)
    throw_input_error(vm.count("passes") ? "--passes" : "--full-codes", "works with --distinct only");
  if (vm.count("passes")) o.run.passes = static_cast<std::size_t>(in_range("--passes", passes, 1, 1 << 20));
  o.full_codes = vm.count("full-codes") > 0;
  o.run.report_passes = true;
  o.run.threads = in_range("--threads", threads, 0, 1024);
  o.run.memory_mb = static_cast<std::size_t>(memory_mb);
  o.run.temp_dir = temp_dir;
  o.run.drops_only = vm.count("drops-only") > 0;
  o.run.show_progress = true;
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

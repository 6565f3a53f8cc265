#include "batch_options.h"

#include <tbb/info.h>


#include "cli/command_line.h"
#include "cli/variant_choice.h"
#include "common/input_error.h"

namespace perftkit::tool {
namespace po = boost::program_options;

std::optional<BatchOptions> parse_batch_options(int argc, char** argv) {
  BatchOptions o;
  long long depth = 2, threads = 0;
  po::options_description visible(
      "batch-analyze: one record per FEN/EPD line (move classes, game status, perft 1..N, checks of ;Dn counts)\n\n"
      "  batch-analyze [--variant V] [--model M] [--input FILE | -] [--depth N] [--stats] [--format jsonl|csv|table]\n"
      "                [--threads N] [--output FILE]\n\nOptions");
  visible.add_options()
      ("help,h", "show this help");
  add_variant_choice(visible, o.settings.variant);
  add_variant_options(visible, o.settings.options, StartPosition::absent);
  visible.add_options()
      ("input,i", po::value(&o.input)->default_value("-"), "FEN/EPD file, '-' for stdin")
      ("depth,d", po::value(&depth)->default_value(2), "perft depths 1..N (1 to 12)")
      ("stats", po::bool_switch(&o.settings.stats), "add the statistics columns (captures, checks, mates...) of every depth")
      ("format,f", po::value(&o.format)->default_value("jsonl"), "jsonl, csv or table")
      ("threads,t", po::value(&threads)->default_value(0), "worker threads (0 = all cores)")
      ("output,o", po::value(&o.output), "write the records here instead of stdout");
  const auto parsed = parse_command_line(
      argc, argv, visible, nullptr, nullptr, true,
      {.success = "every line analysed, every ;Dn count matched",
       .failure = "a ;Dn count differed from the input's, or a line was bad (its record says which)"});
  if (!parsed || list_variants(*parsed)) return std::nullopt;
  check_variant_options(o.settings.options, true);
  o.settings.depth = in_range("--depth", depth, 1, 12);
  o.threads = in_range("--threads", threads, 0, 1024);
  if (o.threads == 0) o.threads = tbb::info::default_concurrency();
  // Unknown variant or model names are option errors, not bad lines.
  o.columns = with_variant(o.settings.variant, o.settings.options,
                           [&]<Game P>(const VariantOptions&) -> std::span<const StatColumn> {
                             return VariantStatColumns<P>::kColumns;
                           });
  if (o.format != "jsonl" && o.format != "csv" && o.format != "table")
    throw_input_error("--format", "unknown format '" + o.format + "' (known: jsonl, csv, table)");
  return o;
}

}  // namespace perftkit::tool

#include "perft/checkpoint.h"

#include "journal/count_list_field.h"
#include "journal/same_run_check.h"
#include "journal/sealed_record.h"

namespace perftkit {
namespace {

using LineReader = journal::JournalLineReader;

// Format 3 added the statistics field; formats 1 and 2 had 9 header fields.
constexpr journal::JournalKind kKind{"perftkit-checkpoint", "checkpoint", kOldestReadableCheckpointFormat,
                                     kCheckpointFormat, 10, 9};

std::size_t column_count(std::string_view statistics) {
  return statistics.empty() ? 0 : journal::split_on(statistics, ',').size();
}

CheckpointHeader read_header(LineReader& reader, int& format) {
  CheckpointHeader h;
  const auto [header_format, f] = journal::read_header(reader, kKind, h);
  format = header_format;
  h.split_plies = reader.number<int>(f[0], "split plies");
  h.unit_count = reader.number<std::uint64_t>(f[1], "unit count");
  h.fen = f[2];
  if (format >= 3) h.statistics = f[3];
  if (!h.statistics.empty())
    for (auto name : journal::split_on(h.statistics, ','))
      if (name.empty()) reader.fail("malformed statistics columns '" + h.statistics + "'");
  if (h.depth < 1 || h.split_plies < 1 || h.split_plies > h.depth)
    reader.fail("split plies " + std::to_string(h.split_plies) + " do not fit depth " + std::to_string(h.depth));
  return h;
}

// "123", or from format 2 on "p/q": digits without a sign. Lowest terms
// and range are checked where the text becomes a count (checkpoint_count.h).
bool is_count_text(std::string_view text, int format) {
  auto digits = [](std::string_view part) {
    return !part.empty() && part.find_first_not_of("0123456789") == std::string_view::npos;
  };
  std::size_t slash = text.find('/');
  if (slash == std::string_view::npos) return digits(text);
  return format >= 2 && digits(text.substr(0, slash)) && digits(text.substr(slash + 1));
}

CheckpointRecord read_record(LineReader& reader, const CheckpointHeader& header, int format) {
  auto f = reader.next();
  const std::size_t columns = column_count(header.statistics);
  const int below = header.depth - header.split_plies;
  const std::size_t rows = columns ? static_cast<std::size_t>(below) : 0;
  if (f.empty() || f[0] != journal::kUnitTag) reader.fail("malformed unit record");
  if (f.size() != 5 + rows)
    reader.fail(columns ? "unit record has " + std::to_string(f.size() < 5 ? 0 : f.size() - 5) +
                              " statistics rows, expected " + std::to_string(rows)
                        : std::string("malformed unit record"));
  CheckpointRecord r{journal::read_unit_id(reader, f, header.unit_count), 0, ""};
  r.depth = reader.number<int>(f[3], "depth");
  if (!is_count_text(f[4], format)) reader.fail("malformed count '" + std::string(f[4]) + "'");
  r.count = f[4];
  if (r.depth != header.depth - header.split_plies)
    reader.fail("unit depth " + std::to_string(r.depth) + " does not match the header (" +
                std::to_string(header.depth - header.split_plies) + ")");
  for (std::size_t i = 0; i < rows; ++i)
    r.rows.push_back(journal::read_counts(reader, f[5 + i], 1 + columns, "statistics row"));
  // The count is the deepest row's nodes (1: the unit itself at depth 0).
  if (columns && r.count != (rows ? std::to_string(r.rows.back()[0]) : "1"))
    reader.fail("count " + r.count + " is not the unit's leaves in its statistics rows");
  return r;
}

}  // namespace

std::string encode_header(const CheckpointHeader& h) {
  return journal::header_line(kKind, h,
                              {std::to_string(h.split_plies), std::to_string(h.unit_count), h.fen, h.statistics});
}

std::string encode_record(const CheckpointRecord& r) {
  auto fields = journal::unit_id_fields(r);
  fields.insert(fields.end(), {std::to_string(r.depth), r.count});
  for (const auto& row : r.rows) fields.push_back(journal::join_counts(row));
  return journal::sealed_line(fields);
}

CheckpointContents parse_checkpoint(std::string_view text, const std::string& source) {
  LineReader reader(text, source);
  CheckpointContents contents;
  contents.header = read_header(reader, contents.format);
  contents.records = journal::read_unit_records<CheckpointRecord>(
      reader, [&](LineReader& r) { return read_record(r, contents.header, contents.format); });
  return contents;
}

std::size_t statistics_columns(const CheckpointHeader& header) { return column_count(header.statistics); }

void require_same_run(const CheckpointHeader& journal, const CheckpointHeader& run, const std::string& source) {
  const journal::SameRunCheck check(source, journal.program_version, run.program_version);
  if (journal.statistics.empty() != run.statistics.empty())
    throw_input_error(source, journal.statistics.empty()
                                  ? "journal holds node counts, this run asks for --stats (start a new --checkpoint "
                                    "with --stats instead)"
                                  : "journal holds statistics (of perft --stats), this run counts nodes only (resume "
                                    "it with perft --stats)");
  check.field("variant", journal.variant, run.variant)
      .field("model", journal.model, run.model)
      .field("FEN", journal.fen, run.fen)
      .field("depth", std::to_string(journal.depth), std::to_string(run.depth))
      .field("statistics columns", journal.statistics, run.statistics);
}

}  // namespace perftkit

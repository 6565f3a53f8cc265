#include "enumerate/lines_journal.h"

#include <algorithm>

#include "journal/count_list_field.h"
#include "journal/journal_header.h"
#include "journal/sealed_record.h"

namespace perftkit {
namespace {

using journal::sealed_line;
using LineReader = journal::JournalLineReader;

constexpr journal::JournalKind kKind{kLinesJournalTag, "lines", kLinesJournalFormat, kLinesJournalFormat, 11};
constexpr std::size_t kRecordFieldsBeforePlies = journal::kUnitIdFields;

LinesJournalHeader read_header(LineReader& reader) {
  LinesJournalHeader h;
  const auto f = journal::read_header(reader, kKind, h).second;
  h.drops_only = read_drops_only(reader, f[0]);
  h.categories = reader.number<std::size_t>(f[1], "categories");
  h.split_ply = reader.number<int>(f[2], "split ply");
  h.unit_count = reader.number<std::uint64_t>(f[3], "unit count");
  h.fen = f[4];
  if (h.split_ply > h.depth)
    reader.fail("split ply " + std::to_string(h.split_ply) + " is beyond the depth " + std::to_string(h.depth));
  return h;
}

// "lines:c0,c1,.." of one ply.
PlyStats read_ply_field(const LineReader& reader, std::string_view text, int ply, std::size_t categories) {
  const std::size_t colon = text.find(':');
  if (colon == std::string_view::npos)
    reader.fail("malformed ply " + std::to_string(ply) + " field '" + std::string(text) + "'");
  PlyStats stats(ply, categories);
  stats.lines = reader.number<std::uint64_t>(text.substr(0, colon), "lines");
  stats.lines_in = journal::read_counts(reader, text.substr(colon + 1), categories, "lines per category");
  return stats;
}

LinesUnitRecord read_record(LineReader& reader, const LinesJournalHeader& header) {
  auto f = reader.next();
  if (f.empty() || f[0] != journal::kUnitTag) reader.fail("malformed unit record");
  const std::size_t plies = static_cast<std::size_t>(header.depth - header.split_ply) + 1;
  if (f.size() != kRecordFieldsBeforePlies + plies)
    reader.fail("unit record has " + std::to_string(f.size() - std::min(f.size(), kRecordFieldsBeforePlies)) +
                " plies, expected " + std::to_string(plies) + " (plies " + std::to_string(header.split_ply) + " to " +
                std::to_string(header.depth) + ")");
  LinesUnitRecord r{journal::read_unit_id(reader, f, header.unit_count), {}};
  for (std::size_t i = 0; i < plies; ++i)
    r.plies.push_back(read_ply_field(reader, f[kRecordFieldsBeforePlies + i], header.split_ply + static_cast<int>(i),
                                     header.categories));
  return r;
}

}  // namespace

std::string encode_header(const LinesJournalHeader& h) {
  return journal::header_line(kKind, h, {drops_only_field(h.drops_only), std::to_string(h.categories),
                                         std::to_string(h.split_ply), std::to_string(h.unit_count), h.fen});
}

std::string encode_record(const LinesUnitRecord& r) {
  auto fields = journal::unit_id_fields(r);
  for (const auto& stats : r.plies)
    fields.push_back(std::to_string(stats.lines) + ":" + journal::join_counts(stats.lines_in));
  return sealed_line(fields);
}

LinesJournalContents parse_lines_journal(std::string_view text, const std::string& source) {
  LineReader reader(text, source);
  LinesJournalContents contents{read_header(reader), {}};
  contents.records = journal::read_unit_records<LinesUnitRecord>(
      reader, [&](LineReader& r) { return read_record(r, contents.header); });
  return contents;
}

void require_same_lines_run(const LinesJournalHeader& journal, const LinesJournalHeader& run,
                            const std::string& source) {
  check_same_enumeration(journal, run, source);
}

}  // namespace perftkit

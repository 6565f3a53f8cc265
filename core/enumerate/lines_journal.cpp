#include "enumerate/lines_journal.h"

#include <algorithm>
#include <set>

#include "common/input_error.h"
#include "enumerate/count_list_field.h"
#include "perft/checkpoint_lines.h"

namespace perftkit {
namespace {

using journal::hex;
using journal::sealed_line;
using LineReader = journal::JournalLineReader;

constexpr std::string_view kHeaderTag = "perftkit-lines";
constexpr std::string_view kRecordTag = "unit";
constexpr std::size_t kHeaderFields = 11;
constexpr std::size_t kRecordFieldsBeforePlies = 3;

LinesJournalHeader read_header(LineReader& reader) {
  if (reader.at_end()) reader.fail("empty journal (no header record)");
  auto f = reader.next();
  if (f.empty() || f[0] != kHeaderTag) reader.fail("not a perftkit lines journal");
  if (f.size() < 2 || reader.number<int>(f[1], "format") != kLinesJournalFormat)
    reader.fail("journal format '" + std::string(f.size() < 2 ? "" : f[1]) + "' is not supported (this program reads " +
                std::to_string(kLinesJournalFormat) + ")");
  if (f.size() != kHeaderFields)
    reader.fail("malformed header (" + std::to_string(f.size()) + " fields, expected " +
                std::to_string(kHeaderFields) + ")");
  LinesJournalHeader h;
  h.program_version = f[2];
  h.variant = f[3];
  h.model = f[4];
  h.depth = reader.number<int>(f[5], "depth");
  if (f[6] != "0" && f[6] != "1") reader.fail("malformed drops-only flag '" + std::string(f[6]) + "'");
  h.drops_only = f[6] == "1";
  h.categories = reader.number<std::size_t>(f[7], "categories");
  h.split_ply = reader.number<int>(f[8], "split ply");
  h.unit_count = reader.number<std::uint64_t>(f[9], "unit count");
  h.fen = f[10];
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
  if (f.empty() || f[0] != kRecordTag) reader.fail("malformed unit record");
  const std::size_t plies = static_cast<std::size_t>(header.depth - header.split_ply) + 1;
  if (f.size() != kRecordFieldsBeforePlies + plies)
    reader.fail("unit record has " + std::to_string(f.size() - std::min(f.size(), kRecordFieldsBeforePlies)) +
                " plies, expected " + std::to_string(plies) + " (plies " + std::to_string(header.split_ply) + " to " +
                std::to_string(header.depth) + ")");
  LinesUnitRecord r;
  r.unit_index = reader.number<std::uint64_t>(f[1], "unit index");
  if (f[2].size() != 16) reader.fail("malformed key '" + std::string(f[2]) + "'");
  r.key = reader.number<std::uint64_t>(f[2], "key", 16);
  if (r.unit_index >= header.unit_count)
    reader.fail("unit index " + std::to_string(r.unit_index) + " out of range (the run has " +
                std::to_string(header.unit_count) + " units)");
  for (std::size_t i = 0; i < plies; ++i)
    r.plies.push_back(read_ply_field(reader, f[kRecordFieldsBeforePlies + i], header.split_ply + static_cast<int>(i),
                                     header.categories));
  return r;
}

}  // namespace

std::string encode_lines_header(const LinesJournalHeader& h) {
  return sealed_line({std::string(kHeaderTag), std::to_string(kLinesJournalFormat), h.program_version, h.variant,
                      h.model, std::to_string(h.depth), h.drops_only ? "1" : "0", std::to_string(h.categories),
                      std::to_string(h.split_ply), std::to_string(h.unit_count), h.fen});
}

std::string encode_lines_record(const LinesUnitRecord& r) {
  std::vector<std::string> fields{std::string(kRecordTag), std::to_string(r.unit_index), hex(r.key, 16)};
  for (const auto& stats : r.plies)
    fields.push_back(std::to_string(stats.lines) + ":" + journal::join_counts(stats.lines_in));
  return sealed_line(fields);
}

LinesJournalContents parse_lines_journal(std::string_view text, const std::string& source) {
  LineReader reader(text, source);
  LinesJournalContents contents{read_header(reader), {}};
  std::set<std::uint64_t> seen;
  while (!reader.at_end()) {
    auto record = read_record(reader, contents.header);
    if (!seen.insert(record.unit_index).second)
      reader.fail("unit " + std::to_string(record.unit_index) + " is recorded twice");
    contents.records.push_back(std::move(record));
  }
  return contents;
}

void require_same_lines_run(const LinesJournalHeader& journal, const LinesJournalHeader& run,
                            const std::string& source) {
  check_same_enumeration(journal, run, source);
}

LinesJournal LinesJournal::create(const std::string& path, const LinesJournalHeader& header) {
  LinesJournal journal(journal::JournalFile::create(path), {header, {}});
  journal.file_.append(encode_lines_header(header));
  return journal;
}

LinesJournal LinesJournal::resume(const std::string& path) {
  auto [file, contents] = journal::reopen(path, parse_lines_journal);
  return LinesJournal(std::move(file), std::move(contents));
}

LinesJournal::LinesJournal(journal::JournalFile file, LinesJournalContents contents)
    : file_(std::move(file)), contents_(std::move(contents)) {}

LinesJournal::LinesJournal(LinesJournal&& other) noexcept
    : file_(std::move(other.file_)), contents_(std::move(other.contents_)) {}

void LinesJournal::append(const LinesUnitRecord& record) {
  std::string line = encode_lines_record(record);
  std::lock_guard lock(mutex_);
  file_.append(line);
}

}  // namespace perftkit

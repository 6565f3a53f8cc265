#include "enumerate/enumeration_journal.h"

#include "common/input_error.h"
#include "perft/checkpoint_lines.h"

namespace perftkit {
namespace {

using journal::hex;
using journal::sealed_line;
using LineReader = journal::JournalLineReader;

constexpr std::string_view kHeaderTag = "perftkit-enumeration";
constexpr std::string_view kPlyTag = "ply";
constexpr std::string_view kNoFrontier = "-";

std::string join_counts(const std::vector<std::uint64_t>& counts) {
  std::string text;
  for (std::size_t i = 0; i < counts.size(); ++i) text += (i ? "," : "") + std::to_string(counts[i]);
  return text;
}

std::vector<std::string_view> split_commas(std::string_view text) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  for (;;) {
    std::size_t comma = text.find(',', start);
    parts.push_back(text.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start));
    if (comma == std::string_view::npos) return parts;
    start = comma + 1;
  }
}

std::vector<std::uint64_t> read_counts(const LineReader& reader, std::string_view text, std::size_t expected,
                                       const char* field) {
  std::vector<std::uint64_t> counts;
  if (expected == 0) {
    if (!text.empty()) reader.fail(std::string("malformed ") + field + " (no categories expected)");
    return counts;
  }
  for (auto part : split_commas(text)) counts.push_back(reader.number<std::uint64_t>(part, field));
  if (counts.size() != expected)
    reader.fail(std::string(field) + " has " + std::to_string(counts.size()) + " categories, expected " +
                std::to_string(expected));
  return counts;
}

EnumerationHeader read_header(LineReader& reader) {
  if (reader.at_end()) reader.fail("empty journal (no header record)");
  auto f = reader.next();
  if (f.empty() || f[0] != kHeaderTag) reader.fail("not a perftkit enumeration journal");
  if (f.size() < 2 || reader.number<int>(f[1], "format") != kEnumerationJournalFormat)
    reader.fail("journal format '" + std::string(f.size() < 2 ? "" : f[1]) + "' is not supported (this program reads " +
                std::to_string(kEnumerationJournalFormat) + ")");
  if (f.size() != 10) reader.fail("malformed header (" + std::to_string(f.size()) + " fields, expected 10)");
  EnumerationHeader h;
  h.program_version = f[2];
  h.variant = f[3];
  h.model = f[4];
  h.depth = reader.number<int>(f[5], "depth");
  if (f[6] != "0" && f[6] != "1") reader.fail("malformed drops-only flag '" + std::string(f[6]) + "'");
  h.drops_only = f[6] == "1";
  h.record_bytes = reader.number<std::size_t>(f[7], "record bytes");
  h.categories = reader.number<std::size_t>(f[8], "categories");
  h.fen = f[9];
  if (h.record_bytes == 0) reader.fail("record bytes must be positive");
  return h;
}

EnumerationPlyRecord read_ply(LineReader& reader, const EnumerationHeader& header, int expected_ply) {
  auto f = reader.next();
  if (f.size() != 7 || f[0] != kPlyTag) reader.fail("malformed ply record");
  EnumerationPlyRecord r;
  const int ply = reader.number<int>(f[1], "ply");
  if (ply != expected_ply)
    reader.fail("ply " + std::to_string(ply) + " where ply " + std::to_string(expected_ply) + " was due");
  if (ply > header.depth)
    reader.fail("ply " + std::to_string(ply) + " is beyond the depth " + std::to_string(header.depth));
  r.stats = PlyStats(ply, header.categories);
  r.stats.lines = reader.number<std::uint64_t>(f[2], "lines");
  r.stats.distinct = reader.number<std::uint64_t>(f[3], "distinct");
  r.stats.lines_in = read_counts(reader, f[4], header.categories, "lines per category");
  r.stats.distinct_in = read_counts(reader, f[5], header.categories, "distinct per category");
  const bool last = ply == header.depth;
  if (last != (f[6] == kNoFrontier))
    reader.fail(last ? "the last ply has a frontier" : "frontier of the next ply missing");
  if (!last) {
    for (auto part : split_commas(f[6])) {
      std::size_t colon = part.find(':');
      if (colon == std::string_view::npos || part.size() - colon - 1 != 8) reader.fail("malformed frontier shard");
      SavedShard shard;
      shard.records = reader.number<std::uint64_t>(part.substr(0, colon), "frontier records");
      shard.crc = reader.number<std::uint32_t>(part.substr(colon + 1), "frontier checksum", 16);
      r.next_frontier.push_back(shard);
    }
  }
  return r;
}

}  // namespace

std::string encode_enumeration_header(const EnumerationHeader& h) {
  return sealed_line({std::string(kHeaderTag), std::to_string(kEnumerationJournalFormat), h.program_version, h.variant,
                      h.model, std::to_string(h.depth), h.drops_only ? "1" : "0", std::to_string(h.record_bytes),
                      std::to_string(h.categories), h.fen});
}

std::string encode_ply_record(const EnumerationPlyRecord& r) {
  std::string frontier;
  for (std::size_t s = 0; s < r.next_frontier.size(); ++s)
    frontier += (s ? "," : "") + std::to_string(r.next_frontier[s].records) + ":" + hex(r.next_frontier[s].crc, 8);
  if (r.next_frontier.empty()) frontier = kNoFrontier;
  return sealed_line({std::string(kPlyTag), std::to_string(r.stats.ply), std::to_string(r.stats.lines),
                      std::to_string(r.stats.distinct), join_counts(r.stats.lines_in), join_counts(r.stats.distinct_in),
                      frontier});
}

EnumerationJournalContents parse_enumeration_journal(std::string_view text, const std::string& source) {
  LineReader reader(text, source);
  EnumerationJournalContents contents{read_header(reader), {}};
  while (!reader.at_end())
    contents.plies.push_back(read_ply(reader, contents.header, static_cast<int>(contents.plies.size())));
  return contents;
}

void require_same_enumeration(const EnumerationHeader& journal, const EnumerationHeader& run,
                              const std::string& source) {
  journal::SameRunCheck(source, journal.program_version, run.program_version)
      .field("variant", journal.variant, run.variant)
      .field("model", journal.model, run.model)
      .field("FEN", journal.fen, run.fen)
      .field("depth", std::to_string(journal.depth), std::to_string(run.depth))
      .field("drops-only", journal.drops_only ? "yes" : "no", run.drops_only ? "yes" : "no")
      .field("record bytes", std::to_string(journal.record_bytes), std::to_string(run.record_bytes))
      .field("categories", std::to_string(journal.categories), std::to_string(run.categories));
}

std::filesystem::path frontier_folder(const std::string& journal_path) { return journal_path + ".frontier"; }

std::filesystem::path saved_frontier_path(const std::filesystem::path& folder, int ply) {
  return folder / ("ply" + std::to_string(ply) + ".bin");
}

EnumerationJournal EnumerationJournal::create(const std::string& path, const EnumerationHeader& header) {
  EnumerationJournal journal(journal::JournalFile::create(path), {header, {}});
  journal.file_.append(encode_enumeration_header(header));
  std::error_code error;
  std::filesystem::create_directories(journal.folder(), error);
  if (error)
    throw_input_error("--checkpoint '" + path + "'",
                      "cannot create " + journal.folder().string() + ": " + error.message());
  journal::sync_directory_of(path);  // the frontier folder's entry
  return journal;
}

EnumerationJournal EnumerationJournal::resume(const std::string& path) {
  const std::string source = "--resume '" + path + "'";
  auto contents = parse_enumeration_journal(journal::read_journal_text(path, source), source);
  return EnumerationJournal(journal::JournalFile::open_for_append(path, source), std::move(contents));
}

EnumerationJournal::EnumerationJournal(journal::JournalFile file, EnumerationJournalContents contents)
    : file_(std::move(file)), contents_(std::move(contents)) {}

void EnumerationJournal::append(const EnumerationPlyRecord& record) {
  file_.append(encode_ply_record(record));
  contents_.plies.push_back(record);
}

}  // namespace perftkit

#include "enumerate/enumeration_journal.h"

#include <string_view>

#include "common/input_error.h"
#include "journal/count_list_field.h"
#include "journal/journal_header.h"
#include "journal/sealed_record.h"

namespace perftkit {
namespace {

using journal::hex;
using journal::join_counts;
using journal::read_counts;
using journal::sealed_line;
using journal::split_on;
using LineReader = journal::JournalLineReader;

constexpr journal::JournalKind kKind{"perftkit-enumeration", "enumeration", kOldestReadableEnumerationJournalFormat,
                                     kEnumerationJournalFormat, 11, 10};
// The format that added the identity rule to the header (older ones counted positions).
constexpr int kIdentityRuleFormat = 4;
constexpr std::string_view kPlyTag = "ply";
constexpr std::string_view kPartTag = "part";
constexpr std::string_view kPassTag = "pass";
constexpr std::string_view kMergeTag = "merge";
// The format that added merge records (a journaled end of a ply on disk).
constexpr int kMergeFormat = 5;
constexpr std::string_view kNoFrontier = "-";
// A pass record's last field where its range is over the side to move's
// pieces (PassKey::kWaitingSide); absent where over the board key.
constexpr std::string_view kWaitingSideKeys = "waiting-side";

EnumerationHeader read_header(LineReader& reader, int& format) {
  EnumerationHeader h;
  const auto [header_format, f] = journal::read_header(reader, kKind, h);
  format = header_format;
  h.drops_only = read_drops_only(reader, f[0]);
  h.record_bytes = reader.number<std::size_t>(f[1], "record bytes");
  h.categories = reader.number<std::size_t>(f[2], "categories");
  if (format >= kIdentityRuleFormat) {
    const auto rule = parse_identity_rule(f[3]);
    if (!rule) reader.fail("unknown identity rule '" + std::string(f[3]) + "'");
    h.identity = *rule;
  }
  h.fen = f.back();
  if (h.record_bytes == 0) reader.fail("record bytes must be positive");
  return h;
}

// The ply number of a ply or part record, which must be the ply in progress.
int read_ply_number(const LineReader& reader, std::string_view field, const EnumerationHeader& header,
                    int expected_ply) {
  const int ply = reader.number<int>(field, "ply");
  if (ply != expected_ply)
    reader.fail("ply " + std::to_string(ply) + " where ply " + std::to_string(expected_ply) + " was due");
  if (ply > header.depth)
    reader.fail("ply " + std::to_string(ply) + " is beyond the depth " + std::to_string(header.depth));
  return ply;
}

// Four fields from `first`: lines, distinct, and both per category.
PlyStats read_stats(const LineReader& reader, const std::vector<std::string_view>& f, std::size_t first, int ply,
                    const EnumerationHeader& header) {
  PlyStats stats(ply, header.categories);
  stats.lines = reader.number<std::uint64_t>(f[first], "lines");
  stats.distinct = reader.number<std::uint64_t>(f[first + 1], "distinct");
  stats.lines_in = read_counts(reader, f[first + 2], header.categories, "lines per category");
  stats.distinct_in = read_counts(reader, f[first + 3], header.categories, "distinct per category");
  return stats;
}

// The record's leading fields, then the four of read_stats.
std::vector<std::string> fields_with_stats(std::vector<std::string> fields, const PlyStats& stats) {
  fields.insert(fields.end(), {std::to_string(stats.lines), std::to_string(stats.distinct), join_counts(stats.lines_in),
                               join_counts(stats.distinct_in)});
  return fields;
}

// "records:crc32" per section, comma-separated.
std::vector<SavedSection> read_sections(const LineReader& reader, std::string_view text) {
  std::vector<SavedSection> sections;
  for (auto part : split_on(text, ',')) {
    std::size_t colon = part.find(':');
    if (colon == std::string_view::npos || part.size() - colon - 1 != 8) reader.fail("malformed saved section");
    SavedSection section;
    section.records = reader.number<std::uint64_t>(part.substr(0, colon), "section records");
    section.crc = reader.number<std::uint32_t>(part.substr(colon + 1), "section checksum", 16);
    sections.push_back(section);
  }
  return sections;
}

std::string encode_sections(const std::vector<SavedSection>& sections) {
  std::string text;
  for (std::size_t s = 0; s < sections.size(); ++s)
    text += (s ? "," : "") + std::to_string(sections[s].records) + ":" + hex(sections[s].crc, 8);
  return text;
}

EnumerationPlyRecord read_ply(const LineReader& reader, const std::vector<std::string_view>& f,
                              const EnumerationHeader& header, int expected_ply) {
  if (f.size() != 7) reader.fail("malformed ply record");
  const int ply = read_ply_number(reader, f[1], header, expected_ply);
  EnumerationPlyRecord r{read_stats(reader, f, 2, ply, header), {}};
  // The ply before the last has none either when the last is counted in passes.
  const bool last = ply == header.depth, parents_of_last = ply + 1 == header.depth;
  if (last && f[6] != kNoFrontier) reader.fail("the last ply has a frontier");
  if (!last && !parents_of_last && f[6] == kNoFrontier) reader.fail("frontier of the next ply missing");
  if (f[6] != kNoFrontier) r.next_frontier = read_sections(reader, f[6]);
  return r;
}

EnumerationPartRecord read_part(const LineReader& reader, const std::vector<std::string_view>& f,
                                const EnumerationHeader& header, int expected_ply,
                                const std::vector<EnumerationPartRecord>& earlier) {
  if (f.size() != 8) reader.fail("malformed part record");
  const int ply = read_ply_number(reader, f[1], header, expected_ply);
  EnumerationPartRecord r;
  r.shards_done = reader.number<std::uint64_t>(f[2], "shards done");
  if (!earlier.empty() && r.shards_done <= earlier.back().shards_done)
    reader.fail("part after " + std::to_string(r.shards_done) + " shards follows one after " +
                std::to_string(earlier.back().shards_done));
  r.stats = read_stats(reader, f, 3, ply, header);
  r.found = read_sections(reader, f[7]);
  return r;
}

// Sections of the next ply's frontier merged after the ply's last part,
// following the sections merged before them.
EnumerationMergeRecord read_merge(const LineReader& reader, const std::vector<std::string_view>& f,
                                  const EnumerationHeader& header, int expected_ply,
                                  const EnumerationJournalContents& contents) {
  if (f.size() != 4) reader.fail("malformed merge record");
  EnumerationMergeRecord r;
  r.ply = read_ply_number(reader, f[1], header, expected_ply);
  if (contents.parts.empty()) reader.fail("a merge record before the ply's last part");
  r.first = reader.number<std::uint64_t>(f[2], "first shard");
  if (r.first != contents.merged.size())
    reader.fail("merge from shard " + std::to_string(r.first) + " where shard " +
                std::to_string(contents.merged.size()) + " was due");
  r.sections = read_sections(reader, f[3]);
  return r;
}

// A pass of the last ply: its range must not overlap the passes before
// (passes run in any order: a resume, or MPI ranks, fill the gaps).
LastPlyPass read_pass(const LineReader& reader, const std::vector<std::string_view>& f, const EnumerationHeader& header,
                      const EnumerationJournalContents& contents) {
  if (f.size() != 8 && f.size() != 9) reader.fail("malformed pass record");
  if (!contents.in_last_ply_passes()) reader.fail("a pass record before the ply ahead of the last is finished");
  const int ply = read_ply_number(reader, f[1], header, header.depth);
  LastPlyPass pass;
  pass.range.begin = reader.number<std::uint64_t>(f[2], "first key unit");
  pass.range.end = reader.number<std::uint64_t>(f[3], "end key unit");
  const std::string units = "pass over key units " + std::string(f[2]) + "-" + std::string(f[3]);
  if (pass.range.end <= pass.range.begin || pass.range.end > kKeyUnits) reader.fail(units + ": not a range of keys");
  for (const auto& earlier : contents.passes)
    if (pass.range.begin < earlier.range.end && earlier.range.begin < pass.range.end)
      reader.fail(units + " overlaps the earlier pass over " + std::to_string(earlier.range.begin) + "-" +
                  std::to_string(earlier.range.end));
  pass.stats = read_stats(reader, f, 4, ply, header);
  if (f.size() == 9) {  // what its range is over, where not the board key
    if (f[8] != kWaitingSideKeys) reader.fail(units + ": unknown key '" + std::string(f[8]) + "'");
    pass.over = PassKey::kWaitingSide;
  }
  return pass;
}

}  // namespace

std::string encode_header(const EnumerationHeader& h) {
  return journal::header_line(kKind, h, {drops_only_field(h.drops_only), std::to_string(h.record_bytes),
                                         std::to_string(h.categories), std::string(identity_rule_name(h.identity)),
                                         h.fen});
}

std::string encode_record(const EnumerationPlyRecord& r) {
  auto fields = fields_with_stats({std::string(kPlyTag), std::to_string(r.stats.ply)}, r.stats);
  fields.push_back(r.next_frontier.empty() ? std::string(kNoFrontier) : encode_sections(r.next_frontier));
  return sealed_line(fields);
}

std::string encode_record(const EnumerationPartRecord& r) {
  auto fields =
      fields_with_stats({std::string(kPartTag), std::to_string(r.stats.ply), std::to_string(r.shards_done)}, r.stats);
  fields.push_back(encode_sections(r.found));
  return sealed_line(fields);
}

std::string encode_record(const EnumerationMergeRecord& r) {
  return sealed_line({std::string(kMergeTag), std::to_string(r.ply), std::to_string(r.first),
                      encode_sections(r.sections)});
}

std::string encode_record(const LastPlyPass& r) {
  auto fields = fields_with_stats({std::string(kPassTag), std::to_string(r.stats.ply), std::to_string(r.range.begin),
                                   std::to_string(r.range.end)},
                                  r.stats);
  if (r.over == PassKey::kWaitingSide) fields.push_back(std::string(kWaitingSideKeys));
  return sealed_line(fields);
}

EnumerationJournalContents parse_enumeration_journal(std::string_view text, const std::string& source) {
  LineReader reader(text, source);
  int format = 0;
  EnumerationJournalContents contents{read_header(reader, format), {}, {}, {}, {}};
  while (!reader.at_end()) {
    auto fields = reader.next();
    const int in_progress = static_cast<int>(contents.plies.size());
    if (!fields.empty() && fields[0] == kPlyTag) {
      contents.plies.push_back(read_ply(reader, fields, contents.header, in_progress));
      if (!contents.merged.empty() && contents.plies.back().next_frontier != contents.merged)
        reader.fail("ply " + std::to_string(in_progress) + "'s frontier is not the sections its merge records name");
      contents.merged.clear();
      contents.parts.clear();  // merged into the ply's frontier
      contents.passes.clear();  // (after the last ply) summed into its record
    } else if (!fields.empty() && fields[0] == kPartTag && format >= 2) {
      if (!contents.merged.empty()) reader.fail("a part record after the ply's merge began");
      contents.parts.push_back(read_part(reader, fields, contents.header, in_progress, contents.parts));
    } else if (!fields.empty() && fields[0] == kMergeTag && format >= kMergeFormat) {
      remember_record(contents, read_merge(reader, fields, contents.header, in_progress, contents));
    } else if (!fields.empty() && fields[0] == kPassTag && format >= 2) {
      contents.passes.push_back(read_pass(reader, fields, contents.header, contents));
    } else {
      reader.fail("malformed record");
    }
  }
  return contents;
}

void require_same_enumeration(const EnumerationHeader& journal, const EnumerationHeader& run,
                              const std::string& source) {
  check_same_enumeration(journal, run, source)
      .field("record bytes", std::to_string(journal.record_bytes), std::to_string(run.record_bytes))
      .field("identity rule", std::string(identity_rule_name(journal.identity)),
             std::string(identity_rule_name(run.identity)));
}

std::filesystem::path frontier_folder(const std::string& journal_path) { return journal_path + ".frontier"; }

namespace {

// Every saved file of ply k is named "ply<k>.bin" (its frontier) or
// "ply<k>-part<n>.bin" (its parts).
std::string saved_name_stem(int ply) { return "ply" + std::to_string(ply); }

}  // namespace

std::filesystem::path saved_frontier_path(const std::filesystem::path& folder, int ply) {
  return folder / (saved_name_stem(ply) + ".bin");
}

std::filesystem::path merging_frontier_path(const std::filesystem::path& folder, int ply) {
  return folder / (saved_name_stem(ply) + ".bin.merging");
}

std::filesystem::path saved_part_path(const std::filesystem::path& folder, int ply, std::size_t part) {
  return folder / (saved_name_stem(ply) + "-part" + std::to_string(part) + ".bin");
}

void remove_saved_plies_before(const std::filesystem::path& folder, int ply) {
  // Every saved file of an earlier ply: also those a kill left behind
  // between a ply's record and their removal, or a part that the journal
  // never named; and every temporary file of a save that never finished.
  auto is_stale = [&](const std::string& name) {
    if (name.ends_with(".tmp")) return true;
    for (int earlier = 0; earlier < ply; ++earlier) {
      const std::string stem = saved_name_stem(earlier);
      if (name == stem + ".bin" || name.starts_with(stem + ".bin.") || name.starts_with(stem + "-part")) return true;
    }
    return false;
  };
  std::error_code error;
  std::vector<std::filesystem::path> stale;
  for (const auto& entry : std::filesystem::directory_iterator(folder, error))
    if (is_stale(entry.path().filename().string())) stale.push_back(entry.path());
  for (const auto& file : stale) std::filesystem::remove(file, error);
}

void journal_opened(const std::string& path, const EnumerationJournalContents& contents, const std::string& what) {
  const bool finished = contents.plies.size() == static_cast<std::size_t>(contents.header.depth) + 1;
  if (finished) return;
  const auto folder = frontier_folder(path);
  std::error_code error;
  std::filesystem::create_directories(folder, error);
  if (error) throw_input_error(what, "cannot create " + folder.string() + ": " + error.message());
  journal::sync_directory_of(path);  // the folder's entry
}

void remember_record(EnumerationJournalContents& contents, const EnumerationPlyRecord& record) {
  contents.plies.push_back(record);
  contents.parts.clear();
  contents.merged.clear();
  contents.passes.clear();
}

void remember_record(EnumerationJournalContents& contents, const EnumerationMergeRecord& record) {
  contents.merged.insert(contents.merged.end(), record.sections.begin(), record.sections.end());
}

void remember_record(EnumerationJournalContents& contents, const EnumerationPartRecord& record) {
  contents.parts.push_back(record);
}

void remember_record(EnumerationJournalContents& contents, const LastPlyPass& record) {
  contents.passes.push_back(record);
}

}  // namespace perftkit

#include "perft/checkpoint.h"

#include <array>
#include <charconv>
#include <set>

#include "common/input_error.h"
#include "perft/checkpoint_lines.h"

namespace perftkit {
namespace {

using journal::hex;
using journal::sealed_line;
using LineReader = journal::JournalLineReader;

constexpr std::string_view kHeaderTag = "perftkit-checkpoint";
constexpr std::string_view kRecordTag = "unit";

// CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320), as zlib computes it.
constexpr std::array<std::uint32_t, 256> make_crc_table() {
  std::array<std::uint32_t, 256> table{};
  for (std::uint32_t i = 0; i < 256; ++i) {
    std::uint32_t c = i;
    for (int bit = 0; bit < 8; ++bit) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    table[i] = c;
  }
  return table;
}
constexpr auto kCrcTable = make_crc_table();

CheckpointHeader read_header(LineReader& reader, int& format) {
  if (reader.at_end()) reader.fail("empty journal (no header record)");
  auto f = reader.next();
  if (f.empty() || f[0] != kHeaderTag) reader.fail("not a perftkit checkpoint journal");
  format = f.size() < 2 ? 0 : reader.number<int>(f[1], "format");
  if (format < kOldestReadableCheckpointFormat || format > kCheckpointFormat)
    reader.fail("journal format '" + std::string(f.size() < 2 ? "" : f[1]) + "' is not supported (this program reads " +
                std::to_string(kOldestReadableCheckpointFormat) + " to " + std::to_string(kCheckpointFormat) + ")");
  if (f.size() != 9) reader.fail("malformed header (" + std::to_string(f.size()) + " fields, expected 9)");
  CheckpointHeader h;
  h.program_version = f[2];
  h.variant = f[3];
  h.model = f[4];
  h.depth = reader.number<int>(f[5], "depth");
  h.split_plies = reader.number<int>(f[6], "split plies");
  h.unit_count = reader.number<std::uint64_t>(f[7], "unit count");
  h.fen = f[8];
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
  if (f.size() != 5 || f[0] != kRecordTag) reader.fail("malformed unit record");
  CheckpointRecord r;
  r.unit_index = reader.number<std::uint64_t>(f[1], "unit index");
  if (f[2].size() != 16) reader.fail("malformed key '" + std::string(f[2]) + "'");
  r.key = reader.number<std::uint64_t>(f[2], "key", 16);
  r.depth = reader.number<int>(f[3], "depth");
  if (!is_count_text(f[4], format)) reader.fail("malformed count '" + std::string(f[4]) + "'");
  r.count = f[4];
  if (r.unit_index >= header.unit_count)
    reader.fail("unit index " + std::to_string(r.unit_index) + " out of range (the run has " +
                std::to_string(header.unit_count) + " units)");
  if (r.depth != header.depth - header.split_plies)
    reader.fail("unit depth " + std::to_string(r.depth) + " does not match the header (" +
                std::to_string(header.depth - header.split_plies) + ")");
  return r;
}

}  // namespace

std::uint32_t crc32_update(std::uint32_t crc, std::string_view bytes) noexcept {
  std::uint32_t c = crc ^ 0xFFFFFFFFu;
  for (unsigned char byte : bytes) c = kCrcTable[(c ^ byte) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

std::uint32_t crc32(std::string_view bytes) noexcept { return crc32_update(0, bytes); }

std::string encode_header(const CheckpointHeader& h) {
  return sealed_line({std::string(kHeaderTag), std::to_string(kCheckpointFormat), h.program_version, h.variant, h.model,
                      std::to_string(h.depth), std::to_string(h.split_plies), std::to_string(h.unit_count), h.fen});
}

std::string encode_record(const CheckpointRecord& r) {
  return sealed_line({std::string(kRecordTag), std::to_string(r.unit_index), hex(r.key, 16), std::to_string(r.depth),
                      r.count});
}

CheckpointContents parse_checkpoint(std::string_view text, const std::string& source) {
  LineReader reader(text, source);
  CheckpointContents contents;
  contents.header = read_header(reader, contents.format);
  std::set<std::uint64_t> seen;
  while (!reader.at_end()) {
    auto record = read_record(reader, contents.header, contents.format);
    if (!seen.insert(record.unit_index).second)
      reader.fail("unit " + std::to_string(record.unit_index) + " is recorded twice");
    contents.records.push_back(record);
  }
  return contents;
}

void require_same_run(const CheckpointHeader& journal, const CheckpointHeader& run, const std::string& source) {
  journal::SameRunCheck(source, journal.program_version, run.program_version)
      .field("variant", journal.variant, run.variant)
      .field("model", journal.model, run.model)
      .field("FEN", journal.fen, run.fen)
      .field("depth", std::to_string(journal.depth), std::to_string(run.depth));
}

CheckpointJournal CheckpointJournal::create(const std::string& path, const CheckpointHeader& header) {
  CheckpointJournal journal(journal::JournalFile::create(path), {kCheckpointFormat, header, {}});
  journal.file_.append(encode_header(header));
  return journal;
}

CheckpointJournal CheckpointJournal::resume(const std::string& path) {
  auto [file, contents] = journal::reopen(path, parse_checkpoint);
  return CheckpointJournal(std::move(file), std::move(contents));
}

CheckpointJournal::CheckpointJournal(journal::JournalFile file, CheckpointContents contents)
    : file_(std::move(file)), contents_(std::move(contents)) {}

CheckpointJournal::CheckpointJournal(CheckpointJournal&& other) noexcept
    : file_(std::move(other.file_)), contents_(std::move(other.contents_)) {}

void CheckpointJournal::append(const CheckpointRecord& record) {
  std::string line = encode_record(record);
  std::lock_guard lock(mutex_);
  file_.append(line);
}

}  // namespace perftkit

#include "perft/checkpoint.h"

#include <fcntl.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <fstream>
#include <set>
#include <sstream>

#include "common/input_error.h"

namespace perftkit {
namespace {

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

std::string hex(std::uint64_t value, int digits) {
  std::string text(static_cast<std::size_t>(digits), '0');
  for (int i = digits - 1; i >= 0; --i, value >>= 4) text[static_cast<std::size_t>(i)] = "0123456789abcdef"[value & 15];
  return text;
}

// Joins fields with tabs and appends "<TAB>crc32<LF>".
std::string sealed_line(const std::vector<std::string>& fields) {
  std::string line;
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (fields[i].find_first_of("\t\n\r") != std::string::npos)
      throw_input_error("checkpoint field '" + fields[i] + "'", "contains a tab or line break");
    if (i) line += '\t';
    line += fields[i];
  }
  return line + '\t' + hex(crc32(line), 8) + '\n';
}

std::vector<std::string_view> split_tabs(std::string_view text) {
  std::vector<std::string_view> fields;
  std::size_t start = 0;
  for (;;) {
    std::size_t tab = text.find('\t', start);
    fields.push_back(text.substr(start, tab == std::string_view::npos ? std::string_view::npos : tab - start));
    if (tab == std::string_view::npos) return fields;
    start = tab + 1;
  }
}

// Reads one line's fields after checking its newline and checksum.
class LineReader {
 public:
  LineReader(std::string_view text, std::string source) : text_(text), source_(std::move(source)) {}

  bool at_end() const { return position_ == text_.size(); }
  int line_number() const { return line_number_; }

  std::vector<std::string_view> next() {
    ++line_number_;
    std::size_t newline = text_.find('\n', position_);
    if (newline == std::string_view::npos)
      fail("truncated record (no end of line; if the run died mid-write, delete this last line to resume)");
    std::string_view line = text_.substr(position_, newline - position_);
    position_ = newline + 1;
    std::size_t tab = line.rfind('\t');
    if (tab == std::string_view::npos || line.size() - tab - 1 != 8) fail("corrupted record (no checksum)");
    std::uint32_t stored = 0;
    if (!parse_hex(line.substr(tab + 1), stored)) fail("corrupted record (bad checksum field)");
    if (stored != crc32(line.substr(0, tab))) fail("corrupted record (checksum mismatch)");
    return split_tabs(line.substr(0, tab));
  }

  [[noreturn]] void fail(const std::string& problem) const {
    throw_input_error(source_ + " line " + std::to_string(line_number_), problem);
  }

  template <class Int>
  Int number(std::string_view text, const char* field, int base = 10) const {
    Int value{};
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value, base);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size() || text[0] == '-')
      fail(std::string("malformed ") + field + " '" + std::string(text) + "'");
    return value;
  }

 private:
  template <class Int>
  static bool parse_hex(std::string_view text, Int& value) {
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value, 16);
    return error == std::errc{} && end == text.data() + text.size();
  }

  std::string_view text_;
  std::string source_;
  std::size_t position_ = 0;
  int line_number_ = 0;
};

CheckpointHeader read_header(LineReader& reader) {
  if (reader.at_end()) reader.fail("empty journal (no header record)");
  auto f = reader.next();
  if (f.empty() || f[0] != kHeaderTag) reader.fail("not a perftkit checkpoint journal");
  if (f.size() < 2 || reader.number<int>(f[1], "format") != kCheckpointFormat)
    reader.fail("journal format '" + std::string(f.size() < 2 ? "" : f[1]) + "' is not supported (this program reads " +
                std::to_string(kCheckpointFormat) + ")");
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

CheckpointRecord read_record(LineReader& reader, const CheckpointHeader& header) {
  auto f = reader.next();
  if (f.size() != 5 || f[0] != kRecordTag) reader.fail("malformed unit record");
  CheckpointRecord r;
  r.unit_index = reader.number<std::uint64_t>(f[1], "unit index");
  if (f[2].size() != 16) reader.fail("malformed key '" + std::string(f[2]) + "'");
  r.key = reader.number<std::uint64_t>(f[2], "key", 16);
  r.depth = reader.number<int>(f[3], "depth");
  r.count = reader.number<std::uint64_t>(f[4], "count");
  if (r.unit_index >= header.unit_count)
    reader.fail("unit index " + std::to_string(r.unit_index) + " out of range (the run has " +
                std::to_string(header.unit_count) + " units)");
  if (r.depth != header.depth - header.split_plies)
    reader.fail("unit depth " + std::to_string(r.depth) + " does not match the header (" +
                std::to_string(header.depth - header.split_plies) + ")");
  return r;
}

std::string errno_text() { return std::strerror(errno); }

}  // namespace

std::uint32_t crc32(std::string_view bytes) noexcept {
  std::uint32_t c = 0xFFFFFFFFu;
  for (unsigned char byte : bytes) c = kCrcTable[(c ^ byte) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

std::string encode_header(const CheckpointHeader& h) {
  return sealed_line({std::string(kHeaderTag), std::to_string(kCheckpointFormat), h.program_version, h.variant, h.model,
                      std::to_string(h.depth), std::to_string(h.split_plies), std::to_string(h.unit_count), h.fen});
}

std::string encode_record(const CheckpointRecord& r) {
  return sealed_line({std::string(kRecordTag), std::to_string(r.unit_index), hex(r.key, 16), std::to_string(r.depth),
                      std::to_string(r.count)});
}

CheckpointContents parse_checkpoint(std::string_view text, const std::string& source) {
  LineReader reader(text, source);
  CheckpointContents contents{read_header(reader), {}};
  std::set<std::uint64_t> seen;
  while (!reader.at_end()) {
    auto record = read_record(reader, contents.header);
    if (!seen.insert(record.unit_index).second)
      reader.fail("unit " + std::to_string(record.unit_index) + " is recorded twice");
    contents.records.push_back(record);
  }
  return contents;
}

void require_same_run(const CheckpointHeader& journal, const CheckpointHeader& run, const std::string& source) {
  auto differ = [&](const std::string& field, const std::string& was, const std::string& now) {
    if (was != now)
      throw_input_error(source, "journal is for " + field + " '" + was + "', this run asks for '" + now +
                                    "' (start a new --checkpoint instead)");
  };
  if (journal.program_version != run.program_version)
    throw_input_error(source, "journal was written by perftkit " + journal.program_version + ", this is perftkit " +
                                  run.program_version + "; counts from another version are not reused");
  differ("variant", journal.variant, run.variant);
  differ("model", journal.model, run.model);
  differ("FEN", journal.fen, run.fen);
  differ("depth", std::to_string(journal.depth), std::to_string(run.depth));
}

CheckpointJournal CheckpointJournal::create(const std::string& path, const CheckpointHeader& header) {
  std::string line = encode_header(header);
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0644);
  if (fd < 0) {
    if (errno == EEXIST)
      throw_input_error("--checkpoint '" + path + "'", "file exists (continue it with --resume, or remove it)");
    throw_input_error("--checkpoint '" + path + "'", "cannot create: " + errno_text());
  }
  CheckpointJournal journal(path, fd, {header, {}});
  journal.write_durably(line);
  // Make the new file's directory entry durable too.
  std::string directory = path.find('/') == std::string::npos ? "." : path.substr(0, path.rfind('/') + 1);
  int dir_fd = ::open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir_fd >= 0) {
    ::fsync(dir_fd);
    ::close(dir_fd);
  }
  return journal;
}

CheckpointJournal CheckpointJournal::resume(const std::string& path) {
  const std::string source = "--resume '" + path + "'";
  std::ifstream in(path, std::ios::binary);
  if (!in) throw_input_error(source, "cannot open the file for reading");
  std::ostringstream text;
  text << in.rdbuf();
  auto contents = parse_checkpoint(text.str(), source);
  int fd = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC);
  if (fd < 0) throw_input_error(source, "cannot open for appending: " + errno_text());
  return CheckpointJournal(path, fd, std::move(contents));
}

CheckpointJournal::CheckpointJournal(std::string path, int fd, CheckpointContents contents)
    : path_(std::move(path)), fd_(fd), contents_(std::move(contents)) {}

CheckpointJournal::CheckpointJournal(CheckpointJournal&& other) noexcept
    : path_(std::move(other.path_)), fd_(other.fd_), contents_(std::move(other.contents_)) {
  other.fd_ = -1;
}

CheckpointJournal::~CheckpointJournal() {
  if (fd_ >= 0) ::close(fd_);
}

void CheckpointJournal::append(const CheckpointRecord& record) {
  std::string line = encode_record(record);
  std::lock_guard lock(mutex_);
  write_durably(line);
}

void CheckpointJournal::write_durably(std::string_view bytes) {
  // One write() per record: a killed process leaves whole lines behind;
  // a short write (disk full) is retried, and any error stops the run.
  while (!bytes.empty()) {
    ssize_t written = ::write(fd_, bytes.data(), bytes.size());
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) throw_input_error("checkpoint '" + path_ + "'", "cannot write: " + errno_text());
    bytes.remove_prefix(static_cast<std::size_t>(written));
  }
  if (::fdatasync(fd_) != 0) throw_input_error("checkpoint '" + path_ + "'", "cannot sync to disk: " + errno_text());
}

}  // namespace perftkit

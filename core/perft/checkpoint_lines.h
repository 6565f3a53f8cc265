#pragma once
// The line format shared by the journals of long runs (perft's
// checkpoint.h, raindrop-enum's enumeration_checkpoint.h): tab-separated
// fields, then a tab and the CRC-32 of everything before it, then a line
// feed. A reader checks every line's end and checksum before a field is
// looked at, so a truncated or damaged journal is always an InputError.
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include "common/input_error.h"

namespace perftkit {

// Start a new journal (--checkpoint) or continue one (--resume).
enum class CheckpointMode { kStart, kResume };

std::uint32_t crc32(std::string_view bytes) noexcept;
// Continues a CRC-32 over more bytes: crc32_update(crc32(a), b) == crc32(a + b).
std::uint32_t crc32_update(std::uint32_t crc, std::string_view bytes) noexcept;

namespace journal {

inline std::string hex(std::uint64_t value, int digits) {
  std::string text(static_cast<std::size_t>(digits), '0');
  for (int i = digits - 1; i >= 0; --i, value >>= 4) text[static_cast<std::size_t>(i)] = "0123456789abcdef"[value & 15];
  return text;
}

// Joins fields with tabs and appends "<TAB>crc32<LF>".
inline std::string sealed_line(const std::vector<std::string>& fields) {
  std::string line;
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (fields[i].find_first_of("\t\n\r") != std::string::npos)
      throw_input_error("checkpoint field '" + fields[i] + "'", "contains a tab or line break");
    if (i) line += '\t';
    line += fields[i];
  }
  return line + '\t' + hex(crc32(line), 8) + '\n';
}

// The fields of `text` between `separator`s (tabs in a line, commas in a list field).
inline std::vector<std::string_view> split_on(std::string_view text, char separator) {
  std::vector<std::string_view> fields;
  std::size_t start = 0;
  for (;;) {
    std::size_t end = text.find(separator, start);
    fields.push_back(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
    if (end == std::string_view::npos) return fields;
    start = end + 1;
  }
}

// Reads one line's fields after checking its newline and checksum.
class JournalLineReader {
 public:
  JournalLineReader(std::string_view text, std::string source) : text_(text), source_(std::move(source)) {}

  bool at_end() const { return position_ == text_.size(); }
  int line_number() const { return line_number_; }

  std::vector<std::string_view> next() {
    ++line_number_;
    std::size_t newline = text_.find('\n', position_);
    if (newline == std::string_view::npos)
      fail("truncated record (no end of line)");
    std::string_view line = text_.substr(position_, newline - position_);
    position_ = newline + 1;
    std::size_t tab = line.rfind('\t');
    if (tab == std::string_view::npos || line.size() - tab - 1 != 8) fail("corrupted record (no checksum)");
    std::uint32_t stored = 0;
    if (!parse_hex(line.substr(tab + 1), stored)) fail("corrupted record (bad checksum field)");
    if (stored != crc32(line.substr(0, tab))) fail("corrupted record (checksum mismatch)");
    return split_on(line.substr(0, tab), '\t');
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


// Refuses to continue a journal written for another run: the program
// version first (a fixed generator bug may change counts), then each
// field that names the run, the first difference as an InputError.
class SameRunCheck {
 public:
  SameRunCheck(std::string source, const std::string& journal_version, const std::string& run_version)
      : source_(std::move(source)) {
    if (journal_version != run_version)
      throw_input_error(source_, "journal was written by perftkit " + journal_version + ", this is perftkit " +
                                     run_version + "; counts from another version are not reused");
  }
  const SameRunCheck& field(const std::string& name, const std::string& was, const std::string& now) const {
    if (was != now)
      throw_input_error(source_, "journal is for " + name + " '" + was + "', this run asks for '" + now +
                                     "' (start a new --checkpoint instead)");
    return *this;
  }

 private:
  std::string source_;
};

// The length of `text` up to the end of its last whole record: the
// whole text, or less when its last line lacks the line end or its
// checksum does not match (a torn write). Earlier lines are not looked at.
std::size_t whole_records_length(std::string_view text) noexcept;

// An open journal file, locked against a second run (flock): created only
// if absent (and its directory entry made durable), appended with one
// write() per record followed by fdatasync. An append that fails
// truncates the file back to its last whole record before it throws. All
// failures are InputErrors naming the file.
class JournalFile {
 public:
  static JournalFile create(const std::string& path);  // refuses an existing file
  static JournalFile open_for_append(const std::string& path, const std::string& source);

  JournalFile(JournalFile&& other) noexcept
      : path_(std::move(other.path_)), fd_(std::exchange(other.fd_, -1)), size_(other.size_) {}
  JournalFile& operator=(JournalFile&&) = delete;
  ~JournalFile();

  const std::string& path() const noexcept { return path_; }
  void append(std::string_view bytes);
  // Cuts the file to its first `whole_bytes` bytes (a torn last record
  // dropped on resume), made durable, and says so in one line on stderr.
  void drop_torn_tail(std::uint64_t whole_bytes);

 private:
  JournalFile(std::string path, int fd, std::uint64_t size) : path_(std::move(path)), fd_(fd), size_(size) {}
  void truncate_to(std::uint64_t bytes);
  // A record that could not be made whole and durable: cut off again, then thrown.
  [[noreturn]] void cut_back_and_fail(const std::string& problem);

  std::string path_;
  int fd_ = -1;
  std::uint64_t size_ = 0;  // bytes of whole records in the file
};

// Makes a new directory entry (file or folder) in the folder of `path` durable.
void sync_directory_of(const std::string& path);
std::string read_journal_text(const std::string& path, const std::string& source);

// What a --resume of `path` does: kResume, unless the journal holds no
// whole record at all because the run was stopped as it started (the file
// is empty, or holds the beginning of a header). Then the file is
// removed, stderr says so, and the run starts afresh: kStart. A file that
// is not such a beginning is left to the resume to refuse.
CheckpointMode resume_or_restart(const std::string& path);

// What every journal's resume() does: locks and reads `path`, parses its
// whole records with parse(text, source) (which throws InputError for a
// damaged or foreign journal), drops a torn last record, and returns the
// file, open to append more records, with what it holds.
template <class Parse>
auto reopen(const std::string& path, Parse&& parse) {
  const std::string source = "--resume '" + path + "'";
  auto file = JournalFile::open_for_append(path, source);
  const std::string text = read_journal_text(path, source);
  const std::size_t whole = whole_records_length(text);
  auto contents = parse(std::string_view(text).substr(0, whole), source);
  if (whole < text.size()) file.drop_torn_tail(whole);
  return std::pair{std::move(file), std::move(contents)};
}

}  // namespace journal
}  // namespace perftkit

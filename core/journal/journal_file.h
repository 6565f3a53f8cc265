#pragma once
// The file under every journal, a write-ahead log of sealed records
// (sealed_record.h). Its rules, the same for every kind of journal:
// - a new journal is created only if absent, and its directory entry made
//   durable; a file is locked (flock) against a second run;
// - each record is one write() followed by fdatasync, so a killed run loses
//   at most the records in flight; an append that fails cuts the file back
//   to its last whole record before it throws;
// - on resume a torn last record (cut, or changed by a write that never
//   finished) is dropped with one line on stderr, while damage before the
//   last record is refused: the reader stops at the first bad line;
// - a journal that holds no whole record (stopped as it started) is
//   removed and the run starts afresh.
// All failures are InputErrors naming the file.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

namespace perftkit {

// Start a new journal (--checkpoint) or continue one (--resume).
enum class CheckpointMode { kStart, kResume };

namespace journal {

// The length of `text` up to the end of its last whole record: the
// whole text, or less when its last line lacks the line end or its
// checksum does not match (a torn write). Earlier lines are not looked at.
std::size_t whole_records_length(std::string_view text) noexcept;

// An open journal file, locked against a second run.
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

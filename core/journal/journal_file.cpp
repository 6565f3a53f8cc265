#include "journal/journal_file.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "common/input_error.h"
#include "journal/sealed_record.h"

namespace perftkit::journal {
namespace {

std::string errno_text() { return std::strerror(errno); }

// Takes the file's lock, so two runs never append to one journal.
void lock(int fd, const std::string& what) {
  if (::flock(fd, LOCK_EX | LOCK_NB) == 0) return;
  const int error = errno;
  ::close(fd);
  if (error == EWOULDBLOCK) throw_input_error(what, "is in use by another run (it holds the journal's lock)");
  throw_input_error(what, std::string("cannot lock: ") + std::strerror(error));
}

// The beginning of a header that never reached the disk whole: nothing,
// the first bytes of "perftkit-..." on one unfinished line, or zeros (a
// power loss can extend a file before its data lands).
bool is_unfinished_header(std::string_view text) {
  constexpr std::string_view kTagStart = "perftkit-";
  if (text.find_first_not_of('\0') == std::string_view::npos) return true;
  const std::size_t newline = text.find('\n');
  if (newline != std::string_view::npos && newline + 1 != text.size()) return false;  // more than one line
  return text.starts_with(kTagStart) || kTagStart.starts_with(text);
}

// A test hook: PERFTKIT_KILL_AT_APPEND=N makes the process SIGKILL itself
// once its N-th journal append (the header is the first) is durable, and
// N:torn after writing only the first half of that record. The tool tests
// kill at a chosen record this way, random but not a matter of timing,
// which a loaded machine turns into luck.
enum class KillPoint { kNone, kAfter, kTorn };

KillPoint kill_point_of_next_append() {
  static const auto [at, torn] = [] {
    const char* value = std::getenv("PERFTKIT_KILL_AT_APPEND");
    std::uint64_t n = 0;
    std::string_view text = value ? value : "";
    const bool torn_record = text.ends_with(":torn");
    if (torn_record) text.remove_suffix(5);
    std::from_chars(text.data(), text.data() + text.size(), n);
    return std::pair{n, torn_record};
  }();
  static std::atomic<std::uint64_t> appends{0};
  if (at == 0 || ++appends != at) return KillPoint::kNone;
  return torn ? KillPoint::kTorn : KillPoint::kAfter;
}

}  // namespace

std::size_t whole_records_length(std::string_view text) noexcept {
  if (text.empty()) return 0;
  // The last line starts after the line end before the text's last byte.
  const std::size_t previous_end = text.size() >= 2 ? text.rfind('\n', text.size() - 2) : std::string_view::npos;
  const std::size_t last_start = previous_end == std::string_view::npos ? 0 : previous_end + 1;
  const bool whole =
      text.back() == '\n' && seal_of(text.substr(last_start, text.size() - 1 - last_start)) == Seal::kWhole;
  return whole ? text.size() : last_start;
}

JournalFile JournalFile::create(const std::string& path) {
  const std::string what = "--checkpoint '" + path + "'";
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0644);
  if (fd < 0) {
    if (errno == EEXIST) throw_input_error(what, "file exists (continue it with --resume, or remove it)");
    throw_input_error(what, "cannot create: " + errno_text());
  }
  lock(fd, what);
  sync_directory_of(path);
  return JournalFile(path, fd, 0);
}

JournalFile JournalFile::open_for_append(const std::string& path, const std::string& source) {
  int fd = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC);
  if (fd < 0) throw_input_error(source, "cannot open for appending: " + errno_text());
  lock(fd, source);
  struct stat info {};
  if (::fstat(fd, &info) != 0) {
    ::close(fd);
    throw_input_error(source, "cannot read the file's size: " + errno_text());
  }
  return JournalFile(path, fd, static_cast<std::uint64_t>(info.st_size));
}

JournalFile::~JournalFile() {
  if (fd_ >= 0) ::close(fd_);
}

void JournalFile::truncate_to(std::uint64_t bytes) {
  if (::ftruncate(fd_, static_cast<off_t>(bytes)) != 0 || ::fdatasync(fd_) != 0)
    throw_input_error("checkpoint '" + path_ + "'", "cannot cut back to its whole records: " + errno_text());
  size_ = bytes;
}

void JournalFile::cut_back_and_fail(const std::string& problem) {
  truncate_to(size_);
  throw_input_error("checkpoint '" + path_ + "'", problem);
}

void JournalFile::append(std::string_view bytes) {
  // One write() per record; a short write (disk full) is retried. If the
  // record cannot be made whole and durable, the part written is cut off
  // again, so what the file holds stays whole records.
  const KillPoint kill = kill_point_of_next_append();
  std::string_view rest = bytes;
  if (kill == KillPoint::kTorn) {
    [[maybe_unused]] auto ignored = ::write(fd_, rest.data(), std::max<std::size_t>(rest.size() / 2, 1));
    ::raise(SIGKILL);
  }
  while (!rest.empty()) {
    ssize_t written = ::write(fd_, rest.data(), rest.size());
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) cut_back_and_fail("cannot write: " + (written < 0 ? errno_text() : std::string("no space")));
    rest.remove_prefix(static_cast<std::size_t>(written));
  }
  if (::fdatasync(fd_) != 0) cut_back_and_fail("cannot sync to disk: " + errno_text());
  size_ += bytes.size();
  if (kill == KillPoint::kAfter) ::raise(SIGKILL);
}

void JournalFile::drop_torn_tail(std::uint64_t whole_bytes) {
  const std::uint64_t dropped = size_ - whole_bytes;
  truncate_to(whole_bytes);
  std::cerr << "dropped a torn last record (" << dropped << " bytes) from " << path_ << '\n';
}

void sync_directory_of(const std::string& path) {
  std::string directory = path.find('/') == std::string::npos ? "." : path.substr(0, path.rfind('/') + 1);
  int dir_fd = ::open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir_fd >= 0) {
    ::fsync(dir_fd);
    ::close(dir_fd);
  }
}

std::string read_journal_text(const std::string& path, const std::string& source) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw_input_error(source, "cannot open the file for reading");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

CheckpointMode resume_or_restart(const std::string& path) {
  // Anything unexpected (unreadable, locked by a live run) is left to the
  // resume, which names the problem.
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return CheckpointMode::kResume;
  const bool locked = ::flock(fd, LOCK_EX | LOCK_NB) == 0;
  std::string text;
  char buffer[4096];
  for (ssize_t got; locked && (got = ::read(fd, buffer, sizeof buffer)) > 0;) text.append(buffer, static_cast<std::size_t>(got));
  const bool restart = locked && whole_records_length(text) == 0 && is_unfinished_header(text) &&
                       ::unlink(path.c_str()) == 0;
  ::close(fd);
  if (!restart) return CheckpointMode::kResume;
  std::cerr << "journal " << path << " holds no whole record (the run was stopped as it started): starting afresh\n";
  return CheckpointMode::kStart;
}

}  // namespace perftkit::journal

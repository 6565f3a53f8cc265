#include "perft/checkpoint_lines.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

namespace perftkit::journal {
namespace {

std::string errno_text() { return std::strerror(errno); }

}  // namespace

JournalFile JournalFile::create(const std::string& path) {
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0644);
  if (fd < 0) {
    if (errno == EEXIST)
      throw_input_error("--checkpoint '" + path + "'", "file exists (continue it with --resume, or remove it)");
    throw_input_error("--checkpoint '" + path + "'", "cannot create: " + errno_text());
  }
  sync_directory_of(path);
  return JournalFile(path, fd);
}

JournalFile JournalFile::open_for_append(const std::string& path, const std::string& source) {
  int fd = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC);
  if (fd < 0) throw_input_error(source, "cannot open for appending: " + errno_text());
  return JournalFile(path, fd);
}

JournalFile::~JournalFile() {
  if (fd_ >= 0) ::close(fd_);
}

void JournalFile::append(std::string_view bytes) {
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

}  // namespace perftkit::journal

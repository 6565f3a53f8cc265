#pragma once
// Durable files of sorted record sections, the data half of an
// enumeration checkpoint (the journal holds the other half: each
// section's record count and CRC-32). A saved frontier is one such file
// (a section per frontier shard); so is each part of a ply saved while
// the ply runs (a section per collector shard). One file and one fsync
// per save: a file per section would cost hundreds of fsyncs. A file is
// written under a temporary name (its name + ".tmp"), synced and renamed,
// so no reader ever finds half a file under its final name; a save that
// stops midway leaves only the temporary file, which the next resume removes.
// The frontier a ply's end merges from its parts is the exception: the
// journal names its sections as they are written (a journaled merge), so
// its temporary file outlives a kill and a resume writes on after them.
//
// Loading checks the file's size and every section's checksum before a
// record is used, so a missing, cut or changed file is an InputError,
// never a count built on partial data. Loaded sections stay in the file
// and are read like spilled runs, without copying.
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "common/input_error.h"
#include "enumerate/run_file.h"
#include "enumerate/saved_section.h"
#include "journal/crc32.h"
#include "journal/journal_file.h"

namespace perftkit {

namespace detail {

inline std::string_view bytes_of(const void* data, std::size_t size) { return {static_cast<const char*>(data), size}; }

}  // namespace detail

// How much of a file its sections describe: all of it (a saved file), or
// a prefix (a file being written, resumed after a kill).
enum class SectionCheck { kWhole, kPrefix };

// Checks the size of `path` and the checksum of each section from
// `first` on (the sections before it may have been punched out: merged
// into a frontier and journaled as such). `what` names the file in errors.
template <class Record>
void check_sections(const std::filesystem::path& path, const std::vector<SavedSection>& saved, const std::string& what,
                    SectionCheck extent, std::size_t first = 0) {
  std::uint64_t total = 0;
  for (const auto& section : saved) total += section.records;
  std::error_code error;
  const auto bytes = std::filesystem::file_size(path, error);
  if (error) throw_input_error(what, "is missing (" + error.message() + ")");
  const bool fits = extent == SectionCheck::kWhole ? bytes == total * sizeof(Record) : bytes >= total * sizeof(Record);
  if (!fits)
    throw_input_error(what, "has " + std::to_string(bytes) + " bytes, the journal records " +
                                std::to_string(total * sizeof(Record)));
  std::uint64_t offset = 0;
  for (std::size_t s = 0; s < saved.size(); offset += saved[s].records * sizeof(Record), ++s) {
    if (s < first || saved[s].records == 0) continue;
    auto file = RunFile<Record>::adopt(path, offset, saved[s].records);
    std::uint32_t crc = 0;
    typename RunFile<Record>::Reader reader(*file, std::size_t{1} << 16);
    for (auto chunk = reader.next(); !chunk.empty(); chunk = reader.next())
      crc = crc32_update(crc, detail::bytes_of(chunk.data(), chunk.size() * sizeof(Record)));
    if (crc != saved[s].crc)
      throw_input_error(what, "section " + std::to_string(s) + " is corrupted (checksum mismatch)");
  }
}

// Writes sections one after another into `path`.tmp; commit() makes the
// file durable under its final name. Failures are InputErrors naming the
// file; a writer destroyed before commit() removes its temporary file.
template <class Record>
class SectionFileWriter {
 public:
  explicit SectionFileWriter(std::filesystem::path path)
      : path_(std::move(path)), temp_path_(path_.string() + ".tmp"),
        what_("checkpoint file '" + path_.string() + "'"),
        fd_(::open(temp_path_.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)) {
    if (fd_ < 0) throw_input_error(what_, std::string("cannot create: ") + std::strerror(errno));
  }

  // A file written across kills, journaled section by section: it lives
  // under `temp_path` (a name no resume removes) until commit(), and the
  // journal records each section once sync() has made it durable. A
  // resumed writer keeps the sections `kept` (checked against their
  // checksums), drops whatever a killed writer wrote after them and
  // writes on. A file already committed (a kill between its rename and
  // the record that follows) is taken back under its temporary name.
  SectionFileWriter(std::filesystem::path path, std::filesystem::path temp_path, const std::vector<SavedSection>& kept)
      : path_(std::move(path)), temp_path_(temp_path.string()), what_("checkpoint file '" + temp_path_ + "'"), fd_(-1),
        remove_unfinished_(false) {
    if (!kept.empty() && !std::filesystem::exists(temp_path_) && std::filesystem::exists(path_) &&
        ::rename(path_.c_str(), temp_path_.c_str()) != 0)
      throw_input_error(what_, std::string("cannot take back '") + path_.string() + "': " + std::strerror(errno));
    if (!kept.empty()) check_sections<Record>(temp_path_, kept, what_, SectionCheck::kPrefix);
    fd_ = ::open(temp_path_.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
    if (fd_ < 0) throw_input_error(what_, std::string("cannot open: ") + std::strerror(errno));
    for (const auto& section : kept) offset_ += section.records * sizeof(Record);
    if (::ftruncate(fd_, static_cast<off_t>(offset_)) != 0 || ::lseek(fd_, 0, SEEK_END) < 0)
      throw_input_error(what_, std::string("cannot cut back to its journaled sections: ") + std::strerror(errno));
  }
  SectionFileWriter(const SectionFileWriter&) = delete;
  SectionFileWriter& operator=(const SectionFileWriter&) = delete;
  ~SectionFileWriter() {
    if (fd_ >= 0) ::close(fd_);
    if (!committed_ && remove_unfinished_) ::unlink(temp_path_.c_str());
  }

  const std::filesystem::path& path() const noexcept { return path_; }
  std::uint64_t bytes_written() const noexcept { return offset_; }

  void write(std::span<const Record> records) {
    auto bytes = detail::bytes_of(records.data(), records.size() * sizeof(Record));
    section_.crc = crc32_update(section_.crc, bytes);
    section_.records += records.size();
    offset_ += bytes.size();
    while (!bytes.empty()) {
      ssize_t written = ::write(fd_, bytes.data(), bytes.size());
      if (written < 0 && errno == EINTR) continue;
      if (written <= 0) throw_input_error(what_, std::string("cannot write: ") + std::strerror(errno));
      bytes.remove_prefix(static_cast<std::size_t>(written));
    }
  }
  // Ends the current section (possibly empty) and returns what the journal records of it.
  SavedSection end_section() { return std::exchange(section_, SavedSection{}); }

  // Makes the sections written so far durable (before a journal names them).
  void sync() {
    if (::fdatasync(fd_) != 0) throw_input_error(what_, std::string("cannot sync to disk: ") + std::strerror(errno));
  }

  // Syncs the data, then gives the file its final name (replacing a file
  // of that name that an interrupted run left) and makes the name durable.
  void commit() {
    sync();
    if (::rename(temp_path_.c_str(), path_.c_str()) != 0)
      throw_input_error(what_, std::string("cannot rename its temporary file: ") + std::strerror(errno));
    committed_ = true;
    journal::sync_directory_of(path_.string());
  }

 private:
  std::filesystem::path path_;
  std::string temp_path_;
  std::string what_;
  int fd_;
  std::uint64_t offset_ = 0;
  SavedSection section_;
  bool committed_ = false;
  bool remove_unfinished_ = true;  // false where a journal names its sections before the commit
};

// The sections of a saved file, checked against the journal's record of
// them: one run per section, nullptr for an empty one. Sections before
// `first` are not checked (see check_sections). `what` names the file in errors.
template <class Record>
std::vector<std::unique_ptr<RunFile<Record>>> load_sections(const std::filesystem::path& path,
                                                            const std::vector<SavedSection>& saved,
                                                            const std::string& what, std::size_t first = 0) {
  check_sections<Record>(path, saved, what, SectionCheck::kWhole, first);
  std::vector<std::unique_ptr<RunFile<Record>>> runs(saved.size());
  std::uint64_t offset = 0;
  for (std::size_t s = 0; s < saved.size(); ++s) {
    if (saved[s].records) runs[s] = RunFile<Record>::adopt(path, offset, saved[s].records);
    offset += saved[s].records * sizeof(Record);
  }
  return runs;
}

}  // namespace perftkit

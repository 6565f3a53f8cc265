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
  SectionFileWriter(const SectionFileWriter&) = delete;
  SectionFileWriter& operator=(const SectionFileWriter&) = delete;
  ~SectionFileWriter() {
    ::close(fd_);
    if (!committed_) ::unlink(temp_path_.c_str());
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

  // Syncs the data, then gives the file its final name (replacing a file
  // of that name that an interrupted run left) and makes the name durable.
  void commit() {
    if (::fdatasync(fd_) != 0) throw_input_error(what_, std::string("cannot sync to disk: ") + std::strerror(errno));
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
};

// The sections of a saved file, checked against the journal's record of
// them: one run per section, nullptr for an empty one. `what` names the
// file in errors.
template <class Record>
std::vector<std::unique_ptr<RunFile<Record>>> load_sections(const std::filesystem::path& path,
                                                            const std::vector<SavedSection>& saved,
                                                            const std::string& what) {
  std::uint64_t total = 0;
  for (const auto& section : saved) total += section.records;
  std::error_code error;
  const auto bytes = std::filesystem::file_size(path, error);
  if (error) throw_input_error(what, "is missing (" + error.message() + ")");
  if (bytes != total * sizeof(Record))
    throw_input_error(
        what, "has " + std::to_string(bytes) + " bytes, the journal records " + std::to_string(total * sizeof(Record)));
  std::vector<std::unique_ptr<RunFile<Record>>> runs(saved.size());
  std::uint64_t offset = 0;
  for (std::size_t s = 0; s < saved.size(); ++s) {
    if (saved[s].records == 0) continue;
    auto file = RunFile<Record>::adopt(path, offset, saved[s].records);
    offset += saved[s].records * sizeof(Record);
    std::uint32_t crc = 0;
    typename RunFile<Record>::Reader reader(*file, std::size_t{1} << 16);
    for (auto chunk = reader.next(); !chunk.empty(); chunk = reader.next())
      crc = crc32_update(crc, detail::bytes_of(chunk.data(), chunk.size() * sizeof(Record)));
    if (crc != saved[s].crc)
      throw_input_error(what, "section " + std::to_string(s) + " is corrupted (checksum mismatch)");
    runs[s] = std::move(file);
  }
  return runs;
}

}  // namespace perftkit

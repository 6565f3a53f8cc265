#pragma once
// Temporary files of trivially copyable records: sorted runs spilled by
// the distinct-position collector, and frontier shards too big for memory.
// The file is removed when the object is destroyed, unless it was adopted
// (a section of a checkpoint's saved frontier or part file, which must
// outlive the run).
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace perftkit {

template <class Record>
class RunFile {
 public:
  explicit RunFile(std::filesystem::path path) : path_(std::move(path)) {}
  // `records` records stored from byte `offset` of an existing file, which
  // is left in place when destroyed.
  static std::unique_ptr<RunFile> adopt(std::filesystem::path path, std::uint64_t offset, std::uint64_t records) {
    auto file = std::make_unique<RunFile>(std::move(path));
    file->offset_ = offset;
    file->records_ = records;
    file->owned_ = false;
    return file;
  }
  RunFile(const RunFile&) = delete;
  RunFile& operator=(const RunFile&) = delete;
  ~RunFile() {
    std::error_code ignored;
    if (owned_) std::filesystem::remove(path_, ignored);
  }

  const std::filesystem::path& path() const noexcept { return path_; }
  std::uint64_t size() const noexcept { return records_; }

  // Gives the records' disk space back once they are merged into
  // something else: an owned file is removed, an adopted section is
  // punched out of its file (the file keeps its size, so its checksums
  // then refuse it; Linux, where the file system supports holes).
  void discard() {
    std::error_code ignored;
    if (owned_) {
      std::filesystem::remove(path_, ignored);
      return;
    }
    if (records_ == 0) return;
    const int fd = ::open(path_.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0) return;  // only space is lost
    ::fallocate(fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, static_cast<off_t>(offset_),
                static_cast<off_t>(records_ * sizeof(Record)));
    ::close(fd);
  }

  class Writer {
   public:
    explicit Writer(RunFile& file) : file_(file), handle_(std::fopen(file.path_.c_str(), "wb")) {
      if (!handle_) fail("cannot create");
    }
    ~Writer() {  // after an error: close quietly (the error is already on its way)
      if (handle_) std::fclose(handle_);
    }
    void write(std::span<const Record> records) {
      if (records.empty()) return;
      if (std::fwrite(records.data(), sizeof(Record), records.size(), handle_) != records.size()) fail("cannot write");
      file_.records_ += records.size();
    }
    void close() {
      if (handle_ && std::fclose(std::exchange(handle_, nullptr)) != 0) fail("cannot write");
    }

   private:
    [[noreturn]] void fail(const std::string& action) {
      throw std::runtime_error(action + " temporary file " + file_.path_.string() + ": " + std::strerror(errno));
    }

    RunFile& file_;
    std::FILE* handle_;
  };

  // Reads the records in order, `chunk` at a time.
  class Reader {
   public:
    // The buffer holds min(chunk, file size) records: small files are
    // read with small buffers.
    Reader(const RunFile& file, std::size_t chunk)
        : file_(file), handle_(std::fopen(file.path_.c_str(), "rb")),
          chunk_(std::max<std::size_t>(1, std::min<std::size_t>(chunk, file.records_))), left_(file.records_) {
      if (!handle_) throw std::runtime_error("cannot open temporary file " + file.path_.string());
      if (file.offset_ && std::fseek(handle_, static_cast<long>(file.offset_), SEEK_SET) != 0)
        throw std::runtime_error("cannot seek in file " + file.path_.string());
      buffer_.resize(chunk_);
    }
    ~Reader() {
      if (handle_) std::fclose(handle_);
    }
    Reader(const Reader&) = delete;
    Reader& operator=(const Reader&) = delete;
    // The next chunk; empty at the end.
    std::span<const Record> next() {
      const std::size_t want = static_cast<std::size_t>(std::min<std::uint64_t>(chunk_, left_));
      std::size_t got = want ? std::fread(buffer_.data(), sizeof(Record), want, handle_) : 0;
      if (got < want && std::ferror(handle_)) throw std::runtime_error("cannot read temporary file " + file_.path_.string());
      left_ -= got;
      return {buffer_.data(), got};
    }

   private:
    const RunFile& file_;
    std::FILE* handle_;
    std::size_t chunk_;
    std::uint64_t left_;  // records not read yet
    std::vector<Record> buffer_;
  };

 private:
  std::filesystem::path path_;
  std::uint64_t offset_ = 0;  // bytes before the first record (adopted files only)
  std::uint64_t records_ = 0;
  bool owned_ = true;
};

}  // namespace perftkit

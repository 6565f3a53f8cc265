#pragma once
// The folder of one enumeration's temporary files (sorted runs spilled by
// the collector, frontier shards moved to disk) inside the temp folder:
// "perftkit-spill-<tag>". It is removed with this object, also when the
// run stops on an error (a full disk), so a run leaves nothing behind.
//
// A plain run tags it with its process id, and removes the folders of
// processes that no longer exist (runs that were killed). A journaled run
// tags it with its journal, so a resume finds what the killed run left
// and removes it first: spilled runs are not part of a checkpoint (the
// saved parts beside the journal are), and the journal's lock keeps any
// other live run away from that folder.
#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdint>
#include <filesystem>
#include <string>
#include <system_error>

#include "common/input_error.h"
#include "journal/crc32.h"
#include "journal/sealed_record.h"

namespace perftkit {

class SpillFolder {
 public:
  static constexpr std::string_view kPrefix = "perftkit-spill-";

  // The folder of this process, inside `temp_dir` (empty: the system's).
  static SpillFolder for_process(const std::filesystem::path& temp_dir) {
    const auto dir = resolve(temp_dir);
    remove_orphans(dir);
    return SpillFolder(dir / (std::string(kPrefix) + std::to_string(::getpid())));
  }

  // The folder of the run that journals to `journal_path`.
  static SpillFolder for_journal(const std::filesystem::path& temp_dir, const std::string& journal_path) {
    std::error_code ignored;
    const auto absolute = std::filesystem::absolute(journal_path, ignored).lexically_normal().string();
    return SpillFolder(resolve(temp_dir) / (std::string(kPrefix) + "journal-" + journal::hex(crc32(absolute), 8)));
  }

  SpillFolder(SpillFolder&& other) noexcept : path_(std::move(other.path_)), counter_(other.counter_.load()) {
    other.path_.clear();
  }
  SpillFolder(const SpillFolder&) = delete;
  SpillFolder& operator=(const SpillFolder&) = delete;
  ~SpillFolder() {
    std::error_code ignored;
    if (!path_.empty()) std::filesystem::remove_all(path_, ignored);
  }

  const std::filesystem::path& path() const noexcept { return path_; }
  // A new file name in the folder; safe from many threads.
  std::filesystem::path next_file() { return path_ / ("run-" + std::to_string(counter_++) + ".bin"); }

 private:
  // Creates the folder empty, removing what an earlier run of the same tag left.
  explicit SpillFolder(std::filesystem::path path) : path_(std::move(path)) {
    std::error_code error;
    std::filesystem::remove_all(path_, error);
    std::filesystem::create_directories(path_, error);
    if (error) throw_input_error("--temp-dir '" + path_.parent_path().string() + "'",
                                 "cannot create " + path_.filename().string() + ": " + error.message());
  }

  static std::filesystem::path resolve(const std::filesystem::path& temp_dir) {
    return temp_dir.empty() ? std::filesystem::temp_directory_path() : temp_dir;
  }

  // Folders "perftkit-spill-<pid>" whose process is gone.
  static void remove_orphans(const std::filesystem::path& dir) {
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(dir, error)) {
      const std::string name = entry.path().filename().string();
      if (!name.starts_with(kPrefix)) continue;
      const std::string id = name.substr(kPrefix.size());
      if (id.empty() || id.find_first_not_of("0123456789") != std::string::npos || id.size() > 9) continue;
      if (::kill(static_cast<pid_t>(std::stol(id)), 0) != 0 && errno == ESRCH) {
        std::error_code ignored;
        std::filesystem::remove_all(entry.path(), ignored);
      }
    }
  }

  std::filesystem::path path_;
  std::atomic<std::uint64_t> counter_{0};
};

}  // namespace perftkit

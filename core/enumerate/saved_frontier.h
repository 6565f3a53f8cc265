#pragma once
// A frontier saved for a checkpoint: one durable file per ply holding the
// shards one after another (records in each shard's sorted order), each
// shard described in the journal by its record count and CRC-32. Loading
// checks the size and every checksum before a record is used, so a
// missing, cut or changed file is an InputError, never a count built on
// partial data. Loaded shards stay in that file: the frontier reads them
// like spilled files, without copying. (One file and one fsync per ply:
// a file per shard would cost hundreds of fsyncs per ply.)
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "common/input_error.h"
#include "enumerate/enumeration_journal.h"
#include "enumerate/frontier.h"
#include "perft/checkpoint_lines.h"

namespace perftkit {

namespace detail {

inline std::string_view bytes_of(const void* data, std::size_t size) { return {static_cast<const char*>(data), size}; }

}  // namespace detail

template <class Code>
std::vector<SavedShard> save_frontier(const Frontier<Code>& frontier, const std::filesystem::path& folder, int ply) {
  using Record = CodeLines<Code>;
  const auto path = saved_frontier_path(folder, ply);
  const std::string what = "checkpoint file '" + path.string() + "'";
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) throw_input_error(what, std::string("cannot create: ") + std::strerror(errno));
  std::vector<SavedShard> saved;
  try {
    for (const auto& shard : frontier.shards()) {
      SavedShard info;
      auto write_records = [&](std::span<const Record> records) {
        auto bytes = detail::bytes_of(records.data(), records.size() * sizeof(Record));
        info.crc = crc32_update(info.crc, bytes);
        info.records += records.size();
        while (!bytes.empty()) {
          ssize_t written = ::write(fd, bytes.data(), bytes.size());
          if (written < 0 && errno == EINTR) continue;
          if (written <= 0) throw_input_error(what, std::string("cannot write: ") + std::strerror(errno));
          bytes.remove_prefix(static_cast<std::size_t>(written));
        }
      };
      if (shard.on_disk) {
        typename RunFile<Record>::Reader reader(*shard.on_disk, std::size_t{1} << 16);
        for (auto chunk = reader.next(); !chunk.empty(); chunk = reader.next()) write_records(chunk);
      } else {
        write_records(shard.in_memory);
      }
      saved.push_back(info);
    }
    if (::fdatasync(fd) != 0) throw_input_error(what, std::string("cannot sync to disk: ") + std::strerror(errno));
  } catch (...) {
    ::close(fd);
    throw;
  }
  ::close(fd);
  journal::sync_directory_of(path.string());
  return saved;
}

// Throws InputError naming the file when it is missing or does not match
// its journal entry.
template <class Code>
Frontier<Code> load_frontier(const std::filesystem::path& folder, int ply, const std::vector<SavedShard>& saved,
                             const std::string& source) {
  using Record = CodeLines<Code>;
  const auto path = saved_frontier_path(folder, ply);
  const std::string what = source + " frontier file '" + path.string() + "'";
  std::uint64_t total = 0;
  for (const auto& shard : saved) total += shard.records;
  std::error_code error;
  const auto bytes = std::filesystem::file_size(path, error);
  if (error) throw_input_error(what, "is missing (" + error.message() + ")");
  if (bytes != total * sizeof(Record))
    throw_input_error(
        what, "has " + std::to_string(bytes) + " bytes, the journal records " + std::to_string(total * sizeof(Record)));
  Frontier<Code> frontier;
  frontier.shards().resize(saved.size());
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
      throw_input_error(what, "shard " + std::to_string(s) + " is corrupted (checksum mismatch)");
    frontier.shards()[s].on_disk = std::move(file);
  }
  return frontier;
}

// Removes the saved file of one ply (after the next ply's is journaled).
inline void remove_saved_frontier(const std::filesystem::path& folder, int ply) {
  std::error_code ignored;
  std::filesystem::remove(saved_frontier_path(folder, ply), ignored);
}

}  // namespace perftkit

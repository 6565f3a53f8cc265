#pragma once
// The distinct positions of one ply with the number of lines reaching
// each: shards of records sorted by code, each in memory or, when the set
// outgrew the memory budget, in a temporary file read back in chunks.
#include <tbb/parallel_for.h>

#include <filesystem>
#include <memory>
#include <span>
#include <vector>

#include "enumerate/encodable_game.h"
#include "enumerate/run_file.h"
#include "enumerate/spill_folder.h"

namespace perftkit {

template <class Code>
class Frontier {
 public:
  using Record = CodeLines<Code>;
  struct Shard {
    std::vector<Record> in_memory;
    std::unique_ptr<RunFile<Record>> on_disk;  // set instead of in_memory
  };

  std::vector<Shard>& shards() noexcept { return shards_; }
  const std::vector<Shard>& shards() const noexcept { return shards_; }

  std::uint64_t size() const noexcept {
    std::uint64_t n = 0;
    for (std::size_t s = 0; s < shards_.size(); ++s) n += shard_size(s);
    return n;
  }
  // Whether any shard is read from a file.
  bool on_disk() const noexcept {
    for (const auto& s : shards_)
      if (s.on_disk) return true;
    return false;
  }
  std::size_t memory_bytes() const noexcept {
    std::size_t bytes = 0;
    for (const auto& s : shards_) bytes += s.in_memory.capacity() * sizeof(Record);
    return bytes;
  }

  // Writes every in-memory shard to a file, freeing its memory.
  void move_to_disk(SpillFolder& spill) {
    for (auto& s : shards_) {
      if (s.on_disk || s.in_memory.empty()) continue;
      s.on_disk = std::make_unique<RunFile<Record>>(spill.next_file());
      typename RunFile<Record>::Writer writer(*s.on_disk);
      writer.write(s.in_memory);
      writer.close();
      std::vector<Record>().swap(s.in_memory);
    }
  }

  // Calls visit(record) for every record, in parallel.
  template <class Visit>
  void parallel_for_each(Visit&& visit) const {
    parallel_for_each_from(0, visit, [](std::size_t) {});
  }

  // Calls visit(record) for every record of shards `first` and after, in
  // parallel within a shard, and after_shard(s) once shard s is done: a
  // checkpoint inside a ply saves its progress there.
  template <class Visit, class AfterShard>
  void parallel_for_each_from(std::size_t first, Visit&& visit, AfterShard&& after_shard,
                              std::size_t chunk_records = std::size_t{1} << 20) const {
    auto run = [&](std::span<const Record> records) {
      tbb::parallel_for(tbb::blocked_range<std::size_t>(0, records.size(), 256), [&](const auto& range) {
        for (std::size_t i = range.begin(); i != range.end(); ++i) visit(records[i]);
      });
    };
    for (std::size_t s = first; s < shards_.size(); ++s) {
      for_each_chunk(s, chunk_records, run);
      after_shard(s);
    }
  }

  // Calls visit(std::span<const Record>) on shard s's records in order: at
  // once from memory, or `chunk_records` at a time from its file.
  template <class Visit>
  void for_each_chunk(std::size_t s, std::size_t chunk_records, Visit&& visit) const {
    const Shard& shard = shards_[s];
    if (!shard.on_disk) {
      visit(std::span<const Record>(shard.in_memory));
      return;
    }
    typename RunFile<Record>::Reader reader(*shard.on_disk, chunk_records);
    for (auto chunk = reader.next(); !chunk.empty(); chunk = reader.next()) visit(chunk);
  }

  std::uint64_t shard_size(std::size_t s) const noexcept {
    return shards_[s].on_disk ? shards_[s].on_disk->size() : shards_[s].in_memory.size();
  }

 private:
  std::vector<Shard> shards_;
};

}  // namespace perftkit

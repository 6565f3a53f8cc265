#pragma once
// Collects position codes (with line counts) from many threads and turns
// them into the exact set of distinct positions, within a memory budget.
//
// Records are sharded by a hash of the code; each thread buffers a few
// records per shard and appends them under that shard's lock. A shard is
// compacted (sorted, equal codes merged, lines summed) whenever it has
// doubled since its last compaction, so duplicates never pile up. When the
// collector's memory passes the budget, a growing shard is written to disk
// as a sorted run and cleared; finish() merges each shard's runs with its
// in-memory rest (k-way merge) into one sorted, duplicate-free file.
// Codes are compared exactly, so no position is lost to a hash collision.
#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <mutex>
#include <queue>
#include <vector>

#include "enumerate/frontier.h"

namespace perftkit {

template <class Code>
class DistinctCollector {
 public:
  using Record = CodeLines<Code>;
  static constexpr std::size_t kShards = 256;
  static constexpr std::size_t kBufferRecords = 64;

  DistinctCollector(std::size_t memory_bytes, std::filesystem::path temp_dir, std::uint64_t& file_counter)
      : budget_(memory_bytes), temp_dir_(std::move(temp_dir)), file_counter_(file_counter), shards_(kShards) {}

  // Adds one position reached by `lines` lines; buffered per thread.
  void add(const Code& code, std::uint64_t lines) {
    std::size_t s = shard_of(code);
    auto& buffer = buffers_.local()[s];
    buffer.push_back({code, lines});
    if (buffer.size() >= kBufferRecords) flush(s, buffer);
  }

  // The distinct set, sorted by code within each shard. Call once, after
  // every add() has returned.
  Frontier<Code> finish() {
    for (auto& local : buffers_)
      for (std::size_t s = 0; s < kShards; ++s) flush(s, local[s]);
    Frontier<Code> frontier;
    frontier.shards().resize(kShards);
    tbb::parallel_for(std::size_t{0}, kShards, [&](std::size_t s) {
      Shard& shard = shards_[s];
      compact(shard.records);
      auto& out = frontier.shards()[s];
      if (shard.runs.empty()) {
        out.in_memory = std::move(shard.records);
      } else {
        out.on_disk = merge(shard);
      }
    });
    return frontier;
  }

  std::size_t spilled_runs() const noexcept { return spilled_runs_.load(); }
  std::size_t peak_bytes() const noexcept { return peak_bytes_.load(); }

 private:
  struct Shard {
    std::mutex mutex;
    std::vector<Record> records;
    std::size_t compacted_size = 0;
    std::vector<std::unique_ptr<RunFile<Record>>> runs;
  };

  static std::size_t shard_of(const Code& code) noexcept {
    // Mix every byte so shards stay balanced whatever the code's layout.
    const auto* bytes = reinterpret_cast<const unsigned char*>(&code);
    std::uint64_t h = 0x9E3779B97F4A7C15ULL;
    for (std::size_t i = 0; i < sizeof(Code); ++i) h = (h ^ bytes[i]) * 0x100000001B3ULL;
    h ^= h >> 29;
    return static_cast<std::size_t>(h % kShards);
  }

  // Sorts and merges equal codes, summing their lines.
  static void compact(std::vector<Record>& records) {
    std::sort(records.begin(), records.end(), [](const Record& a, const Record& b) { return a.code < b.code; });
    std::size_t out = 0;
    for (std::size_t i = 0; i < records.size(); ++i) {
      if (out > 0 && records[out - 1].code == records[i].code) records[out - 1].lines += records[i].lines;
      else records[out++] = records[i];
    }
    records.resize(out);
  }

  void track(std::ptrdiff_t delta_bytes) {
    std::size_t now = bytes_.fetch_add(static_cast<std::size_t>(delta_bytes)) + static_cast<std::size_t>(delta_bytes);
    std::size_t peak = peak_bytes_.load();
    while (now > peak && !peak_bytes_.compare_exchange_weak(peak, now)) {
    }
  }

  void flush(std::size_t s, std::vector<Record>& buffer) {
    if (buffer.empty()) return;
    Shard& shard = shards_[s];
    std::lock_guard lock(shard.mutex);
    auto capacity_before = static_cast<std::ptrdiff_t>(shard.records.capacity() * sizeof(Record));
    shard.records.insert(shard.records.end(), buffer.begin(), buffer.end());
    buffer.clear();
    auto over_budget = [&] {
      auto growth = static_cast<std::ptrdiff_t>(shard.records.capacity() * sizeof(Record)) - capacity_before;
      return static_cast<std::ptrdiff_t>(bytes_.load()) + growth > static_cast<std::ptrdiff_t>(budget_);
    };
    // Spill only shards holding their share of the budget: smaller runs
    // would free little memory for many files.
    auto worth_spilling = [&] { return shard.records.size() * sizeof(Record) >= budget_ / (2 * kShards); };
    bool doubled = shard.records.size() >= std::max<std::size_t>(2 * shard.compacted_size, 4096);
    if (doubled || (over_budget() && worth_spilling())) {
      compact(shard.records);
      shard.compacted_size = shard.records.size();
      if (over_budget() && worth_spilling()) spill(shard);
    }
    track(static_cast<std::ptrdiff_t>(shard.records.capacity() * sizeof(Record)) - capacity_before);
  }

  // Writes the (compacted) shard as a sorted run and frees its memory.
  void spill(Shard& shard) {
    auto run = std::make_unique<RunFile<Record>>(temp_dir_ / Frontier<Code>::temp_name(next_file()));
    typename RunFile<Record>::Writer writer(*run);
    writer.write(shard.records);
    writer.close();
    shard.runs.push_back(std::move(run));
    std::vector<Record>().swap(shard.records);
    shard.compacted_size = 0;
    ++spilled_runs_;
  }

  // k-way merge of the runs and the in-memory rest into one sorted file.
  std::unique_ptr<RunFile<Record>> merge(Shard& shard) {
    constexpr std::size_t kChunk = 1 << 14;
    struct Source {
      std::unique_ptr<typename RunFile<Record>::Reader> reader;
      std::span<const Record> chunk;
      std::size_t index = 0;
    };
    std::vector<Source> sources;
    for (const auto& run : shard.runs) {
      Source src{std::make_unique<typename RunFile<Record>::Reader>(*run, kChunk), {}, 0};
      src.chunk = src.reader->next();
      if (!src.chunk.empty()) sources.push_back(std::move(src));
    }
    if (!shard.records.empty()) sources.push_back({nullptr, std::span<const Record>(shard.records), 0});
    auto greater = [&](std::size_t a, std::size_t b) {
      return sources[b].chunk[sources[b].index].code < sources[a].chunk[sources[a].index].code;
    };
    std::priority_queue<std::size_t, std::vector<std::size_t>, decltype(greater)> heap(greater);
    for (std::size_t i = 0; i < sources.size(); ++i) heap.push(i);

    auto result = std::make_unique<RunFile<Record>>(temp_dir_ / Frontier<Code>::temp_name(next_file()));
    typename RunFile<Record>::Writer writer(*result);
    std::vector<Record> out;
    out.reserve(kChunk);
    while (!heap.empty()) {
      std::size_t i = heap.top();
      heap.pop();
      Source& src = sources[i];
      const Record& r = src.chunk[src.index];
      if (!out.empty() && out.back().code == r.code) out.back().lines += r.lines;
      else {
        if (out.size() == kChunk) {  // r starts a new code: everything buffered is final
          writer.write(out);
          out.clear();
        }
        out.push_back(r);
      }
      if (++src.index == src.chunk.size()) {
        src.chunk = src.reader ? src.reader->next() : std::span<const Record>{};
        src.index = 0;
      }
      if (!src.chunk.empty()) heap.push(i);
    }
    writer.write(out);
    writer.close();
    shard.runs.clear();
    track(-static_cast<std::ptrdiff_t>(shard.records.capacity() * sizeof(Record)));
    std::vector<Record>().swap(shard.records);
    return result;
  }

  std::uint64_t next_file() {
    std::lock_guard lock(file_mutex_);
    return file_counter_++;
  }

  std::size_t budget_;
  std::filesystem::path temp_dir_;
  std::uint64_t& file_counter_;
  std::mutex file_mutex_;
  std::vector<Shard> shards_;
  tbb::enumerable_thread_specific<std::array<std::vector<Record>, kShards>> buffers_;
  std::atomic<std::size_t> bytes_{0};
  std::atomic<std::size_t> peak_bytes_{0};
  std::atomic<std::size_t> spilled_runs_{0};
};

}  // namespace perftkit

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
//
// For a checkpoint inside a ply, save() writes everything collected so
// far to one durable section file and keeps reading it from there; a
// resumed run adopts those saved runs and goes on adding.
#include <tbb/enumerable_thread_specific.h>
#include <tbb/parallel_for.h>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <mutex>
#include <vector>

#include "enumerate/frontier.h"
#include "enumerate/run_merge.h"
#include "enumerate/section_file.h"

namespace perftkit {

template <class Code>
class DistinctCollector {
 public:
  using Record = CodeLines<Code>;
  static constexpr std::size_t kShards = 256;
  static constexpr std::size_t kBufferRecords = 64;

  DistinctCollector(std::size_t memory_bytes, SpillFolder& spill)
      : budget_(memory_bytes), spill_(spill), shards_(kShards) {}

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
    flush_buffers();
    Frontier<Code> frontier;
    frontier.shards().resize(kShards);
    tbb::parallel_for(std::size_t{0}, kShards, [&](std::size_t s) {
      Shard& shard = shards_[s];
      compact(shard.records);
      auto& out = frontier.shards()[s];
      for (auto& run : shard.saved) shard.runs.push_back(std::move(run));
      shard.saved.clear();
      if (shard.runs.empty()) {
        out.in_memory = std::move(shard.records);
      } else {
        out.on_disk = merge(shard);
      }
    });
    return frontier;
  }

  // Whether anything collected is on disk (spilled, or in a saved part):
  // finish() would then merge the set into temporary files.
  bool on_disk() const {
    return std::any_of(shards_.begin(), shards_.end(),
                       [](const Shard& shard) { return !shard.runs.empty() || !shard.saved.empty(); });
  }

  // For a set that is on disk and must be saved, in place of finish():
  // after every add() has returned and save() has put the whole set in
  // saved sections, a journaled merge (checkpointed_enumeration.h) merges
  // shard s's saved runs into `file` as its section s, journals it, and
  // then gives them back (give_back(s)), so the set never stands on disk
  // twice (chess ply 8: 31.6 GB, beside about as much in parts and runs)
  // and a kill at any step leaves either the parts or the journaled
  // sections to resume from.
  SavedSection merge_shard_into(std::size_t s, SectionFileWriter<Record>& file) {
    flush_buffers();
    Shard& shard = shards_[s];
    compact(shard.records);
    limit_fan_in(shard.runs);
    auto inputs = pointers(shard.runs);
    for (const auto& run : shard.saved) inputs.push_back(run.get());
    merge_runs<Code>(inputs, shard.records, [&](std::span<const Record> chunk) { file.write(chunk); });
    return file.end_section();
  }

  // Gives shard s's disk space back: spilled runs are removed, saved
  // sections punched out of their files (their checksums then refuse
  // them: call it only once the shard's merge is journaled).
  void give_back(std::size_t s) {
    Shard& shard = shards_[s];
    for (auto& run : shard.runs) run->discard();
    for (auto& run : shard.saved) run->discard();
    shard.runs.clear();
    shard.saved.clear();
    release_records(shard);
  }

  // Bytes of shard s's saved sections (its share of a merge's output, at most).
  std::uint64_t saved_bytes(std::size_t s) const {
    std::uint64_t bytes = 0;
    for (const auto& run : shards_[s].saved) bytes += run->size() * sizeof(Record);
    return bytes;
  }

  // Writes everything collected so far to `path` as one durable section
  // file (section s: shard s, sorted and duplicate-free), frees the
  // memory it held and reads it from that file from now on. Returns what
  // a journal records of the file. Call between add() calls, like finish().
  std::vector<SavedSection> save(const std::filesystem::path& path) {
    flush_buffers();
    SectionFileWriter<Record> file(path);
    std::vector<SavedSection> sections;
    for (Shard& shard : shards_) {
      compact(shard.records);
      limit_fan_in(shard.runs);
      const std::uint64_t offset = file.bytes_written();
      merge_runs<Code>(pointers(shard.runs), shard.records, [&](std::span<const Record> chunk) { file.write(chunk); });
      sections.push_back(file.end_section());
      if (sections.back().records) shard.saved.push_back(RunFile<Record>::adopt(path, offset, sections.back().records));
      shard.runs.clear();
      release_records(shard);
    }
    file.commit();
    return sections;
  }

  // Takes back what an interrupted run of the same ply saved: runs[s]
  // (nullptr for none) joins shard s.
  void adopt_saved(std::vector<std::unique_ptr<RunFile<Record>>> runs) {
    for (std::size_t s = 0; s < runs.size() && s < kShards; ++s)
      if (runs[s]) shards_[s].saved.push_back(std::move(runs[s]));
  }

  std::size_t spilled_runs() const noexcept { return spilled_runs_.load(); }
  // Bytes of the spilled runs (the merges that follow write as much again).
  std::size_t spilled_bytes() const noexcept { return spilled_bytes_.load(); }
  std::size_t peak_bytes() const noexcept { return peak_bytes_.load(); }

 private:
  struct Shard {
    std::mutex mutex;
    std::vector<Record> records;
    std::size_t compacted_size = 0;
    std::vector<std::unique_ptr<RunFile<Record>>> runs;   // spilled: temporary files
    std::vector<std::unique_ptr<RunFile<Record>>> saved;  // in a checkpoint's section files
  };

  void flush_buffers() {
    for (auto& local : buffers_)
      for (std::size_t s = 0; s < kShards; ++s) flush(s, local[s]);
  }

  static std::vector<const RunFile<Record>*> pointers(const std::vector<std::unique_ptr<RunFile<Record>>>& runs) {
    std::vector<const RunFile<Record>*> result;
    for (const auto& run : runs) result.push_back(run.get());
    return result;
  }

  void release_records(Shard& shard) {
    track(-static_cast<std::ptrdiff_t>(shard.records.capacity() * sizeof(Record)));
    std::vector<Record>().swap(shard.records);
    shard.compacted_size = 0;
  }

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
    auto run = new_run();
    typename RunFile<Record>::Writer writer(*run);
    writer.write(shard.records);
    writer.close();
    shard.runs.push_back(std::move(run));
    spilled_bytes_ += shard.records.size() * sizeof(Record);
    std::vector<Record>().swap(shard.records);
    shard.compacted_size = 0;
    ++spilled_runs_;
  }

  std::unique_ptr<RunFile<Record>> new_run() {
    return std::make_unique<RunFile<Record>>(spill_.next_file());
  }

  // `runs` and the sorted `rest`, merged into a new temporary run.
  std::unique_ptr<RunFile<Record>> merged_run(const std::vector<std::unique_ptr<RunFile<Record>>>& runs,
                                              std::span<const Record> rest) {
    auto merged = new_run();
    typename RunFile<Record>::Writer writer(*merged);
    merge_runs<Code>(pointers(runs), rest, [&](std::span<const Record> chunk) { writer.write(chunk); });
    writer.close();
    return merged;
  }

  // Merges runs in rounds until a merge can read all of them at once.
  void limit_fan_in(std::vector<std::unique_ptr<RunFile<Record>>>& runs) {
    while (runs.size() > kMaxMergeFanIn) {
      std::vector<std::unique_ptr<RunFile<Record>>> group;
      std::move(runs.begin(), runs.begin() + kMaxMergeFanIn, std::back_inserter(group));
      runs.erase(runs.begin(), runs.begin() + kMaxMergeFanIn);
      runs.push_back(merged_run(group, {}));
    }
  }

  // The runs and the in-memory rest, merged into one sorted file.
  std::unique_ptr<RunFile<Record>> merge(Shard& shard) {
    limit_fan_in(shard.runs);
    auto result = merged_run(shard.runs, shard.records);
    shard.runs.clear();
    release_records(shard);
    return result;
  }

  std::size_t budget_;
  SpillFolder& spill_;
  std::vector<Shard> shards_;
  tbb::enumerable_thread_specific<std::array<std::vector<Record>, kShards>> buffers_;
  std::atomic<std::size_t> bytes_{0};
  std::atomic<std::size_t> peak_bytes_{0};
  std::atomic<std::size_t> spilled_runs_{0};
  std::atomic<std::size_t> spilled_bytes_{0};
};

}  // namespace perftkit

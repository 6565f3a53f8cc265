#pragma once
// k-way merge of sorted runs of code records into one sorted stream in
// which equal codes are merged (their lines summed): how the distinct
// collector turns its spilled runs and in-memory rest into one set.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <queue>
#include <span>
#include <vector>

#include "enumerate/encodable_game.h"
#include "enumerate/run_file.h"

namespace perftkit {

// Most runs one merge reads at once: each holds an open file and a read
// buffer, so more runs than this are merged in rounds.
inline constexpr std::size_t kMaxMergeFanIn = 64;

// Merges `runs` and the sorted, duplicate-free `rest` (both may be
// empty); emit(std::span<const Record>) receives the result in order, in
// chunks that never split a code's records.
template <class Code, class Emit>
void merge_runs(const std::vector<const RunFile<CodeLines<Code>>*>& runs, std::span<const CodeLines<Code>> rest,
                Emit&& emit) {
  using Record = CodeLines<Code>;
  constexpr std::size_t kChunk = 1 << 14;
  struct Source {
    std::unique_ptr<typename RunFile<Record>::Reader> reader;  // null for the in-memory rest
    std::span<const Record> chunk;
    std::size_t index = 0;
  };
  std::vector<Source> sources;
  for (const auto* run : runs) {
    Source src{std::make_unique<typename RunFile<Record>::Reader>(*run, kChunk), {}, 0};
    src.chunk = src.reader->next();
    if (!src.chunk.empty()) sources.push_back(std::move(src));
  }
  if (!rest.empty()) sources.push_back({nullptr, rest, 0});
  auto greater = [&](std::size_t a, std::size_t b) {
    return sources[b].chunk[sources[b].index].code < sources[a].chunk[sources[a].index].code;
  };
  std::priority_queue<std::size_t, std::vector<std::size_t>, decltype(greater)> heap(greater);
  for (std::size_t i = 0; i < sources.size(); ++i) heap.push(i);

  // Sized like the readers' buffers, to what there is: a checkpoint's save
  // merges all 256 shards, most of them small or empty, and a buffer of
  // kChunk records each time was an mmap and munmap per shard (half the
  // system time of a run that saves after every shard).
  std::uint64_t records = rest.size();
  for (const auto* run : runs) records += run->size();
  std::vector<Record> out;
  out.reserve(static_cast<std::size_t>(std::min<std::uint64_t>(kChunk, records)));
  while (!heap.empty()) {
    std::size_t i = heap.top();
    heap.pop();
    Source& src = sources[i];
    const Record& r = src.chunk[src.index];
    if (!out.empty() && out.back().code == r.code) {
      out.back().lines += r.lines;
    } else {
      if (out.size() == kChunk) {  // r starts a new code: everything buffered is final
        emit(std::span<const Record>(out));
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
  if (!out.empty()) emit(std::span<const Record>(out));
}

}  // namespace perftkit

#pragma once
// The frontier of one ply, built once by rank 0 and shipped to the worker
// ranks over MPI, so that no worker recomputes it and no file system needs
// to be shared between machines.
//
// Protocol: rank 0 sends each worker a header (shard count, record size,
// chunk size, the records of each shard) with kFrontierTag, then
// broadcasts the records chunk by chunk (MPI_Bcast: a tree, so rank 0's
// link carries the frontier about once per level, not once per worker).
// A shard on disk is read, and received, one chunk at a time: a frontier
// larger than any rank's memory streams from rank 0's spill files into
// the workers' own. A worker keeps shards in memory while they fit in its
// budget and writes the rest to its spill folder.
#include <mpi.h>

#include <algorithm>
#include <cstdlib>
#include <cstdint>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include "enumerate/frontier.h"

namespace perftkit::tool {

inline constexpr int kFrontierTag = 4;  // root -> worker: a frontier header; its records follow by MPI_Bcast

// Records per broadcast: 64 MiB chunks for 64-byte records, well below
// MPI's int count limit for any record size the games use.
inline constexpr std::size_t kShippedChunkRecords = std::size_t{1} << 20;

// A test hook: PERFTKIT_SHIP_TEST_CHUNK=N ships N records a chunk and
// makes the workers keep no shard in memory, so that a test's small
// frontier takes the paths of one larger than memory (many chunks, shards
// written to the workers' spill files). 0 when unset.
inline std::size_t ship_test_chunk() {
  static const std::size_t chunk = [] {
    const char* value = std::getenv("PERFTKIT_SHIP_TEST_CHUNK");
    return value ? static_cast<std::size_t>(std::strtoull(value, nullptr, 10)) : std::size_t{0};
  }();
  return chunk;
}

struct ShippedFrontier {
  std::uint64_t records = 0;
  std::uint64_t bytes = 0;  // records * record size: what each worker receives
};

namespace detail {

// Calls visit(span) on shard s's records in pieces of at most `chunk` records.
template <class Code, class Visit>
void for_each_piece(const Frontier<Code>& frontier, std::size_t s, std::size_t chunk, Visit&& visit) {
  frontier.for_each_chunk(s, chunk, [&](std::span<const CodeLines<Code>> records) {
    for (std::size_t at = 0; at < records.size(); at += chunk)
      visit(records.subspan(at, std::min(chunk, records.size() - at)));
  });
}

template <class Record>
void broadcast(Record* records, std::size_t count, int root) {
  MPI_Bcast(records, static_cast<int>(count * sizeof(Record)), MPI_BYTE, root, MPI_COMM_WORLD);
}

}  // namespace detail

// Rank `root`: ships `frontier` to ranks 1..workers (every rank of the
// world but the root must be in receive_frontier).
template <class Code>
ShippedFrontier ship_frontier(const Frontier<Code>& frontier, int workers, int root = 0) {
  using Record = CodeLines<Code>;
  static_assert(std::is_trivially_copyable_v<Record>);
  const std::size_t shards = frontier.shards().size();
  const std::size_t chunk = ship_test_chunk() ? ship_test_chunk() : kShippedChunkRecords;
  std::vector<std::uint64_t> header{shards, sizeof(Record), chunk};
  for (std::size_t s = 0; s < shards; ++s) header.push_back(frontier.shard_size(s));
  for (int worker = 1; worker <= workers; ++worker)
    MPI_Send(header.data(), static_cast<int>(header.size()), MPI_UINT64_T, worker, kFrontierTag, MPI_COMM_WORLD);
  ShippedFrontier shipped;
  for (std::size_t s = 0; s < shards; ++s)
    detail::for_each_piece(frontier, s, chunk, [&](std::span<const Record> piece) {
      // MPI_Bcast's buffer is not const for the root, though the root's is only read.
      detail::broadcast(const_cast<Record*>(piece.data()), piece.size(), root);
      shipped.records += piece.size();
    });
  shipped.bytes = shipped.records * sizeof(Record);
  return shipped;
}

// Worker, once wait_for_message returned kFrontierTag: receives the
// frontier, keeping shards in memory up to `memory_bytes` in all and
// writing the rest into `spill`.
template <class Code>
Frontier<Code> receive_frontier(std::size_t memory_bytes, SpillFolder& spill, int root = 0) {
  using Record = CodeLines<Code>;
  MPI_Status status;
  MPI_Probe(root, kFrontierTag, MPI_COMM_WORLD, &status);
  int words = 0;
  MPI_Get_count(&status, MPI_UINT64_T, &words);
  std::vector<std::uint64_t> header(static_cast<std::size_t>(words));
  MPI_Recv(header.data(), words, MPI_UINT64_T, root, kFrontierTag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  // Both sides are the same program; a different record size is a mixed-up job.
  if (words < 3 || header[1] != sizeof(Record) || header.size() != 3 + header[0])
    throw std::runtime_error("frontier header from rank " + std::to_string(root) + " does not match this build");
  const std::size_t chunk = header[2];
  if (ship_test_chunk()) memory_bytes = 0;
  Frontier<Code> frontier;
  frontier.shards().resize(header[0]);
  std::size_t in_memory = 0;
  for (std::size_t s = 0; s < header[0]; ++s) {
    auto& shard = frontier.shards()[s];
    const std::uint64_t records = header[3 + s];
    if (in_memory + records * sizeof(Record) <= memory_bytes) {
      shard.in_memory.resize(records);
      for (std::uint64_t at = 0; at < records; at += chunk)
        detail::broadcast(shard.in_memory.data() + at, std::min<std::uint64_t>(chunk, records - at), root);
      in_memory += records * sizeof(Record);
      continue;
    }
    shard.on_disk = std::make_unique<RunFile<Record>>(spill.next_file());
    typename RunFile<Record>::Writer writer(*shard.on_disk);
    std::vector<Record> buffer(std::min<std::uint64_t>(chunk, records));
    for (std::uint64_t at = 0; at < records; at += chunk) {
      const auto n = static_cast<std::size_t>(std::min<std::uint64_t>(chunk, records - at));
      detail::broadcast(buffer.data(), n, root);
      writer.write(std::span<const Record>(buffer.data(), n));
    }
    writer.close();
  }
  return frontier;
}

}  // namespace perftkit::tool

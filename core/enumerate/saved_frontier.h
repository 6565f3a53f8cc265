#pragma once
// A frontier saved for a checkpoint: one durable section file per ply
// (section_file.h), a section per frontier shard in the shard's sorted
// order. A loaded frontier reads its shards from that file.
#include <filesystem>
#include <string>
#include <vector>

#include "enumerate/enumeration_journal.h"
#include "enumerate/frontier.h"
#include "enumerate/section_file.h"

namespace perftkit {

template <class Code>
std::vector<SavedSection> save_frontier(const Frontier<Code>& frontier, const std::filesystem::path& folder, int ply) {
  using Record = CodeLines<Code>;
  SectionFileWriter<Record> file(saved_frontier_path(folder, ply));
  std::vector<SavedSection> saved;
  for (std::size_t s = 0; s < frontier.shards().size(); ++s) {
    frontier.for_each_chunk(s, std::size_t{1} << 16, [&](std::span<const Record> chunk) { file.write(chunk); });
    saved.push_back(file.end_section());
  }
  file.commit();
  return saved;
}

// The frontier in the sections this run has just written to `path`
// (read as they are: a file a run wrote itself needs no check).
template <class Code>
Frontier<Code> frontier_in_sections(const std::filesystem::path& path, const std::vector<SavedSection>& saved) {
  Frontier<Code> frontier;
  frontier.shards().resize(saved.size());
  std::uint64_t offset = 0;
  for (std::size_t s = 0; s < saved.size(); ++s) {
    if (saved[s].records)
      frontier.shards()[s].on_disk = RunFile<CodeLines<Code>>::adopt(path, offset, saved[s].records);
    offset += saved[s].records * sizeof(CodeLines<Code>);
  }
  return frontier;
}

// Throws InputError naming the file when it is missing or does not match
// its journal entry.
template <class Code>
Frontier<Code> load_frontier(const std::filesystem::path& folder, int ply, const std::vector<SavedSection>& saved,
                             const std::string& source) {
  const auto path = saved_frontier_path(folder, ply);
  auto runs = load_sections<CodeLines<Code>>(path, saved, source + " frontier file '" + path.string() + "'");
  Frontier<Code> frontier;
  frontier.shards().resize(saved.size());
  for (std::size_t s = 0; s < saved.size(); ++s) frontier.shards()[s].on_disk = std::move(runs[s]);
  return frontier;
}

}  // namespace perftkit

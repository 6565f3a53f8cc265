#pragma once
// The checkpoint journal of a distinct-position enumeration, in the
// journal module's records and file (journal/):
//
//   perftkit-enumeration <TAB> 5 <TAB> version <TAB> variant <TAB> model <TAB>
//       depth <TAB> drops only (0/1) <TAB> record bytes <TAB> categories <TAB>
//       identity rule <TAB> FEN <TAB> crc32
//   part <TAB> k <TAB> shards done <TAB> lines <TAB> distinct <TAB> lines per category (a,b,..) <TAB>
//       distinct per category <TAB> positions of ply k+1 found so far <TAB> crc32
//   ply <TAB> k <TAB> lines <TAB> distinct <TAB> lines per category <TAB>
//       distinct per category <TAB> frontier of ply k+1 <TAB> crc32
//   merge <TAB> k <TAB> first shard <TAB> sections of the frontier of ply k+1 <TAB> crc32
//   pass <TAB> k <TAB> first key unit <TAB> end key unit <TAB> lines <TAB> distinct <TAB>
//       lines per category <TAB> distinct per category [<TAB> waiting-side] <TAB> crc32
//
// A ply record is appended when ply k is finished; it carries the ply's
// totals and, unless k is the last ply, the frontier of ply k+1 (its
// distinct positions with their line counts), saved beside the journal as
// one section file (section_file.h), described here by "records:crc32"
// per section. A resumed run checks that file and restarts at ply k+1.
//
// While ply k runs, part records save its progress: the first `shards
// done` shards of its frontier are expanded, the totals over them so far,
// and the positions of ply k+1 collected from them, as sorted runs in a
// section file per part (a section per collector shard). A resumed run
// takes those runs back and expands the remaining shards only, so a kill
// loses the work since the last part, not the ply. Format 1 (no parts)
// is still read.
//
// When the next ply's set is on disk (spilled, or in parts), the ply's
// end is journaled step by step, so that a kill at any instant resumes
// without the set ever standing on disk twice: a last part (shards done =
// every shard) first puts the whole set in part files; then the frontier
// of ply k+1 is merged shard by shard into "ply<k+1>.bin.merging", and
// each merge record names the sections merged since the previous one,
// once the file holds them durably. Only then are those shards' part
// sections punched out. A resumed run keeps the journaled sections, cuts
// the file back to them and merges on from the next shard; the part
// sections it still needs are intact (only merged shards are punched).
// The ply record's frontier is the merge records' sections, in order.
// Format 5 added merge records.
//
// The last ply is counted in passes over key ranges (last_ply_passes.h)
// from the frontier of the ply before it: that ply's record (format 3)
// has no frontier ("-"), its own frontier file stays, and a pass record
// follows each finished pass (disjoint ranges, in the order they
// finished). A resumed run counts the ranges no pass covered. A format-2 journal
// resumes the same way from wherever it stopped. A pass whose range is
// over the side to move's pieces rather than the board key (chess, since
// the passes skip parents: encodable_game.h) says so in a last field; a
// resume refuses passes over another key than its game's.
//
// The identity rule (enumerate/identity_rule.h: positions, ep-available,
// diagrams) says when two positions count as one; a resume with another
// rule is refused. Format 4 added it; older journals counted positions.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "enumerate/enumeration_identity.h"
#include "enumerate/identity_rule.h"
#include "enumerate/key_range.h"
#include "enumerate/ply_stats.h"
#include "enumerate/saved_section.h"
#include "journal/journal.h"

namespace perftkit {

inline constexpr int kEnumerationJournalFormat = 5;
inline constexpr int kOldestReadableEnumerationJournalFormat = 1;

struct EnumerationHeader : EnumerationIdentity {
  std::size_t record_bytes = 0;  // size of a saved frontier record: another code layout is refused
  IdentityRule identity = IdentityRule::kPositions;

  friend bool operator==(const EnumerationHeader&, const EnumerationHeader&) = default;
};

struct EnumerationPlyRecord {
  PlyStats stats;
  std::vector<SavedSection> next_frontier;  // empty after the last ply and the one before (passes)
};

// Progress inside ply stats.ply: its first `shards_done` frontier shards
// are expanded; `stats` counts their positions; `found` describes the
// part's file of next-ply positions collected since the previous part.
struct EnumerationPartRecord {
  std::uint64_t shards_done = 0;
  PlyStats stats;
  std::vector<SavedSection> found;
};

// Sections `first` .. `first + sections.size()` of the frontier of ply
// ply + 1, merged into its file and synced (see the merge above).
struct EnumerationMergeRecord {
  int ply = 0;
  std::uint64_t first = 0;
  std::vector<SavedSection> sections;
};

struct EnumerationJournalContents {
  EnumerationHeader header;
  std::vector<EnumerationPlyRecord> plies;  // plies 0, 1, ... in order
  std::vector<EnumerationPartRecord> parts;  // of the ply after the last finished one, in order
  std::vector<SavedSection> merged;          // of the next ply's frontier, merged so far (merge records)
  std::vector<LastPlyPass> passes;           // of the last ply, disjoint, in the order they finished

  // Whether the run stopped while counting the last ply in passes: the
  // ply before it is finished (without a frontier), the last is not.
  bool in_last_ply_passes() const noexcept {
    return !plies.empty() && plies.size() == static_cast<std::size_t>(header.depth) && plies.back().next_frontier.empty();
  }
};

std::string encode_header(const EnumerationHeader& header);
std::string encode_record(const EnumerationPlyRecord& record);
std::string encode_record(const EnumerationPartRecord& record);
std::string encode_record(const EnumerationMergeRecord& record);
std::string encode_record(const LastPlyPass& record);

// Throws InputError for a damaged journal (truncated or changed line), a
// malformed field, plies out of order or beyond the depth, a missing
// frontier before the last ply, a part record that is not for the ply
// in progress or does not advance past the previous part, or a merge
// record before any part, out of order, or that its ply record contradicts.
EnumerationJournalContents parse_enumeration_journal(std::string_view text, const std::string& source);

// Throws InputError naming the first field in which the journal's run
// differs from the requested one.
void require_same_enumeration(const EnumerationHeader& journal, const EnumerationHeader& run,
                              const std::string& source);

// The folder beside the journal that holds its saved frontier files.
std::filesystem::path frontier_folder(const std::string& journal_path);
std::filesystem::path saved_frontier_path(const std::filesystem::path& folder, int ply);
// The file of part `part` (0, 1, ...) of ply `ply`: next-ply positions found so far.
std::filesystem::path saved_part_path(const std::filesystem::path& folder, int ply, std::size_t part);
// The file the frontier of ply `ply` is merged into, section by section,
// before it takes its saved name (saved_frontier_path).
std::filesystem::path merging_frontier_path(const std::filesystem::path& folder, int ply);
// Removes the saved frontier and part files of the plies before `ply`,
// which a journal with `ply` finished plies no longer needs, and the
// temporary file of any save that never finished.
void remove_saved_plies_before(const std::filesystem::path& folder, int ply);

// The contents follow the appends: the next part's file is numbered by
// the parts so far.
void remember_record(EnumerationJournalContents& contents, const EnumerationPlyRecord& record);
void remember_record(EnumerationJournalContents& contents, const EnumerationPartRecord& record);
void remember_record(EnumerationJournalContents& contents, const EnumerationMergeRecord& record);
void remember_record(EnumerationJournalContents& contents, const LastPlyPass& record);
// Makes the folder of saved files beside the journal (a kill can come
// between the header and the folder, so a resume makes it too).
void journal_opened(const std::string& path, const EnumerationJournalContents& contents, const std::string& what);

using EnumerationJournal = journal::Journal<EnumerationJournalContents, parse_enumeration_journal>;

}  // namespace perftkit

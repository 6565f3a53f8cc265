#pragma once
// The checkpoint journal of a distinct-position enumeration: the line
// format of perft's journal (perft/checkpoint_lines.h: tab-separated
// fields, a CRC-32 per line, one fdatasync-ed write per record).
//
//   perftkit-enumeration <TAB> 1 <TAB> version <TAB> variant <TAB> model <TAB>
//       depth <TAB> drops only (0/1) <TAB> record bytes <TAB> categories <TAB> FEN <TAB> crc32
//   ply <TAB> k <TAB> lines <TAB> distinct <TAB> lines per category (a,b,..) <TAB>
//       distinct per category <TAB> frontier of ply k+1 <TAB> crc32
//
// A ply record is appended when ply k is finished; it carries the ply's
// totals and, unless k is the last ply, the frontier of ply k+1 (its
// distinct positions with their line counts), saved beside the journal as
// one file, its shards one after another, described here by
// "records:crc32" per shard. A resumed run checks that file (size and
// every shard's checksum) and restarts at ply k+1 from it, so a kill
// loses at most the ply in progress.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "enumerate/ply_stats.h"
#include "perft/checkpoint.h"

namespace perftkit {

inline constexpr int kEnumerationJournalFormat = 1;

struct EnumerationHeader {
  std::string program_version{kProgramVersion};
  std::string variant;
  std::string model;
  std::string fen;
  int depth = 0;
  bool drops_only = false;
  std::size_t record_bytes = 0;  // size of a saved frontier record: another code layout is refused
  std::size_t categories = 0;    // of the classifier

  friend bool operator==(const EnumerationHeader&, const EnumerationHeader&) = default;
};

// One saved frontier shard: its record count (records * record_bytes
// bytes of the ply's file) and the CRC-32 of those bytes.
struct SavedShard {
  std::uint64_t records = 0;
  std::uint32_t crc = 0;

  friend bool operator==(const SavedShard&, const SavedShard&) = default;
};

struct EnumerationPlyRecord {
  PlyStats stats;
  std::vector<SavedShard> next_frontier;  // empty after the last ply
};

struct EnumerationJournalContents {
  EnumerationHeader header;
  std::vector<EnumerationPlyRecord> plies;  // plies 0, 1, ... in order
};

std::string encode_enumeration_header(const EnumerationHeader& header);
std::string encode_ply_record(const EnumerationPlyRecord& record);

// Throws InputError for a damaged journal (truncated or changed line), a
// malformed field, plies out of order or beyond the depth, or a missing
// frontier before the last ply.
EnumerationJournalContents parse_enumeration_journal(std::string_view text, const std::string& source);

// Throws InputError naming the first field in which the journal's run
// differs from the requested one.
void require_same_enumeration(const EnumerationHeader& journal, const EnumerationHeader& run,
                              const std::string& source);

// The folder beside the journal that holds its saved frontier files.
std::filesystem::path frontier_folder(const std::string& journal_path);
std::filesystem::path saved_frontier_path(const std::filesystem::path& folder, int ply);

class EnumerationJournal {
 public:
  // Creates `path` (refusing an existing file) and its frontier folder.
  static EnumerationJournal create(const std::string& path, const EnumerationHeader& header);
  static EnumerationJournal resume(const std::string& path);

  EnumerationJournal(EnumerationJournal&&) noexcept = default;
  EnumerationJournal& operator=(EnumerationJournal&&) = delete;

  const EnumerationJournalContents& contents() const noexcept { return contents_; }
  const std::string& path() const noexcept { return file_.path(); }
  std::filesystem::path folder() const { return frontier_folder(file_.path()); }

  void append(const EnumerationPlyRecord& record);

 private:
  EnumerationJournal(journal::JournalFile file, EnumerationJournalContents contents);

  journal::JournalFile file_;
  EnumerationJournalContents contents_;
};

}  // namespace perftkit

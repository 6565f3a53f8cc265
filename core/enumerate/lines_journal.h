#pragma once
// The checkpoint journal of a line enumeration (raindrop-enum without
// --distinct), in the journal module's records and file (journal/):
//
//   perftkit-lines <TAB> 1 <TAB> version <TAB> variant <TAB> model <TAB> depth <TAB>
//       drops only (0/1) <TAB> categories <TAB> split ply <TAB> unit count <TAB> FEN <TAB> crc32
//   unit <TAB> index <TAB> key (16 hex) <TAB> ply field for each ply from the
//       split ply to the depth <TAB> crc32
//
// A ply field is "lines:c0,c1,..": the lines of that ply in the unit's
// subtree, then its lines per classifier category. Units are the positions
// `split ply` plies below the root, in generation order (the same split in
// every run, see checkpointed_line_enumeration.h); each finished unit
// appends its record, so a killed run loses at most the units in flight.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "enumerate/enumeration_identity.h"
#include "enumerate/ply_stats.h"
#include "journal/journal.h"
#include "journal/unit_records.h"

namespace perftkit {

inline constexpr int kLinesJournalFormat = 1;
// The header's first field: a tool tells a lines journal from a distinct
// one by it (journal::header_tag) before it knows which run it resumes.
inline constexpr std::string_view kLinesJournalTag = "perftkit-lines";

struct LinesJournalHeader : EnumerationIdentity {
  int split_ply = 0;           // units are the positions this many plies below the root
  std::uint64_t unit_count = 0;

  friend bool operator==(const LinesJournalHeader&, const LinesJournalHeader&) = default;
};

struct LinesUnitRecord : journal::UnitId {
  std::vector<PlyStats> plies;  // the unit's subtree, plies split ply .. depth (distinct counts 0)
};

struct LinesJournalContents {
  LinesJournalHeader header;
  std::vector<LinesUnitRecord> records;  // in the order they were finished
};

std::string encode_header(const LinesJournalHeader& header);
std::string encode_record(const LinesUnitRecord& record);

// Throws InputError for a damaged journal (truncated or changed line), a
// malformed field, a unit index out of range, a unit recorded twice, or a
// record with another number of plies or categories than the header's.
LinesJournalContents parse_lines_journal(std::string_view text, const std::string& source);

// Throws InputError naming the first field in which the journal's run
// differs from the requested one (the split is not part of the identity:
// a resumed run takes it from the journal).
void require_same_lines_run(const LinesJournalHeader& journal, const LinesJournalHeader& run,
                            const std::string& source);

// An open journal file; append() may be called from many threads.
using LinesJournal = journal::Journal<LinesJournalContents, parse_lines_journal>;

}  // namespace perftkit

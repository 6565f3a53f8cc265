#pragma once
// The checkpoint journal of a long perft run, in the journal module's
// sealed records and file (journal/: header, torn tail, fsync, lock):
//
//   perftkit-checkpoint <TAB> 3 <TAB> version <TAB> variant <TAB> model <TAB>
//       depth <TAB> split plies <TAB> unit count <TAB> FEN <TAB> statistics <TAB> crc32
//   unit <TAB> index <TAB> key (16 hex) <TAB> depth <TAB> count [<TAB> row 1 ... <TAB> row depth] <TAB> crc32
//
// The count is exact text: a decimal integer, or "p/q" for a weighted
// (rational) count. `statistics` is empty for a journal of node counts;
// a statistics journal (perft --stats, perft/checkpointed_stats.h) names
// its columns there, comma-separated in their order ("captures,en_passant,
// ..."), and each of its unit records then carries one row per depth d =
// 1..depth below the unit: "nodes,column 1,...,column N" in decimal, the
// tally of the unit's leaves d plies below it (the count is the last
// row's nodes; a unit at depth 0 has no row and count 1). A journal of
// statistics and one of node counts, or two of other column lists, never
// resume each other. Format 2 (no statistics field: node counts) and
// format 1 (integer counts only, model possibly left empty for the
// variant's default) are still read.
//
// The header names the run; each finished unit appends one record
// (journal/unit_records.h), so a killed run loses at most the units in
// flight. Reading is strict: a record that does not fit the header is an
// InputError, never a count that gets summed.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "journal/journal.h"
#include "journal/journal_header.h"
#include "journal/unit_records.h"

namespace perftkit {

inline constexpr int kCheckpointFormat = 3;
inline constexpr int kOldestReadableCheckpointFormat = 1;

struct CheckpointHeader {
  std::string program_version{kProgramVersion};
  std::string variant;
  std::string model;  // the model's name, never empty for a variant with models (see journal_model_name)
  std::string fen;
  int depth = 0;
  int split_plies = 0;  // units are the positions this many plies below the root
  std::uint64_t unit_count = 0;
  // Empty: node counts. Otherwise the statistics columns' names joined by
  // ',' (stat_columns_identity), each record holding rows of them.
  std::string statistics;

  friend bool operator==(const CheckpointHeader&, const CheckpointHeader&) = default;
};

struct CheckpointRecord : journal::UnitId {
  int depth = 0;          // perft depth below the unit
  std::string count;      // exact: "123" or, for a weighted count, "p/q" (see checkpoint_count.h)
  // A statistics journal's rows (none otherwise): rows[d - 1] is the
  // tally of the leaves d plies below the unit, nodes first, then each column.
  std::vector<std::vector<std::uint64_t>> rows{};

  friend bool operator==(const CheckpointRecord&, const CheckpointRecord&) = default;
};

struct CheckpointContents {
  int format = kCheckpointFormat;  // of the file read
  CheckpointHeader header;
  std::vector<CheckpointRecord> records;
};


// One journal record each, sealed (journal/sealed_record.h).
std::string encode_header(const CheckpointHeader& header);
std::string encode_record(const CheckpointRecord& record);

// Parses a whole journal; `source` names it in errors ("checkpoint 'f.ckpt'").
// Throws InputError for a missing header, a line without its newline
// (truncated), a checksum mismatch, a malformed field, a unit index out
// of range or a unit recorded twice.
CheckpointContents parse_checkpoint(std::string_view text, const std::string& source);

// The number of columns a header's statistics field names (0: node counts).
std::size_t statistics_columns(const CheckpointHeader& header);

// Throws InputError naming the first field in which `journal` differs from
// the run the user asked for (version, statistics or node counts and the
// statistics columns, variant, model, FEN, depth).
void require_same_run(const CheckpointHeader& journal, const CheckpointHeader& run, const std::string& source);

// An open journal file; append() may be called from many threads.
using CheckpointJournal = journal::Journal<CheckpointContents, parse_checkpoint>;

}  // namespace perftkit

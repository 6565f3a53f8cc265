#pragma once
// Output formats of batch-analyze: one record per input line, in input
// order, then the totals.
//   jsonl  one JSON object per line; the last line is {"totals":{...}}
//   csv    a header row, one row per line; totals as '#' comment lines
//          (pandas: read_csv(..., comment='#'))
//   table  aligned columns for people; totals as a footer
// The move columns are the variant's statistics columns marked summary
// (game/stat_columns.h), named as perft --stats names them.
#include <memory>
#include <ostream>
#include <span>
#include <string>

#include "batch/batch_record.h"
#include "batch/batch_totals.h"

namespace perftkit::batch {

// write() is const and keeps no state, so batch-analyze formats records
// on the parallel stage of its pipeline, several at once; the serial,
// in-order stage only copies the finished text to the output.
class RecordWriter {
 public:
  virtual ~RecordWriter() = default;
  virtual void begin(std::ostream& out) const = 0;
  virtual void write(std::ostream& out, const BatchRecord& record) const = 0;
  virtual void end(std::ostream& out, const BatchTotals& totals) const = 0;
};

// What fixes the columns of csv and table: the perft depths, the
// variant's statistics columns (the summary ones for the legal moves;
// all of them per depth with --stats).
struct RecordLayout {
  int depth = 2;
  std::span<const StatColumn> columns;
  bool stats = false;
};

// Throws InputError for an unknown format name.
std::unique_ptr<RecordWriter> make_record_writer(const std::string& format, const RecordLayout& layout);

}  // namespace perftkit::batch

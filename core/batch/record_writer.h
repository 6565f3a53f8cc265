#pragma once
// Output formats of batch-analyze: one record per input line, in input
// order, then the totals.
//   jsonl  one JSON object per line; the last line is {"totals":{...}}
//   csv    a header row, one row per line; totals as '#' comment lines
//          (pandas: read_csv(..., comment='#'))
//   table  aligned columns for people; totals as a footer
#include <memory>
#include <ostream>
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

// `depth` fixes the perft columns of csv and table. Throws InputError for
// an unknown format name.
std::unique_ptr<RecordWriter> make_record_writer(const std::string& format, int depth);

}  // namespace perftkit::batch

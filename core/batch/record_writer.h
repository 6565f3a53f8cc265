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

class RecordWriter {
 public:
  virtual ~RecordWriter() = default;
  virtual void begin(std::ostream& out) = 0;
  virtual void write(std::ostream& out, const BatchRecord& record) = 0;
  virtual void end(std::ostream& out, const BatchTotals& totals) = 0;
};

// `depth` fixes the perft columns of csv and table. Throws InputError for
// an unknown format name.
std::unique_ptr<RecordWriter> make_record_writer(const std::string& format, int depth);

}  // namespace perftkit::batch

#pragma once
// A whole batch: every line of `in` analysed in parallel, its record
// written to `out` in input order, the totals returned (and written after
// the records). batch-analyze is this plus options and files; the batch
// benchmark in movegen-bench runs the same function in process.
#include <chrono>
#include <cstdint>
#include <istream>
#include <ostream>
#include <sstream>
#include <string>

#include "batch/analyze_line.h"
#include "batch/batch_totals.h"
#include "batch/ordered_pipeline.h"
#include "batch/record_writer.h"

namespace perftkit::batch {

// on_line(input_bytes) is called in input order after each line (progress).
template <class OnLine>
BatchTotals run_batch(std::istream& in, std::ostream& out, const BatchSettings& settings, const RecordWriter& writer,
                      int threads, OnLine&& on_line) {
  BatchTotals totals;
  const auto start = std::chrono::steady_clock::now();
  writer.begin(out);
  // Each record is counted, formatted and freed on the parallel stage: the
  // in-order stage, which no second thread can help with, only adds the
  // line's totals and copies its text. (Freeing a record's many small
  // strings on another thread than the one that made them would also make
  // the two threads contend for the allocator's locks.)
  struct AnalysedLine {
    BatchTotals totals;
    std::string text;
  };
  run_ordered_pipeline(
      in, threads,
      [&](std::uint64_t line_number, const std::string& line) {
        AnalysedLine analysed;
        if (auto record = analyze_line(line_number, line, settings)) {
          analysed.totals.add(*record);
          std::ostringstream text;
          writer.write(text, *record);
          analysed.text = std::move(text).str();
        }
        return analysed;
      },
      [&](AnalysedLine&& analysed, std::size_t input_bytes) {
        on_line(input_bytes);
        totals += analysed.totals;
        out << analysed.text;
      });
  totals.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  writer.end(out, totals);
  return totals;
}

}  // namespace perftkit::batch

#pragma once
// Running totals of a batch, printed after the last record.
#include <cstdint>

#include "batch/batch_record.h"

namespace perftkit::batch {

struct BatchTotals {
  std::uint64_t positions = 0;  // lines analysed (bad lines not included)
  std::uint64_t failed = 0;     // positions with a perft count that differs from the input's
  std::uint64_t bad_lines = 0;
  double nodes = 0;
  double seconds = 0;

  void add(const BatchRecord& record) {
    if (record.bad()) {
      ++bad_lines;
      return;
    }
    ++positions;
    failed += record.failed();
    nodes += record.nodes;
  }
  // (seconds are the caller's)
  BatchTotals& operator+=(const BatchTotals& other) {
    positions += other.positions;
    failed += other.failed;
    bad_lines += other.bad_lines;
    nodes += other.nodes;
    return *this;
  }
  bool all_ok() const { return failed == 0 && bad_lines == 0; }
  double nodes_per_second() const { return seconds > 0 ? nodes / seconds : 0; }
  double positions_per_second() const { return seconds > 0 ? static_cast<double>(positions) / seconds : 0; }
};

}  // namespace perftkit::batch

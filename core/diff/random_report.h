#pragma once
// Text and JSON of a random differential run (perft-diff --random): the
// positions tried, how often each special class was exercised, and each
// disagreement with its drill-down and its minimal reproducer.
#include <map>
#include <string>
#include <vector>

#include "diff/diff_report.h"
#include "diff/drill_down.h"
#include "diff/minimal_case.h"

namespace perftkit::diff {

struct RandomMismatch {
  int position = 0;  // 1-based number of the random position
  std::string fen;   // the random position
  DiffResult result;
  std::vector<std::string> leaf_tags;
  MinimalCase minimal;
  std::string reproducer;  // a perft-diff command line for the minimal case
};

struct RandomRun {
  std::uint64_t seed = 0;
  int requested = 0;
  int tried = 0;
  std::map<std::string, int> classes;  // positions that exercised each class
  std::vector<RandomMismatch> mismatches;
};

// "ok   3/200 FEN" for an agreeing position.
std::string random_agreement_line(int position, int requested, const std::string& fen);
// The drill-down, then the minimal case and its reproducer.
std::string random_mismatch_text(const RandomMismatch& mismatch, int requested);
// Classes (every one in `known`, even when 0) and the totals.
std::string random_summary_text(const RandomRun& run, const std::vector<std::string>& known);
std::string random_json(const RandomRun& run, const std::vector<std::string>& known, const std::string& header_fields);

}  // namespace perftkit::diff

#pragma once
// Text and JSON renderings of a drill-down (perft-diff's output), and the
// summary of a suite run with its failures grouped by position tag.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "diff/drill_down.h"

namespace perftkit::diff {

// The path from the root, the FEN, the moves only one side generates at
// the leaf, and the leaf's tags (see position_tags.h).
std::string diff_text(const DiffResult& result, const std::vector<std::string>& leaf_tags);
std::string diff_json(const DiffResult& result, const std::vector<std::string>& leaf_tags);

// One line of a suite: either compared (result) or bad (error).
struct SuiteEntry {
  int line_number = 0;
  std::string fen;
  std::optional<DiffResult> result;
  std::vector<std::string> leaf_tags;
  std::string error;

  bool passed() const { return result && result->agree(); }
};

// "ok   FILE:LINE FEN" or "FAIL FILE:LINE FEN | ..." (one line).
std::string suite_entry_text(const std::string& file, const SuiteEntry& entry);

// Line numbers of failed entries per tag; failures without any tag are
// listed under "untagged", bad lines under "bad line".
std::map<std::string, std::vector<int>> failures_by_tag(const std::vector<SuiteEntry>& entries);

std::string suite_json(const std::vector<SuiteEntry>& entries, const std::string& header_fields);

}  // namespace perftkit::diff

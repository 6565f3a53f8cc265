#include "diff/diff_report.h"

#include <sstream>

#include "common/text.h"
#include "io/json.h"

namespace perftkit::diff {
namespace {

std::string joined(const std::vector<std::string>& words, const std::string& none = "(none)") {
  return words.empty() ? none : joined_words(words);
}

std::string level_json(const DrillLevel& level) {
  const auto& c = level.comparison;
  std::ostringstream out;
  out << "{\"path\":" << json_string_array(level.path) << ",\"fen\":" << json_string(level.fen) << ",\"depth\":" << level.depth
      << ",\"ours\":" << c.our_total << ",\"engine\":" << c.engine_total << ",\"only_ours\":" << json_string_array(c.only_ours)
      << ",\"only_engine\":" << json_string_array(c.only_engine) << ",\"count_mismatches\":[";
  for (std::size_t i = 0; i < c.count_mismatches.size(); ++i) {
    const auto& m = c.count_mismatches[i];
    out << (i ? "," : "") << "{\"move\":" << json_string(m.move) << ",\"ours\":" << m.ours << ",\"engine\":" << m.engine
        << "}";
  }
  out << "]}";
  return out.str();
}

std::string leaf_summary(const DiffResult& result) {
  const auto& leaf = result.leaf();
  const auto& c = leaf.comparison;
  std::ostringstream out;
  out << "ours " << result.root().comparison.our_total << ", engine " << result.root().comparison.engine_total
      << "; diverges after '" << joined(leaf.path, "") << "' at " << leaf.fen << " (depth " << leaf.depth
      << "): only ours [" << joined(c.only_ours, "") << "], only engine [" << joined(c.only_engine, "") << "]";
  if (c.same_moves() && c.count_mismatches.empty()) out << ", engine's total does not add up";
  return out.str();
}

}  // namespace

std::string diff_text(const DiffResult& result, const std::vector<std::string>& leaf_tags) {
  std::ostringstream out;
  const auto& root = result.root();
  out << "depth " << root.depth << ": ours " << root.comparison.our_total << ", engine " << root.comparison.engine_total
      << '\n';
  if (result.agree()) {
    out << "agree: every root move has the same count\n";
    return out.str();
  }
  for (const auto& level : result.levels) {
    out << "  depth " << level.depth << "  after '" << joined(level.path, "") << "'  " << level.fen << '\n';
    for (const auto& m : level.comparison.count_mismatches)
      out << "    " << m.move << ": ours " << m.ours << ", engine " << m.engine << '\n';
  }
  const auto& leaf = result.leaf();
  out << "MISMATCH after: " << joined(leaf.path, "(root)") << '\n'
      << "  fen:         " << leaf.fen << '\n'
      << "  only ours:   " << joined(leaf.comparison.only_ours) << '\n'
      << "  only engine: " << joined(leaf.comparison.only_engine) << '\n'
      << "  tags:        " << joined(leaf_tags) << '\n';
  if (leaf.comparison.same_moves() && leaf.comparison.count_mismatches.empty())
    out << "  (same moves and counts: the engine's printed total does not add up)\n";
  return out.str();
}

std::string diff_json(const DiffResult& result, const std::vector<std::string>& leaf_tags) {
  const auto& leaf = result.leaf();
  std::ostringstream out;
  out << "\"agree\":" << (result.agree() ? "true" : "false") << ",\"ours\":" << result.root().comparison.our_total
      << ",\"engine_nodes\":" << result.root().comparison.engine_total << ",\"levels\":[";
  for (std::size_t i = 0; i < result.levels.size(); ++i) out << (i ? "," : "") << level_json(result.levels[i]);
  out << "],\"leaf\":{\"path\":" << json_string_array(leaf.path) << ",\"fen\":" << json_string(leaf.fen)
      << ",\"depth\":" << leaf.depth << ",\"only_ours\":" << json_string_array(leaf.comparison.only_ours)
      << ",\"only_engine\":" << json_string_array(leaf.comparison.only_engine) << ",\"tags\":" << json_string_array(leaf_tags) << "}";
  return out.str();
}

std::string suite_entry_text(const std::string& file, const SuiteEntry& entry) {
  std::string where = file + ":" + std::to_string(entry.line_number);
  if (!entry.result) return "FAIL " + where + " bad line: " + entry.error;
  if (entry.passed())
    return "ok   " + where + " " + entry.fen + " (" + std::to_string(entry.result->root().comparison.our_total) + ")";
  return "FAIL " + where + " " + entry.fen + " | " + leaf_summary(*entry.result) + " tags [" +
         joined(entry.leaf_tags, "") + "]";
}

std::map<std::string, std::vector<int>> failures_by_tag(const std::vector<SuiteEntry>& entries) {
  std::map<std::string, std::vector<int>> groups;
  for (const auto& entry : entries) {
    if (entry.passed()) continue;
    if (!entry.result) groups["bad line"].push_back(entry.line_number);
    else if (entry.leaf_tags.empty()) groups["untagged"].push_back(entry.line_number);
    for (const auto& tag : entry.leaf_tags) groups[tag].push_back(entry.line_number);
  }
  return groups;
}

std::string suite_json(const std::vector<SuiteEntry>& entries, const std::string& header_fields) {
  int passed = 0;
  for (const auto& entry : entries) passed += entry.passed();
  std::ostringstream out;
  out << "{" << header_fields << ",\"passed\":" << passed << ",\"failed\":" << entries.size() - passed
      << ",\"failures_by_tag\":{";
  bool first = true;
  for (const auto& [tag, lines] : failures_by_tag(entries)) {
    out << (first ? "" : ",") << json_string(tag) << ":[";
    for (std::size_t i = 0; i < lines.size(); ++i) out << (i ? "," : "") << lines[i];
    out << "]";
    first = false;
  }
  out << "},\"positions\":[";
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const auto& entry = entries[i];
    out << (i ? "," : "") << "{\"line\":" << entry.line_number << ",\"fen\":" << json_string(entry.fen);
    if (entry.result) out << "," << diff_json(*entry.result, entry.leaf_tags);
    else out << ",\"error\":" << json_string(entry.error);
    out << "}";
  }
  out << "]}";
  return out.str();
}

}  // namespace perftkit::diff

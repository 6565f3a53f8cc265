#include "diff/random_report.h"

#include <sstream>

#include "common/text.h"
#include "diff/fen_pieces.h"
#include "io/json.h"

namespace perftkit::diff {
namespace {

std::string listed(const std::vector<std::string>& moves) { return moves.empty() ? "(none)" : joined_words(moves); }

std::map<std::string, int> with_known(const RandomRun& run, const std::vector<std::string>& known) {
  std::map<std::string, int> counts = run.classes;
  for (const auto& name : known) counts.try_emplace(name, 0);
  return counts;
}

std::string mismatch_json(const RandomMismatch& m) {
  const auto& c = m.minimal.comparison;
  std::ostringstream out;
  out << "{\"position\":" << m.position << ",\"fen\":" << json_string(m.fen) << "," << diff_json(m.result, m.leaf_tags)
      << ",\"minimal\":{\"fen\":" << json_string(m.minimal.fen) << ",\"depth\":" << m.minimal.depth
      << ",\"pieces\":" << piece_count(m.minimal.fen) << ",\"ours\":" << c.our_total
      << ",\"engine_nodes\":" << c.engine_total << ",\"only_ours\":" << json_string_array(c.only_ours)
      << ",\"only_engine\":" << json_string_array(c.only_engine) << ",\"reproducer\":" << json_string(m.reproducer)
      << "}}";
  return out.str();
}

}  // namespace

std::string random_agreement_line(int position, int requested, const std::string& fen) {
  return "ok   " + std::to_string(position) + "/" + std::to_string(requested) + " " + fen;
}

std::string random_mismatch_text(const RandomMismatch& m, int requested) {
  const auto& c = m.minimal.comparison;
  std::ostringstream out;
  out << "FAIL " << m.position << "/" << requested << " " << m.fen << '\n'
      << diff_text(m.result, m.leaf_tags) << "minimal case (" << piece_count(m.minimal.fen) << " pieces, depth "
      << m.minimal.depth << "): " << m.minimal.fen << '\n'
      << "  ours " << c.our_total << ", engine " << c.engine_total << '\n'
      << "  only ours:   " << listed(c.only_ours) << '\n'
      << "  only engine: " << listed(c.only_engine) << '\n';
  for (const auto& count : c.count_mismatches)
    out << "  " << count.move << ": ours " << count.ours << ", engine " << count.engine << '\n';
  out << "reproduce: " << m.reproducer << '\n';
  return out.str();
}

std::string random_summary_text(const RandomRun& run, const std::vector<std::string>& known) {
  std::ostringstream out;
  out << "classes exercised (positions):";
  for (const auto& [name, count] : with_known(run, known)) out << "\n  " << name << ": " << count;
  out << '\n'
      << run.tried << " of " << run.requested << " random positions tried (seed " << run.seed << "), "
      << run.mismatches.size() << " disagree\n";
  return out.str();
}

std::string random_json(const RandomRun& run, const std::vector<std::string>& known, const std::string& header_fields) {
  std::ostringstream out;
  out << "{" << header_fields << ",\"seed\":" << run.seed << ",\"random\":" << run.requested
      << ",\"positions_tried\":" << run.tried << ",\"agree\":" << (run.mismatches.empty() ? "true" : "false")
      << ",\"classes\":{";
  bool first = true;
  for (const auto& [name, count] : with_known(run, known)) {
    out << (first ? "" : ",") << json_string(name) << ":" << count;
    first = false;
  }
  out << "},\"first_mismatch\":" << (run.mismatches.empty() ? "null" : mismatch_json(run.mismatches.front()))
      << ",\"mismatches\":[";
  for (std::size_t i = 0; i < run.mismatches.size(); ++i) out << (i ? "," : "") << mismatch_json(run.mismatches[i]);
  out << "]}";
  return out.str();
}

}  // namespace perftkit::diff

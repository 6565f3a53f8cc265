#include "bench/bench_report.h"

#include <cmath>
#include <cstdio>

#include "common/text.h"
#include "io/json.h"

namespace perftkit::bench {
namespace {

std::string duration_text(double seconds) {
  if (seconds < 1) return fixed(seconds * 1000, seconds < 0.01 ? 3 : seconds < 0.1 ? 2 : 1) + " ms";
  return fixed(seconds, 3) + " s";
}

std::string speed_text(double nodes_per_second) { return fixed(nodes_per_second / 1e6, 2) + " M nodes/s"; }

std::string spread_text(const Spread& s) {
  return duration_text(s.median) + " (" + duration_text(s.min) + " - " + duration_text(s.max) + ")";
}

std::string engine_title(const BenchDescription& d, std::size_t e) {
  std::string title = "engine " + std::to_string(e + 1);
  if (e == 0) title += " (baseline)";
  title += ": " + d.engine_labels[e];
  if (!d.engine_names[e].empty()) title += " [" + d.engine_names[e] + "]";
  return title;
}

std::string comparison_text(const BenchDescription& d, const Comparison& c) {
  return "ratio of medians " + fixed(c.ratio_of_medians, 3) + ", median ratio " + fixed(c.median_of_ratios, 3) +
         ", " + verdict_text(c.verdict, c.log_shift, d.level, d.threshold_percent);
}

std::string figures_lines(const BenchDescription& d, const std::vector<EngineFigures>& figures,
                          const std::vector<Comparison>& ratios) {
  std::string text;
  for (std::size_t e = 0; e < figures.size(); ++e) {
    text += "  engine " + std::to_string(e + 1) + "  " + spread_text(figures[e].seconds) + "  " +
            speed_text(figures[e].nodes_per_second) + '\n';
    if (e > 0) text += "    against engine 1: " + comparison_text(d, ratios[e - 1]) + '\n';
  }
  return text;
}

std::string json_number(double value) {
  if (!std::isfinite(value)) return "null";
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.6g", value);
  return buffer;
}

std::string numbers_json(const std::vector<double>& values) {
  std::string text = "[";
  for (std::size_t i = 0; i < values.size(); ++i) text += (i ? "," : "") + json_number(values[i]);
  return text + "]";
}

std::string spread_json(const Spread& s) {
  return "{\"min\":" + json_number(s.min) + ",\"median\":" + json_number(s.median) + ",\"max\":" + json_number(s.max) + "}";
}

// `timings` (when given): [engine] the measured rounds' times.
std::string figures_json(const std::vector<EngineFigures>& figures,
                         const std::vector<const std::vector<Timing>*>& timings = {}) {
  std::string text = "[";
  for (std::size_t e = 0; e < figures.size(); ++e) {
    text += std::string(e ? "," : "") + "{\"seconds\":" + spread_json(figures[e].seconds) +
            ",\"nodes_per_second\":" + json_number(figures[e].nodes_per_second);
    if (!timings.empty()) {
      std::vector<double> cpu, wall;
      for (const auto& t : *timings[e]) cpu.push_back(t.cpu), wall.push_back(t.wall);
      text += ",\"cpu_seconds\":" + numbers_json(cpu) + ",\"wall_seconds\":" + numbers_json(wall);
    }
    text += "}";
  }
  return text + "]";
}

std::string comparison_json(const BenchDescription& d, const Comparison& c) {
  const auto& s = c.log_shift;
  std::string text = "{\"ratio_of_medians\":" + json_number(c.ratio_of_medians) +
                     ",\"median_of_ratios\":" + json_number(c.median_of_ratios) +
                     ",\"round_ratios\":" + numbers_json(c.round_ratios) +
                     ",\"estimate_ratio\":" + json_number(std::exp(s.estimate)) +
                     ",\"estimate_percent\":" + json_number(percent_change(s.estimate));
  if (s.has_interval)
    text += ",\"interval_ratio\":[" + json_number(std::exp(s.low)) + "," + json_number(std::exp(s.high)) +
            "],\"interval_percent\":[" + json_number(percent_change(s.low)) + "," + json_number(percent_change(s.high)) +
            "],\"achieved_level\":" + json_number(s.achieved_level);
  else
    text += ",\"interval_ratio\":null,\"interval_percent\":null";
  return text + ",\"verdict\":" + json_string(verdict_name(c.verdict)) +
         ",\"text\":" + json_string(verdict_text(c.verdict, s, d.level, d.threshold_percent)) + "}";
}

std::string comparisons_json(const BenchDescription& d, const std::vector<Comparison>& ratios) {
  std::string text = "[";
  for (std::size_t i = 0; i < ratios.size(); ++i) text += (i ? "," : "") + comparison_json(d, ratios[i]);
  return text + "]";
}

std::string header_json(const BenchDescription& d) {
  std::string engines = "[";
  for (std::size_t e = 0; e < d.engine_labels.size(); ++e)
    engines += std::string(e ? "," : "") + "{\"command\":" + json_string(d.engine_labels[e]) +
               ",\"name\":" + json_string(d.engine_names[e]) + "}";
  return "\"version\":" + json_string(d.version) + ",\"engines\":" + engines + "],\"protocol\":" +
         json_string(d.protocol) + ",\"variant\":" + json_string(d.variant) +
         ",\"depth\":" + std::to_string(d.settings.depth) + ",\"rounds\":" + std::to_string(d.settings.rounds) +
         ",\"warmup\":" + std::to_string(d.settings.warmup) + ",\"seed\":" + std::to_string(d.settings.seed) +
         ",\"clock\":" + json_string(d.clock == Clock::cpu ? "cpu" : "wall") +
         ",\"clock_description\":" + json_string(clock_description(d.clock, d.protocol)) +
         ",\"statistics\":\"hodges-lehmann\",\"level\":" + json_number(d.level) +
         ",\"threshold_percent\":" + json_number(d.threshold_percent);
}

std::string counts_equal_text(std::size_t positions) {
  return "counts equal on " + std::to_string(positions) + (positions == 1 ? " position" : " positions");
}

}  // namespace

std::string clock_description(Clock clock, const std::string& protocol) {
  if (clock == Clock::wall) return "wall time of each perft command, measured by perft-bench";
  if (protocol == "perftree")
    return "CPU time (user + system) of each perftree call's processes, from getrusage after they ended";
  return "CPU time (user + system) of the engine's process group, read from the kernel's per-process clocks "
         "before and after each go perft";
}

std::string bench_text(const BenchDescription& d, const std::vector<BenchPosition>& positions,
                       const BenchSummary& summary) {
  const auto& s = d.settings;
  std::string text = "perft-bench " + d.version + "\n";
  text += "depth " + std::to_string(s.depth) + ", " + std::to_string(positions.size()) + " position" +
          (positions.size() == 1 ? "" : "s") + ", " + std::to_string(s.rounds) + " rounds after " +
          std::to_string(s.warmup) + " warm-up, seed " + std::to_string(s.seed) + ", protocol " + d.protocol +
          ", variant " + d.variant + '\n';
  text += "time: " + clock_description(d.clock, d.protocol) + " (neither protocol reports the engine's own time)\n";
  text += "statistics: Hodges-Lehmann estimate of the per-round time ratio engine / baseline, with its "
          "distribution-free interval (Walsh averages of the log ratios, Wilcoxon signed-rank)\n";
  for (std::size_t e = 0; e < d.engine_labels.size(); ++e) text += engine_title(d, e) + '\n';
  for (std::size_t p = 0; p < positions.size(); ++p) {
    text += "\nposition " + std::to_string(p + 1) + " (" + positions[p].origin + "): " + positions[p].fen + "\n  " +
            std::to_string(positions[p].nodes) + " nodes; time median (min - max), speed\n";
    text += figures_lines(d, summary.positions[p], summary.position_ratios[p]);
  }
  if (positions.size() > 1) {
    text += "\ntotal (per round, the sum over the positions)\n";
    text += figures_lines(d, summary.total, summary.total_ratios);
  }
  text += "\nreference workload (perftkit in perft-bench, wall time): " + spread_text(summary.reference_seconds) +
          ", a range of " + fixed(summary.reference_seconds.relative_range() * 100, 0) + " % of its median\n";
  if (summary.load_changed)
    text += "warning: the machine's load changed during the run (the reference workload's range exceeds " +
            fixed(kLoadChangeRange * 100, 0) + " % of its median); repeat the run on a quieter machine before trusting small differences\n";
  text += '\n';
  for (std::size_t e = 1; e < d.engine_labels.size(); ++e) {
    const auto& c = summary.total_ratios[e - 1];
    text += "engine " + std::to_string(e + 1) + " against engine 1: " +
            verdict_text(c.verdict, c.log_shift, d.level, d.threshold_percent) + ", " +
            counts_equal_text(positions.size()) + '\n';
    // A change can hit a few positions (say, those rich in promotions)
    // while the total hides it.
    if (positions.size() > 1)
      for (const Verdict verdict : {Verdict::slower, Verdict::faster}) {
        std::string listed;
        int count = 0;
        for (std::size_t p = 0; p < positions.size(); ++p)
          if (summary.position_ratios[p][e - 1].verdict == verdict) listed += (count++ ? ", " : "") + std::to_string(p + 1);
        if (count)
          text += std::string("  ") + verdict_name(verdict) + " on " + std::to_string(count) + " of " +
                  std::to_string(positions.size()) + " positions: " + listed + '\n';
      }
  }
  return text;
}

std::string bench_json(const BenchDescription& d, const std::vector<BenchPosition>& positions,
                       const BenchSamples& samples, const BenchSummary& summary) {
  std::string text = "{" + header_json(d) + ",\"counts_equal\":true,\"positions\":[";
  for (std::size_t p = 0; p < positions.size(); ++p) {
    std::vector<const std::vector<Timing>*> timings;
    for (const auto& engine : samples.timing) timings.push_back(&engine[p]);
    text += std::string(p ? "," : "") + "{\"fen\":" + json_string(positions[p].fen) + ",\"origin\":" +
            json_string(positions[p].origin) + ",\"nodes\":" + std::to_string(positions[p].nodes) +
            ",\"engines\":" + figures_json(summary.positions[p], timings) +
            ",\"against_baseline\":" + comparisons_json(d, summary.position_ratios[p]) + "}";
  }
  text += "],\"total\":{\"engines\":" + figures_json(summary.total) +
          ",\"against_baseline\":" + comparisons_json(d, summary.total_ratios) + "}";
  std::vector<double> reference;
  for (const auto& t : samples.reference) reference.push_back(t.wall);
  text += ",\"reference_seconds\":" + spread_json(summary.reference_seconds) +
          ",\"reference_wall_seconds\":" + numbers_json(reference) +
          ",\"load_changed\":" + (summary.load_changed ? "true" : "false");
  std::string verdicts = "[";
  for (std::size_t i = 0; i < summary.total_ratios.size(); ++i) {
    const auto& c = summary.total_ratios[i];
    verdicts += std::string(i ? "," : "") +
                json_string(verdict_text(c.verdict, c.log_shift, d.level, d.threshold_percent) + ", " +
                            counts_equal_text(positions.size()));
  }
  return text + ",\"verdicts\":" + verdicts + "]}";
}

std::string wrong_count_text(const BenchDescription& d, const std::vector<BenchPosition>& positions,
                             const WrongCount& wrong, const std::string& diff_command) {
  const auto& position = positions[wrong.position];
  return "wrong count: engine " + std::to_string(wrong.engine + 1) + " (" + d.engine_labels[wrong.engine] +
         ") counted " + std::to_string(wrong.counted) + " nodes at depth " + std::to_string(d.settings.depth) +
         " on position " + std::to_string(wrong.position + 1) + " (" + position.origin + "): " + position.fen +
         "\nperftkit counts " + std::to_string(position.nodes) + "; the run stopped in round " +
         std::to_string(wrong.round) + ". To find the move:\n  " + diff_command + '\n';
}

std::string wrong_count_json(const BenchDescription& d, const std::vector<BenchPosition>& positions,
                             const WrongCount& wrong, const std::string& diff_command) {
  const auto& position = positions[wrong.position];
  return "{" + header_json(d) + ",\"counts_equal\":false,\"wrong_count\":{\"engine\":" +
         std::to_string(wrong.engine + 1) + ",\"command\":" + json_string(d.engine_labels[wrong.engine]) +
         ",\"position\":" + std::to_string(wrong.position + 1) + ",\"origin\":" + json_string(position.origin) +
         ",\"fen\":" + json_string(position.fen) + ",\"counted\":" + std::to_string(wrong.counted) +
         ",\"expected\":" + std::to_string(position.nodes) + ",\"round\":" + std::to_string(wrong.round) +
         ",\"perft_diff\":" + json_string(diff_command) + "}}";
}

}  // namespace perftkit::bench

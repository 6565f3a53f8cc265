#include "bench/bench_summary.h"

#include <cmath>
#include <stdexcept>

namespace perftkit::bench {
namespace {

std::vector<double> seconds_of(const std::vector<Timing>& timings, Clock clock) {
  std::vector<double> seconds;
  for (const auto& t : timings) {
    const double value = clock == Clock::cpu ? t.cpu : t.wall;
    if (!(value > 0)) throw std::invalid_argument("a time of 0 s was measured: raise --depth");
    seconds.push_back(value);
  }
  return seconds;
}

EngineFigures figures(const std::vector<double>& seconds, double nodes) {
  EngineFigures f{spread_of(seconds), 0};
  f.nodes_per_second = nodes / f.seconds.median;
  return f;
}

Comparison compare(const std::vector<double>& engine, const std::vector<double>& baseline, double level,
                   double threshold_percent) {
  std::vector<double> ratios, log_ratios;
  for (std::size_t r = 0; r < engine.size(); ++r) {
    ratios.push_back(engine[r] / baseline[r]);
    log_ratios.push_back(std::log(ratios.back()));
  }
  Comparison c;
  c.ratio_of_medians = median(engine) / median(baseline);
  c.median_of_ratios = median(ratios);
  c.round_ratios = ratios;
  c.log_shift = hodges_lehmann(log_ratios, level);
  c.verdict = judge(c.log_shift, threshold_percent);
  return c;
}

}  // namespace

BenchSummary summarize(const BenchSamples& samples, const std::vector<BenchPosition>& positions, Clock clock,
                       double level, double threshold_percent) {
  const std::size_t engines = samples.timing.size();
  BenchSummary summary;
  std::vector<std::vector<double>> totals(engines);
  double total_nodes = 0;
  for (std::size_t p = 0; p < positions.size(); ++p) {
    const double nodes = static_cast<double>(positions[p].nodes);
    total_nodes += nodes;
    std::vector<std::vector<double>> seconds(engines);
    auto& row = summary.positions.emplace_back();
    for (std::size_t e = 0; e < engines; ++e) {
      seconds[e] = seconds_of(samples.timing[e][p], clock);
      row.push_back(figures(seconds[e], nodes));
      totals[e].resize(seconds[e].size());
      for (std::size_t r = 0; r < seconds[e].size(); ++r) totals[e][r] += seconds[e][r];
    }
    auto& ratios = summary.position_ratios.emplace_back();
    for (std::size_t e = 1; e < engines; ++e) ratios.push_back(compare(seconds[e], seconds[0], level, threshold_percent));
  }
  for (std::size_t e = 0; e < engines; ++e) summary.total.push_back(figures(totals[e], total_nodes));
  for (std::size_t e = 1; e < engines; ++e)
    summary.total_ratios.push_back(compare(totals[e], totals[0], level, threshold_percent));
  std::vector<double> reference;
  for (const auto& t : samples.reference) reference.push_back(t.wall);
  summary.reference_seconds = spread_of(reference);
  summary.load_changed = summary.reference_seconds.relative_range() > kLoadChangeRange;
  return summary;
}

}  // namespace perftkit::bench

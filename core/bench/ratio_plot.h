#pragma once
// perft-bench's --plot: the per-round time ratio of each engine to the
// baseline, as percent change (x: measured round, y: +5 % = 5 % slower),
// with each engine's Hodges-Lehmann estimate as a line across and its
// interval as a band of the same, lighter, colour; 0 % is the black line.
// A trend across the rounds, or one round far off, shows at a glance.
#include <string>
#include <vector>

#include "bench/bench_summary.h"

namespace perftkit::bench {

// Colour order of the engines 2, 3, ...: blue, orange, green, red, purple.
std::string ratio_plot_png(const std::vector<Comparison>& against_baseline);

}  // namespace perftkit::bench

#include "report.h"

#include <algorithm>
#include <cstdio>

#include "common/build_info.h"
#include "common/text.h"
#include "io/json.h"

namespace perftkit::dragon_prof {
namespace {

double per_second(double count, double seconds) { return seconds > 0 ? count / seconds : 0; }

// Totals over all positions.
struct Totals {
  std::uint64_t nodes = 0, moves = 0;
  double seconds = 0;
  double ticks_per_second = 0;  // mean of the per-run calibrations
  double interval_ticks = 0;    // the hooks' own share of each billed interval (mean of the runs)
  ProfileCounters counters;

  // Ticks with the hooks' own share removed.
  double net(std::uint64_t ticks, std::uint64_t intervals) const {
    return std::max(0.0, static_cast<double>(ticks) - interval_ticks * static_cast<double>(intervals));
  }
  double section(std::size_t s) const { return net(counters.section_ticks[s], counters.section_intervals[s]); }
  double evasion() const { return net(counters.evasion_ticks, counters.evasion_intervals); }
  double quiet() const { return net(counters.quiet_ticks, counters.quiet_intervals); }
};

Totals totals_of(const Report& report) {
  Totals t;
  for (const auto& p : report.positions) {
    t.nodes += p.nodes;
    t.moves += p.profiled.counters.moves;
    t.seconds += p.median_seconds;
    t.ticks_per_second += p.profiled.ticks_per_second / static_cast<double>(report.positions.size());
    t.interval_ticks += p.profiled.interval_ticks / static_cast<double>(report.positions.size());
    t.counters += p.profiled.counters;
  }
  return t;
}

double ns_per(double ticks, double count, double ticks_per_second) {
  return count > 0 && ticks_per_second > 0 ? ticks / count / ticks_per_second * 1e9 : 0;
}

std::string status(const PositionResult& p) {
  if (!p.matches) return "MISMATCH (expected " + p.reference.value_or("the shipped count") + ")";
  return p.reference ? "ok" : "no reference";
}

}  // namespace

bool Report::all_match() const {
  return std::all_of(positions.begin(), positions.end(), [](const auto& p) { return p.matches; });
}

void write_table(std::ostream& out, const Report& report) {
  out << "dragon-prof: " << report.positions.size() << " position(s), " << report.threads << " thread(s), median of "
      << report.repeat << " run(s), sliders: " << report.slider_scheme << "\n\n";
  out << "  #  depth         nodes  Mnodes/s  ns/move  check\n";
  for (std::size_t i = 0; i < report.positions.size(); ++i) {
    const auto& p = report.positions[i];
    char line[160];
    std::snprintf(line, sizeof line, "%3zu  %5d  %12llu  %8s  %7s  ", i + 1, p.depth,
                  static_cast<unsigned long long>(p.nodes), fixed(per_second(p.nodes, p.median_seconds) / 1e6, 1).c_str(),
                  fixed(p.median_seconds * 1e9 / std::max<double>(1, p.profiled.counters.moves), 2).c_str());
    out << line << status(p) << '\n';
  }
  const Totals t = totals_of(report);
  out << "\nTotal: " << t.nodes << " nodes in " << fixed(t.seconds, 3) << " s, "
      << fixed(per_second(t.nodes, t.seconds) / 1e6, 1) << " Mnodes/s, "
      << fixed(t.seconds * 1e9 / std::max<double>(1, t.moves), 2) << " ns per generated move (" << t.moves
      << " moves)\n";

  const auto& c = t.counters;
  double section_total = 0;
  for (std::size_t s = 0; s < c.section_ticks.size(); ++s) section_total += t.section(s);
  const double calls = static_cast<double>(c.evasion_nodes + c.quiet_nodes);
  out << "\nGeneration time by part (the shipped generator with timing hooks; the hooks' own cost, measured on\n"
         "empty sections, is subtracted; a depth-2 node's children bill their own generations):\n";
  for (std::size_t s = 0; s < c.section_ticks.size(); ++s)
    out << "  " << dragon::kSectionNames[s] << std::string(22 - std::string(dragon::kSectionNames[s]).size(), ' ')
        << fixed(section_total > 0 ? 100.0 * t.section(s) / section_total : 0, 1) << " %   "
        << fixed(ns_per(t.section(s), calls, t.ticks_per_second), 1) << " ns per generation\n";
  out << "\nCheck evasion vs quiet positions:\n"
      << "  in check   " << c.evasion_nodes << " generations (" << fixed(calls > 0 ? 100.0 * c.evasion_nodes / calls : 0, 1)
      << " %), " << fixed(ns_per(t.evasion(), c.evasion_nodes, t.ticks_per_second), 1) << " ns each\n"
      << "  quiet      " << c.quiet_nodes << " generations, "
      << fixed(ns_per(t.quiet(), c.quiet_nodes, t.ticks_per_second), 1) << " ns each\n";
  out << "  " << c.nested_generations << " of the generations ran inside their parent's (the depth-2 node's children)\n";
  if (c.dropped_intervals) out << "  (" << c.dropped_intervals << " timed intervals left out: interrupted by the scheduler)\n";
  out << "\nAttack-table lookups: " << c.leaper_lookups << " leaper, " << c.slider_lookups << " slider ("
      << fixed(calls > 0 ? c.leaper_lookups / calls : 0, 1) << " + " << fixed(calls > 0 ? c.slider_lookups / calls : 0, 1)
      << " per generation)\n";
}

void write_json(std::ostream& out, const Report& report) {
  const Totals t = totals_of(report);
  const auto& c = t.counters;
  const double calls = static_cast<double>(c.evasion_nodes + c.quiet_nodes);
  out << "{\n  \"tool\": \"dragon-prof\",\n  \"version\": " << json_string(build_description())
      << ",\n  \"slider_scheme\": " << json_string(report.slider_scheme)
      << ",\n  \"threads\": " << report.threads << ",\n  \"repeat\": " << report.repeat << ",\n  \"all_match\": "
      << (report.all_match() ? "true" : "false") << ",\n  \"positions\": [\n";
  for (std::size_t i = 0; i < report.positions.size(); ++i) {
    const auto& p = report.positions[i];
    out << "    {\"fen\": " << json_string(p.fen) << ", \"depth\": " << p.depth << ", \"nodes\": " << p.nodes
        << ", \"reference\": " << (p.reference ? *p.reference : "null") << ", \"matches\": " << (p.matches ? "true" : "false")
        << ", \"seconds\": " << p.median_seconds << ", \"nodes_per_second\": " << per_second(p.nodes, p.median_seconds)
        << ", \"profiled_nodes\": " << p.profiled.nodes << ", \"nested_generations\": " << p.profiled.counters.nested_generations
        << ", \"moves\": " << p.profiled.counters.moves
        << ", \"ns_per_move\": " << p.median_seconds * 1e9 / std::max<double>(1, p.profiled.counters.moves) << "}"
        << (i + 1 < report.positions.size() ? "," : "") << "\n";
  }
  out << "  ],\n  \"total\": {\"nodes\": " << t.nodes << ", \"seconds\": " << t.seconds
      << ", \"nodes_per_second\": " << per_second(t.nodes, t.seconds) << ", \"moves\": " << t.moves
      << ", \"ns_per_move\": " << t.seconds * 1e9 / std::max<double>(1, t.moves) << "},\n";
  out << "  \"breakdown\": {\n    \"ticks_per_second\": " << t.ticks_per_second
      << ",\n    \"interval_ticks\": " << t.interval_ticks << ",\n    \"sections\": {";
  for (std::size_t s = 0; s < c.section_ticks.size(); ++s)
    out << (s ? ", " : "") << json_string(dragon::kSectionNames[s]) << ": " << static_cast<std::uint64_t>(t.section(s));
  out << "},\n    \"evasion\": {\"generations\": " << c.evasion_nodes << ", \"ticks\": " << static_cast<std::uint64_t>(t.evasion())
      << ", \"ns_each\": " << ns_per(t.evasion(), c.evasion_nodes, t.ticks_per_second) << "},\n"
      << "    \"quiet\": {\"generations\": " << c.quiet_nodes << ", \"ticks\": " << static_cast<std::uint64_t>(t.quiet())
      << ", \"ns_each\": " << ns_per(t.quiet(), c.quiet_nodes, t.ticks_per_second) << "},\n"
      << "    \"lookups\": {\"leaper\": " << c.leaper_lookups << ", \"slider\": " << c.slider_lookups
      << ", \"per_generation\": " << (calls > 0 ? (c.leaper_lookups + c.slider_lookups) / calls : 0) << "},\n"
      << "    \"nested_generations\": " << c.nested_generations << ",\n"
      << "    \"dropped_intervals\": " << c.dropped_intervals << "\n  }\n}\n";
}

}  // namespace perftkit::dragon_prof

#include "enumeration_report.h"

#include <iomanip>
#include <string>

#include "common/build_info.h"
#include "io/json.h"

namespace perftkit::tool {
namespace {

// Column names and values of one ply, in output order. The breakdown is
// given over lines (lines_*) and, with --distinct, over distinct positions.
std::vector<std::pair<std::string, std::uint64_t>> columns(const PlyStats& s, std::span<const std::string_view> categories,
                                                           bool distinct) {
  std::vector<std::pair<std::string, std::uint64_t>> row{{"ply", static_cast<std::uint64_t>(s.ply)}, {"lines", s.lines}};
  if (distinct) row.emplace_back("distinct", s.distinct);
  for (std::size_t c = 0; c < categories.size(); ++c)
    row.emplace_back("lines_" + std::string(categories[c]), s.lines_in[c]);
  if (distinct)
    for (std::size_t c = 0; c < categories.size(); ++c)
      row.emplace_back("distinct_" + std::string(categories[c]), s.distinct_in[c]);
  return row;
}

}  // namespace

void write_report(std::ostream& out, const std::vector<PlyStats>& plies, std::span<const std::string_view> categories,
                  bool distinct, OutputFormat format) {
  if (plies.empty()) return;
  const auto header = columns(plies.front(), categories, distinct);
  switch (format) {
    case OutputFormat::kCsv:
      for (std::size_t i = 0; i < header.size(); ++i) out << (i ? "," : "") << header[i].first;
      out << '\n';
      for (const auto& ply : plies) {
        auto row = columns(ply, categories, distinct);
        for (std::size_t i = 0; i < row.size(); ++i) out << (i ? "," : "") << row[i].second;
        out << '\n';
      }
      break;
    case OutputFormat::kJson:
      out << "[\n";
      for (std::size_t p = 0; p < plies.size(); ++p) {
        auto row = columns(plies[p], categories, distinct);
        out << "  {\"version\": " << json_string(build_description());
        for (const auto& [name, value] : row) out << ", \"" << name << "\": " << value;
        out << (p + 1 < plies.size() ? "},\n" : "}\n");
      }
      out << "]\n";
      break;
    case OutputFormat::kText:
      // One block per ply: wide tables of 17 columns do not fit a terminal.
      for (const auto& ply : plies) {
        for (const auto& [name, value] : columns(ply, categories, distinct)) out << std::left << std::setw(22) << name << value << '\n';
        out << '\n';
      }
      break;
  }
}

}  // namespace perftkit::tool

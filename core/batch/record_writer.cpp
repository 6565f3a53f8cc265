#include "batch/record_writer.h"

#include <algorithm>
#include <iomanip>

#include "common/build_info.h"
#include "common/input_error.h"
#include "common/text.h"
#include "io/json.h"
#include "perft/stats_text.h"

namespace perftkit::batch {
namespace {

// "D1 ok, D2 FAIL (expected 401)"; empty when the input had no counts.
std::string verdicts(const BatchRecord& record) {
  std::string text;
  for (const auto& d : record.perft) {
    if (!d.expected) continue;
    if (!text.empty()) text += ", ";
    text += "D" + std::to_string(d.depth) + (d.ok() ? " ok" : " FAIL (expected " + *d.expected + ")");
  }
  return text;
}

std::string operations_text(const BatchRecord& record) {
  std::string text;
  for (const auto& [name, value] : record.operations) text += (text.empty() ? "" : "; ") + name + " " + value;
  return text;
}

class JsonLinesWriter : public RecordWriter {
 public:
  void begin(std::ostream&) const override {}

  void write(std::ostream& out, const BatchRecord& r) const override {
    out << "{\"line\":" << r.line_number;
    if (r.bad()) {
      out << ",\"error\":" << json_string(r.error) << "}\n";
      return;
    }
    out << ",\"fen\":" << json_string(r.fen) << ",\"side\":" << json_string(r.side_to_move)
        << ",\"legal\":" << r.moves.nodes;
    for (std::size_t c = 0; c < r.columns.size(); ++c)
      if (r.columns[c].summary) out << "," << json_string(r.columns[c].name) << ":" << r.moves.counts[c];
    out << ",\"in_check\":" << (r.in_check ? "true" : "false") << ",\"status\":" << json_string(r.status)
        << ",\"perft\":[";
    for (std::size_t i = 0; i < r.perft.size(); ++i) out << (i ? "," : "") << r.perft[i].count_json;
    out << "]";
    if (!r.stats.empty()) {
      out << ",\"stats\":[";
      for (std::size_t d = 0; d < r.stats.size(); ++d)
        out << (d ? "," : "") << "{" << stats_json_members("\"depth\":" + std::to_string(d + 1), r.columns, r.stats[d])
            << "}";
      out << "]";
    }
    bool any_expected = false;
    for (const auto& d : r.perft) any_expected |= d.expected.has_value();
    if (any_expected) {
      out << ",\"verify\":{";
      bool first = true;
      for (const auto& d : r.perft) {
        if (!d.expected) continue;
        out << (first ? "" : ",") << "\"D" << d.depth << "\":" << (d.ok() ? "\"ok\"" : "\"FAIL\"");
        first = false;
      }
      out << "},\"ok\":" << (r.failed() ? "false" : "true");
    }
    if (!r.operations.empty()) {
      out << ",\"epd\":{";
      for (std::size_t i = 0; i < r.operations.size(); ++i)
        out << (i ? "," : "") << json_string(r.operations[i].first) << ":" << json_string(r.operations[i].second);
      out << "}";
    }
    out << "}\n";
  }

  void end(std::ostream& out, const BatchTotals& t) const override {
    out << "{\"totals\":{\"version\":" << json_string(build_description()) << ",\"positions\":" << t.positions
        << ",\"failed\":" << t.failed << ",\"bad_lines\":" << t.bad_lines
        << ",\"seconds\":" << fixed(t.seconds, 6) << ",\"nodes\":" << fixed(t.nodes, 0)
        << ",\"nodes_per_second\":" << fixed(t.nodes_per_second(), 0)
        << ",\"positions_per_second\":" << fixed(t.positions_per_second(), 1) << "}}\n";
  }
};

// RFC 4180 quoting where a field needs it.
std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\n") == std::string::npos) return text;
  std::string quoted = "\"";
  for (char c : text) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

class CsvWriter : public RecordWriter {
 public:
  explicit CsvWriter(const RecordLayout& layout) : layout_(layout) {}

  // With --stats, d<depth>_<column> for every depth and column after the
  // perft counts (the nodes of a depth are its perft count).
  void begin(std::ostream& out) const override {
    out << "line,fen,side,legal";
    for (const auto& column : layout_.columns)
      if (column.summary) out << ',' << column.name;
    out << ",in_check,status";
    for (int d = 1; d <= layout_.depth; ++d) out << ",perft" << d;
    for (int d = 1; layout_.stats && d <= layout_.depth; ++d)
      for (const auto& column : layout_.columns) out << ",d" << d << '_' << column.name;
    out << ",verify,epd,error\n";
  }

  void write(std::ostream& out, const BatchRecord& r) const override {
    out << r.line_number;
    if (r.bad()) {
      out << std::string(fields() - 1, ',') << csv_field(r.error) << "\n";
      return;
    }
    out << ',' << csv_field(r.fen) << ',' << r.side_to_move << ',' << r.moves.nodes;
    for (std::size_t c = 0; c < r.columns.size(); ++c)
      if (r.columns[c].summary) out << ',' << r.moves.counts[c];
    out << ',' << (r.in_check ? 1 : 0) << ',' << r.status;
    for (const auto& d : r.perft) out << ',' << d.count;
    for (const auto& row : r.stats)
      for (const auto& count : row.counts) out << ',' << count.text;
    out << ',' << csv_field(verdicts(r)) << ',' << csv_field(operations_text(r)) << ",\n";
  }

  void end(std::ostream& out, const BatchTotals& t) const override {
    out << "# totals: positions " << t.positions << ", failed " << t.failed << ", bad lines " << t.bad_lines << ", "
        << fixed(t.seconds, 3) << " s, " << fixed(t.nodes, 0) << " nodes, " << fixed(t.nodes_per_second(), 0)
        << " nodes/s, " << fixed(t.positions_per_second(), 1) << " positions/s\n";
  }

 private:
  // Every field of a row, the line number and the error included.
  std::size_t fields() const {
    std::size_t summary = 0;
    for (const auto& column : layout_.columns) summary += column.summary;
    const std::size_t depth = static_cast<std::size_t>(layout_.depth);
    return 4 + summary + 2 + depth + (layout_.stats ? depth * layout_.columns.size() : 0) + 3;
  }

  RecordLayout layout_;
};

// Each summary column as wide as its name (at least 6); with --stats the
// record's statistics follow it as an indented table, one row per depth.
class TableWriter : public RecordWriter {
 public:
  explicit TableWriter(const RecordLayout& layout) : layout_(layout) {}

  void begin(std::ostream& out) const override {
    out << std::left << std::setw(7) << "line" << std::setw(5) << "side" << std::right << std::setw(6) << "legal";
    for (const auto& column : layout_.columns)
      if (column.summary) out << ' ' << std::setw(width(column)) << column.name;
    out << "  " << std::left << std::setw(22) << "status";
    for (int d = 1; d <= layout_.depth; ++d) out << std::right << std::setw(14) << ("perft(" + std::to_string(d) + ")");
    out << "  " << std::left << "fen / verification\n";
  }

  void write(std::ostream& out, const BatchRecord& r) const override {
    out << std::left << std::setw(7) << r.line_number;
    if (r.bad()) {
      out << "bad line: " << r.error << "\n";
      return;
    }
    std::string status = r.status + (r.in_check && r.status == "ongoing" ? " (check)" : "");
    out << std::setw(5) << r.side_to_move << std::right << std::setw(6) << r.moves.nodes;
    for (std::size_t c = 0; c < r.columns.size(); ++c)
      if (r.columns[c].summary) out << ' ' << std::setw(width(r.columns[c])) << r.moves.counts[c];
    out << "  " << std::left << std::setw(22) << status;
    for (const auto& d : r.perft) out << std::right << std::setw(14) << d.count;
    out << "  " << r.fen;
    if (auto v = verdicts(r); !v.empty()) out << "  [" << v << "]";
    out << "\n";
    if (!r.stats.empty()) {
      LabelledStatRows<StatsCells> depths;
      for (std::size_t d = 0; d < r.stats.size(); ++d) depths.emplace_back(std::to_string(d + 1), r.stats[d]);
      print_stats_table(out, "depth", r.columns, depths, std::string(7, ' '));
    }
  }

  void end(std::ostream& out, const BatchTotals& t) const override {
    out << "\n"
        << t.positions << " positions, " << t.failed << " failed, " << t.bad_lines << " bad lines; "
        << fixed(t.seconds, 3) << " s, " << fixed(t.nodes, 0) << " nodes, " << fixed(t.nodes_per_second(), 0)
        << " nodes/s, " << fixed(t.positions_per_second(), 1) << " positions/s\n";
  }

 private:
  static int width(const StatColumn& column) { return std::max<int>(6, static_cast<int>(column.name.size())); }

  RecordLayout layout_;
};

}  // namespace

std::unique_ptr<RecordWriter> make_record_writer(const std::string& format, const RecordLayout& layout) {
  if (format == "jsonl") return std::make_unique<JsonLinesWriter>();
  if (format == "csv") return std::make_unique<CsvWriter>(layout);
  if (format == "table") return std::make_unique<TableWriter>(layout);
  throw_input_error("--format", "unknown format '" + format + "' (known: jsonl, csv, table)");
}

}  // namespace perftkit::batch

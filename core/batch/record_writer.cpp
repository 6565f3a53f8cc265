#include "batch/record_writer.h"

#include <iomanip>

#include "common/build_info.h"
#include "common/input_error.h"
#include "common/text.h"
#include "io/json.h"

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
        << ",\"legal\":" << r.legal_moves << ",\"captures\":" << r.captures << ",\"checks\":" << r.checks
        << ",\"promotions\":" << r.promotions << ",\"drops\":" << r.drops << ",\"jokers\":" << r.jokers << ",\"castling\":" << r.castling
        << ",\"in_check\":" << (r.in_check ? "true" : "false") << ",\"status\":" << json_string(r.status)
        << ",\"perft\":[";
    for (std::size_t i = 0; i < r.perft.size(); ++i) out << (i ? "," : "") << r.perft[i].count_json;
    out << "]";
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
  explicit CsvWriter(int depth) : depth_(depth) {}

  void begin(std::ostream& out) const override {
    out << "line,fen,side,legal,captures,checks,promotions,drops,jokers,castling,in_check,status";
    for (int d = 1; d <= depth_; ++d) out << ",perft" << d;
    out << ",verify,epd,error\n";
  }

  void write(std::ostream& out, const BatchRecord& r) const override {
    out << r.line_number;
    if (r.bad()) {
      out << std::string(11 + depth_ + 2, ',') << "," << csv_field(r.error) << "\n";
      return;
    }
    out << ',' << csv_field(r.fen) << ',' << r.side_to_move << ',' << r.legal_moves << ',' << r.captures << ','
        << r.checks << ',' << r.promotions << ',' << r.drops << ',' << r.jokers << ',' << r.castling << ',' << (r.in_check ? 1 : 0) << ','
        << r.status;
    for (const auto& d : r.perft) out << ',' << d.count;
    out << ',' << csv_field(verdicts(r)) << ',' << csv_field(operations_text(r)) << ",\n";
  }

  void end(std::ostream& out, const BatchTotals& t) const override {
    out << "# totals: positions " << t.positions << ", failed " << t.failed << ", bad lines " << t.bad_lines << ", "
        << fixed(t.seconds, 3) << " s, " << fixed(t.nodes, 0) << " nodes, " << fixed(t.nodes_per_second(), 0)
        << " nodes/s, " << fixed(t.positions_per_second(), 1) << " positions/s\n";
  }

 private:
  int depth_;
};

class TableWriter : public RecordWriter {
 public:
  explicit TableWriter(int depth) : depth_(depth) {}

  void begin(std::ostream& out) const override {
    out << std::left << std::setw(7) << "line" << std::setw(5) << "side" << std::right << std::setw(6) << "legal"
        << std::setw(6) << "capt" << std::setw(6) << "chk" << std::setw(6) << "prom" << std::setw(6) << "drop"
        << std::setw(6) << "jokr" << std::setw(6) << "cast" << "  " << std::left << std::setw(22) << "status";
    for (int d = 1; d <= depth_; ++d) out << std::right << std::setw(14) << ("perft(" + std::to_string(d) + ")");
    out << "  " << std::left << "fen / verification\n";
  }

  void write(std::ostream& out, const BatchRecord& r) const override {
    out << std::left << std::setw(7) << r.line_number;
    if (r.bad()) {
      out << "bad line: " << r.error << "\n";
      return;
    }
    std::string status = r.status + (r.in_check && r.status == "ongoing" ? " (check)" : "");
    out << std::setw(5) << r.side_to_move << std::right << std::setw(6) << r.legal_moves << std::setw(6) << r.captures
        << std::setw(6) << r.checks << std::setw(6) << r.promotions << std::setw(6) << r.drops << std::setw(6)
        << r.jokers << std::setw(6) << r.castling << "  " << std::left << std::setw(22) << status;
    for (const auto& d : r.perft) out << std::right << std::setw(14) << d.count;
    out << "  " << r.fen;
    if (auto v = verdicts(r); !v.empty()) out << "  [" << v << "]";
    out << "\n";
  }

  void end(std::ostream& out, const BatchTotals& t) const override {
    out << "\n"
        << t.positions << " positions, " << t.failed << " failed, " << t.bad_lines << " bad lines; "
        << fixed(t.seconds, 3) << " s, " << fixed(t.nodes, 0) << " nodes, " << fixed(t.nodes_per_second(), 0)
        << " nodes/s, " << fixed(t.positions_per_second(), 1) << " positions/s\n";
  }

 private:
  int depth_;
};

}  // namespace

std::unique_ptr<RecordWriter> make_record_writer(const std::string& format, int depth) {
  if (format == "jsonl") return std::make_unique<JsonLinesWriter>();
  if (format == "csv") return std::make_unique<CsvWriter>(depth);
  if (format == "table") return std::make_unique<TableWriter>(depth);
  throw_input_error("--format", "unknown format '" + format + "' (known: jsonl, csv, table)");
}

}  // namespace perftkit::batch

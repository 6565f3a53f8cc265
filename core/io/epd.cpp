#include "io/epd.h"

#include <algorithm>
#include <vector>

#include "common/input_error.h"
#include "common/text.h"

namespace perftkit {

std::optional<std::string> EpdRecord::operation(std::string_view name) const {
  for (const auto& [key, value] : operations)
    if (key == name) return value;
  return std::nullopt;
}

std::vector<std::pair<int, std::string>> EpdRecord::depth_counts() const {
  std::vector<std::pair<int, std::string>> counts;
  for (const auto& [key, value] : operations) {
    if (key.size() < 2 || key[0] != 'D') continue;
    auto depth = parse_unsigned(std::string_view(key).substr(1));
    if (!depth) continue;
    counts.emplace_back(static_cast<int>(*depth), value);
  }
  std::sort(counts.begin(), counts.end());
  return counts;
}

namespace {

// Splits at ';' outside double quotes (an EPD string operand may hold one).
std::vector<std::string_view> split_operations(std::string_view text) {
  std::vector<std::string_view> parts;
  bool quoted = false;
  std::size_t begin = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '"') quoted = !quoted;
    else if (text[i] == ';' && !quoted) {
      parts.push_back(text.substr(begin, i - begin));
      begin = i + 1;
    }
  }
  parts.push_back(text.substr(begin));
  return parts;
}

bool is_opcode(std::string_view word) {
  auto letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
  return !word.empty() && letter(word.front()) &&
         std::all_of(word.begin(), word.end(), [&](char c) { return letter(c) || (c >= '0' && c <= '9') || c == '_'; });
}

// Where standard EPD's first operation starts in the text before the first
// ';' ("<4 FEN fields> bm e4"), or npos when that text is all FEN (perft
// suites put ';' before every operation, after a 4- or 6-field FEN). The
// fifth field of a 6-field FEN is a number, never an opcode.
std::size_t first_operation_start(std::string_view head) {
  std::size_t pos = 0;
  for (int field = 0; field < 4; ++field) {
    pos = head.find_first_not_of(" \t", pos);
    if (pos == std::string_view::npos) return pos;
    pos = head.find_first_of(" \t", pos);
    if (pos == std::string_view::npos) return pos;
  }
  std::size_t start = head.find_first_not_of(" \t", pos);
  if (start == std::string_view::npos) return start;
  std::size_t end = head.find_first_of(" \t", start);
  return is_opcode(head.substr(start, end == std::string_view::npos ? end : end - start)) ? start
                                                                                         : std::string_view::npos;
}

// "<opcode> [operands]"; a single quoted operand loses its quotes.
void add_operation(EpdRecord& record, std::string_view text) {
  text = trim(text);
  if (text.empty()) return;  // tolerate a trailing ';'
  const std::size_t space = text.find_first_of(" \t");
  const std::string name(text.substr(0, space));
  std::string_view value = space == std::string_view::npos ? std::string_view{} : trim(text.substr(space));
  if (value.size() >= 2 && value.front() == '"' && value.back() == '"' &&
      value.substr(1, value.size() - 2).find('"') == std::string_view::npos)
    value = value.substr(1, value.size() - 2);
  if (!is_opcode(name)) throw_input_error("EPD operation '" + std::string(text) + "'", "expected '<name> <value>'");
  if (name.size() >= 2 && name[0] == 'D') {
    if (!parse_unsigned(std::string_view(name).substr(1)))
      throw_input_error("EPD operation '" + name + "'", "depth is not a number");
    if (value.empty() || value.find_first_of(" \t") != std::string_view::npos)
      throw_input_error("EPD operation '" + std::string(text) + "'", "expected '<name> <value>'");
  }
  record.operations.emplace_back(name, std::string(value));
}

}  // namespace

std::optional<EpdRecord> parse_epd_line(std::string_view line) {
  std::string_view text = trim(line);
  if (text.empty() || text.front() == '#') return std::nullopt;
  auto parts = split_operations(text);
  EpdRecord record;
  std::string_view head = parts[0];
  const std::size_t operation = first_operation_start(head);
  record.fen = std::string(trim(head.substr(0, operation)));
  if (record.fen.empty()) throw_input_error("EPD line", "no FEN before the first ';'");
  if (operation != std::string_view::npos) add_operation(record, head.substr(operation));
  for (std::size_t i = 1; i < parts.size(); ++i) add_operation(record, parts[i]);
  for (const auto& [depth, value] : record.depth_counts()) {
    if (depth < 1) throw_input_error("EPD operation 'D" + std::to_string(depth) + "'", "depth must be at least 1");
    bool numeric = !value.empty() && std::all_of(value.begin(), value.end(), [](char c) {
      return (c >= '0' && c <= '9') || c == '.';
    });
    if (!numeric) throw_input_error("EPD operation 'D" + std::to_string(depth) + "'", "count '" + value + "' is not a number");
  }
  return record;
}

}  // namespace perftkit

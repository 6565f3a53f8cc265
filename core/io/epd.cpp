#include "io/epd.h"

#include <algorithm>

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

std::optional<EpdRecord> parse_epd_line(std::string_view line) {
  std::string_view text = trim(line);
  if (text.empty() || text.front() == '#') return std::nullopt;
  auto parts = split(text, ';');
  EpdRecord record;
  record.fen = std::string(trim(parts[0]));
  if (record.fen.empty()) throw_input_error("EPD line", "no FEN before the first ';'");
  for (std::size_t i = 1; i < parts.size(); ++i) {
    auto words = split_whitespace(parts[i]);
    if (words.empty()) continue;  // tolerate a trailing ';'
    if (words.size() != 2)
      throw_input_error("EPD operation '" + std::string(trim(parts[i])) + "'", "expected '<name> <value>'");
    if (words[0].size() >= 2 && words[0][0] == 'D' && !parse_unsigned(words[0].substr(1)))
      throw_input_error("EPD operation '" + words[0] + "'", "depth is not a number");
    record.operations.emplace_back(words[0], words[1]);
  }
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

#include "uci/divide_parser.h"

#include <cctype>

#include "common/text.h"

namespace perftkit::uci {
namespace {

bool is_lower(char c) { return c >= 'a' && c <= 'z'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// A square: a file letter and a rank of one or two digits (a1..j10).
// Returns the length consumed, 0 if `text` does not start with a square.
std::size_t square_length(std::string_view text) {
  if (text.size() < 2 || !is_lower(text[0]) || !is_digit(text[1])) return 0;
  return text.size() >= 3 && is_digit(text[2]) ? 3 : 2;
}

bool looks_like_move(std::string_view text) {
  // Drop: piece letter, '@', square.
  if (text.size() >= 4 && std::isalpha(static_cast<unsigned char>(text[0])) && text[1] == '@')
    return square_length(text.substr(2)) == text.size() - 2;
  std::size_t from = square_length(text);
  if (from == 0) return false;
  std::size_t to = square_length(text.substr(from));
  if (to == 0) return false;
  std::size_t rest = text.size() - from - to;
  // Optional promotion (or gating) piece letter.
  return rest == 0 || (rest == 1 && std::isalpha(static_cast<unsigned char>(text.back())));
}

std::string lower(std::string_view text) {
  std::string result(text);
  for (char& c : result) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return result;
}

}  // namespace

std::optional<std::pair<std::string, std::uint64_t>> parse_divide_move_line(std::string_view line) {
  auto words = split_whitespace(line);
  if (words.size() != 2) return std::nullopt;
  std::string move = words[0];
  if (!move.empty() && move.back() == ':') move.pop_back();
  if (!looks_like_move(move)) return std::nullopt;
  auto count = parse_unsigned(words[1]);
  if (!count) return std::nullopt;
  return std::pair{move, *count};
}

std::optional<std::uint64_t> parse_divide_total_line(std::string_view line) {
  std::string text = lower(trim(line));
  for (std::string_view label : {"nodes searched:", "total nodes:", "total:"}) {
    if (text.starts_with(label)) return parse_unsigned(trim(std::string_view(text).substr(label.size())));
  }
  return std::nullopt;
}

bool DivideParser::feed(std::string_view line) {
  if (complete_) return true;
  if (auto total = parse_divide_total_line(line)) {
    result_.total = *total;
    complete_ = true;
  } else if (auto move = parse_divide_move_line(line)) {
    result_.moves.push_back(std::move(*move));
  }
  return complete_;
}

}  // namespace perftkit::uci

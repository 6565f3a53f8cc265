#pragma once
// The record of every journal: one line of tab-separated fields, then a
// tab and the CRC-32 of everything before it, then a line feed. A reader
// checks a line's end and checksum before any field is looked at, so a
// truncated or damaged journal is always an InputError, never a count.
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include "common/input_error.h"
#include "journal/crc32.h"

namespace perftkit::journal {

inline std::string hex(std::uint64_t value, int digits) {
  std::string text(static_cast<std::size_t>(digits), '0');
  for (int i = digits - 1; i >= 0; --i, value >>= 4) text[static_cast<std::size_t>(i)] = "0123456789abcdef"[value & 15];
  return text;
}

// Joins fields with tabs and appends "<TAB>crc32<LF>".
inline std::string sealed_line(const std::vector<std::string>& fields) {
  std::string line;
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (fields[i].find_first_of("\t\n\r") != std::string::npos)
      throw_input_error("checkpoint field '" + fields[i] + "'", "contains a tab or line break");
    if (i) line += '\t';
    line += fields[i];
  }
  return line + '\t' + hex(crc32(line), 8) + '\n';
}

// The fields of `text` between `separator`s (tabs in a line, commas in a list field).
inline std::vector<std::string_view> split_on(std::string_view text, char separator) {
  std::vector<std::string_view> fields;
  std::size_t start = 0;
  for (;;) {
    std::size_t end = text.find(separator, start);
    fields.push_back(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
    if (end == std::string_view::npos) return fields;
    start = end + 1;
  }
}

// What the checksum of one line (without its line end) says.
enum class Seal { kWhole, kNoChecksum, kBadChecksumField, kMismatch };

inline Seal seal_of(std::string_view line) noexcept {
  const std::size_t tab = line.rfind('\t');
  if (tab == std::string_view::npos || line.size() - tab - 1 != 8) return Seal::kNoChecksum;
  const std::string_view digits = line.substr(tab + 1);
  std::uint32_t stored = 0;
  auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), stored, 16);
  if (error != std::errc{} || end != digits.data() + digits.size()) return Seal::kBadChecksumField;
  return stored == crc32(line.substr(0, tab)) ? Seal::kWhole : Seal::kMismatch;
}

// Reads one line's fields after checking its line end and checksum.
class JournalLineReader {
 public:
  JournalLineReader(std::string_view text, std::string source) : text_(text), source_(std::move(source)) {}

  bool at_end() const { return position_ == text_.size(); }
  int line_number() const { return line_number_; }

  std::vector<std::string_view> next() {
    ++line_number_;
    std::size_t newline = text_.find('\n', position_);
    if (newline == std::string_view::npos) fail("truncated record (no end of line)");
    std::string_view line = text_.substr(position_, newline - position_);
    position_ = newline + 1;
    switch (seal_of(line)) {
      case Seal::kNoChecksum: fail("corrupted record (no checksum)");
      case Seal::kBadChecksumField: fail("corrupted record (bad checksum field)");
      case Seal::kMismatch: fail("corrupted record (checksum mismatch)");
      case Seal::kWhole: break;
    }
    return split_on(line.substr(0, line.rfind('\t')), '\t');
  }

  [[noreturn]] void fail(const std::string& problem) const {
    throw_input_error(source_ + " line " + std::to_string(line_number_), problem);
  }

  template <class Int>
  Int number(std::string_view text, const char* field, int base = 10) const {
    Int value{};
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value, base);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size() || text[0] == '-')
      fail(std::string("malformed ") + field + " '" + std::string(text) + "'");
    return value;
  }

 private:
  std::string_view text_;
  std::string source_;
  std::size_t position_ = 0;
  int line_number_ = 0;
};

}  // namespace perftkit::journal

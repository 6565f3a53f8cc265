#pragma once
// A list of counts as one journal field, "c0,c1,...", as the enumeration
// journals write lines and distinct positions per classifier category.
// Reading is strict: every part a decimal count, exactly the expected
// number of them (none for a classifier without categories: an empty field).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "journal/sealed_record.h"

namespace perftkit::journal {

inline std::string join_counts(const std::vector<std::uint64_t>& counts) {
  std::string text;
  for (std::size_t i = 0; i < counts.size(); ++i) text += (i ? "," : "") + std::to_string(counts[i]);
  return text;
}

// Throws (through `reader`, naming the line) for a malformed count or
// another number of counts than `expected`.
inline std::vector<std::uint64_t> read_counts(const JournalLineReader& reader, std::string_view text,
                                              std::size_t expected, const char* field) {
  std::vector<std::uint64_t> counts;
  if (expected == 0) {
    if (!text.empty()) reader.fail(std::string("malformed ") + field + " (no categories expected)");
    return counts;
  }
  for (auto part : split_on(text, ',')) counts.push_back(reader.number<std::uint64_t>(part, field));
  if (counts.size() != expected)
    reader.fail(std::string(field) + " has " + std::to_string(counts.size()) + " categories, expected " +
                std::to_string(expected));
  return counts;
}

}  // namespace perftkit::journal

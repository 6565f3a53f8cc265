#pragma once
// Small string helpers used by the FEN/EPD/move-list parsers and the
// tools' reports.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace perftkit {

// Splits on runs of whitespace; empty tokens are dropped.
std::vector<std::string> split_whitespace(std::string_view text);

// Splits on a single character; keeps empty tokens.
std::vector<std::string> split(std::string_view text, char separator);

std::string_view trim(std::string_view text);

// Parses a whole decimal unsigned number; nullopt on anything else
// (signs, spaces, overflow, trailing characters).
std::optional<std::uint64_t> parse_unsigned(std::string_view text);

// `text` single-quoted for /bin/sh (a ' inside becomes '\'').
std::string shell_quoted(std::string_view text);

// `words` joined by single spaces.
std::string joined_words(const std::vector<std::string>& words);

// `value` with exactly `decimals` digits after the point ("%.*f").
std::string fixed(double value, int decimals);

}  // namespace perftkit

#pragma once
// Perft counts of any count type as exact journal text and back: a plain
// integer, or a weighted count (an exact rational such as the Raindrop
// expected model's) as "p/q" in lowest terms. Reading accepts only the
// text the writer would produce for the value read, so a count that does
// not fit its type, or is not in lowest terms, is refused, never rounded.
#include <charconv>
#include <concepts>
#include <string>
#include <string_view>
#include <type_traits>

#include "common/input_error.h"
#include "perft/count_text.h"

namespace perftkit {

template <class Count>
std::string count_to_journal_text(const Count& count) {
  return count_text(count);
}

namespace detail {

inline bool parse_decimal_u128(std::string_view text, unsigned __int128& value) {
  if (text.empty()) return false;
  value = 0;
  constexpr unsigned __int128 kMax = ~static_cast<unsigned __int128>(0);
  for (char c : text) {
    if (c < '0' || c > '9') return false;
    const unsigned digit = static_cast<unsigned>(c - '0');
    if (value > (kMax - digit) / 10) return false;
    value = value * 10 + digit;
  }
  return true;
}

}  // namespace detail

// Throws InputError naming `what` when `text` is not exactly a Count's journal text.
template <class Count>
Count count_from_journal_text(std::string_view text, const std::string& what) {
  auto refuse = [&] {
    throw_input_error(what, "count '" + std::string(text) + "' is not an exact count of this run's type");
  };
  if constexpr (std::is_integral_v<Count>) {
    Count value{};
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || text[0] == '-' || error != std::errc{} || end != text.data() + text.size()) refuse();
    return value;
  } else {
    static_assert(std::constructible_from<Count, unsigned __int128, unsigned __int128>,
                  "a weighted count type is built from numerator and denominator");
    const std::size_t slash = text.find('/');
    unsigned __int128 numerator = 0, denominator = 1;
    if (!detail::parse_decimal_u128(text.substr(0, slash), numerator)) refuse();
    if (slash != std::string_view::npos &&
        (!detail::parse_decimal_u128(text.substr(slash + 1), denominator) || denominator == 0))
      refuse();
    Count value(numerator, denominator);
    if (count_to_journal_text(value) != text) refuse();  // not in lowest terms, or "p/1"
    return value;
  }
}

}  // namespace perftkit

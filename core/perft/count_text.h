#pragma once
// Printing and comparing perft counts of any count type: plain integers,
// or a variant's exact rational (found by ADL: to_string(count)).
#include <string>
#include <type_traits>

#include "io/json.h"

namespace perftkit {

template <class Count>
std::string count_text(const Count& count) {
  if constexpr (std::is_integral_v<Count>) {
    return std::to_string(count);
  } else {
    using std::to_string;
    return to_string(count);
  }
}

// For people: an exact rational is shown as a decimal with the exact
// value beside it, "131084.353125 (exact 41946993/320)".
template <class Count>
std::string count_display(const Count& count) {
  if constexpr (std::is_integral_v<Count>) {
    return std::to_string(count);
  } else {
    return to_decimal_string(count, 6) + " (exact " + count_text(count) + ")";
  }
}

// Integers are JSON numbers; exact rationals are JSON strings ("p/q").
template <class Count>
std::string count_json(const Count& count) {
  if constexpr (std::is_integral_v<Count>) return count_text(count);
  else return json_string(count_text(count));
}

// Nodes-per-second style rate for any count type.
template <class Count>
double count_as_double(const Count& count) {
  if constexpr (std::is_integral_v<Count>) {
    return static_cast<double>(count);
  } else {
    return to_double(count);
  }
}

}  // namespace perftkit

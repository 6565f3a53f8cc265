#pragma once
// Bad user input (FEN, EPD, move lists, options, files) is reported with
// this exception. Tools catch it, print its one-line message and exit 2.
#include <stdexcept>
#include <string>

namespace perftkit {

class InputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Builds "<what>: <problem>", e.g. "FEN field 'castling': unknown letter 'X'".
[[noreturn]] inline void throw_input_error(const std::string& what, const std::string& problem) {
  throw InputError(what + ": " + problem);
}

// `value` as an int, or an InputError such as
// "--depth: 0 is out of range (1 to 12)".
inline int in_range(const std::string& option, long long value, long long low, long long high) {
  if (value < low || value > high)
    throw_input_error(option, std::to_string(value) + " is out of range (" + std::to_string(low) + " to " +
                                  std::to_string(high) + ")");
  return static_cast<int>(value);
}

}  // namespace perftkit

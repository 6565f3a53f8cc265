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

}  // namespace perftkit

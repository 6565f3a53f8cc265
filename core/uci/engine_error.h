#pragma once
// An external engine that cannot be started, stops answering, exits early
// or answers something unparsable. Tools report it like bad input (exit 2):
// the count comparison cannot be made.
#include <stdexcept>

namespace perftkit::uci {

class EngineError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace perftkit::uci

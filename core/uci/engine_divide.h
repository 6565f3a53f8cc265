#pragma once
// An engine's answer to `go perft N`: the count below every root move, in
// the order the engine printed them, and the total it printed.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace perftkit::uci {

struct EngineDivide {
  std::vector<std::pair<std::string, std::uint64_t>> moves;
  std::uint64_t total = 0;
};

}  // namespace perftkit::uci

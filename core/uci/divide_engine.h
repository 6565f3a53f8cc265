#pragma once
// An engine that answers divides, whatever protocol it speaks (UCI's
// `go perft`, or perftree's command line): what perft-diff compares with.
#include <string>
#include <vector>

#include "uci/engine_divide.h"

namespace perftkit::uci {

class DivideEngine {
 public:
  virtual ~DivideEngine() = default;
  // The engine's own name; empty when it does not say.
  virtual const std::string& name() const = 0;
  // Divide of the position `fen` after `moves` (UCI names) at `depth`;
  // throws EngineError when the engine does not answer.
  virtual EngineDivide perft(const std::string& fen, const std::vector<std::string>& moves, int depth) = 0;
};

}  // namespace perftkit::uci

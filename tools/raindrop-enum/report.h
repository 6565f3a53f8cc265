#pragma once
// raindrop-enum-mpi's report: enumerate's (enumerate/enumeration_report.h)
// with Raindrop's categories.
#include <ostream>
#include <vector>

#include "enumerate/enumeration_report.h"
#include "raindrop/classifier.h"

namespace perftkit::tool {

inline void write_report(std::ostream& out, const std::vector<PlyStats>& plies, bool distinct, OutputFormat format) {
  write_report(out, plies, raindrop::RaindropClassifier::kNames, distinct, format);
}

}  // namespace perftkit::tool

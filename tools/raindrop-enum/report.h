#pragma once
// raindrop-enum's output: a text table, CSV (header + one row per ply) or
// a JSON array of one object per ply.
#include <ostream>
#include <vector>

#include "enum_options.h"
#include "enumerate/ply_stats.h"

namespace perftkit::tool {

void write_report(std::ostream& out, const std::vector<PlyStats>& plies, bool distinct, OutputFormat format);

}  // namespace perftkit::tool

#pragma once
// enumerate's output: a text block per ply, CSV (header + one row per
// ply) or a JSON array of one object per ply. The columns: ply, lines,
// distinct (with --distinct), then lines_<category> for each of the
// classifier's categories and, with --distinct, distinct_<category>.
#include <ostream>
#include <span>
#include <string_view>
#include <vector>

#include "enumerate/ply_stats.h"
#include "enumerate_cli_options.h"

namespace perftkit::tool {

void write_report(std::ostream& out, const std::vector<PlyStats>& plies, std::span<const std::string_view> categories,
                  bool distinct, OutputFormat format);

}  // namespace perftkit::tool

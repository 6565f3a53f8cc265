#pragma once
// Verifies one EPD suite record's expected perft counts (;Dn, or the
// exact ;Xn of chance models) against our generator.
#include <algorithm>
#include <string>
#include <vector>

#include "common/input_error.h"
#include "common/text.h"
#include "game/game_concept.h"
#include "io/epd.h"
#include "perft/count_text.h"
#include "perft/parallel_perft.h"

namespace perftkit {

struct DepthCheck {
  int depth;
  std::string expected;
  std::string got;
  bool ok;
};

// Depths above max_depth are skipped. Throws InputError for a bad FEN.
template <Game P>
std::vector<DepthCheck> check_suite_record(const EpdRecord& record, const VariantOptions& options, int max_depth,
                                           const PerftRunOptions& run) {
  const P pos = P::from_fen(record.fen, options);
  std::vector<DepthCheck> checks;
  for (const auto& [depth, value] : record.depth_counts()) {
    if (depth > max_depth) continue;
    // Chance models carry the exact value in Xn beside a rounded Dn.
    std::string expected = record.operation("X" + std::to_string(depth)).value_or(value);
    std::string got = count_text(parallel_perft(pos, depth, run));
    checks.push_back({depth, expected, got, got == expected});
  }
  return checks;
}

}  // namespace perftkit

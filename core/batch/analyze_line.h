#pragma once
// One input line of batch-analyze to its record: parses FEN/EPD, picks
// the variant's Position type (a line's own `;model` and `;jokers`
// operations select the deck model and joker rule), and turns bad input into a bad-line record instead of
// stopping the batch.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "batch/analyze_position.h"
#include "common/input_error.h"
#include "io/epd.h"
#include "registry/epd_variant_options.h"
#include "registry/variants.h"

namespace perftkit::batch {

struct BatchSettings {
  std::string variant{Variants::default_name()};
  VariantOptions options;
  int depth = 2;
  bool stats = false;  // the statistics columns for every depth 1..depth
};

// nullopt for blank lines and '#' comments.
inline std::optional<BatchRecord> analyze_line(std::uint64_t line_number, std::string_view line,
                                               const BatchSettings& settings) {
  BatchRecord record;
  try {
    auto input = parse_epd_line(line);
    if (!input) return std::nullopt;
    const VariantOptions options = line_variant_options(*input, settings.options);
    record = with_variant(settings.variant, options, [&]<Game P>(const VariantOptions& vo) {
      return analyze_position<P>(*input, vo, settings.depth, settings.stats);
    });
  } catch (const InputError& e) {
    record = BatchRecord{};
    record.error = e.what();
  }
  record.line_number = line_number;
  return record;
}

}  // namespace perftkit::batch

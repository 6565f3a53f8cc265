#pragma once
// The variant options an EPD line chooses for itself: the operations that
// the registered variants read (Raindrop's `;model <name>` and `;jokers
// <rule>`) override the run's, so one file may mix them.
#include "game/variant_options.h"
#include "io/epd.h"
#include "registry/variants.h"

namespace perftkit {

// Throws InputError naming the operation (";jokers") for a bad value.
inline VariantOptions line_variant_options(const EpdRecord& line, VariantOptions options) {
  for (const auto& operation : Variants::epd_operations())
    if (auto value = line.operation(operation.name)) {
      if (operation.check) operation.check(*value);
      options.set(operation.option, *value);
    }
  return options;
}

}  // namespace perftkit

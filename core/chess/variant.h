#pragma once
// Ordinary chess and Chess960 describe themselves to the registry
// (core/registry/variants.h; the vocabulary is game/variant_descriptor.h).
// One Position type plays both: "chess960" only switches on Chess960
// castling (X-FEN/Shredder-FEN fields, king-takes-rook move names).
#include <array>
#include <string_view>

#include "chess/position.h"
#include "chess/special_classes.h"
#include "chess/bulk_stats.h"  // its fast statistics, seen wherever the registry is
#include "chess/stat_columns.h"
#include "game/variant_descriptor.h"

namespace perftkit::chess {

struct ChessVariant : SinglePositionVariant<Position> {
  static constexpr std::array names = {
      VariantName{"chess", "ordinary chess", "standard"},
      VariantName{"chess960", "Chess960: ordinary chess from the 960 set-ups, X-FEN or Shredder-FEN castling",
                  "standard/fischer.epd"},
  };
  static constexpr EngineFacts engine{"chess", ""};

  // The one Position type, with Chess960 castling for "chess960".
  template <class Visitor>
  static decltype(auto) dispatch(std::string_view name, VariantOptions options, Visitor&& visitor) {
    options.chess960 = options.chess960 || name == names[1].name;
    return visitor.template operator()<Position>(options);
  }
};

}  // namespace perftkit::chess

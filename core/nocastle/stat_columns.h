#pragma once
// Chess without castling counts chess's statistics columns
// (chess/stat_columns.h) through the chess position it wraps; its castles
// column is always 0.
#include "chess/stat_columns.h"
#include "game/stat_columns.h"
#include "nocastle/position.h"

namespace perftkit {

template <>
struct VariantStatColumns<nocastle::Position> {
  using Chess = VariantStatColumns<chess::Position>;
  static constexpr const auto& kColumns = Chess::kColumns;
  using Tally = Chess::Tally;
  static void classify(const nocastle::Position& parent, chess::Move m, const nocastle::Position& child, Tally& tally) {
    Chess::classify(parent.chess(), m, child.chess(), tally);
  }
};

}  // namespace perftkit

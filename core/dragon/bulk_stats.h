#pragma once
// The 10x10 game's perft statistics in bulk: a node's moves are tallied
// from the generator's target sets, the way perft counts leaves, and only
// the moves that need it are made: the checking ones (mate or check?) and
// the quiet ones that could leave the enemy without a legal move
// (stalemate). Promotions that may check, castling and en passant are
// classified one by one, as the reference does (dragon/stat_columns.h).
// The same idea as chess's (chess/bulk_stats.h); bulk_stats.cpp says why
// the rest needs no make.
#include "dragon/position.h"
#include "dragon/stat_columns.h"
#include "game/bulk_leaf_stats.h"
#include "game/check_stat_columns.h"

namespace perftkit::dragon {

// Adds every legal move of `pos` to `tally` as a leaf.
void tally_moves(const Position& pos, check_stats::Tally& tally);
// The same for every child of `pos`, each made without its key as the
// generator finds it.
void tally_children(const Position& pos, check_stats::Tally& tally);

}  // namespace perftkit::dragon

namespace perftkit {

template <>
struct BulkLeafStats<dragon::Position> {
  static void tally_moves(const dragon::Position& pos, check_stats::Tally& tally) { dragon::tally_moves(pos, tally); }
  static void tally_children(const dragon::Position& pos, check_stats::Tally& tally) {
    dragon::tally_children(pos, tally);
  }
};

}  // namespace perftkit

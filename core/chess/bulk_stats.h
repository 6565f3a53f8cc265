#pragma once
// Ordinary chess's (and Chess960's) perft statistics in bulk: a node's
// moves are tallied from the generator's target sets, the way perft
// counts leaves, and only the moves that need it are made: the checking
// ones (to tell mate from check) and the few that could leave the enemy
// without a legal move (stalemate). Castling, en passant and promotions
// are classified one by one, as the reference does (chess/stat_columns.h).
#include "chess/position.h"
#include "game/bulk_leaf_stats.h"
#include "game/check_stat_columns.h"

namespace perftkit::chess {

// Adds every legal move of `pos` to `tally` as a leaf.
void tally_moves(const Position& pos, check_stats::Tally& tally);
// The same for every child of `pos`: one pass of the generator over `pos`
// makes each child without keys and tallies its moves, the children
// sharing what the move leaves unchanged of how they can check our king.
void tally_children(const Position& pos, check_stats::Tally& tally);

}  // namespace perftkit::chess

namespace perftkit {

template <>
struct BulkLeafStats<chess::Position> {
  static void tally_moves(const chess::Position& pos, check_stats::Tally& tally) { chess::tally_moves(pos, tally); }
  static void tally_children(const chess::Position& pos, check_stats::Tally& tally) {
    chess::tally_children(pos, tally);
  }
};

}  // namespace perftkit

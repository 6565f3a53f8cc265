#pragma once
// Raindrop's statistics columns (perft --stats, batch-analyze): what a
// leaf's move was (a drop, of which piece; a king placed; a capture; a
// promotion; a joker drawn, a joker's removal) and what it left (check,
// mate, stalemate), each leaf classified from the positions alone. No
// discovered-check split: the published tables have none for this game,
// and a drop, the common move, checks only directly. Every model
// classifies its moves alike; the expected model weighs them, so its
// tree's statistics are exact rationals (perft/stats_weighted.h).
#include <array>

#include "game/game_status.h"
#include "game/stat_columns.h"
#include "raindrop/position.h"

namespace perftkit::raindrop {

enum Stat : int {
  kStatCaptures,
  kStatPromotions,
  kStatDrops,
  kStatPawnDrops,
  kStatKnightDrops,
  kStatBishopDrops,
  kStatRookDrops,
  kStatQueenDrops,
  kStatKingsPlaced,
  kStatJokers,
  kStatJokerRemovals,
  kStatChecks,
  kStatCheckmates,
  kStatStalemates,
  kStatColumnCount
};

inline constexpr std::array<StatColumn, kStatColumnCount> kStatColumns{{
    shared_stat_columns::kCaptures,
    shared_stat_columns::kPromotions,
    {"drops", "drops of a piece from the hand onto the board, kings included", "", true},
    {"pawn_drops", "drops of a pawn", ""},
    {"knight_drops", "drops of a knight", ""},
    {"bishop_drops", "drops of a bishop", ""},
    {"rook_drops", "drops of a rook", ""},
    {"queen_drops", "drops of a queen", ""},
    {"kings_placed", "drops of a king", ""},
    {"jokers", "joker cards played (\"J\" and \"Jx<square>\")", "", true},
    {"joker_removals", "jokers that remove an enemy piece (\"Jx<square>\", the remove rule; no capture: rules, \"Jokers\")",
     ""},
    shared_stat_columns::kChecks,
    shared_stat_columns::kCheckmates,
    shared_stat_columns::kStalemates,
}};

// Check, mate and stalemate of a leaf, as game_status_of gives them (the
// enumeration's breakdown reads that, and a test holds the two equal), but
// with has_legal_move, which finds a first move where counting them all
// made the statistics about eighty times plain perft's time.
template <DeckModel M>
GameStatus leaf_status(const Position<M>& pos) {
  return {pos.in_check(), pos.has_legal_move()};
}

template <DeckModel M>
struct StatColumnsOf {
  static constexpr const auto& kColumns = kStatColumns;
  using Tally = StatTally<kStatColumnCount>;

  static void classify(const Position<M>& parent, Move move, const Position<M>& child, Tally& tally) {
    auto& c = tally.counts;
    const MoveFacts facts = parent.move_facts(move);
    c[kStatCaptures] += facts.capture;
    c[kStatPromotions] += facts.promotion;
    if (facts.drop) {
      ++c[kStatDrops];
      ++c[move.piece == kKing ? int{kStatKingsPlaced} : kStatPawnDrops + int{move.piece}];
    }
    c[kStatJokers] += move.is_joker();
    c[kStatJokerRemovals] += move.kind == MoveKind::kJokerRemoval;
    const GameStatus status = leaf_status(child);
    c[kStatChecks] += status.check;
    c[kStatCheckmates] += status.checkmate();
    c[kStatStalemates] += status.stalemate();
  }
};

}  // namespace perftkit::raindrop

namespace perftkit {

template <>
struct VariantStatColumns<raindrop::Position<raindrop::DeckModel::open>>
    : raindrop::StatColumnsOf<raindrop::DeckModel::open> {};
template <>
struct VariantStatColumns<raindrop::Position<raindrop::DeckModel::deck>>
    : raindrop::StatColumnsOf<raindrop::DeckModel::deck> {};
template <>
struct VariantStatColumns<raindrop::Position<raindrop::DeckModel::expected>>
    : raindrop::StatColumnsOf<raindrop::DeckModel::expected> {};

}  // namespace perftkit

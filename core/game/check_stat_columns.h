#pragma once
// The statistics columns of games with captures, en passant, castling,
// promotion, check and mate (ordinary chess, Chess960, the 10x10 game):
// the columns of the chessprogramming wiki's "Perft Results" tables, the
// split of checks (mates apart) and of mates by how the check arose (the
// split published for the chess start position), and stalemates.
//
// A variant says how its leaves check (core/<variant>/stat_columns.h:
// which pieces give check after the move, and whether the piece that
// arrived is one of them); the counting is here, once. The readings of
// the wiki's columns were verified against its tables (docs/perft.md,
// "Statistics (--stats)").
#include <array>

#include "common/bitboard.h"
#include "game/move_facts.h"
#include "game/stat_columns.h"

namespace perftkit::check_stats {

// The wiki's columns in its order, then the split.
enum Column : int {
  kCaptures,
  kEnPassant,
  kCastles,
  kPromotions,
  kChecks,
  kDiscoveryChecks,
  kDoubleChecks,
  kCheckmates,
  kDirectChecks,
  kSingleDiscoveredChecks,
  kDirectDiscoveredChecks,
  kDoubleDiscoveredChecks,
  kDirectMates,
  kSingleDiscoveredMates,
  kDirectDiscoveredMates,
  kDoubleDiscoveredMates,
  kStalemates,
  kColumnCount
};

inline constexpr std::array<StatColumn, kColumnCount> kColumns{{
    shared_stat_columns::kCaptures,
    {"en_passant", "en passant captures", "E.p.", true},
    {"castles", "castling moves, whatever squares king and rook cross (Chess960)", "Castles", true},
    shared_stat_columns::kPromotions,
    shared_stat_columns::kChecks,
    {"discovery_checks",
     "checks other than mates given by one piece that did not arrive with the move (= single_discovered_checks)",
     "Discovery Checks"},
    {"double_checks",
     "checks other than mates given by two pieces (= direct_discovered_checks + double_discovered_checks)",
     "Double Checks"},
    shared_stat_columns::kCheckmates,
    {"direct_checks",
     "checks other than mates given only by the piece that arrived on the destination (the promoted piece, the "
     "castled rook)",
     "Direct Check Only (sharewiz checks table)"},
    {"single_discovered_checks", "checks other than mates given only by one piece that did not arrive with the move",
     "Single Discovered Check Only (sharewiz checks table)"},
    {"direct_discovered_checks", "checks other than mates given by the arrived piece and one other piece",
     "Direct and Discovered Checks (sharewiz checks table)"},
    {"double_discovered_checks",
     "checks other than mates given by two pieces neither of which arrived (en passant opening two lines)",
     "Double Discovered Checks (sharewiz checks table)"},
    {"direct_mates", "checkmates given only by the arrived piece", ""},
    {"single_discovered_mates", "checkmates given only by one piece that did not arrive", ""},
    {"direct_discovered_mates", "checkmates given by the arrived piece and one other piece", ""},
    {"double_discovered_mates", "checkmates given by two pieces neither of which arrived", ""},
    shared_stat_columns::kStalemates,
}};

using Tally = StatTally<kColumnCount>;

// How a leaf checks: how many pieces give check after the move (0, 1 or
// 2), whether the piece that arrived with the move is one of them, and
// whether the side to move then has a legal move.
struct LeafCheck {
  int checkers = 0;
  bool arrived_checks = false;
  bool has_moves = true;
};

// The LeafCheck of a leaf `child` whose checkers are `checkers` and whose
// arrived piece stands on `arrival` (a one-square set).
template <class P, BitboardType B>
LeafCheck leaf_check_of(const P& child, B checkers, B arrival) {
  return {popcount(checkers), (checkers & arrival) != 0, child.count_legal() != 0};
}

// Adds one leaf, of a move with `facts`, to its columns.
inline void add_leaf(const MoveFacts& facts, const LeafCheck& check, Tally& tally) {
  auto& c = tally.counts;
  c[kCaptures] += facts.capture;
  c[kEnPassant] += facts.en_passant;
  c[kCastles] += facts.castling;
  c[kPromotions] += facts.promotion;
  if (check.checkers == 0) {
    c[kStalemates] += !check.has_moves;
    return;
  }
  const bool mate = !check.has_moves;
  const bool two = check.checkers > 1;
  c[kChecks] += 1;
  c[kCheckmates] += mate;
  // How the check arose: exactly one of four, counted with the mates when
  // it mates and with the checks otherwise, as the published split does
  // (its totals are the checks less the mates).
  const int kind = two ? (check.arrived_checks ? 2 : 3) : (check.arrived_checks ? 0 : 1);
  if (mate) {
    c[kDirectMates + kind] += 1;
  } else {
    c[kDirectChecks + kind] += 1;
    // The wiki's two columns leave mates out and count a double check
    // only as double (verified against its tables: docs/perft.md).
    c[kDiscoveryChecks] += kind == 1;
    c[kDoubleChecks] += two;
  }
}

// The hook's specialisation for such a game (game/stat_columns.h):
//   template <> struct VariantStatColumns<P> : check_stats::Columns<P, leaf_check> {};
// with leaf_check(parent, move, child) returning the LeafCheck of a leaf.
template <class P, auto leaf_check>
struct Columns {
  static constexpr const auto& kColumns = check_stats::kColumns;
  using Tally = check_stats::Tally;
  static void classify(const P& parent, typename P::Move move, const P& child, Tally& tally) {
    add_leaf(parent.move_facts(move), leaf_check(parent, move, child), tally);
  }
};

}  // namespace perftkit::check_stats

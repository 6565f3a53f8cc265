#pragma once
// Ordinary chess's (and Chess960's) perft statistics: the columns of the
// chessprogramming wiki's "Perft Results" tables, the finer split of
// checks (mates apart) and of mates by how the check arose (the split
// published for the initial position), and stalemates.
//
// Every leaf is classified from the positions alone: the move's kind, the
// child's checkers, and the child's legal move count for mate and
// stalemate. No bulk shortcut: this is the reference the fast counters
// are checked against (docs/perft.md, "Statistics (--stats)").
#include <array>

#include "chess/position.h"
#include "game/stat_columns.h"

namespace perftkit::chess {

// The columns in the order of the wiki's tables, then the split.
enum StatColumnIndex : int {
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
  kStatColumnCount
};

inline constexpr std::array<StatColumn, kStatColumnCount> kStatColumns{{
    {"captures", "moves that take a piece, en passant included", "Captures"},
    {"en_passant", "en passant captures", "E.p."},
    {"castles", "castling moves (Chess960: every castling move, whatever squares king and rook cross)", "Castles"},
    {"promotions", "promotions, each promotion piece counted as its own move", "Promotions"},
    {"checks", "moves that give check, checkmates included", "Checks"},
    {"discovery_checks", "checks other than mates given by one piece that did not arrive with the move (= single_discovered_checks)", "Discovery Checks"},
    {"double_checks", "checks other than mates given by two pieces (= direct_discovered_checks + double_discovered_checks)", "Double Checks"},
    {"checkmates", "moves that give checkmate", "Checkmates"},
    {"direct_checks", "checks other than mates given only by the piece that arrived on the destination (the promoted piece, the castled rook)", "Direct Check Only (sharewiz checks table)"},
    {"single_discovered_checks", "checks other than mates given only by one piece that did not arrive with the move", "Single Discovered Check Only (sharewiz checks table)"},
    {"direct_discovered_checks", "checks other than mates given by the arrived piece and one other piece", "Direct and Discovered Checks (sharewiz checks table)"},
    {"double_discovered_checks", "checks other than mates given by two pieces neither of which arrived (en passant opening two lines)", "Double Discovered Checks (sharewiz checks table)"},
    {"direct_mates", "checkmates given only by the arrived piece", ""},
    {"single_discovered_mates", "checkmates given only by one piece that did not arrive", ""},
    {"direct_discovered_mates", "checkmates given by the arrived piece and one other piece", ""},
    {"double_discovered_mates", "checkmates given by two pieces neither of which arrived", ""},
    {"stalemates", "moves after which the side to move has no legal move and is not in check", ""},
}};

// The square of the piece that stands where the move put it: the
// destination, except for castling (encoded king takes rook), whose
// arriving checker can only be the rook on its castled square.
constexpr int arrival_square(Move m) noexcept {
  if (m.kind() != MoveKind::kCastling) return m.to();
  return G::square(m.to() > m.from() ? 5 : 3, G::rank_of(m.from()));
}

using StatTallyChess = StatTally<kStatColumnCount>;

// Adds the leaf `child` (parent.play(m)) to its columns.
inline void classify_leaf(const Position& parent, Move m, const Position& child, StatTallyChess& tally) {
  auto& c = tally.counts;
  const MoveFacts facts = parent.move_facts(m);
  c[kCaptures] += facts.capture;
  c[kEnPassant] += facts.en_passant;
  c[kCastles] += facts.castling;
  c[kPromotions] += facts.promotion;
  const Bitboard checkers = child.checkers();
  const bool has_moves = child.count_legal() != 0;
  if (!checkers) {
    c[kStalemates] += !has_moves;
    return;
  }
  const bool mate = !has_moves;
  const bool direct = (checkers & G::bit(arrival_square(m))) != 0;
  const bool two = has_more_than_one(checkers);
  c[kChecks] += 1;
  c[kCheckmates] += mate;
  // How the check arose: exactly one of four, counted with the mates when
  // it mates and with the checks otherwise, as the published split does
  // (its totals are the checks less the mates).
  const int kind = two ? (direct ? 2 : 3) : (direct ? 0 : 1);
  if (mate) {
    c[kDirectMates + kind] += 1;
  } else {
    c[kDirectChecks + kind] += 1;
    // The wiki's two columns, verified against its tables (docs/perft.md).
    c[kDiscoveryChecks] += kind == 1;
    c[kDoubleChecks] += two;
  }
}

}  // namespace perftkit::chess

namespace perftkit {

template <>
struct VariantStatColumns<chess::Position> {
  static constexpr const auto& kColumns = chess::kStatColumns;
  using Tally = chess::StatTallyChess;
  static void classify(const chess::Position& parent, chess::Move m, const chess::Position& child, Tally& tally) {
    chess::classify_leaf(parent, m, child, tally);
  }
};

}  // namespace perftkit

#pragma once
// The vocabulary of perft statistics (perft --stats): the columns a
// variant counts over the leaves of a perft tree (captures, castles,
// checks, mates...), and the tally that holds one count per column.
//
// A variant states its columns and how a leaf is classified in its own
// folder, by specialising VariantStatColumns for its Position (chess:
// chess/stat_columns.h), next to its descriptor, which includes it so that
// every tool sees the choice. The generic counters (perft/stats_*.h) find
// them through HasStatColumns and name no game.
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace perftkit {

// One column: its name (a JSON key and a table heading: lower case with
// underscores), one sentence defining it, which column of the
// chessprogramming wiki's "Perft Results" tables it is ("" if none), and
// whether it is one of the few a one-line summary shows (batch-analyze's
// record counts them over a position's legal moves).
struct StatColumn {
  std::string_view name;
  std::string_view definition;
  std::string_view published;
  bool summary = false;
};

// The columns every game with the concept counts the same way, defined
// once: a variant's list names them where its game has them, so that
// "checks" means one thing in every table perftkit prints.
namespace shared_stat_columns {
inline constexpr StatColumn kCaptures{
    "captures", "moves that take an enemy piece, en passant included where the game has it", "Captures", true};
inline constexpr StatColumn kPromotions{"promotions", "promotions, each promotion piece counted as its own move",
                                        "Promotions", true};
inline constexpr StatColumn kChecks{"checks", "moves that give check, checkmates included", "Checks", true};
inline constexpr StatColumn kCheckmates{"checkmates", "moves that give checkmate", "Checkmates", true};
inline constexpr StatColumn kStalemates{
    "stalemates", "moves after which the side to move has no legal move and is not in check", ""};
}  // namespace shared_stat_columns

// The leaves of one depth (nodes) and, per column, how many of them count
// in it. Tallies add (+=), so that subtrees counted apart (per root move,
// per thread, later from a table) sum to the whole.
// A weighted game's tally holds its count type (an exact rational):
// every leaf weighs as its path, so each entry is an expected number.
template <std::size_t N, class Count = std::uint64_t>
struct StatTally {
  Count nodes{};
  std::array<Count, N> counts{};

  static constexpr std::size_t kColumns = N;
  StatTally& operator+=(const StatTally& other) noexcept {
    nodes += other.nodes;
    for (std::size_t c = 0; c < N; ++c) counts[c] += other.counts[c];
    return *this;
  }
  bool operator==(const StatTally&) const = default;
};

// The hook. The primary template has no columns; every registered variant
// specialises it (batch-analyze's record and perft --stats require it).
// A specialisation offers
//   static constexpr std::array<StatColumn, N> kColumns;
//   using Tally = StatTally<N>;
//   static void classify(const P& parent, P::Move move, const P& child, Tally& tally);
// where classify adds the leaf reached by `move` (child == parent.play(move))
// to the columns it counts in (not to tally.nodes: the counter does that).
template <class P>
struct VariantStatColumns {
  static constexpr std::array<StatColumn, 0> kColumns{};
};

template <class P>
concept HasStatColumns =
    (VariantStatColumns<P>::kColumns.size() > 0) &&
    requires(const P& pos, typename P::Move move, typename VariantStatColumns<P>::Tally& tally) {
      { VariantStatColumns<P>::classify(pos, move, pos, tally) } -> std::same_as<void>;
    };

template <class P>
using StatTallyOf = typename VariantStatColumns<P>::Tally;

}  // namespace perftkit

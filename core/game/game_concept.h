#pragma once
// The interface every variant's Position offers. Generic algorithms
// (perft, divide, hash, parallel driver, enumeration, batch analysis) are
// written once against this concept, so a new variant gets every tool.
//
// Positions are values: `play` returns the child position (copy-make),
// which measured faster than make/unmake for these small structs and makes
// parallel traversal trivially safe.
#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "game/move_facts.h"
#include "game/variant_options.h"

namespace perftkit {

template <class P>
concept Game = std::copyable<P> &&
    requires(const P& pos, typename P::Move move, typename P::MoveList& moves, std::string_view text,
             const VariantOptions& options) {
  typename P::Move;
  typename P::MoveList;
  { P::kVariantName } -> std::convertible_to<std::string_view>;
  { P::start_fen(options) } -> std::convertible_to<std::string>;  // for --startpos; may throw InputError
  { P::from_fen(text, options) } -> std::same_as<P>;  // throws InputError
  { pos.fen() } -> std::same_as<std::string>;
  { pos.generate_legal(moves) } -> std::same_as<void>;
  { pos.count_legal() } -> std::convertible_to<std::uint64_t>;  // bulk count for perft leaves
  { pos.play(move) } -> std::same_as<P>;
  { pos.key() } -> std::same_as<std::uint64_t>;  // Zobrist key of everything that changes counts
  { pos.move_name(move) } -> std::same_as<std::string>;
  { pos.parse_move(text) } -> std::same_as<std::optional<typename P::Move>>;  // legal moves only
  { pos.in_check() } -> std::same_as<bool>;
  { pos.move_facts(move) } -> std::same_as<MoveFacts>;
};

// A variant may count perft(2) in one pass (its children made without the
// keys and the perft frame a deeper walk needs; each variant's Position
// says how); generic perft then uses it at depth 2.
template <class P>
concept CountsTwoPlies = Game<P> && requires(const P& pos) {
  { pos.count_two_plies() } -> std::convertible_to<std::uint64_t>;
};

// Variants with a dead-position rule (ordinary chess: insufficient
// material) say so; batch analysis reports it as a game status.
template <class P>
concept HasInsufficientMaterial = Game<P> && requires(const P& pos) {
  { pos.insufficient_material() } -> std::same_as<bool>;
};

// Chance games (Raindrop's expected model) weigh each move; the perft
// count is then a weighted sum of type P::Count instead of a plain count.
template <class P>
concept WeightedGame = Game<P> && requires(const P& pos, typename P::Move move) {
  typename P::Count;
  { pos.move_weight(move) } -> std::same_as<typename P::Count>;
  { pos.weighted_count_legal() } -> std::same_as<typename P::Count>;
};

template <class P>
struct PerftCountOf {
  using type = std::uint64_t;
};
template <WeightedGame P>
struct PerftCountOf<P> {
  using type = typename P::Count;
};
template <class P>
using PerftCount = typename PerftCountOf<P>::type;

}  // namespace perftkit

#pragma once
// Games whose positions have an exact fixed-size code, for distinct-position
// enumeration: equal codes <=> equal positions (as far as counts are
// concerned; move counters are usually left out), and decode() rebuilds a
// position from its code so the frontier of a ply can live on disk.
#include <concepts>
#include <type_traits>

#include "game/game_concept.h"

namespace perftkit {

template <class P>
concept EncodableGame = Game<P> && requires(const P& pos, const typename P::Code& code, typename P::Move move) {
  typename P::Code;
  requires std::is_trivially_copyable_v<typename P::Code>;
  requires std::totally_ordered<typename P::Code>;
  { pos.encode() } -> std::same_as<typename P::Code>;
  { P::decode(code) } -> std::same_as<P>;
  // A key of play(move) without making the move: the last ply's passes
  // skip the children outside their key range unmade. Children that any
  // identity rule merges must get the same key (chess: the board and side
  // to move only), so that no pass splits a class.
  { pos.key_after(move) } -> std::same_as<std::uint64_t>;
};

// A game that lists its moves with each child's key_after() in one walk of
// its generator (chess): the passes' sweep then skips the per-move calls.
template <class P>
concept GeneratesChildKeys = requires(const P& pos, typename P::MoveList& moves, typename P::ChildKeys& keys) {
  pos.generate_legal_with_keys(moves, keys);
};

// A position code with the number of move sequences (lines) reaching it.
template <class Code>
struct CodeLines {
  Code code;
  std::uint64_t lines;
};

}  // namespace perftkit

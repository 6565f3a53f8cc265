#pragma once
// Games whose positions have an exact fixed-size code, for distinct-position
// enumeration: equal codes <=> equal positions (as far as counts are
// concerned; move counters are usually left out), and decode() rebuilds a
// position from its code so the frontier of a ply can live on disk.
#include <concepts>
#include <cstdint>
#include <type_traits>

#include "enumerate/key_range.h"
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

// A game whose moves leave the pieces of the side not to move alone
// unless they take one (chess): the last ply's passes split their keys by
// pass_key() (the side to move's pieces), which a parent's children share
// but for its captures, so a pass skips every parent none of whose
// children can reach its range without listing its moves. The code of a
// position determines its pass key (under any identity rule). Contract,
// for every legal move m: play(m).pass_key() == waiting_side_key() ^
// taken_piece_key(m), and some_capture_pass_key(waiting_side_key(), keep)
// is true if keep() holds for the pass key of some child that takes a piece.
template <class P>
concept SplitsPassesByWaitingSide =
    requires(const P& pos, typename P::Move move, std::uint64_t key, bool (*keep)(std::uint64_t)) {
      { pos.pass_key() } -> std::same_as<std::uint64_t>;
      { pos.waiting_side_key() } -> std::same_as<std::uint64_t>;
      { pos.taken_piece_key(move) } -> std::same_as<std::uint64_t>;
      { pos.some_capture_pass_key(key, keep) } -> std::same_as<bool>;
    };

// What the key ranges of P's passes are over (journaled with each pass: a
// resume must split the keys as the passes it continues did).
template <class P>
constexpr PassKey pass_key_of() noexcept {
  return SplitsPassesByWaitingSide<P> ? PassKey::kWaitingSide : PassKey::kBoard;
}

// A position code with the number of move sequences (lines) reaching it.
template <class Code>
struct CodeLines {
  Code code;
  std::uint64_t lines;
};

}  // namespace perftkit

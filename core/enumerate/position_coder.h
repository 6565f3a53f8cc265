#pragma once
// How an enumeration stores the positions of its last ply: a coder turns a
// position into an exact fixed-size code and back. Each game's own code
// (EncodableGame) is one; a variant may offer a smaller one valid near a
// root (Raindrop: raindrop/compact_code.h), which lets a pass of the last
// ply hold three times as many positions in the same memory.
#include <concepts>
#include <type_traits>

#include "enumerate/encodable_game.h"

namespace perftkit {

template <class C, class P>
concept PositionCoder = requires(const C& coder, const P& pos, const typename C::Code& code) {
  typename C::Code;
  requires std::is_trivially_copyable_v<typename C::Code>;
  requires std::totally_ordered<typename C::Code>;
  { coder.encode(pos) } -> std::same_as<typename C::Code>;
  { coder.decode(code) } -> std::same_as<P>;
};

// The game's own code, valid for every position.
template <EncodableGame P>
struct GameCoder {
  using Code = typename P::Code;
  Code encode(const P& pos) const { return pos.encode(); }
  P decode(const Code& code) const { return P::decode(code); }
};

}  // namespace perftkit

#pragma once
// Finds the legal move whose name is `text`: the usual way a variant reads
// a UCI move, since only legal moves may be named.
#include <optional>
#include <string_view>

namespace perftkit {

template <class P>
std::optional<typename P::Move> legal_move_named(const P& pos, std::string_view text) {
  typename P::MoveList moves;
  pos.generate_legal(moves);
  for (const auto& m : moves)
    if (pos.move_name(m) == text) return m;
  return std::nullopt;
}

}  // namespace perftkit

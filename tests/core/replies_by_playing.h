#pragma once
// The reference for a variant's one-pass perft(2) (count_two_plies): play
// every legal move and count each child's moves.
#include <cstdint>

namespace perftkit::test {

template <class P>
std::uint64_t replies_by_playing(const P& pos) {
  typename P::MoveList moves;
  pos.generate_legal(moves);
  std::uint64_t total = 0;
  for (const auto& m : moves) total += pos.play(m).count_legal();
  return total;
}

}  // namespace perftkit::test

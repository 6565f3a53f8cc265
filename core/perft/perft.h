#pragma once
// Sequential perft over any Game: bulk counting at depth 1 (the variant
// counts its legal moves without playing them), optional hash table.
#include <cstdint>
#include <vector>

#include "game/game_concept.h"
#include "perft/perft_hash.h"

namespace perftkit {

template <Game P>
PerftCount<P> perft(const P& pos, int depth, PerftHash* hash = nullptr) {
  using Count = PerftCount<P>;
  if (depth <= 0) return Count{1};
  if constexpr (WeightedGame<P>) {
    if (depth == 1) return pos.weighted_count_legal();
    typename P::MoveList moves;
    pos.generate_legal(moves);
    Count total{0};
    for (const auto& m : moves) total += pos.move_weight(m) * perft(pos.play(m), depth - 1, hash);
    return total;
  } else {
    if (depth == 1) return pos.count_legal();
    // Depth 1 is never hashed: counting the moves costs less than the
    // cache miss of a probe. From depth 2 up a hit saves a whole subtree.
    bool use_hash = hash != nullptr;
    if (use_hash) {
      if (auto hit = hash->probe(pos.key(), depth)) return *hit;
    }
    std::uint64_t total = 0;
    // Depth 1 is never probed, so two plies may be counted at once.
    if constexpr (CountsTwoPlies<P>) {
      if (depth == 2) {
        total = pos.count_two_plies();
        if (use_hash) hash->store(pos.key(), depth, total);
        return total;
      }
    }
    typename P::MoveList moves;
    pos.generate_legal(moves);
    if (use_hash && depth > 2) {
      // Make every child first and prefetch its table entry, so the cache
      // misses of the children's probes overlap instead of queueing.
      // (On the heap: a stack array per level would overflow deep runs.)
      std::vector<P> children;
      children.reserve(moves.size());
      for (const auto& m : moves) {
        children.push_back(pos.play(m));
        hash->prefetch(children.back().key());
      }
      for (const P& child : children) total += perft(child, depth - 1, hash);
    } else {
      for (const auto& m : moves) total += perft(pos.play(m), depth - 1, hash);
    }
    if (use_hash) hash->store(pos.key(), depth, total);
    return total;
  }
}

}  // namespace perftkit

#pragma once
// Positions for random differential testing, made by seeded random play.
//
// Each position comes from a short playout from a start point (the
// variant's start position or a suite's positions, and, half of the time,
// the variant's special set-ups where it has some). Playouts prefer
// special moves (captures, promotions, castling, en passant, checks) half
// of the time, because that is where generators break. Every position is
// scored by how rare its classes are so far; the best position of the best
// of several playouts is kept, so the rare classes keep being exercised
// instead of drowning among ordinary positions.
#include <cstddef>
#include <cstdint>
#include <utility>
#include <map>
#include <string>
#include <vector>

#include "diff/seeded_random.h"
#include "diff/special_classes.h"
#include "game/game_concept.h"

namespace perftkit::diff {

template <Game P>
struct SampledPosition {
  P position;
  ClassSet classes;
};

template <Game P>
class RandomPositions {
 public:
  // `start_points` must not be empty; `special_points` may be.
  RandomPositions(std::vector<P> start_points, std::vector<P> special_points, std::uint64_t seed)
      : starts_(std::move(start_points)), specials_(std::move(special_points)), random_(seed) {}

  SampledPosition<P> next() {
    SampledPosition<P> best = candidate();
    for (int i = 1; i < kCandidates; ++i) {
      SampledPosition<P> other = candidate();
      if (novelty(other.classes) > novelty(best.classes)) best = std::move(other);
    }
    for (const auto& c : best.classes) ++covered_[c];
    return best;
  }

  // How many kept positions exercised each class.
  const std::map<std::string, int>& covered() const noexcept { return covered_; }

 private:
  static constexpr int kCandidates = 4;
  static constexpr int kStartPlies = 40;    // from a start position: into the middle game
  static constexpr int kSpecialPlies = 8;   // from a special set-up: stay near its trap

  double novelty(const ClassSet& classes) const {
    double score = 0;
    for (const auto& c : classes) {
      auto seen = covered_.find(c);
      score += 1.0 / (1 + (seen == covered_.end() ? 0 : seen->second));
    }
    return score;
  }

  // The most novel position along one playout (a class such as an
  // illegal en passant capture lives for one ply only, so the end of the
  // playout alone would rarely show it).
  SampledPosition<P> candidate() {
    const bool special = !specials_.empty() && random_.chance(50);
    const auto& points = special ? specials_ : starts_;
    P pos = points[random_.below(points.size())];
    SampledPosition<P> best{pos, special_classes(pos)};
    const std::size_t plies = random_.below((special ? kSpecialPlies : kStartPlies) + 1);
    for (std::size_t ply = 0; ply < plies; ++ply) {
      typename P::MoveList moves;
      pos.generate_legal(moves);
      if (moves.empty()) break;
      pos = pos.play(pick(pos, moves));
      SampledPosition<P> here{pos, special_classes(pos)};
      if (novelty(here.classes) >= novelty(best.classes)) best = std::move(here);
    }
    return best;
  }

  typename P::Move pick(const P& pos, const typename P::MoveList& moves) {
    if (random_.chance(50)) {
      std::vector<typename P::Move> special;
      for (const auto& m : moves) {
        const MoveFacts f = pos.move_facts(m);
        if (f.capture || f.promotion || f.castling || f.en_passant || f.drop || pos.play(m).in_check())
          special.push_back(m);
      }
      if (!special.empty()) return special[random_.below(special.size())];
    }
    return moves[random_.below(moves.size())];
  }

  std::vector<P> starts_;
  std::vector<P> specials_;
  SeededRandom random_;
  std::map<std::string, int> covered_;
};

}  // namespace perftkit::diff

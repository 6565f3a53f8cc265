#pragma once
// The breakdown a distinct or line enumeration gives of a game's positions
// (core/enumerate): a classifier puts a position into categories, named
// for the report's columns (kNames). A game with check and mate gets the
// game-status classifier below; a variant that wants its own specialises
// EnumerationClassifier for its Position in its own folder (Raindrop adds
// kings placed and pending promotion: raindrop/classifier.h), next to its
// descriptor, which includes it so that every tool sees the choice.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "game/game_concept.h"
#include "game/game_status.h"

namespace perftkit {

// Check, checkmate, stalemate (game/game_status.h): what every Game can
// tell of a position.
struct GameStatusClassifier {
  enum Category : int { kCheck, kCheckmate, kStalemate };
  static constexpr std::size_t kCategories = 3;
  static constexpr std::array<std::string_view, kCategories> kNames{"check", "checkmate", "stalemate"};

  template <Game P>
  std::uint32_t operator()(const P& pos) const {
    const GameStatus status = game_status_of(pos);
    return (status.check ? 1u << kCheck : 0u) | (status.checkmate() ? 1u << kCheckmate : 0u) |
           (status.stalemate() ? 1u << kStalemate : 0u);
  }
};

template <class P>
struct EnumerationClassifier {
  using type = GameStatusClassifier;
};

template <class P>
using EnumerationClassifierOf = typename EnumerationClassifier<P>::type;

}  // namespace perftkit

// The game-status classifier (check, checkmate, stalemate) on positions
// whose status is known, for the chess-like variants, and the choice of
// classifier each variant makes (Raindrop keeps its own).
#include "game/game_status_classifier.h"

#include <gtest/gtest.h>

#include <type_traits>

#include "chess/position.h"
#include "dragon/position.h"
#include "raindrop/classifier.h"

namespace perftkit {
namespace {

using Status = GameStatusClassifier;

template <class P>
std::uint32_t status_of(const char* fen) {
  return GameStatusClassifier{}(P::from_fen(fen, VariantOptions{}));
}

TEST(GameStatusClassifier, ChessPositionsOfKnownStatus) {
  EXPECT_EQ(status_of<chess::Position>("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), 0u);
  EXPECT_EQ(status_of<chess::Position>("4k3/8/8/8/8/8/8/4K2R b - - 0 1"), 0u);
  EXPECT_EQ(status_of<chess::Position>("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1"), 1u << Status::kCheck);
  EXPECT_EQ(status_of<chess::Position>("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"),
            (1u << Status::kCheck) | (1u << Status::kCheckmate));
  EXPECT_EQ(status_of<chess::Position>("7k/8/6Q1/8/8/8/8/K7 b - - 0 1"), 1u << Status::kStalemate);
}

TEST(GameStatusClassifier, EachVariantChoosesItsClassifier) {
  static_assert(std::is_same_v<EnumerationClassifierOf<chess::Position>, GameStatusClassifier>);
  static_assert(std::is_same_v<EnumerationClassifierOf<dragon::Position>, GameStatusClassifier>);
  static_assert(std::is_same_v<EnumerationClassifierOf<raindrop::Position<raindrop::DeckModel::open>>,
                               raindrop::RaindropClassifier>);
  static_assert(std::is_same_v<EnumerationClassifierOf<raindrop::Position<raindrop::DeckModel::deck>>,
                               raindrop::RaindropClassifier>);
  EXPECT_EQ(Status::kNames.size(), Status::kCategories);
}

}  // namespace
}  // namespace perftkit

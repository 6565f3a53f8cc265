#pragma once
// Raindrop's breakdown of positions for enumeration: how many kings are
// placed, check, checkmate, stalemate, pending promotion. It replaces the
// game-status classifier (game/game_status_classifier.h) for every deck
// model: a side without its king has no check to be in.
#include <array>
#include <cstdint>
#include <string_view>

#include "common/bitboard.h"
#include "game/game_status_classifier.h"
#include "raindrop/position.h"

namespace perftkit::raindrop {

struct RaindropClassifier {
  enum Category : int { kNoKing, kOneKing, kTwoKings, kCheck, kCheckmate, kStalemate, kPendingPromotion };
  static constexpr std::size_t kCategories = 7;
  // Column names of the tool's output, by category.
  static constexpr std::array<std::string_view, kCategories> kNames{
      "kings_0", "kings_1", "kings_2", "check", "checkmate", "stalemate", "promotion"};

  template <DeckModel M>
  std::uint32_t operator()(const Position<M>& pos) const {
    int kings = popcount(pos.pieces(kWhite, kKing) | pos.pieces(kBlack, kKing));
    std::uint32_t flags = 1u << (kNoKing + kings);
    // A side without its king placed is never in check, so a side without
    // moves is mated only when in check (rules, "End of the game").
    const GameStatus status = game_status_of(pos);
    if (status.check) flags |= 1u << kCheck;
    if (!status.has_moves) flags |= 1u << (status.check ? kCheckmate : kStalemate);
    else if (pos.can_promote()) flags |= 1u << kPendingPromotion;
    return flags;
  }
};

}  // namespace perftkit::raindrop

namespace perftkit {

template <raindrop::DeckModel M>
struct EnumerationClassifier<raindrop::Position<M>> {
  using type = raindrop::RaindropClassifier;
};

}  // namespace perftkit

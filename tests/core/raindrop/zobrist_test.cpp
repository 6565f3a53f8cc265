// The Zobrist keys are part of the file formats: checkpoint journals tie
// their units to position keys, so a key that changes makes every journal
// written before it unreadable. These values pin the generator.
#include "raindrop/zobrist.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <type_traits>

namespace perftkit::raindrop {
namespace {

// Folds every key in table order, so a change to any key or to the order in
// which the tables are filled changes the result.
struct KeyFold {
  std::uint64_t value = 0;
  std::uint64_t count = 0;
  void add(std::uint64_t key) {
    value = value * 0x100000001B3ULL + key;
    ++count;
  }
  template <class Table>
  void add_all(const Table& table) {
    if constexpr (std::is_integral_v<Table>) add(table);
    else
      for (const auto& inner : table) add_all(inner);
  }
};

TEST(RaindropZobrist, SampleKeysStayTheSame) {
  EXPECT_EQ(zobrist.piece[kWhite][kPawn][0], 0xba7ee1889f3e75e9ULL);
  EXPECT_EQ(zobrist.piece[kBlack][kKing][63], 0x81fb12da0ef88cf3ULL);
  EXPECT_EQ(zobrist.black_to_move, 0xb981fa6061edcda7ULL);
  EXPECT_EQ(zobrist.card_count[kWhite][kPawn][1], 0xbaa576e433391d99ULL);
  EXPECT_EQ(zobrist.card_count[kBlack][kQueen][1], 0x2b31e954dd7535faULL);
  EXPECT_EQ(zobrist.card_slot[kBlack][15][kKing], 0xe52ac08640f9a47dULL);
  EXPECT_EQ(zobrist.reserve[kBlack][kQueen], 0x81a291a3a7758d23ULL);
  EXPECT_EQ(zobrist.joker_count[static_cast<int>(JokerRule::remove)][kBlack][2], 0xf308ab6bae456821ULL);
  EXPECT_EQ(zobrist.joker_slot[static_cast<int>(JokerRule::extra_turn)][kWhite][17], 0x9a103f0c9aee2c62ULL);
  EXPECT_EQ(zobrist.card_slot_beyond_deck[kBlack][1][kKing], 0xbe3998c0cb10bff0ULL);
}

TEST(RaindropZobrist, EveryKeyStaysTheSame) {
  KeyFold fold;
  fold.add_all(zobrist.piece);
  fold.add(zobrist.black_to_move);
  fold.add_all(zobrist.card_count);
  fold.add_all(zobrist.card_slot);
  fold.add_all(zobrist.reserve);
  fold.add_all(zobrist.joker_count);
  fold.add_all(zobrist.joker_slot);
  fold.add_all(zobrist.card_slot_beyond_deck);
  EXPECT_EQ(fold.count, 1327u);
  EXPECT_EQ(fold.value, 16563230434821587216ULL);
}

// A count of zero contributes nothing, so a full deck's key is the xor of
// the counts present (zobrist.h).
TEST(RaindropZobrist, NumberZeroHasKeyZero) {
  for (int c = 0; c < 2; ++c) {
    for (int t = 0; t < kPieceTypeCount; ++t) EXPECT_EQ(zobrist.card_count[c][t][0], 0u);
    for (int rule = 0; rule < 3; ++rule) EXPECT_EQ(zobrist.joker_count[rule][c][0], 0u);
  }
}

}  // namespace
}  // namespace perftkit::raindrop

// The 16-byte compact code: exact (expand inverts compact) for every
// position near a root, in each deck model and with jokers; refused where
// it may not fit; a position outside its bounds is an error, never a
// silent collision.
#include <gtest/gtest.h>

#include <stdexcept>

#include "raindrop/compact_code.h"
#include "raindrop_test_support.h"

namespace perftkit::raindrop {
namespace {

using namespace test_support;

template <class P>
void expect_exact_within_two_plies(const char* fen, const char* joker_rule = "") {
  VariantOptions options;
  options.set("joker-rule", joker_rule);
  const auto coder = CompactCoder<P::kModel>::for_root(P::from_fen(fen, options), 2);
  ASSERT_TRUE(coder) << fen;
  for_each_position_within_two_plies<P>(fen, joker_rule, [&](const P& pos) {
    ASSERT_EQ(coder->expand(coder->compact(pos.encode())), pos.encode()) << pos.fen();
    ASSERT_EQ(coder->decode(coder->encode(pos)).key(), pos.key()) << pos.fen();
  });
}

TEST(CompactCode, ExactNearTheRootInEveryModel) {
  expect_exact_within_two_plies<Open>(kStartFen);
  expect_exact_within_two_plies<Deck>("8/8/8/8/8/8/8/8[QKPqkp] w - - 0 1 -");
  expect_exact_within_two_plies<Expected>(kStartFen);
  // Promotions (reserve bits), captures and a nearly empty deck.
  expect_exact_within_two_plies<Open>("4k3/1P6/8/8/8/8/6p1/4K3[Nn] w - - 0 1 QRBNqrbn");
}

TEST(CompactCode, ExactWithJokersUnderEitherRule) {
  for (const char* rule : {"extra-turn", "remove"}) {
    expect_exact_within_two_plies<Open>("8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPJJkqrrbbnnppppppppjj] w - - 0 1", rule);
    expect_exact_within_two_plies<Deck>("4k3/8/8/3q4/8/8/8/r6Q[KJj] w - - 0 1 -", rule);
  }
}

TEST(CompactCode, RefusedWhereItMayNotFit) {
  // 32 pieces: the occupancy and 32 nibbles alone take 192 bits.
  EXPECT_FALSE(CompactCoder<DeckModel::open>::for_root(
      Open::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w - - 0 1 -"), 1));
  // The start position: 7 plies fit (64 + 7 x 4 + 33 bits), 8 do not.
  const Open start = Open::from_fen(kStartFen);
  EXPECT_TRUE(CompactCoder<DeckModel::open>::for_root(start, 7));
  EXPECT_FALSE(CompactCoder<DeckModel::open>::for_root(start, 8));
  // A full deck order keeps its 48-bit slots: no room.
  EXPECT_FALSE(CompactCoder<DeckModel::deck>::for_root(
      Deck::from_fen("8/8/8/8/8/8/8/8[PPPPPPPPNNBBRRQKppppppppnnbbrrqk] w - - 0 1"), 1));
}

TEST(CompactCode, APositionBeyondItsBoundsIsAnError) {
  const auto coder = CompactCoder<DeckModel::open>::for_root(Open::from_fen("7k/8/8/8/8/8/8/K7[Nn] w - - 0 1 -"), 1);
  ASSERT_TRUE(coder);
  // More cards than the root had.
  EXPECT_THROW(coder->encode(Open::from_fen("7k/8/8/8/8/8/8/K7[NNn] w - - 0 1 -")), std::logic_error);
  // More pieces than one ply can add.
  EXPECT_THROW(coder->encode(Open::from_fen("7k/8/8/8/8/8/8/KNN5[n] w - - 0 1 -")), std::logic_error);
}

}  // namespace
}  // namespace perftkit::raindrop

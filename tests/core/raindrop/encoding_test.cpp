// The exact position code used by distinct-position enumeration.
#include <gtest/gtest.h>

#include "raindrop_test_support.h"

namespace perftkit::raindrop {
namespace {

using namespace test_support;

template <class P>
void expect_round_trip_two_plies(const char* fen) {
  P root = P::from_fen(fen);
  typename P::MoveList moves, replies;
  root.generate_legal(moves);
  for (const auto& m : moves) {
    P child = root.play(m);
    replies.clear();
    child.generate_legal(replies);
    for (const auto& r : replies) {
      P pos = child.play(r);
      P decoded = P::decode(pos.encode());
      // Equal up to the move counters, which the code leaves out.
      ASSERT_EQ(decoded.key(), pos.key()) << pos.fen();
      ASSERT_EQ(decoded.encode(), pos.encode()) << pos.fen();
      ASSERT_EQ(decoded.fen().substr(0, decoded.fen().find(" - - ")), pos.fen().substr(0, pos.fen().find(" - - ")));
      ASSERT_EQ(decoded.fen().substr(decoded.fen().rfind(' ')), pos.fen().substr(pos.fen().rfind(' ')));
    }
  }
}

TEST(RaindropEncoding, DecodeInvertsEncodeInEveryModel) {
  const char* mid = "1B1NRQ2/7P/K7/6k1/3p4/4Np2/4n3/6rb[BPPBRNPRQnrnprbpqpb] b - - 0 16 q";
  expect_round_trip_two_plies<Open>(mid);
  expect_round_trip_two_plies<Deck>(mid);
  expect_round_trip_two_plies<Deck>("8/8/8/8/8/8/8/8[PPPPPPPPNNBBRRQKppppppppnnbbrrqk] w - - 0 1");
}

TEST(RaindropEncoding, CodesDifferExactlyWhenPositionsDiffer) {
  // Same board, different deck order: equal in open, different in deck.
  const char* a = "8/8/8/8/8/8/8/K6k[QR] w - - 0 1";
  const char* b = "8/8/8/8/8/8/8/K6k[RQ] w - - 0 1";
  EXPECT_EQ(Open::from_fen(a).encode(), Open::from_fen(b).encode());
  EXPECT_NE(Deck::from_fen(a).encode(), Deck::from_fen(b).encode());
  EXPECT_NE(Open::from_fen(a).encode(), Open::from_fen("8/8/8/8/8/8/8/K6k[QR] b - - 0 1").encode());
  EXPECT_NE(Open::from_fen(a).encode(), Open::from_fen("8/8/8/8/8/8/8/K6k[QR] w - - 0 1 QRBNqrb").encode());
  EXPECT_EQ(Open::from_fen(a).encode(), Open::from_fen("8/8/8/8/8/8/8/K6k[QR] w - - 9 40").encode());
}

}  // namespace
}  // namespace perftkit::raindrop

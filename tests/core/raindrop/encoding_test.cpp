// The exact position code used by distinct-position enumeration.
#include <gtest/gtest.h>

#include "raindrop_test_support.h"

namespace perftkit::raindrop {
namespace {

using namespace test_support;

template <class P>
void expect_round_trip_two_plies(const char* fen, const char* joker_rule = "") {
  for_each_position_within_two_plies<P>(fen, joker_rule, [](const P& pos) {
    P decoded = P::decode(pos.encode());
    // Equal up to the move counters, which the code leaves out.
    ASSERT_EQ(decoded.key(), pos.key()) << pos.fen();
    ASSERT_EQ(decoded.encode(), pos.encode()) << pos.fen();
    ASSERT_EQ(decoded.fen().substr(0, decoded.fen().find(" - - ")), pos.fen().substr(0, pos.fen().find(" - - ")));
    ASSERT_EQ(decoded.fen().substr(decoded.fen().rfind(' ')), pos.fen().substr(pos.fen().rfind(' ')));
  });
}

TEST(RaindropEncoding, DecodeInvertsEncodeInEveryModel) {
  const char* mid = "1B1NRQ2/7P/K7/6k1/3p4/4Np2/4n3/6rb[BPPBRNPRQnrnprbpqpb] b - - 0 16 q";
  expect_round_trip_two_plies<Open>(mid);
  expect_round_trip_two_plies<Deck>(mid);
  expect_round_trip_two_plies<Deck>("8/8/8/8/8/8/8/8[PPPPPPPPNNBBRRQKppppppppnnbbrrqk] w - - 0 1");
}

TEST(RaindropEncoding, DecodeInvertsEncodeWithJokersUnderEitherRule) {
  // The largest deck-model code: 18 cards a deck, jokers on top and below
  // the 16th slot (all 384 bits in use).
  for (const char* rule : {"extra-turn", "remove"}) {
    expect_round_trip_two_plies<Deck>("8/8/8/8/8/8/8/8[JPPPPPPPPNNBBRRQKJjppppppppnnbbrrqkj] w - - 0 1", rule);
    expect_round_trip_two_plies<Open>("8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPJJkqrrbbnnppppppppjj] w - - 0 1", rule);
    expect_round_trip_two_plies<Open>("4k3/8/8/3q4/8/8/8/r6Q[KJj] w - - 0 1 -", rule);
  }
}

// key_after(m) is play(m)'s key, which decode() recomputes from scratch:
// the last ply of a distinct count picks children by it unmade. Checks every
// `every`-th position of the walk: all ~10^5 positions two plies from a
// crowded middlegame, each child decoded, took minutes under AddressSanitizer.
template <class P>
void expect_key_after_two_plies(const char* fen, const char* joker_rule = "", int every = 1) {
  int visited = 0;
  for_each_position_within_two_plies<P>(fen, joker_rule, [&](const P& pos) {
    if (visited++ % every != 0) return;
    typename P::MoveList moves;
    pos.generate_legal(moves);
    for (const auto& m : moves) {
      const P child = pos.play(m);
      ASSERT_EQ(pos.key_after(m), child.key()) << pos.fen() << " " << pos.move_name(m);
      ASSERT_EQ(P::decode(child.encode()).key(), child.key()) << pos.fen() << " " << pos.move_name(m);
    }
  });
}

TEST(RaindropEncoding, KeyAfterIsTheKeyOfThePlayedMoveInEveryModel) {
  const char* mid = "1B1NRQ2/7P/K7/6k1/3p4/4Np2/4n3/6rb[BPPBRNPRQnrnprbpqpb] b - - 0 16 q";
  expect_key_after_two_plies<Open>(mid, "", 17);
  expect_key_after_two_plies<Deck>(mid);
  expect_key_after_two_plies<Expected>(mid, "", 17);
  expect_key_after_two_plies<Open>("7k/P7/8/8/8/8/8/K7[Qq] w - - 0 1 QRq");  // promotions from the reserve
  for (const char* rule : {"extra-turn", "remove"}) {
    expect_key_after_two_plies<Deck>("8/8/8/8/8/8/8/8[JPPPPPPPPNNBBRRQKJjppppppppnnbbrrqkj] w - - 0 1", rule);
    expect_key_after_two_plies<Open>("4k3/8/8/3q4/8/8/8/r6Q[KJj] w - - 0 1 -", rule);
  }
}

TEST(RaindropEncoding, TheJokerRuleIsInTheCodeOnlyWhileAJokerIsLeft) {
  VariantOptions extra_turn, remove;
  extra_turn.set("joker-rule", "extra-turn");
  remove.set("joker-rule", "remove");
  const char *with = "8/8/8/8/8/8/8/K6k[QJ] w - - 0 1", *without = "8/8/8/8/8/8/8/K6k[Q] w - - 0 1";
  EXPECT_NE(Open::from_fen(with, extra_turn).encode(), Open::from_fen(with, remove).encode());
  EXPECT_EQ(Open::from_fen(without, remove).encode(), Open::from_fen(without).encode());
  EXPECT_EQ(Deck::decode(Deck::from_fen(with, remove).encode()).joker_rule(), JokerRule::remove);
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

// Consistency between the three deck models (issue 4, item 5).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "geometry/attacks8.h"
#include "perft/perft.h"
#include "raindrop_test_support.h"

namespace perftkit::raindrop {
namespace {

using namespace test_support;

TEST(RaindropModels, AllModelsAgreeWhenEachDeckHoldsOneCardType) {
  // One type per deck: the open model has one type to draw, the deck
  // model's top card is that type, the expected model weighs it n/n = 1.
  const char* fens[] = {
      "8/8/8/8/8/8/8/8[Kk] w - - 0 1",
      "4K3/8/8/8/8/8/8/8[PPPPk] b - - 0 1",
      "4k3/8/8/8/8/8/8/4K3[NNpppp] w - - 0 1 -",
      "4k3/8/3p4/8/8/2P5/8/4K3[RRrr] w - - 0 1 Qb",
      "r3k3/1P6/8/8/8/8/6p1/4K2R[PPPPbb] w - - 0 1 QRBNqrbn",
  };
  for (const char* fen : fens) {
    SCOPED_TRACE(fen);
    for (int depth = 1; depth <= 3; ++depth) {
      auto open = perft(Open::from_fen(fen), depth);
      EXPECT_EQ(perft(Deck::from_fen(fen), depth), open) << "D" << depth;
      EXPECT_EQ(perft(Expected::from_fen(fen), depth), Rational(open)) << "D" << depth;
    }
  }
}

// Expected model from the start by hand: White draws type t with
// probability c(t)/16 and drops it on any of its squares.
TEST(RaindropModels, ExpectedFromStartEqualsHandComputationAtDepthOneAndTwo) {
  const int cards[kPieceTypeCount] = {8, 2, 2, 2, 1, 1};  // P N B R Q K
  auto squares_for = [](PieceType t, Color c, Bitboard occupied, Bitboard attacked_by_other) {
    Bitboard allowed = ~occupied;
    if (t == kPawn) allowed &= kPawnDropSquares[c];
    if (t == kKing) allowed &= ~attacked_by_other;
    return popcount(allowed);
  };
  // Depth 1: sum over types c(t)/16 * squares(t) = (8*64 + 8*40) / 16.
  Rational depth1{0};
  for (int t = 0; t < kPieceTypeCount; ++t) depth1 += Rational(cards[t] * squares_for(PieceType(t), kWhite, 0, 0), 16);
  EXPECT_EQ(depth1, Rational(52));
  // Depth 2: for each White drop (t, s), Black draws t' with c(t')/16 and
  // has squares(t') left: the occupied s, and for the king the squares
  // White's piece on s attacks (an empty board around it).
  Rational depth2{0};
  for (int t = 0; t < kPieceTypeCount; ++t) {
    for (int s = 0; s < 64; ++s) {
      if (t == kPawn && !(kPawnDropSquares[kWhite] >> s & 1)) continue;
      Bitboard occupied = square_bb(s);
      Bitboard attacks = t == kPawn     ? attacks8::pawn(kWhite, s)
                         : t == kKnight ? attacks8::knight(s)
                         : t == kBishop ? attacks8::bishop(s, occupied)
                         : t == kRook   ? attacks8::rook(s, occupied)
                         : t == kQueen  ? attacks8::queen(s, occupied)
                                        : attacks8::king(s);
      Rational replies{0};
      for (int r = 0; r < kPieceTypeCount; ++r) replies += Rational(cards[r] * squares_for(PieceType(r), kBlack, occupied, attacks), 16);
      depth2 += Rational(cards[t], 16) * replies;
    }
  }
  Expected start = Expected::from_fen(kStartFen);
  EXPECT_EQ(perft(start, 1), depth1);
  EXPECT_EQ(perft(start, 2), depth2);
  EXPECT_EQ(to_string(depth2), "168735/64");  // the data set's X2, from its own implementation
}

// Every distinct arrangement of a multiset is equally likely under a
// uniform shuffle, so the average over distinct orders is the expectation.
std::vector<std::string> distinct_orders(std::string cards) {
  std::sort(cards.begin(), cards.end());
  std::vector<std::string> orders;
  do orders.push_back(cards);
  while (std::next_permutation(cards.begin(), cards.end()));
  return orders;
}

TEST(RaindropModels, ExpectedEqualsAverageOfDeckModelOverAllDeckOrders) {
  struct Case {
    std::string board_and_rest_before_cards, white, black, rest;
    int depth;
  };
  const Case cases[] = {
      {"8/8/8/8/8/8/8/8", "KQP", "kpn", " w - - 0 1", 3},
      {"4k3/8/8/8/8/8/8/4K3", "RNPP", "bpp", " w - - 0 1 -", 3},
      {"8/2k5/8/8/8/8/8/8", "KBN", "rq", " b - - 0 1", 3},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.board_and_rest_before_cards + " " + c.white + c.black);
    Rational sum{0};
    std::uint64_t orders = 0;
    std::string lower_black = c.black;
    for (const auto& w : distinct_orders(c.white)) {
      for (const auto& b : distinct_orders(lower_black)) {
        sum += perft(Deck::from_fen(c.board_and_rest_before_cards + "[" + w + b + "]" + c.rest), c.depth);
        ++orders;
      }
    }
    Rational expected = perft(Expected::from_fen(c.board_and_rest_before_cards + "[" + c.white + c.black + "]" + c.rest), c.depth);
    EXPECT_EQ(expected * Rational(orders), sum);
  }
}

}  // namespace
}  // namespace perftkit::raindrop

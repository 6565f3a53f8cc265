// The Dragon (KAD): one or two squares in the queen directions, the second
// reached by a leap; its checks cannot be blocked and it never pins.
#include <gtest/gtest.h>

#include "rules_support.h"

namespace perftkit::dragon {
namespace {

using namespace testing;
using Squares = std::set<std::string>;

TEST(DragonPiece, SixteenTargetsFromTheCentre) {
  auto pos = position("9k/10/10/10/10/4D5/10/10/10/K9 w - - 0 1");
  EXPECT_EQ(targets_from(pos, "e5"), (Squares{"c3", "c5", "c7", "d4", "d5", "d6", "e3", "e4", "e6", "e7", "f4", "f5",
                                              "f6", "g3", "g5", "g7"}));
  EXPECT_EQ(pos.count_legal(), 16u + 3u);  // plus the king's three moves
}

TEST(DragonPiece, TenTargetsFromAnEdge) {
  auto pos = position("9k/10/10/10/10/D9/10/10/10/9K w - - 0 1");
  EXPECT_EQ(targets_from(pos, "a5"), (Squares{"a3", "a4", "a6", "a7", "b4", "b5", "b6", "c3", "c5", "c7"}));
}

TEST(DragonPiece, SixTargetsFromACorner) {
  auto pos = position("9k/10/10/10/10/9K/10/10/10/D9 w - - 0 1");
  EXPECT_EQ(targets_from(pos, "a1"), (Squares{"a2", "a3", "b1", "b2", "c1", "c3"}));
}

TEST(DragonPiece, LeapsOverItsOwnMen) {
  auto pos = position("9k/10/10/10/3PPP4/3PDP4/3PPP4/10/10/K9 w - - 0 1");
  EXPECT_EQ(targets_from(pos, "e5"), (Squares{"c3", "c5", "c7", "e3", "e7", "g3", "g5", "g7"}));
}

TEST(DragonPiece, CapturesNeighboursAndLeapsOverThem) {
  auto pos = position("9k/10/10/10/3ppp4/3pDp4/3ppp4/10/10/K9 w - - 0 1");
  EXPECT_EQ(targets_from(pos, "e5").size(), 16u);
}

TEST(DragonPiece, LeapCheckCannotBeBlocked) {
  // The black Dragon on e3 checks the king on e1 over e2. The knight on c1
  // could reach e2, but a leap is not blocked; the king must step off
  // every Dragon target (d2, e2 and f2 are attacked too).
  auto pos = position("k9/10/10/10/10/10/10/4d5/10/2N1K5 w - - 0 1");
  EXPECT_TRUE(pos.in_check());
  EXPECT_TRUE(targets_from(pos, "c1").empty());
  EXPECT_EQ(targets_from(pos, "e1"), (Squares{"d1", "f1"}));
  EXPECT_EQ(pos.count_legal(), 2u);
}

TEST(DragonPiece, RookCheckFromTheSameSquareCanBeBlocked) {
  // Contrast: a rook on e3 is blocked by the knight on e2.
  auto pos = position("k9/10/10/10/10/10/10/4r5/10/2N1K5 w - - 0 1");
  EXPECT_EQ(targets_from(pos, "c1"), (Squares{"e2"}));
}

TEST(DragonPiece, LeapCheckAnsweredByCapture) {
  auto pos = position("k9/10/10/10/10/10/10/4d5/2N7/4K5 w - - 0 1");
  EXPECT_TRUE(pos.in_check());
  EXPECT_EQ(targets_from(pos, "c2"), (Squares{"e3"}));
}

TEST(DragonPiece, PinnedDragonCannotLeapOverItsPinner) {
  // Rook d1 pins the Dragon c1 to the king a1: only b1 and the capture on d1.
  auto pos = position("9k/10/10/10/10/10/10/10/10/K1Dr6 w - - 0 1");
  EXPECT_EQ(targets_from(pos, "c1"), (Squares{"b1", "d1"}));
}

TEST(DragonPiece, DragonDoesNotPinThroughAPiece) {
  // A Dragon three squares away behind a knight: the knight moves freely.
  auto pos = position("9k/10/10/10/10/10/10/10/10/KN1d6 w - - 0 1");
  EXPECT_FALSE(pos.in_check());
  EXPECT_EQ(targets_from(pos, "b1"), (Squares{"a3", "c3", "d2"}));
}

}  // namespace
}  // namespace perftkit::dragon

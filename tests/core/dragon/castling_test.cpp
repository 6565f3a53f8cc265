// Castling per rules/dragon.md: K f1->h1 with R j1->g1, K f1->d1 with
// R a1->e1, written as the king's two-square move; refused in check, when
// the king passes or lands on an attacked square, or the path is occupied.
#include <gtest/gtest.h>

#include "rules_support.h"

namespace perftkit::dragon {
namespace {

using namespace testing;

const Placement kBothSides{{"a1", 'R'}, {"f1", 'K'}, {"j1", 'R'}, {"a10", 'r'}, {"f10", 'k'}, {"j10", 'r'}};

Position with_extra(const Placement& extra) {
  Placement all = kBothSides;
  all.insert(all.end(), extra.begin(), extra.end());
  return position(fen_with(all, "w KQkq - 0 1"));
}

bool can_castle(const Position& pos, std::string_view move) { return legal_moves(pos).count(std::string(move)) > 0; }

TEST(DragonCastling, BothSidesForBothColours) {
  auto pos = position("r4k3r/10/10/10/10/10/10/10/10/R4K3R w KQkq - 0 1");
  EXPECT_TRUE(can_castle(pos, "f1h1"));
  EXPECT_TRUE(can_castle(pos, "f1d1"));
  EXPECT_EQ(play(pos, "f1h1").fen(), "r4k3r/10/10/10/10/10/10/10/10/R5RK2 b kq - 1 1");
  EXPECT_EQ(play(pos, "f1d1").fen(), "r4k3r/10/10/10/10/10/10/10/10/3KR4R b kq - 1 1");
  auto black = position("r4k3r/10/10/10/10/10/10/10/10/R4K3R b KQkq - 0 1");
  EXPECT_EQ(play(black, "f10h10").fen(), "r5rk2/10/10/10/10/10/10/10/10/R4K3R w KQ - 1 2");
  EXPECT_EQ(play(black, "f10d10").fen(), "3kr4r/10/10/10/10/10/10/10/10/R4K3R w KQ - 1 2");
  EXPECT_EQ(play(play(pos, "f1h1"), "f10d10").fen(), "3kr4r/10/10/10/10/10/10/10/10/R5RK2 w - - 2 2");
}

TEST(DragonCastling, RefusedInCheck) {
  auto pos = with_extra({{"f5", 'r'}});
  EXPECT_TRUE(pos.in_check());
  EXPECT_FALSE(can_castle(pos, "f1h1"));
  EXPECT_FALSE(can_castle(pos, "f1d1"));
}

TEST(DragonCastling, RefusedThroughOrOntoAnAttackedSquare) {
  for (const char* attacker : {"g5", "h5"}) {
    auto pos = with_extra({{attacker, 'r'}});
    EXPECT_FALSE(can_castle(pos, "f1h1")) << attacker;
    EXPECT_TRUE(can_castle(pos, "f1d1")) << attacker;
  }
  for (const char* attacker : {"e5", "d5"}) {
    auto pos = with_extra({{attacker, 'r'}});
    EXPECT_FALSE(can_castle(pos, "f1d1")) << attacker;
    EXPECT_TRUE(can_castle(pos, "f1h1")) << attacker;
  }
}

TEST(DragonCastling, RefusedWhenADragonLeapAttacksTheKingsPath) {
  // The Dragon on i3 reaches g1 over the white pawn on h2.
  auto pos = with_extra({{"i3", 'd'}, {"h2", 'P'}});
  EXPECT_FALSE(can_castle(pos, "f1h1"));
  EXPECT_TRUE(can_castle(pos, "f1d1"));
}

TEST(DragonCastling, RefusedWhenAKnightAttacksTheKingsPath) {
  auto pos = with_extra({{"i3", 'n'}});  // attacks h1
  EXPECT_FALSE(can_castle(pos, "f1h1"));
  EXPECT_TRUE(can_castle(pos, "f1d1"));
}

TEST(DragonCastling, AllowedWhenOnlyTheRooksPathIsAttacked) {
  for (const char* attacker : {"b5", "c5", "i5"}) {
    auto pos = with_extra({{attacker, 'r'}});
    EXPECT_TRUE(can_castle(pos, "f1h1")) << attacker;
    EXPECT_TRUE(can_castle(pos, "f1d1")) << attacker;
  }
}

TEST(DragonCastling, RefusedWhenThePathIsOccupied) {
  for (const char* blocker : {"b1", "c1", "d1", "e1"}) {
    auto pos = with_extra({{blocker, 'N'}});
    EXPECT_FALSE(can_castle(pos, "f1d1")) << blocker;
    EXPECT_TRUE(can_castle(pos, "f1h1")) << blocker;
  }
  for (const char* blocker : {"g1", "h1", "i1"}) {
    auto pos = with_extra({{blocker, 'n'}});
    EXPECT_FALSE(can_castle(pos, "f1h1")) << blocker;
  }
}

TEST(DragonCastling, RightsLostWhenKingOrRookMovesOrRookIsCaptured) {
  auto pos = position("r4k3r/10/10/10/10/10/10/10/10/R4K3R w KQkq - 0 1");
  EXPECT_EQ(play(pos, "j1j2").fen(), "r4k3r/10/10/10/10/10/10/10/9R/R4K4 b Qkq - 1 1");
  EXPECT_EQ(play(pos, "f1f2").fen(), "r4k3r/10/10/10/10/10/10/10/5K4/R8R b kq - 1 1");
  EXPECT_EQ(play(pos, "a1a10").fen(), "R4k3r/10/10/10/10/10/10/10/10/5K3R b Kk - 0 1");
  auto back = play(play(play(pos, "j1j2"), "a10a9"), "j2j1");
  EXPECT_FALSE(can_castle(back, "f1h1"));
}

}  // namespace
}  // namespace perftkit::dragon

#include <gtest/gtest.h>

#include <random>

#include "geometry/attacks8.h"
#include "geometry/setwise8.h"

namespace perftkit::setwise8 {
namespace {

using attacks8::G;

#if PERFTKIT_SETWISE8
struct Officers {
  Bitboard knights = 0, rooks = 0, bishops = 0, queens = 0;
};

// The pieces of `own` drawn at random as knights, rooks, bishops, queens
// or neither (a pawn or the king: moves counted elsewhere).
Officers random_officers(Bitboard own, std::mt19937_64& rng) {
  Officers drawn;
  for (Bitboard b = own; b; b &= b - 1) {
    const Bitboard piece = b & (~b + 1);
    switch (rng() % 5) {
      case 0: drawn.knights |= piece; break;
      case 1: drawn.rooks |= piece; break;
      case 2: drawn.bishops |= piece; break;
      case 3: drawn.queens |= piece; break;
      default: break;
    }
  }
  return drawn;
}
#endif

// The set-wise count against one table lookup per piece, on random boards:
// pieces of one side (knights, rooks, bishops and queens drawn from one
// own set) among random other occupants, `movable` random too (as in
// check, where only a few squares are).
TEST(Setwise8, OfficerMovesEqualOneLookupPerPiece) {
#if PERFTKIT_SETWISE8
  std::mt19937_64 rng(2026);
  for (int trial = 0; trial < 200000; ++trial) {
    const Bitboard own = rng() & rng() & (trial % 3 ? rng() : ~Bitboard{0});
    const Bitboard occ = own | (rng() & rng());
    const auto [knights, rooks, bishops, queens] = random_officers(own, rng);
    const Bitboard movable = trial % 4 ? ~own : rng() & rng() & ~own;
    std::uint64_t expected = 0;
    auto each = [](Bitboard set, auto&& f) {
      for (; set; set &= set - 1) f(__builtin_ctzll(set));
    };
    each(knights, [&](int sq) { expected += __builtin_popcountll(attacks8::knight(sq) & movable); });
    each(rooks, [&](int sq) { expected += __builtin_popcountll(attacks8::rook(sq, occ) & movable); });
    each(bishops, [&](int sq) { expected += __builtin_popcountll(attacks8::bishop(sq, occ) & movable); });
    each(queens, [&](int sq) { expected += __builtin_popcountll(attacks8::queen(sq, occ) & movable); });
    ASSERT_EQ(officer_moves(knights, rooks | queens, bishops | queens, ~occ, movable), expected)
        << "trial " << trial << " own " << own << " occ " << occ;
  }
#else
  GTEST_SKIP() << "built without AVX-512 (VPOPCNTDQ): the generator counts one piece at a time";
#endif
}

// The counts with captures, and the squares asked for that the moves land
// on, against the pieces one by one: a rook-direction move (a rook's, or
// a queen's along a rank or file) landing on `straight`, a
// bishop-direction one on `diagonal`, a knight's on `jumps`.
TEST(Setwise8, OfficerMovesLandingEqualOneLookupPerPiece) {
#if PERFTKIT_SETWISE8
  std::mt19937_64 rng(20261205);
  int landed_trials = 0, quiet_trials = 0;
  for (int trial = 0; trial < 100000; ++trial) {
    const Bitboard own = rng() & rng() & (trial % 3 ? rng() : ~Bitboard{0});
    const Bitboard enemy = rng() & rng() & ~own;
    const Bitboard occ = own | enemy;
    const auto [knights, rooks, bishops, queens] = random_officers(own, rng);
    const Bitboard movable = trial % 4 ? ~own : rng() & rng() & ~own;
    // Sparse asked squares, so that both outcomes are common.
    const Bitboard straight = rng() & rng() & rng() & rng(), diagonal = rng() & rng() & rng() & rng();
    const Bitboard jumps = rng() & rng() & rng() & rng();
    std::uint64_t moves = 0, captures = 0;
    AskedLandings expected;
    auto each = [](Bitboard set, auto&& f) {
      for (; set; set &= set - 1) f(__builtin_ctzll(set));
    };
    auto add = [&](Bitboard targets, Bitboard asked_squares, Bitboard& landed) {
      moves += __builtin_popcountll(targets);
      captures += __builtin_popcountll(targets & enemy);
      landed |= targets & asked_squares;
    };
    each(knights, [&](int sq) { add(attacks8::knight(sq) & movable, jumps, expected.jumps); });
    each(rooks | queens, [&](int sq) { add(attacks8::rook(sq, occ) & movable, straight, expected.straight); });
    each(bishops | queens, [&](int sq) { add(attacks8::bishop(sq, occ) & movable, diagonal, expected.diagonal); });
    AskedLandings landed;
    const MovesAndCaptures counted = officer_moves_landing(knights, rooks | queens, bishops | queens, ~occ, movable,
                                                           enemy, straight, diagonal, jumps, landed);
    ++(expected.straight | expected.diagonal | expected.jumps ? landed_trials : quiet_trials);
    ASSERT_EQ(counted.moves, moves) << "trial " << trial;
    ASSERT_EQ(counted.captures, captures) << "trial " << trial;
    ASSERT_EQ(landed.straight, expected.straight) << "trial " << trial;
    ASSERT_EQ(landed.diagonal, expected.diagonal) << "trial " << trial;
    ASSERT_EQ(landed.jumps, expected.jumps) << "trial " << trial;
  }
  EXPECT_GT(landed_trials, 10000);
  EXPECT_GT(quiet_trials, 10000);
#else
  GTEST_SKIP() << "built without AVX-512 (VPOPCNTDQ)";
#endif
}

// Every edge a rotation wraps around: a lone piece on each square of an
// empty board.
TEST(Setwise8, LonePiecesOnEverySquare) {
#if PERFTKIT_SETWISE8
  for (int sq = 0; sq < 64; ++sq) {
    const Bitboard piece = G::bit(sq);
    const Bitboard empty = ~piece;
    EXPECT_EQ(officer_moves(piece, 0, 0, empty, ~Bitboard{0}), __builtin_popcountll(attacks8::knight(sq))) << sq;
    EXPECT_EQ(officer_moves(0, piece, 0, empty, ~Bitboard{0}), 14u) << sq;
    EXPECT_EQ(officer_moves(0, 0, piece, empty, ~Bitboard{0}), __builtin_popcountll(attacks8::bishop(sq, piece)))
        << sq;
  }
#else
  GTEST_SKIP() << "built without AVX-512 (VPOPCNTDQ)";
#endif
}

}  // namespace
}  // namespace perftkit::setwise8

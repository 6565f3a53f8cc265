// The depth-2 count (core/dragon/count_two_plies.cpp), which plays each
// move as the generator finds it on a child without keys or board array,
// must equal playing every move and counting the replies: checked on
// random games (a fixed seed) from every data set position and from
// set-ups where the counted child's own work shows: en passant after 2-
// and 3-step pushes, castling rights lost by capturing a corner rook,
// promotions, pins and checks. And the children the statistics' depth-2
// node makes with their board (count_two_plies.h's counted children with
// kWithBoard) hold it as play() does.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../random_games.h"
#include "../replies_by_playing.h"
#include "dataset_support.h"
#include "dragon/count_two_plies.h"
#include "dragon/position.h"

namespace perftkit::dragon {
namespace {

int check_random_games(const Position& start, int games, int plies, diff::SeededRandom& random) {
  int checked = 0;
  perftkit::test::visit_random_games(start, games, plies, random, [&](const Position& pos) {
    EXPECT_EQ(pos.count_two_plies(), perftkit::test::replies_by_playing(pos)) << pos.fen();
    ++checked;
  });
  return checked;
}

TEST(DragonCountTwoPlies, EqualsPlayingEveryMoveOnRandomGamesFromTheDataSet) {
  const auto records = testing::load_suite();
  ASSERT_GE(records.size(), 40u);
  diff::SeededRandom random(20261201);
  int checked = 0;
  for (const auto& record : records) checked += check_random_games(Position::from_fen(record.fen), 4, 40, random);
  EXPECT_GT(checked, 6000);
}

TEST(DragonCountTwoPlies, EqualsPlayingEveryMoveWhereTheCountedChildDiffers) {
  const std::vector<std::string> fens = {
      // e2 may go to e5 past e4, which the d5 pawn attacks (en passant),
      // and the g9 pawn likewise.
      "5k4/6p3/10/10/10/3p3P2/10/10/4P5/5K4 w - - 0 1",
      "5k4/6p3/10/10/10/3p3P2/10/10/4P5/5K4 b - - 0 1",
      // Bishops on the enemy's corner rooks: taking one loses a right
      // (without giving check, so the other castling stays to be counted).
      "r4k3r/10/2B7/10/10/10/6b3/10/10/R4K3R w KQkq - 0 1",
      "r4k3r/10/2B7/10/10/10/6b3/10/10/R4K3R b KQkq - 0 1",
      "r2d1k2dr/1P8/10/10/10/10/10/10/1p8/R2D1K2DR w KQkq - 0 1",  // promotions, capturing ones too
      "5k4/10/5r4/10/10/5D4/10/1b8/10/5K4 w - - 0 1",              // a pinned Dragon, a checking line
  };
  diff::SeededRandom random(20261130);
  int checked = 0;
  for (const auto& fen : fens) checked += check_random_games(Position::from_fen(fen), 8, 40, random);
  EXPECT_GT(checked, 1500);
}

// The children the statistics' depth-2 node makes with their board
// (kWithBoard: their own made leaves read it to find what they capture):
// every square as play() leaves it, for ordinary moves, pushes and
// promotions (castling and en passant are played).
template <Color Us>
int expect_boards_as_played(const Position& pos) {
  Position::MoveList moves;
  pos.generate_legal(moves);
  int checked = 0;
  for (const Move m : moves) {
    if (m.kind() == MoveKind::kCastling || m.kind() == MoveKind::kEnPassant) continue;
    const int from = m.from(), to = m.to();
    const PieceType type = type_of(pos.piece_on(from));
    const Position child = m.kind() == MoveKind::kPromotion
                               ? pos.counted_promotion_child<Us, true>(from, to, m.promotion())
                           : type == kPawn ? pos.counted_pawn_child<Us, true>(from, to)
                                           : pos.counted_child<Us, true>(type, from, to);
    const Position played = pos.play(m);
    for (int sq = 0; sq < G::kSquares; ++sq)
      EXPECT_EQ(child.piece_on(sq), played.piece_on(sq))
          << pos.fen() << ", move " << from << "-" << to << ", square " << sq;
    ++checked;
  }
  return checked;
}

TEST(DragonCountTwoPlies, ChildrenMadeWithTheirBoardHoldItAsPlayed) {
  diff::SeededRandom random(20261207);
  int checked = 0;
  for (const char* fen : {"r2d1k2dr/1P8/10/10/10/10/10/10/1p8/R2D1K2DR w KQkq - 0 1",  // promotions, capturing too
                          "rnbdqkdbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBDQKDBNR w KQkq - 0 1"}) {
    perftkit::test::visit_random_games(Position::from_fen(fen), 6, 60, random, [&](const Position& pos) {
      checked += pos.side_to_move() == kWhite ? expect_boards_as_played<kWhite>(pos)
                                              : expect_boards_as_played<kBlack>(pos);
    });
  }
  EXPECT_GT(checked, 5000);
}

}  // namespace
}  // namespace perftkit::dragon

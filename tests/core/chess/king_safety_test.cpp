// The generator's two ways of testing king squares (KingSafety: three
// lookups per square, or the enemy's attack map) must count the same moves
// everywhere, and the depth-2 count, which picks one of them per node, must
// equal playing every move and counting the replies. Checked on random
// games (a fixed seed) from middlegames, endgames and Chess960 set-ups with
// castling rights, where the king and castling tests differ most.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "chess/generate.h"
#include "random_games.h"
#include "../replies_by_playing.h"
#include "diff/seeded_random.h"

namespace perftkit::chess {
namespace {

template <KingSafety safety>
std::uint64_t count_with(const Position& pos) {
  return pos.side_to_move() == kWhite ? count_moves_for<kWhite, safety>(pos) : count_moves_for<kBlack, safety>(pos);
}

// Checks `games` random games of up to `plies` plies from `start`; returns
// how many positions were checked.
int check_random_games(const Position& start, int games, int plies, diff::SeededRandom& random) {
  int checked = 0;
  test::visit_random_games(start, games, plies, random, [&](const Position& pos) {
    const std::string fen = pos.fen();
    EXPECT_EQ(count_with<KingSafety::kAttackMap>(pos), count_with<KingSafety::kPerSquare>(pos)) << fen;
    EXPECT_EQ(pos.count_two_plies(), perftkit::test::replies_by_playing(pos)) << fen;
    ++checked;
  });
  return checked;
}

TEST(ChessKingSafety, AttackMapAndPerSquareTestsCountTheSameMoves) {
  const std::vector<std::string> fens = {
      std::string(Position::kStartFen),
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",  // Kiwipete
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",                             // rook endgame
      "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
      "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",          // castling with open kings
      "4k3/8/2nbq3/8/8/2NBQ3/8/4K3 w - - 0 1",         // open kings, a few officers
      "r3k3/1p3p2/1rnbq3/8/8/1RNBQ3/1P3P2/4K2R w Kq - 0 1",
      // One slider against pawns and pieces: the fans of the depth-2 node
      // (count_two_plies.cpp), with pins, promotions and their knights.
      "8/1p2k3/2n5/8/2R5/8/1p1PK3/8 w - - 0 1",
      "7r/8/3k4/2p2n2/8/2Q5/6p1/4K3 w - - 0 1",
      "2b5/1k6/3p4/p7/P1B5/8/5K2/8 b - - 0 1",
      // Promotions beside open kings: the three under-promotions share the
      // queen's count unless one checks or pins.
      "1n2k3/P1P5/8/4b3/8/8/2p3p1/1N2K2R b K - 0 1",
      "r3k3/1P6/8/3q4/8/8/6p1/R3K2R w KQq - 0 1",
      "3k4/1P1n3P/8/8/b7/8/5p1p/3RK3 w - - 0 1",
  };
  diff::SeededRandom random(20261201);
  int checked = 0;
  for (const auto& fen : fens) checked += check_random_games(Position::from_fen(fen), 12, 60, random);
  EXPECT_GT(checked, 3000);
}

// The depth-2 count gives the three under-promotions the queen's count
// less her king moves plus their own (count_two_plies.cpp), testing only
// for checks and pins by the new piece. These starts hold what it argues
// needs no test: a check the pawn uncovers (the rook on a7), and Chess960
// castling beside the promotion square (king b8, rook c8, gxh8: the queen's
// pin of the rook is what stops the sharing there).
TEST(ChessKingSafety, UnderPromotionsBesideUncoveredChecksAndCastlingCountAsPlayed) {
  VariantOptions chess960;
  chess960.chess960 = true;
  const std::vector<Position> starts = {
      Position::from_fen("8/RP5k/8/8/8/8/8/4K3 w - - 0 1"),
      Position::from_fen("1kr4n/6P1/8/8/8/8/8/4K3 w c - 0 1", chess960),
  };
  diff::SeededRandom random(20261204);
  for (const Position& start : starts) {
    EXPECT_EQ(start.count_two_plies(), perftkit::test::replies_by_playing(start)) << start.fen();
    check_random_games(start, 12, 30, random);
  }
}

TEST(ChessKingSafety, AttackMapAndPerSquareTestsAgreeInChess960) {
  diff::SeededRandom random(960);
  int checked = 0;
  for (const Position& setup : test::fischer_setups(40)) checked += check_random_games(setup, 3, 40, random);
  EXPECT_GT(checked, 3000);
}

}  // namespace
}  // namespace perftkit::chess

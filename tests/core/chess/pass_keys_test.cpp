// The keys the last ply's passes split chess by (Position::pass_key and
// its helpers, enumerate/encodable_game.h: SplitsPassesByWaitingSide), at
// every node of trees that hold every kind of move: a child's pass key is
// its parent's waiting side's key changed only by what the move takes; a
// position's code determines it; and some_capture_pass_key() says yes for
// the pass key of every child that takes a piece (it may say yes more
// often, never less: a parent it wrongly skipped would lose positions).
#include <gtest/gtest.h>

#include <string>

#include "chess/position.h"
#include "every_move_kind_trees.h"

namespace perftkit::chess {
namespace {

// Checks every node below `pos` to `depth`; returns the capturing children seen.
std::uint64_t check_tree(const Position& pos, int depth, const std::string& where) {
  EXPECT_EQ(Position::decode(pos.encode()).pass_key(), pos.pass_key()) << where << " " << pos.fen();
  Position::MoveList moves;
  pos.generate_legal(moves);
  std::uint64_t captures = 0;
  for (const auto& m : moves) {
    const Position child = pos.play(m);
    const std::uint64_t taken = pos.taken_piece_key(m);
    EXPECT_EQ(child.pass_key(), pos.waiting_side_key() ^ taken) << where << " " << pos.fen() << " " << pos.move_name(m);
    EXPECT_EQ(taken != 0, popcount(child.pieces(child.side_to_move())) < popcount(pos.pieces(~pos.side_to_move())))
        << where << " " << pos.fen() << " " << pos.move_name(m);
    if (taken) {
      ++captures;
      const std::uint64_t wanted = child.pass_key();
      EXPECT_TRUE(pos.some_capture_pass_key(pos.waiting_side_key(), [&](std::uint64_t key) { return key == wanted; }))
          << where << " " << pos.fen() << " " << pos.move_name(m);
    }
    if (depth > 1) captures += check_tree(child, depth - 1, where);
  }
  return captures;
}

TEST(PassKeys, EveryChildsPassKeyAtEveryNode) {
  for (const auto& tree : test::kEveryMoveKindTrees) EXPECT_GT(check_tree(tree.root(), tree.depth, tree.fen), 10u);
}

// The pieces that cannot be taken are not offered: with nothing attacked
// and no en passant, no capture's key is tried at all.
TEST(PassKeys, NoCaptureKeyWhereNothingIsAttacked) {
  const Position start = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  int tried = 0;
  EXPECT_FALSE(start.some_capture_pass_key(start.waiting_side_key(), [&](std::uint64_t) { return ++tried, true; }));
  EXPECT_EQ(tried, 0);
}

// En passant: the pawn it takes is offered although no piece attacks its square.
TEST(PassKeys, TheEnPassantPawnIsOffered) {
  const Position pos = Position::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
  ASSERT_EQ(pos.en_passant_square(), 43);
  const std::uint64_t without_pawn = Position::from_fen("4k3/8/8/4P3/8/8/8/4K3 b - - 0 2").pieces_key(kBlack);
  EXPECT_TRUE(pos.some_capture_pass_key(pos.waiting_side_key(), [&](std::uint64_t key) { return key == without_pawn; }));
}

}  // namespace
}  // namespace perftkit::chess

// NodeReplies counts the replying side's moves once per depth-2 node and
// hands the parts that carry over to the children: the knight and slider
// moves, the king's moves and castling. Checked against the moves the node
// (with the other side to move) and the child actually have, listed by the
// generator and sorted by piece and kind, with pins found independently
// (lift the piece and look for a slider attack on the king), on random
// games from middlegames, pin-heavy and castling set-ups and Chess960
// positions.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "chess/node_replies.h"
#include "random_games.h"
#include "diff/seeded_random.h"

namespace perftkit::chess {
namespace {

// The pieces of the side to move that are pinned to its king, by the
// definition: the king is attacked by a slider once the piece is lifted.
Bitboard pinned_by_lifting(const Position& pos) {
  const Color us = pos.side_to_move();
  const int king = pos.king_square(us);
  Bitboard pinned = 0;
  for (Bitboard b = pos.pieces(us) & ~pos.pieces(us, kKing); b;) {
    const int sq = pop_lsb(b);
    const Bitboard lifted = pos.occupied() ^ G::bit(sq);
    const Bitboard sliders = (attacks8::rook(king, lifted) & (pos.pieces(~us, kRook) | pos.pieces(~us, kQueen))) |
                             (attacks8::bishop(king, lifted) & (pos.pieces(~us, kBishop) | pos.pieces(~us, kQueen)));
    if (sliders & ~pos.attackers_to(king, ~us, pos.occupied())) pinned |= G::bit(sq);
  }
  return pinned;
}

// A position's legal moves by kind: knights and sliders, the king's
// ordinary moves, castling.
struct MovesByKind {
  std::uint64_t officers = 0, king = 0, castling = 0;
};

MovesByKind moves_by_kind(const Position& pos) {
  Position::MoveList moves;
  pos.generate_legal(moves);
  MovesByKind n;
  for (Move m : moves) {
    if (m.kind() == MoveKind::kCastling) ++n.castling;
    else if (m.piece() == kKing) ++n.king;
    else if (m.piece() != kPawn) ++n.officers;
  }
  return n;
}

template <Color us>
NodeReplies counted(const Position& pos) {
  NodeReplies replies;
  replies.count<us>(pos);
  return replies;
}

// The node with the other side to move and no en passant square: the
// replying side's view of it, for positions whose side to move is not in
// check (the other one would then be illegal).
Position passed(const Position& pos) {
  std::istringstream fields(pos.fen());
  std::string board, side, castling;
  fields >> board >> side >> castling;
  VariantOptions options;
  options.chess960 = pos.chess960();
  return Position::from_fen(board + (side == "w" ? " b " : " w ") + castling + " -", options);
}

struct Tally {
  int nodes = 0;
  int officers_carried = 0;      // children whose officer count carried over (checked equal)
  int officers_not_carried = 0;  // quiet children where it does not
  int king_carried = 0;          // children whose king count carried over (checked equal)
  int king_not_carried = 0;
  int castlings_carried = 0;     // of those, children with a castling move carried over
  int multiplied = 0;            // children whose whole count is the node's replies (checked equal)
};

// The node's counts are its replying side's moves, and carry over to
// exactly those quiet children (ordinary moves that take nothing) that
// they claim, with the moves the child has; all its replies are the
// count of every child the reply region lets the depth-2 node multiply.
void check_node(const Position& pos, Tally& tally) {
  if (pos.in_check()) return;
  const NodeReplies node = pos.side_to_move() == kWhite ? counted<kWhite>(pos) : counted<kBlack>(pos);
  const Position replying = passed(pos);
  const MovesByKind at_node = moves_by_kind(replying);
  EXPECT_EQ(node.pinned, pinned_by_lifting(replying)) << pos.fen();
  EXPECT_EQ(node.officer_moves, at_node.officers) << pos.fen();
  EXPECT_EQ(node.king_moves, at_node.king) << pos.fen();
  EXPECT_EQ(node.castlings, at_node.castling) << pos.fen();
  EXPECT_EQ(node.replies(), replying.count_legal()) << pos.fen();
  ++tally.nodes;
  Position::MoveList moves;
  pos.generate_legal(moves);
  for (Move m : moves) {
    if (m.kind() != MoveKind::kNormal || (pos.pieces(~pos.side_to_move()) & G::bit(m.to()))) continue;
    const Position child = pos.play(m);
    const MovesByKind in_child = moves_by_kind(child);
    const std::string where = pos.fen() + " then " + pos.move_name(m);
    // A knight or slider move or a single pawn push outside the reply
    // region: counted as the node's replies, never made.
    const bool single_push = m.piece() == kPawn && (m.to() - m.from() == 8 || m.from() - m.to() == 8);
    if ((single_push || (m.piece() != kPawn && m.piece() != kKing)) &&
        !(node.reply_region & (G::bit(m.from()) | G::bit(m.to())))) {
      EXPECT_EQ(node.replies(), child.count_legal()) << where;
      ++tally.multiplied;
    }
    if (!child.in_check() && node.officers_carry_over(m.from(), m.to(), pinned_by_lifting(child))) {
      EXPECT_EQ(node.officer_moves, in_child.officers) << where;
      ++tally.officers_carried;
    } else {
      ++tally.officers_not_carried;
    }
    if (node.king_carries_over(m.from(), m.to())) {
      EXPECT_EQ(node.king_moves, in_child.king) << where;
      if (!child.in_check()) EXPECT_EQ(node.castlings, in_child.castling) << where;
      ++tally.king_carried;
      tally.castlings_carried += !child.in_check() && node.castlings > 0;
    } else {
      ++tally.king_not_carried;
    }
  }
}

TEST(ChessNodeReplies, CountsCarryOverToTheChildrenTheyClaim) {
  const std::vector<std::string> fens = {
      std::string(Position::kStartFen),
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",  // Kiwipete
      "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
      "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
      "4k3/3r4/2b1n3/1q6/8/2NBQ3/3R4/4K3 w - - 0 1",  // pins on every line to both kings
      "3k4/3r4/8/B2N4/8/8/3Q4/3K4 b - - 0 1",
      "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",  // castling with open kings
  };
  diff::SeededRandom random(20261201);
  Tally tally;
  for (const auto& fen : fens)
    test::visit_random_games(Position::from_fen(fen), 10, 60, random, [&](const Position& pos) { check_node(pos, tally); });
  // Both outcomes are common, so neither side of the test is vacuous.
  EXPECT_GT(tally.nodes, 1500);
  EXPECT_GT(tally.officers_carried, 10000);
  EXPECT_GT(tally.officers_not_carried, 10000);
  EXPECT_GT(tally.king_carried, 10000);
  EXPECT_GT(tally.king_not_carried, 10000);
  EXPECT_GT(tally.castlings_carried, 500);
  EXPECT_GT(tally.multiplied, 2000);
}

TEST(ChessNodeReplies, CountsCarryOverInChess960) {
  diff::SeededRandom random(960);
  Tally tally;
  for (const Position& setup : test::fischer_setups(30))
    test::visit_random_games(setup, 2, 40, random, [&](const Position& pos) { check_node(pos, tally); });
  EXPECT_GT(tally.officers_carried, 5000);
  EXPECT_GT(tally.king_carried, 5000);
  EXPECT_GT(tally.castlings_carried, 100);
  EXPECT_GT(tally.multiplied, 500);
}

}  // namespace
}  // namespace perftkit::chess

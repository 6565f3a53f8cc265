// generate_legal_with_keys: the same moves as generate_legal, in the same
// order, each with key_after()'s key, at every node of small trees that
// hold every kind of move (castling both ways and in Chess960, en
// passant, promotions with and without capture, captures by every piece).
#include <gtest/gtest.h>

#include <string>

#include "chess/position.h"

namespace perftkit::chess {
namespace {

// Checks every node of the tree below `pos` to `depth`; returns the nodes.
std::uint64_t check_tree(const Position& pos, int depth, const std::string& where) {
  Position::MoveList listed, keyed;
  Position::ChildKeys keys;
  pos.generate_legal(listed);
  pos.generate_legal_with_keys(keyed, keys);
  EXPECT_EQ(keyed.size(), listed.size()) << where << " " << pos.fen();
  for (std::size_t i = 0; i < listed.size() && i < keyed.size(); ++i) {
    EXPECT_EQ(keyed[i], listed[i]) << where << " " << pos.fen();
    EXPECT_EQ(keys[i], pos.key_after(listed[i])) << where << " " << pos.fen() << " " << pos.move_name(listed[i]);
    EXPECT_EQ(keys[i], pos.play(listed[i]).board_key()) << where << " " << pos.fen();
  }
  std::uint64_t nodes = 1;
  if (depth > 1)
    for (const auto& m : listed) nodes += check_tree(pos.play(m), depth - 1, where);
  return nodes;
}

TEST(KeyedMoveListSink, EveryChildsKeyAtEveryNode) {
  struct Case {
    const char* fen;
    int depth;
    bool chess960;
  };
  const Case cases[] = {
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, false},
      {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, false},  // Kiwipete
      {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4, false},                              // en passant
      {"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3, false},       // promotions
      {"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3, false},
      {"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", 3, true},      // Chess960
  };
  for (const auto& c : cases) {
    VariantOptions options;
    options.chess960 = c.chess960;
    EXPECT_GT(check_tree(Position::from_fen(c.fen, options), c.depth, c.fen), 100u);
  }
}

}  // namespace
}  // namespace perftkit::chess

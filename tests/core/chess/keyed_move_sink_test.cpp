// generate_legal_with_keys: the same moves as generate_legal, in the same
// order, each with key_after()'s key, at every node of small trees that
// hold every kind of move (castling both ways and in Chess960, en
// passant, promotions with and without capture, captures by every piece).
#include <gtest/gtest.h>

#include <string>

#include "chess/position.h"
#include "every_move_kind_trees.h"

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
  for (const auto& tree : test::kEveryMoveKindTrees) EXPECT_GT(check_tree(tree.root(), tree.depth, tree.fen), 100u);
}

}  // namespace
}  // namespace perftkit::chess

#include "diff/drill_down.h"

#include <gtest/gtest.h>

#include "chess/position.h"
#include "game/play_moves.h"
#include "perft/perft.h"

namespace perftkit::diff {
namespace {

using chess::Position;

// A stand-in engine: our own generator with one move class removed
// everywhere in the tree (the way a buggy generator would miss it).
struct GeneratorWithout {
  Position root;
  bool (*dropped)(const MoveFacts&);

  std::uint64_t count(const Position& pos, int depth) const {
    if (depth == 0) return 1;
    Position::MoveList moves;
    pos.generate_legal(moves);
    std::uint64_t total = 0;
    for (const auto& m : moves)
      if (!dropped(pos.move_facts(m))) total += count(pos.play(m), depth - 1);
    return total;
  }

  uci::EngineDivide operator()(const std::vector<std::string>& path, int depth) const {
    std::string line;
    for (const auto& m : path) line += m + " ";
    Position pos = play_moves(root, line);
    Position::MoveList moves;
    pos.generate_legal(moves);
    uci::EngineDivide divide;
    for (const auto& m : moves) {
      if (dropped(pos.move_facts(m))) continue;
      divide.moves.emplace_back(pos.move_name(m), count(pos.play(m), depth - 1));
      divide.total += divide.moves.back().second;
    }
    return divide;
  }
};

bool nothing(const MoveFacts&) { return false; }
bool en_passant(const MoveFacts& f) { return f.en_passant; }
bool castling(const MoveFacts& f) { return f.castling; }

TEST(DrillDown, AgreementStaysAtTheRoot) {
  auto root = Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
  auto result = drill_down(root, 3, GeneratorWithout{root, nothing});
  EXPECT_TRUE(result.agree());
  EXPECT_EQ(result.levels.size(), 1u);
  EXPECT_EQ(result.root().comparison.our_total, 97862u);  // Kiwipete, Chess Programming Wiki
}

TEST(DrillDown, FindsAnEnPassantCaptureThreePliesDown) {
  // e4e5, then d7d5 makes e5xd6 en passant legal.
  auto root = Position::from_fen("4k3/3p4/8/8/4P3/8/8/4K3 w - - 0 1");
  auto result = drill_down(root, 3, GeneratorWithout{root, en_passant});
  EXPECT_FALSE(result.agree());
  const auto& leaf = result.leaf();
  EXPECT_EQ(leaf.path, (std::vector<std::string>{"e4e5", "d7d5"}));
  EXPECT_EQ(leaf.depth, 1);
  EXPECT_EQ(leaf.fen, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
  EXPECT_EQ(leaf.comparison.only_ours, std::vector<std::string>{"e5d6"});
  EXPECT_TRUE(leaf.comparison.only_engine.empty());
  EXPECT_EQ(result.levels.size(), 3u);
}

TEST(DrillDown, StopsWhereTheMoveListsFirstDiffer) {
  // Castling is legal at the root already: no need to descend.
  auto root = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  auto result = drill_down(root, 3, GeneratorWithout{root, castling});
  EXPECT_EQ(result.levels.size(), 1u);
  EXPECT_EQ(result.leaf().comparison.only_ours, (std::vector<std::string>{"e1g1", "e1c1"}));
}

TEST(DrillDown, ReportsAnEngineThatGeneratesAnExtraMove) {
  // An engine that lets Black's king jump two squares after 1. Kd1.
  auto root = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  auto engine = [&](const std::vector<std::string>& path, int depth) {
    auto divide = GeneratorWithout{root, nothing}(path, depth);
    if (path.empty()) {
      for (auto& [move, count] : divide.moves)
        if (move == "e1d1") ++count;
      ++divide.total;
    } else if (path == std::vector<std::string>{"e1d1"}) {
      divide.moves.emplace_back("e8e6", 1);
      ++divide.total;
    }
    return divide;
  };
  auto result = drill_down(root, 2, engine);
  EXPECT_EQ(result.leaf().path, std::vector<std::string>{"e1d1"});
  EXPECT_EQ(result.leaf().comparison.only_engine, std::vector<std::string>{"e8e6"});
  EXPECT_TRUE(result.leaf().comparison.only_ours.empty());
}

}  // namespace
}  // namespace perftkit::diff

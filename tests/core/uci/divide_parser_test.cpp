#include "uci/divide_parser.h"

#include <gtest/gtest.h>

namespace perftkit::uci {
namespace {

TEST(DivideParser, ReadsColonAndSpaceMoveLines) {
  EXPECT_EQ(parse_divide_move_line("e2e4: 600"), (std::pair<std::string, std::uint64_t>{"e2e4", 600}));
  EXPECT_EQ(parse_divide_move_line("e7e8q 12"), (std::pair<std::string, std::uint64_t>{"e7e8q", 12}));
  EXPECT_EQ(parse_divide_move_line("  a9a10: 7  "), (std::pair<std::string, std::uint64_t>{"a9a10", 7}));
  EXPECT_EQ(parse_divide_move_line("N@e4: 31"), (std::pair<std::string, std::uint64_t>{"N@e4", 31}));
  EXPECT_EQ(parse_divide_move_line("j10j9 1"), (std::pair<std::string, std::uint64_t>{"j10j9", 1}));
}

TEST(DivideParser, RejectsLinesThatAreNotMoves) {
  EXPECT_FALSE(parse_divide_move_line("Total: 20"));
  EXPECT_FALSE(parse_divide_move_line("info string NNUE enabled"));
  EXPECT_FALSE(parse_divide_move_line("e2e4: -3"));
  EXPECT_FALSE(parse_divide_move_line("e2e4: 3x"));
  EXPECT_FALSE(parse_divide_move_line("e2: 3"));
  EXPECT_FALSE(parse_divide_move_line("e2e4qq: 3"));
  EXPECT_FALSE(parse_divide_move_line(""));
}

TEST(DivideParser, ReadsEveryTotalSpelling) {
  EXPECT_EQ(parse_divide_total_line("Nodes searched: 8902"), 8902u);
  EXPECT_EQ(parse_divide_total_line("Total nodes: 197281"), 197281u);
  EXPECT_EQ(parse_divide_total_line("Total: 20"), 20u);
  EXPECT_EQ(parse_divide_total_line("total: 0"), 0u);
  EXPECT_FALSE(parse_divide_total_line("Total: many"));
  EXPECT_FALSE(parse_divide_total_line("e2e4: 20"));
}

TEST(DivideParser, CollectsAnAnswerUpToItsTotal) {
  DivideParser parser;
  EXPECT_FALSE(parser.feed("info string starting"));
  EXPECT_FALSE(parser.feed("a2a3: 380"));
  EXPECT_FALSE(parser.feed(""));
  EXPECT_FALSE(parser.feed("b1c3 440"));
  EXPECT_TRUE(parser.feed("Nodes searched: 820"));
  EXPECT_TRUE(parser.complete());
  ASSERT_EQ(parser.result().moves.size(), 2u);
  EXPECT_EQ(parser.result().moves[1], (std::pair<std::string, std::uint64_t>{"b1c3", 440}));
  EXPECT_EQ(parser.result().total, 820u);
  // Lines after the total belong to the next answer and are not taken.
  parser.feed("h2h3: 1");
  EXPECT_EQ(parser.result().moves.size(), 2u);
}

}  // namespace
}  // namespace perftkit::uci

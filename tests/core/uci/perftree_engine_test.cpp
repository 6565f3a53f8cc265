#include "uci/perftree_engine.h"

#include <gtest/gtest.h>

#include "uci/engine_error.h"

namespace perftkit::uci {
namespace {

TEST(PerftreeEngine, QuotesTheFenAndTheMovesForTheShell) {
  EXPECT_EQ(perftree_command("./engine", 3, "8/8/8/8/8/8/8/K6k w - - 0 1", {}),
            "./engine 3 '8/8/8/8/8/8/8/K6k w - - 0 1'");
  EXPECT_EQ(perftree_command("./engine", 2, "fen", {"e2e4", "e7e5"}), "./engine 2 'fen' 'e2e4 e7e5'");
}

TEST(PerftreeEngine, ReadsMoveLinesABlankLineAndTheTotal) {
  DivideParser parser;
  EXPECT_FALSE(feed_perftree_line(parser, "e2e4 20"));
  EXPECT_FALSE(feed_perftree_line(parser, "d2d4 20"));
  EXPECT_FALSE(feed_perftree_line(parser, ""));
  EXPECT_TRUE(feed_perftree_line(parser, "40"));
  EXPECT_EQ(parser.result().total, 40u);
  EXPECT_EQ(parser.result().moves.size(), 2u);
}

// The "engine" prints a canned answer; the appended depth and FEN become
// arguments of `true`.
TEST(PerftreeEngine, RunsTheCommandPerDivide) {
  PerftreeEngine engine("printf 'e2e4 3\\nd2d4 2\\n\\n5\\n'; true", std::chrono::seconds(10));
  auto divide = engine.perft("fen", {"e2e4"}, 2);
  EXPECT_EQ(divide.total, 5u);
  EXPECT_EQ(divide.moves.front(), (std::pair<std::string, std::uint64_t>{"e2e4", 3}));
}

TEST(PerftreeEngine, AnEngineThatStopsBeforeItsTotalIsAnError) {
  PerftreeEngine engine("printf 'e2e4 3\\n'; exit 4; true", std::chrono::seconds(10));
  EXPECT_THROW(engine.perft("fen", {}, 1), EngineError);
}

}  // namespace
}  // namespace perftkit::uci

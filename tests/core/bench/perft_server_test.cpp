// perftkit answering as an engine: what the UCI and perftree front ends
// print parses as a divide with the right counts.
#include "bench/perft_server.h"

#include <gtest/gtest.h>

#include <sstream>

#include "chess/position.h"
#include "uci/divide_parser.h"
#include "uci/perftree_engine.h"

namespace perftkit::bench {
namespace {

TEST(PerftServer, AnswersTheUciHandshakeAndGoPerft) {
  std::istringstream in("uci\nsetoption name UCI_Chess960 value false\nisready\nposition startpos moves e2e4\n"
                        "go perft 2\nquit\ngo perft 1\n");
  std::ostringstream out;
  serve_uci_perft<chess::Position>(in, out, {});
  const std::string text = out.str();
  EXPECT_NE(text.find("\nuciok\n"), std::string::npos);
  EXPECT_NE(text.find("option name UCI_Chess960"), std::string::npos);
  EXPECT_NE(text.find("readyok\n"), std::string::npos);
  uci::DivideParser parser;
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line) && !parser.feed(line)) {
  }
  ASSERT_TRUE(parser.complete());
  EXPECT_EQ(parser.result().total, 600u);  // e2e4's subtree at depth 3 from the start
  EXPECT_EQ(parser.result().moves.size(), 20u);
  // Nothing after quit.
  EXPECT_EQ(text.find("Nodes searched", text.find("Nodes searched") + 1), std::string::npos);
}

TEST(PerftServer, AFenPositionWithMoves) {
  std::istringstream in("position fen 4k3/8/1P6/8/8/8/8/4K3 w - - 0 1 moves b6b7\ngo perft 1\n");
  std::ostringstream out;
  serve_uci_perft<chess::Position>(in, out, {});
  EXPECT_NE(out.str().find("Nodes searched: 5\n"), std::string::npos) << out.str();
}

TEST(PerftServer, ABadPositionIsReportedAsAnInfoString) {
  std::istringstream in("position fen not-a-fen\nposition\nposition startpos moves e2e5\n");
  std::ostringstream out;
  serve_uci_perft<chess::Position>(in, out, {});
  std::istringstream lines(out.str());
  std::string line;
  int answers = 0;
  for (; std::getline(lines, line); ++answers) EXPECT_EQ(line.rfind("info string ", 0), 0u) << line;
  EXPECT_EQ(answers, 3);
}

TEST(PerftServer, AnswersAPerftreeCall) {
  std::ostringstream out;
  answer_perftree<chess::Position>(3, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e4 e7e5", out, {});
  uci::DivideParser parser;
  std::istringstream lines(out.str());
  std::string line;
  while (std::getline(lines, line) && !uci::feed_perftree_line(parser, line)) {
  }
  ASSERT_TRUE(parser.complete());
  EXPECT_EQ(parser.result().total, 24'825u);  // as Stockfish counts after e2e4 e7e5 (go perft 3)
}

}  // namespace
}  // namespace perftkit::bench

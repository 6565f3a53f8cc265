#include "uci/uci_engine.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "../../fixtures/stockfish_locator.h"
#include "uci/engine_error.h"
#include "uci/engine_variant.h"

namespace perftkit::uci {
namespace {

using namespace std::chrono_literals;
using testing::find_stockfish;
using testing::fixture_path;

std::string fake_engine(const std::string& mode) { return "bash " + fixture_path("fake_uci_engine.sh") + " " + mode; }

UciEngineSettings quick() { return {.timeout = 2s, .grace = 300ms}; }

TEST(UciEngine, HandshakeReadsNameAndOptions) {
  UciEngine engine(fake_engine("colon"), quick());
  EXPECT_EQ(engine.name(), "Fake Engine 1.0");
  EXPECT_TRUE(engine.has_option("UCI_Chess960"));
  EXPECT_TRUE(engine.has_option("Hash"));
  EXPECT_FALSE(engine.has_option("UCI_Variant"));
  EXPECT_THROW(engine.set_option("UCI_Variant", "dragonchess100"), EngineError);
  EXPECT_EQ(engine.quit(), ChildExit::kExitedByItself);
}

TEST(UciEngine, ParsesEveryDivideFormat) {
  for (const char* mode : {"colon", "space", "total-nodes"}) {
    UciEngine engine(fake_engine(mode), quick());
    auto divide = engine.perft("8/8/8/8/8/8/8/K6k w - - 0 1", {}, 2);
    ASSERT_EQ(divide.moves.size(), 2u) << mode;
    EXPECT_EQ(divide.moves[0], (std::pair<std::string, std::uint64_t>{"e2e4", 3})) << mode;
    EXPECT_EQ(divide.moves[1], (std::pair<std::string, std::uint64_t>{"d2d4", 2})) << mode;
    EXPECT_EQ(divide.total, 5u) << mode;
  }
}

TEST(UciEngine, SendsPositionWithMovesAndOptions) {
  std::string log = ::testing::TempDir() + "fake_engine_commands.log";
  std::remove(log.c_str());
  {
    UciEngine engine("FAKE_ENGINE_LOG=" + log + " " + fake_engine("colon"), quick());
    configure_engine(engine, engine_variant_for("chess", true, ""));
    engine.perft("startfen", {"e2e4", "e7e5"}, 3);
  }
  std::ifstream file(log);
  std::stringstream sent;
  sent << file.rdbuf();
  EXPECT_EQ(sent.str(),
            "uci\nsetoption name UCI_Chess960 value true\nisready\nposition fen startfen moves e2e4 e7e5\n"
            "go perft 3\nquit\n");
}

TEST(UciEngine, TimesOutOnAnEngineThatDoesNotAnswer) {
  UciEngine engine(fake_engine("silent"), {.timeout = 300ms, .grace = 300ms});
  try {
    engine.perft("8/8/8/8/8/8/8/K6k w - - 0 1", {}, 1);
    FAIL() << "expected EngineError";
  } catch (const EngineError& error) {
    EXPECT_NE(std::string(error.what()).find("did not finish 'go perft 1' within 300 ms"), std::string::npos)
        << error.what();
  }
}

TEST(UciEngine, TimesOutOnAnEngineThatTalksWithoutAnswering) {
  UciEngine engine(fake_engine("chatty"), {.timeout = 300ms, .grace = 300ms});
  EXPECT_THROW(engine.perft("8/8/8/8/8/8/8/K6k w - - 0 1", {}, 1), EngineError);
}

TEST(UciEngine, ReportsAnEngineThatExitsMidRequest) {
  UciEngine engine(fake_engine("exit-early"), quick());
  EXPECT_THROW(engine.perft("8/8/8/8/8/8/8/K6k w - - 0 1", {}, 1), EngineError);
}

TEST(UciEngine, FailsToStartWhenTheHandshakeNeverCompletes) {
  EXPECT_THROW(UciEngine("cat >/dev/null", {.timeout = 200ms, .grace = 200ms}), EngineError);
  EXPECT_THROW(UciEngine("/nonexistent/engine 2>/dev/null", quick()), EngineError);
}

TEST(UciEngine, ShutdownEscalatesToSignals) {
  UciEngine stubborn(fake_engine("ignore-quit"), quick());
  EXPECT_EQ(stubborn.quit(), ChildExit::kTerminated);
  UciEngine deaf(fake_engine("ignore-term"), quick());
  EXPECT_EQ(deaf.quit(), ChildExit::kKilled);
}

TEST(UciEngineStockfishPeer, DividesTheStartPositionLikeTheReference) {
  auto stockfish = find_stockfish();
  if (!stockfish) GTEST_SKIP() << "stockfish not installed";
  UciEngine engine(*stockfish, {.timeout = 30s, .grace = 2s});
  EXPECT_NE(engine.name().find("Stockfish"), std::string::npos);
  configure_engine(engine, engine_variant_for("chess", false, ""));
  // Known reference counts of the start position (Chess Programming Wiki).
  auto divide = engine.perft("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", {"e2e4"}, 3);
  EXPECT_EQ(divide.moves.size(), 20u);
  EXPECT_EQ(divide.total, 13160u);
  std::uint64_t sum = 0;
  for (const auto& [move, count] : divide.moves) sum += count;
  EXPECT_EQ(sum, divide.total);
  EXPECT_EQ(engine.quit(), ChildExit::kExitedByItself);
}

}  // namespace
}  // namespace perftkit::uci

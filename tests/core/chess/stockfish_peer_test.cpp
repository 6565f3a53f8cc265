// Differential test against Debian's stockfish: random legal positions,
// made by random playouts (fixed seed) from the standard and Chess960
// suites, divided at depth 3 by us and by `go perft 3`, compared move by
// move. On a disagreement the drill-down names the position and the moves
// only one side generates.
#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <sstream>

#include "../../fixtures/stockfish_locator.h"
#include "chess/position.h"
#include "diff/drill_down.h"
#include "io/epd.h"
#include "uci/engine_variant.h"
#include "uci/uci_engine.h"

namespace perftkit::chess {
namespace {

constexpr int kMaxPlayoutPlies = 16;

std::vector<std::string> suite_fens(const std::string& file_name) {
  std::ifstream in(std::string(PERFTKIT_SOURCE_DIR) + "/datasets/standard/" + file_name);
  std::vector<std::string> fens;
  std::string line;
  while (std::getline(in, line))
    if (auto record = parse_epd_line(line)) fens.push_back(record->fen);
  return fens;
}

// A suite position followed by up to kMaxPlayoutPlies random legal moves.
Position random_position(const std::vector<std::string>& fens, const VariantOptions& options, std::mt19937_64& random) {
  Position pos = Position::from_fen(fens[random() % fens.size()], options);
  int plies = static_cast<int>(random() % (kMaxPlayoutPlies + 1));
  for (int ply = 0; ply < plies; ++ply) {
    Position::MoveList moves;
    pos.generate_legal(moves);
    if (moves.empty()) break;
    pos = pos.play(moves[random() % moves.size()]);
  }
  return pos;
}

std::string describe(const diff::DiffResult& result) {
  std::ostringstream text;
  const auto& leaf = result.leaf();
  text << "root " << result.root().fen << ": ours " << result.root().comparison.our_total << ", stockfish "
       << result.root().comparison.engine_total << "\n  diverges at " << leaf.fen << " (path";
  for (const auto& m : leaf.path) text << ' ' << m;
  text << ")\n  only ours:";
  for (const auto& m : leaf.comparison.only_ours) text << ' ' << m;
  text << "\n  only stockfish:";
  for (const auto& m : leaf.comparison.only_engine) text << ' ' << m;
  return text.str();
}

void compare_with_stockfish(const std::string& suite, bool chess960, std::uint64_t seed, int positions, int depth) {
  auto stockfish = testing::find_stockfish();
  if (!stockfish) GTEST_SKIP() << "stockfish not installed (apt-get install stockfish)";
  uci::UciEngine engine(*stockfish);
  uci::configure_engine(engine, uci::engine_variant_for("chess", chess960, ""));
  VariantOptions options;
  options.chess960 = chess960;
  auto fens = suite_fens(suite);
  ASSERT_FALSE(fens.empty()) << suite;
  std::mt19937_64 random(seed);
  PerftRunOptions single_thread;
  single_thread.threads = 1;
  std::uint64_t nodes = 0;
  for (int i = 0; i < positions; ++i) {
    Position pos = random_position(fens, options, random);
    std::string fen = pos.fen();
    auto result = diff::drill_down(
        pos, depth, [&](const std::vector<std::string>& path, int depth) { return engine.perft(fen, path, depth); },
        single_thread);
    EXPECT_TRUE(result.agree()) << describe(result);
    nodes += result.root().comparison.engine_total;
  }
  // Guards against a vacuous run (e.g. every playout ending in mate).
  EXPECT_GT(nodes, positions * 1000u);
}

// CI: 200 + 200 positions at depth 3.
TEST(StockfishPeer, RandomChessPositionsDivideLikeStockfish) {
  compare_with_stockfish("standard.epd", false, 20260601, 200, 3);
}

TEST(StockfishPeer, RandomChess960PositionsDivideLikeStockfish) {
  compare_with_stockfish("fischer.epd", true, 960960, 200, 3);
}

// ctest -L deep: 2000 + 2000 other positions at depth 4 (about a minute).
TEST(StockfishDeepDifferential, RandomChessPositionsAtDepth4) {
  compare_with_stockfish("standard.epd", false, 4444, 2000, 4);
}

TEST(StockfishDeepDifferential, RandomChess960PositionsAtDepth4) {
  compare_with_stockfish("fischer.epd", true, 9604, 2000, 4);
}

}  // namespace
}  // namespace perftkit::chess

#include "batch/analyze_position.h"

#include <gtest/gtest.h>

#include "batch/analyze_line.h"
#include "chess/position.h"

namespace perftkit::batch {
namespace {

BatchRecord chess_record(const std::string& line, int depth) {
  auto input = parse_epd_line(line);
  return analyze_position<chess::Position>(*input, {}, depth);
}

std::vector<std::string> counts(const BatchRecord& record) {
  std::vector<std::string> texts;
  for (const auto& d : record.perft) texts.push_back(d.count);
  return texts;
}

// Move-class counts at depth 1 are the Chess Programming Wiki's perft
// result tables (captures, castles, checks), an independent reference.
TEST(AnalyzePosition, CountsMoveClassesOfKiwipete) {
  auto r = chess_record("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2);
  EXPECT_EQ(r.side_to_move, "w");
  EXPECT_EQ(r.moves.nodes, 48u);
  EXPECT_EQ(r.moves_in("captures"), 8u);
  EXPECT_EQ(r.moves_in("en_passant"), 0u);
  EXPECT_EQ(r.moves_in("castles"), 2u);
  EXPECT_EQ(r.moves_in("checks"), 0u);
  EXPECT_EQ(r.moves_in("promotions"), 0u);
  EXPECT_EQ(r.moves_in("drops"), std::nullopt);
  EXPECT_EQ(r.status, "ongoing");
  EXPECT_EQ(counts(r), (std::vector<std::string>{"48", "2039"}));
  EXPECT_EQ(r.nodes, 48 + 2039);
}

TEST(AnalyzePosition, CountsChecksOfPosition3) {
  auto r = chess_record("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 1);
  EXPECT_EQ(r.moves.nodes, 14u);
  EXPECT_EQ(r.moves_in("captures"), 1u);
  EXPECT_EQ(r.moves_in("checks"), 2u);
}

// --stats: the wiki's table for position 3 at depths 1-3 (checks 2, 10,
// 267; captures 1, 14, 209; e.p. 0, 0, 2), and no stats without it.
TEST(AnalyzePosition, StatsGiveThePublishedTableOfEveryDepth) {
  auto input = parse_epd_line("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1");
  auto r = analyze_position<chess::Position>(*input, {}, 3, true);
  ASSERT_EQ(r.stats.size(), 3u);
  const auto column = [&](std::string_view name) {
    std::vector<std::string> counts;
    for (std::size_t c = 0; c < r.columns.size(); ++c)
      if (r.columns[c].name == name)
        for (const auto& row : r.stats) counts.push_back(row.counts[c].text);
    return counts;
  };
  EXPECT_EQ(r.stats[2].nodes.text, "2812");
  EXPECT_EQ(r.stats[2].nodes.json, "2812");
  EXPECT_EQ(column("checks"), (std::vector<std::string>{"2", "10", "267"}));
  EXPECT_EQ(column("captures"), (std::vector<std::string>{"1", "14", "209"}));
  EXPECT_EQ(column("en_passant"), (std::vector<std::string>{"0", "0", "2"}));
  EXPECT_TRUE(chess_record("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 3).stats.empty());
}

// A line's own ;model may weigh its moves: --stats gives its exact
// rationals (each depth's nodes are its perft count), as perft --stats.
TEST(AnalyzeLine, StatsOfAWeightedModelAreExactRationals) {
  BatchSettings settings{.variant = "raindrop", .options = {}, .depth = 2, .stats = true};
  auto record = analyze_line(1, "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1 ;model expected", settings);
  ASSERT_TRUE(record);
  ASSERT_FALSE(record->bad()) << record->error;
  ASSERT_EQ(record->stats.size(), 2u);
  EXPECT_EQ(record->stats[1].nodes.text, "168735/64");
  EXPECT_EQ(record->stats[1].nodes.json, "\"168735/64\"");
  EXPECT_EQ(record->stats[1].nodes.text, record->perft[1].count);
  settings.depth = 1;
  auto open = analyze_line(1, "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1 ;model open", settings);
  ASSERT_TRUE(open);
  EXPECT_FALSE(open->bad()) << open->error;
  EXPECT_EQ(open->moves_in("drops"), 360u);
}

TEST(AnalyzePosition, CountsPromotionsAndTheChecksTheyGive) {
  // b8=Q and b8=R check along the eighth rank; b8=B and b8=N do not.
  auto r = chess_record("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", 1);
  EXPECT_EQ(r.moves_in("promotions"), 4u);
  EXPECT_EQ(r.moves_in("checks"), 2u);
}

TEST(AnalyzePosition, ReportsGameStatus) {
  EXPECT_EQ(chess_record("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1", 1).status, "checkmate");
  EXPECT_TRUE(chess_record("k7/1Q6/1K6/8/8/8/8/8 b - - 0 1", 1).in_check);
  EXPECT_EQ(chess_record("k7/8/1QK5/8/8/8/8/8 b - - 0 1", 1).status, "stalemate");
  EXPECT_EQ(chess_record("8/8/4k3/8/8/3NK3/8/8 w - - 0 1", 1).status, "insufficient material");
  EXPECT_EQ(chess_record("8/8/4k3/8/8/3RK3/8/8 w - - 0 1", 1).status, "ongoing");
}

TEST(AnalyzePosition, VerifiesExpectedCountsAndKeepsOperations) {
  auto r = chess_record("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 21 ;D2 400 ;id start", 2);
  ASSERT_EQ(r.perft.size(), 2u);
  EXPECT_FALSE(r.perft[0].ok());
  EXPECT_TRUE(r.perft[1].ok());
  EXPECT_TRUE(r.failed());
  EXPECT_EQ(r.operations.back(), (std::pair<std::string, std::string>{"id", "start"}));
}

TEST(AnalyzeLine, TurnsBadInputIntoABadLineRecord) {
  BatchSettings settings;
  auto bad = analyze_line(7, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", settings);
  ASSERT_TRUE(bad);
  EXPECT_TRUE(bad->bad());
  EXPECT_EQ(bad->line_number, 7u);
  EXPECT_NE(bad->error.find("FEN"), std::string::npos) << bad->error;
  EXPECT_FALSE(analyze_line(8, "   ", settings));
  EXPECT_FALSE(analyze_line(9, "# a comment", settings));
}

TEST(AnalyzeLine, EveryVariantVerifiesItsSuiteLines) {
  struct Case {
    const char* variant;
    const char* line;
  };
  // The first lines of datasets/*/ (counts from Fairy-Stockfish and the
  // raindrop reference, see the datasets' READMEs).
  for (auto [variant, line] : {
           Case{"dragon", "rnbdqkdbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBDQKDBNR w KQkq - 0 1 ;D1 40 ;D2 1600"},
           Case{"raindrop", "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1 ;model open ;D1 360"},
           Case{"raindrop", "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1 ;model deck ;D1 64 ;D2 3612"},
           Case{"raindrop",
                "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1 ;model expected ;D1 52.000000 ;D2 "
                "2636.484375 ;X1 52 ;X2 168735/64"},
       }) {
    BatchSettings settings{.variant = variant, .options = {}, .depth = 2};
    auto record = analyze_line(1, line, settings);
    ASSERT_TRUE(record) << line;
    EXPECT_FALSE(record->bad()) << record->error;
    EXPECT_FALSE(record->failed()) << line;
    ASSERT_FALSE(record->perft.empty()) << line;
    EXPECT_TRUE(record->perft.front().expected) << line;
  }
}

}  // namespace
}  // namespace perftkit::batch

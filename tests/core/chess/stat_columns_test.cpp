// Chess's perft statistics (chess/stat_columns.h) against the
// chessprogramming wiki's published tables (datasets/standard/
// perft-statistics.csv, read here: no number is typed twice), and single
// leaves whose columns are checked by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "../test_paths.h"
#include "chess/stat_columns.h"
#include "enumerate/line_enumeration.h"
#include "game/game_status_classifier.h"
#include "perft/perft.h"
#include "perft/stats_divide.h"

namespace perftkit::chess {
namespace {

using namespace check_stats;

std::vector<std::string> split_commas(const std::string& line) {
  std::vector<std::string> fields;
  std::stringstream in(line);
  for (std::string field; std::getline(in, field, ',');) fields.push_back(field);
  return fields;
}

// The data file: positions, published rows (column name -> value) and
// corrections (our value where the published one is wrong).
struct PublishedTables {
  std::vector<std::string> header;  // name, depth, nodes, columns...
  std::map<std::string, std::string> fens;
  std::map<std::string, std::map<int, std::map<std::string, std::uint64_t>>> rows;
  std::map<std::string, std::map<int, std::map<std::string, std::uint64_t>>> corrections;
};

const PublishedTables& published() {
  static const PublishedTables tables = [] {
    PublishedTables t;
    std::ifstream in(test::dataset_path("standard/perft-statistics.csv"));
    EXPECT_TRUE(in) << "datasets/standard/perft-statistics.csv is missing";
    for (std::string line; std::getline(in, line);) {
      if (line.empty() || line[0] == '#') continue;
      auto f = split_commas(line);
      if (f[0] == "name") t.header = f;
      else if (f[0] == "fen") t.fens[f[1]] = f[2];
      else if (f[0] == "correction") t.corrections[f[1]][std::stoi(f[2])][f[3]] = std::stoull(f[5]);
      else
        for (std::size_t i = 2; i < f.size(); ++i) t.rows[f[0]][std::stoi(f[1])][t.header[i]] = std::stoull(f[i]);
    }
    return t;
  }();
  return tables;
}

std::uint64_t column(const Tally& tally, const std::string& name) {
  if (name == "nodes") return tally.nodes;
  for (std::size_t c = 0; c < kColumns.size(); ++c)
    if (kColumns[c].name == name) return tally.counts[c];
  ADD_FAILURE() << "no column named " << name;
  return 0;
}

// Every published column of depths first..last of table `name`, with the
// documented corrections applied.
void expect_published(const std::string& name, int first, int last) {
  const auto& tables = published();
  ASSERT_TRUE(tables.fens.count(name)) << name;
  const Position pos = Position::from_fen(tables.fens.at(name));
  const auto rows = divide_stats(pos, last, 0).rows;
  for (int depth = first; depth <= last; ++depth) {
    ASSERT_TRUE(tables.rows.at(name).count(depth)) << name << " depth " << depth;
    for (const auto& [column_name, value] : tables.rows.at(name).at(depth)) {
      std::uint64_t expected = value;
      if (tables.corrections.count(name) && tables.corrections.at(name).count(depth) &&
          tables.corrections.at(name).at(depth).count(column_name))
        expected = tables.corrections.at(name).at(depth).at(column_name);
      EXPECT_EQ(column(rows[depth - 1], column_name), expected) << name << " depth " << depth << " " << column_name;
    }
  }
}

TEST(ChessStatColumns, PublishedInitialPosition) { expect_published("initial", 1, 5); }
TEST(ChessStatColumns, PublishedKiwipete) { expect_published("kiwipete", 1, 3); }
TEST(ChessStatColumns, PublishedPosition3) { expect_published("position3", 1, 5); }
TEST(ChessStatColumns, PublishedPosition4) { expect_published("position4", 1, 4); }
TEST(ChessStatColumns, PublishedPosition4Mirrored) { expect_published("position4_mirrored", 1, 4); }

TEST(ChessStatColumns, DeepPublishedInitialPosition) { expect_published("initial", 6, 6); }
// Depth 5 too: its Double Checks (2637) leave out the eight double-check
// mates (the data file's note).
TEST(ChessStatColumns, DeepPublishedKiwipete) { expect_published("kiwipete", 4, 5); }
TEST(ChessStatColumns, DeepPublishedPosition3) { expect_published("position3", 6, 7); }
TEST(ChessStatColumns, DeepPublishedPosition4) { expect_published("position4", 5, 5); }
TEST(ChessStatColumns, DeepPublishedPosition4Mirrored) { expect_published("position4_mirrored", 5, 5); }

// The split columns and the mates partition the checks, the wiki's two
// columns are sums of the split, and the node counts are perft's.
TEST(ChessStatColumns, SplitsAddUpAndNodesArePerft) {
  for (const auto& [name, fen] : published().fens) {
    const Position pos = Position::from_fen(fen);
    const auto rows = divide_stats(pos, 3, 1).rows;
    for (int depth = 1; depth <= 3; ++depth) {
      const auto& c = rows[depth - 1].counts;
      EXPECT_EQ(rows[depth - 1].nodes, perft(pos, depth)) << name;
      EXPECT_EQ(c[kChecks], c[kDirectChecks] + c[kSingleDiscoveredChecks] + c[kDirectDiscoveredChecks] +
                                c[kDoubleDiscoveredChecks] + c[kCheckmates]) << name;
      EXPECT_EQ(c[kDiscoveryChecks], c[kSingleDiscoveredChecks]) << name;
      EXPECT_EQ(c[kDoubleChecks], c[kDirectDiscoveredChecks] + c[kDoubleDiscoveredChecks]) << name;
      EXPECT_EQ(c[kCheckmates], c[kDirectMates] + c[kSingleDiscoveredMates] + c[kDirectDiscoveredMates] +
                                    c[kDoubleDiscoveredMates]) << name;
    }
  }
}

// Check, mate and stalemate against the line enumeration's breakdown
// (enumerate/line_enumeration.h with the game-status classifier), which
// classifies each position reached rather than each move: the same lines
// must land in the same categories. The KQ-K position is rich in mates and
// stalemates (1.Qb6 stalemates, 1.Qb7 mates).
TEST(ChessStatColumns, ChecksMatesAndStalematesAsLineEnumerationCountsThem) {
  for (const char* fen : {"k7/8/2K5/8/8/8/8/1Q6 w - - 0 1",
                          "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"}) {
    const Position pos = Position::from_fen(fen);
    const int depth = 4;
    const auto rows = divide_stats(pos, depth, 0).rows;
    const auto lines = enumerate_lines(pos, depth, GameStatusClassifier{}, EnumerateOptions{});
    for (int d = 1; d <= depth; ++d) {
      const auto& c = rows[d - 1].counts;
      EXPECT_EQ(rows[d - 1].nodes, lines[d].lines) << fen << " depth " << d;
      EXPECT_EQ(c[kChecks], lines[d].lines_in[GameStatusClassifier::kCheck]) << fen << " depth " << d;
      EXPECT_EQ(c[kCheckmates], lines[d].lines_in[GameStatusClassifier::kCheckmate]) << fen << " depth " << d;
      EXPECT_EQ(c[kStalemates], lines[d].lines_in[GameStatusClassifier::kStalemate]) << fen << " depth " << d;
    }
  }
  const auto rows = divide_stats(Position::from_fen("k7/8/2K5/8/8/8/8/1Q6 w - - 0 1"), 3, 1).rows;
  EXPECT_EQ(rows[0].counts[kStalemates], 1u);
  EXPECT_EQ(rows[0].counts[kCheckmates], 1u);
  EXPECT_GT(rows[2].counts[kStalemates], 0u);
}

// The columns of the one leaf `move` makes in `fen`.
Tally leaf(const std::string& fen, const std::string& move, bool chess960 = false) {
  VariantOptions options;
  options.chess960 = chess960;
  const Position pos = Position::from_fen(fen, options);
  const auto m = pos.parse_move(move);
  EXPECT_TRUE(m) << move;
  return leaf_stats(pos, *m, pos.play(*m));
}

// Only the listed columns are non-zero.
void expect_only(const Tally& tally, std::map<Column, std::uint64_t> expected) {
  for (int c = 0; c < kColumnCount; ++c)
    EXPECT_EQ(tally.counts[c], expected.count(Column(c)) ? expected[Column(c)] : 0)
        << kColumns[c].name;
}

// En passant that opens two lines at once: black's e4 pawn takes d4 on
// d3; the e-file opens for the e8 rook, the c5-e3 diagonal for the bishop.
// The pawn on d3 attacks c2 and e2, not e3: two checkers, neither arrived.
// White escapes with Kd2 or Kxd3, so it is no mate.
TEST(ChessStatColumns, EnPassantDoubleDiscoveredCheck) {
  expect_only(leaf("4r2k/8/8/2b5/3Pp3/4K3/8/8 b - d3 0 1", "e4d3"),
              {{kCaptures, 1}, {kEnPassant, 1}, {kChecks, 1}, {kDoubleChecks, 1}, {kDoubleDiscoveredChecks, 1}});
}

// The same position's whole first ply by hand: 21 moves (king 3, rook 9,
// bishop 8 with Bxd4, exd3), captures Bxd4 and exd3, checks Bxd4 (direct:
// the king takes back) and exd3 (double discovered).
TEST(ChessStatColumns, HandCountedFirstPly) {
  const auto rows = divide_stats(Position::from_fen("4r2k/8/8/2b5/3Pp3/4K3/8/8 b - d3 0 1"), 1, 1).rows;
  EXPECT_EQ(rows[0].nodes, 21u);
  expect_only(rows[0], {{kCaptures, 2}, {kEnPassant, 1}, {kChecks, 2}, {kDoubleChecks, 1}, {kDirectChecks, 1},
                        {kDoubleDiscoveredChecks, 1}});
}

// A promotion that takes on c8 checks d7 with the new queen (direct) and
// uncovers the a7 rook along the seventh rank (discovered); promoted to a
// rook or knight it checks only by discovery.
TEST(ChessStatColumns, PromotionChecksDirectAndDiscovered) {
  const std::string fen = "2r5/RP1k4/8/8/8/8/8/7K w - - 0 1";
  for (const char* move : {"b7c8q", "b7c8b"}) {
    const auto t = leaf(fen, move);
    EXPECT_EQ(t.counts[kPromotions], 1u) << move;
    EXPECT_EQ(t.counts[kCaptures], 1u) << move;
    EXPECT_EQ(t.counts[kDirectDiscoveredChecks], 1u) << move;
  }
  for (const char* move : {"b7c8r", "b7c8n"}) EXPECT_EQ(leaf(fen, move).counts[kSingleDiscoveredChecks], 1u) << move;
}

// Castling whose rook gives check is a direct check.
TEST(ChessStatColumns, CastlingRookChecks) {
  expect_only(leaf("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"), {{kCastles, 1}, {kChecks, 1}, {kDirectChecks, 1}});
}

// Qf7 leaves the h8 king no move and no check.
TEST(ChessStatColumns, Stalemate) {
  expect_only(leaf("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", "f1f7"), {{kStalemates, 1}});
}

// A back-rank mate by the rook that arrives: a mate, not a direct check.
TEST(ChessStatColumns, DirectMate) {
  expect_only(leaf("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8"),
              {{kChecks, 1}, {kCheckmates, 1}, {kDirectMates, 1}});
}

// Chess960: castling is one move whatever the squares. White Kg1, Rb1,
// Rh1 (rights HB), black Kf8, Rb8. Counted by hand: rook b1 12 moves
// (b2-b7, xb8, a1, c1-f1), rook h1 7 (h2-h8), king 4 (f1, f2, g2, h2),
// castles 2: O-O leaves the king on g1 and brings the rook to f1, O-O-O
// takes the king to c1 over d1-f1 (none attacked) and the rook to d1.
// Checks, all direct: Rf1, Rxb8, Rh8 and O-O (the rook on f1); none mates
// (the king has e7 and g7 or more).
TEST(ChessStatColumns, Chess960CastlesWhereTheKingStays) {
  VariantOptions options;
  options.chess960 = true;
  const Position pos = Position::from_fen("1r3k2/8/8/8/8/8/8/1R4KR w HB - 0 1", options);
  const auto rows = divide_stats(pos, 1, 1).rows;
  EXPECT_EQ(rows[0].nodes, 25u);
  expect_only(rows[0], {{kCaptures, 1}, {kCastles, 2}, {kChecks, 4}, {kDirectChecks, 4}});
  expect_only(leaf("1r3k2/8/8/8/8/8/8/1R4KR w HB - 0 1", "g1h1", true),
              {{kCastles, 1}, {kChecks, 1}, {kDirectChecks, 1}});
}

}  // namespace
}  // namespace perftkit::chess

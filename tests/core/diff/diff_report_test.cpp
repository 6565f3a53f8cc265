#include "diff/diff_report.h"

#include <gtest/gtest.h>

namespace perftkit::diff {
namespace {

DiffResult disagreement() {
  DrillLevel root{{}, "root-fen", 2, {}};
  root.comparison.our_total = 10;
  root.comparison.engine_total = 9;
  root.comparison.count_mismatches.push_back({"e4e5", 3, 2});
  DrillLevel leaf{{"e4e5"}, "leaf-fen", 1, {}};
  leaf.comparison.only_ours = {"e5d6"};
  leaf.comparison.our_total = 3;
  leaf.comparison.engine_total = 2;
  return DiffResult{{root, leaf}};
}

DiffResult agreement() {
  DrillLevel root{{}, "fen", 1, {}};
  root.comparison.our_total = root.comparison.engine_total = 20;
  return DiffResult{{root}};
}

TEST(DiffReport, TextNamesThePathTheFenAndTheMissingMoves) {
  std::string text = diff_text(disagreement(), {"en passant possible"});
  EXPECT_NE(text.find("depth 2: ours 10, engine 9"), std::string::npos) << text;
  EXPECT_NE(text.find("MISMATCH after: e4e5"), std::string::npos) << text;
  EXPECT_NE(text.find("fen:         leaf-fen"), std::string::npos) << text;
  EXPECT_NE(text.find("only ours:   e5d6"), std::string::npos) << text;
  EXPECT_NE(text.find("only engine: (none)"), std::string::npos) << text;
  std::string agreed = diff_text(agreement(), {});
  EXPECT_NE(agreed.find("agree: every root move has the same count"), std::string::npos) << agreed;
}

TEST(DiffReport, JsonCarriesTheLeaf) {
  std::string json = diff_json(disagreement(), {"en passant possible"});
  EXPECT_NE(json.find("\"agree\":false"), std::string::npos) << json;
  EXPECT_NE(json.find("\"leaf\":{\"path\":[\"e4e5\"],\"fen\":\"leaf-fen\",\"depth\":1,\"only_ours\":[\"e5d6\"],"
                      "\"only_engine\":[],\"tags\":[\"en passant possible\"]}"),
            std::string::npos)
      << json;
}

TEST(DiffReport, SuiteFailuresAreGroupedByTag) {
  std::vector<SuiteEntry> entries;
  entries.push_back({1, "a", agreement(), {}, ""});
  entries.push_back({2, "b", disagreement(), {"check", "en passant possible"}, ""});
  entries.push_back({3, "c", disagreement(), {"en passant possible"}, ""});
  entries.push_back({4, "d", disagreement(), {}, ""});
  entries.push_back({5, "", std::nullopt, {}, "FEN 'x': bad"});
  auto groups = failures_by_tag(entries);
  EXPECT_EQ(groups["check"], std::vector<int>{2});
  EXPECT_EQ(groups["en passant possible"], (std::vector<int>{2, 3}));
  EXPECT_EQ(groups["untagged"], std::vector<int>{4});
  EXPECT_EQ(groups["bad line"], std::vector<int>{5});
  std::string json = suite_json(entries, "\"depth\":2");
  EXPECT_NE(json.find("{\"depth\":2,\"passed\":1,\"failed\":4,\"failures_by_tag\":{"), std::string::npos) << json;
  EXPECT_EQ(suite_entry_text("s.epd", entries[0]).rfind("ok   s.epd:1 a", 0), 0u);
  EXPECT_EQ(suite_entry_text("s.epd", entries[4]), "FAIL s.epd:5 bad line: FEN 'x': bad");
}

}  // namespace
}  // namespace perftkit::diff

#include "batch/analyze_position.h"
#include "batch/record_writer.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <sstream>

#include "common/build_info.h"
#include "common/input_error.h"
#include "io/json.h"

namespace perftkit::batch {
namespace {

// Two summary columns and one that is not: the records show the summary
// columns for the legal moves, and every column per depth with --stats.
constexpr std::array<StatColumn, 3> kColumns{{
    {"promotions", "promotions", "Promotions", true},
    {"checks", "checks", "Checks", true},
    {"stalemates", "stalemates", ""},
}};

BatchRecord sample(bool with_stats = false) {
  BatchRecord r;
  r.line_number = 3;
  r.fen = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
  r.side_to_move = "w";
  r.columns = kColumns;
  r.moves = {9, {4, 2, 0}};
  if (with_stats) r.stats = {stats_cells(StatsRow{9, {4, 2, 0}}), stats_cells(StatsRow{41, {0, 1, 3}})};
  r.status = "ongoing";
  r.perft = {{1, "9", "9", "9"}, {2, "41", "41", "40"}};
  r.operations = {{"D1", "9"}, {"D2", "40"}, {"id", "promo"}};
  r.nodes = 50;
  return r;
}

BatchRecord bad_line() {
  BatchRecord r;
  r.line_number = 4;
  r.error = "FEN 'x': expected 6 fields";
  return r;
}

std::string render(const std::string& format, bool with_stats = false) {
  auto writer = make_record_writer(format, {2, kColumns, with_stats});
  std::ostringstream out;
  BatchTotals totals;
  writer->begin(out);
  for (const auto& r : {sample(with_stats), bad_line()}) {
    totals.add(r);
    writer->write(out, r);
  }
  totals.seconds = 0.5;
  writer->end(out, totals);
  return out.str();
}

TEST(RecordWriter, JsonLines) {
  EXPECT_EQ(render("jsonl"),
            "{\"line\":3,\"fen\":\"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1\",\"side\":\"w\",\"legal\":9,"
            "\"promotions\":4,\"checks\":2,\"in_check\":false,\"status\":\"ongoing\","
            "\"perft\":[9,41],\"verify\":{\"D1\":\"ok\",\"D2\":\"FAIL\"},\"ok\":false,"
            "\"epd\":{\"D1\":\"9\",\"D2\":\"40\",\"id\":\"promo\"}}\n"
            "{\"line\":4,\"error\":\"FEN 'x': expected 6 fields\"}\n"
            "{\"totals\":{\"version\":" +
                json_string(build_description()) +
                ",\"positions\":1,\"failed\":1,\"bad_lines\":1,\"seconds\":0.500000,\"nodes\":50,"
                "\"nodes_per_second\":100,\"positions_per_second\":2.0}}\n");
}

TEST(RecordWriter, CsvRowsHaveTheHeadersColumnCount) {
  std::string csv = render("csv");
  std::istringstream lines(csv);
  std::string header, row, bad, totals;
  std::getline(lines, header);
  std::getline(lines, row);
  std::getline(lines, bad);
  std::getline(lines, totals);
  EXPECT_EQ(header, "line,fen,side,legal,promotions,checks,in_check,status,perft1,perft2,verify,epd,error");
  EXPECT_EQ(row, "3,4k3/1P6/8/8/8/8/8/4K3 w - - 0 1,w,9,4,2,0,ongoing,9,41,\"D1 ok, D2 FAIL (expected 40)\",D1 9; D2 40; id promo,");
  EXPECT_EQ(bad, "4,,,,,,,,,,,,FEN 'x': expected 6 fields");
  auto commas = [](const std::string& s) { return std::count(s.begin(), s.end(), ','); };
  EXPECT_EQ(commas(bad), commas(header));
  EXPECT_EQ(totals.rfind("# totals: positions 1, failed 1, bad lines 1", 0), 0u) << totals;
}

TEST(RecordWriter, StatsAddEveryColumnOfEveryDepth) {
  const std::string json = render("jsonl", true);
  EXPECT_NE(json.find("\"perft\":[9,41],\"stats\":[{\"depth\":1,\"nodes\":9,\"promotions\":4,\"checks\":2,"
                      "\"stalemates\":0},{\"depth\":2,\"nodes\":41,\"promotions\":0,\"checks\":1,\"stalemates\":3}],"),
            std::string::npos)
      << json;
  std::istringstream lines(render("csv", true));
  std::string header, row, bad;
  std::getline(lines, header);
  std::getline(lines, row);
  std::getline(lines, bad);
  EXPECT_EQ(header,
            "line,fen,side,legal,promotions,checks,in_check,status,perft1,perft2,d1_promotions,d1_checks,d1_stalemates,"
            "d2_promotions,d2_checks,d2_stalemates,verify,epd,error");
  EXPECT_NE(row.find(",ongoing,9,41,4,2,0,0,1,3,"), std::string::npos) << row;
  auto commas = [](const std::string& s) { return std::count(s.begin(), s.end(), ','); };
  EXPECT_EQ(commas(bad), commas(header));
  const std::string table = render("table", true);
  EXPECT_NE(table.find("       depth  nodes  promotions  checks  stalemates\n"
                       "       1          9           4       2           0\n"
                       "       2         41           0       1           3\n"),
            std::string::npos)
      << table;
}

TEST(RecordWriter, TableShowsRecordsBadLinesAndTotals) {
  std::string table = render("table");
  EXPECT_NE(table.find("perft(2)"), std::string::npos) << table;
  EXPECT_NE(table.find("[D1 ok, D2 FAIL (expected 40)]"), std::string::npos) << table;
  EXPECT_NE(table.find("4      bad line: FEN 'x'"), std::string::npos) << table;
  EXPECT_NE(table.find("1 positions, 1 failed, 1 bad lines"), std::string::npos) << table;
}

TEST(RecordWriter, RejectsAnUnknownFormat) { EXPECT_THROW(make_record_writer("xml", {2, kColumns, false}), InputError); }

}  // namespace
}  // namespace perftkit::batch

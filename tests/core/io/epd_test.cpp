#include <gtest/gtest.h>

#include "common/input_error.h"
#include "io/epd.h"

namespace perftkit {
namespace {

TEST(EpdLine, ParsesFenAndOperations) {
  auto record = parse_epd_line("8/8/8/8/8/8/8/K6k w - - 0 1 ;D1 3 ;D2 9 ;model open");
  ASSERT_TRUE(record);
  EXPECT_EQ(record->fen, "8/8/8/8/8/8/8/K6k w - - 0 1");
  EXPECT_EQ(record->operation("model"), "open");
  auto counts = record->depth_counts();
  ASSERT_EQ(counts.size(), 2u);
  EXPECT_EQ(counts[1], (std::pair<int, std::string>{2, "9"}));
}

TEST(EpdLine, SkipsBlankAndCommentLines) {
  EXPECT_FALSE(parse_epd_line("   "));
  EXPECT_FALSE(parse_epd_line("# comment"));
}

TEST(EpdLine, RejectsMalformedOperations) {
  EXPECT_THROW(parse_epd_line("8/8/8/8/8/8/8/K6k w - - 0 1 ;D1"), InputError);
  EXPECT_THROW(parse_epd_line("8/8/8/8/8/8/8/K6k w - - 0 1 ;D1 twenty"), InputError);
  EXPECT_THROW(parse_epd_line("8/8/8/8/8/8/8/K6k w - - 0 1 ;Dx 3"), InputError);
  EXPECT_THROW(parse_epd_line(" ;D1 3"), InputError);
}

TEST(EpdLine, ReadsStandardEpdOperationsAfterFourFields) {
  auto record = parse_epd_line(R"(r1b1k2r/pp3ppp/8/8/8/8/PP3PPP/R1B1K2R w KQkq - bm Nf3 Nc3; id "WAC.001; a";)");
  ASSERT_TRUE(record);
  EXPECT_EQ(record->fen, "r1b1k2r/pp3ppp/8/8/8/8/PP3PPP/R1B1K2R w KQkq -");
  EXPECT_EQ(record->operation("bm"), "Nf3 Nc3");
  EXPECT_EQ(record->operation("id"), "WAC.001; a");
  EXPECT_TRUE(record->depth_counts().empty());
}

TEST(EpdLine, KeepsSixFieldFensWhole) {
  auto record = parse_epd_line("8/8/8/8/8/8/8/K6k w - - 12 40 ;D1 3");
  ASSERT_TRUE(record);
  EXPECT_EQ(record->fen, "8/8/8/8/8/8/8/K6k w - - 12 40");
  auto counts = record->depth_counts();
  ASSERT_EQ(counts.size(), 1u);
  EXPECT_EQ(counts[0], (std::pair<int, std::string>{1, "3"}));
}

TEST(EpdLine, CountsInStandardSpelling) {
  auto record = parse_epd_line("8/8/8/8/8/8/8/K6k w - - D1 3; D2 9;");
  ASSERT_TRUE(record);
  EXPECT_EQ(record->fen, "8/8/8/8/8/8/8/K6k w - -");
  EXPECT_EQ(record->depth_counts().size(), 2u);
  EXPECT_THROW(parse_epd_line("8/8/8/8/8/8/8/K6k w - - 0 1 ;D1 3 4"), InputError);
}

}  // namespace
}  // namespace perftkit

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

}  // namespace
}  // namespace perftkit

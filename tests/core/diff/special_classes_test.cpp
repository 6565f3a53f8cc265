#include "diff/special_classes.h"

#include <gtest/gtest.h>

#include "chess/position.h"
#include "chess/special_classes.h"

namespace perftkit::diff {
namespace {

using chess::Position;

ClassSet classes_of(const std::string& fen) { return special_classes(Position::from_fen(fen)); }

TEST(SpecialClasses, EnPassantPinnedAlongTheRank) {
  // b5xc6 would leave both pawns' rank to the rook on h5.
  auto classes = classes_of("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2");
  EXPECT_TRUE(classes.contains("en passant exposes king"));
  EXPECT_TRUE(classes.contains("en passant pinned along the rank"));
  EXPECT_FALSE(classes.contains("en passant"));
}

TEST(SpecialClasses, EnPassantThatGivesCheck) {
  auto classes = classes_of("8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1");
  EXPECT_TRUE(classes.contains("en passant"));
  EXPECT_TRUE(classes.contains("en passant gives check"));
  EXPECT_FALSE(classes.contains("en passant exposes king"));
}

TEST(SpecialClasses, CastlingThroughAnAttackedSquare) {
  auto classes = classes_of("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1");
  EXPECT_TRUE(classes.contains("castling path attacked"));
  EXPECT_TRUE(classes.contains("castling"));  // queen side is still legal
}

TEST(SpecialClasses, UnderPromotionCaptureAndPin) {
  auto classes = classes_of("r3k3/1P6/8/8/8/8/8/4K3 w q - 0 1");
  EXPECT_TRUE(classes.contains("under-promotion capture"));
  EXPECT_TRUE(classes.contains("under-promotion"));
  EXPECT_FALSE(classes.contains("check"));
  EXPECT_FALSE(classes.contains("pin"));
  EXPECT_TRUE(classes_of("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1").contains("pin"));
}

TEST(SpecialClasses, DoubleCheckMateAndStalemate) {
  EXPECT_TRUE(classes_of("4r1k1/8/8/8/7R/3n4/8/4KB2 w - - 0 1").contains("double check"));
  // Qc7 stalemates Black; Ra8 mates.
  EXPECT_TRUE(classes_of("k7/8/1K6/8/8/8/8/2Q5 w - - 0 1").contains("stalemate"));
  EXPECT_TRUE(classes_of("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").contains("checkmate"));
  EXPECT_TRUE(classes_of("4k3/8/8/8/8/8/8/4K3 w - - 0 1").empty());
}

}  // namespace
}  // namespace perftkit::diff

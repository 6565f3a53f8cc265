#include "diff/fen_pieces.h"

#include <gtest/gtest.h>

namespace perftkit::diff {
namespace {

TEST(FenPieces, PlacementRoundTripsOnEightAndTenFiles) {
  for (std::string placement : {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R",
                                "rnbdqkdbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBDQKDBNR"}) {
    EXPECT_EQ(placement_text(placement_squares(placement)), placement);
  }
  EXPECT_EQ(placement_squares("10/4k5").front().size(), 10u);
}

TEST(FenPieces, RemovingAPieceMergesTheEmptySquares) {
  auto ranks = placement_squares("4k3/8/8/KPp4r/8/8/8/8");
  ranks[3][1].clear();  // b5
  EXPECT_EQ(placement_text(ranks), "4k3/8/8/K1p4r/8/8/8/8");
}

TEST(FenPieces, CountsPiecesAndKnowsKings) {
  EXPECT_EQ(piece_count("4k3/8/8/KPp4r/8/8/8/8 w - c6 0 2"), 5);
  EXPECT_TRUE(is_king("K"));
  EXPECT_TRUE(is_king("k"));
  EXPECT_FALSE(is_king("+P"));
  EXPECT_FALSE(is_king(""));
}

}  // namespace
}  // namespace perftkit::diff

// Enumeration over Raindrop: distinct counts against the reference
// datasets/raindrop/distinct.txt, lines against perft, and the two
// algorithms (breadth-first distinct sets, depth-first tree walk) against
// each other, with and without spilling to disk.
#include <gtest/gtest.h>

#include "enumerate/distinct_enumeration.h"
#include "enumerate/line_enumeration.h"
#include "perft/perft.h"
#include "raindrop/classifier.h"

namespace perftkit {
namespace {

using Open = raindrop::Position<raindrop::DeckModel::open>;
using Deck = raindrop::Position<raindrop::DeckModel::deck>;
constexpr const char* kStart = "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1";

TEST(RaindropEnumeration, DistinctPositionsMatchReferenceToPlyTwo) {
  auto plies = enumerate_distinct(Open::from_fen(kStart), 2, raindrop::RaindropClassifier{}, {});
  ASSERT_EQ(plies.size(), 3u);
  EXPECT_EQ(plies[0].distinct, 1u);       // datasets/raindrop/distinct.txt
  EXPECT_EQ(plies[1].distinct, 360u);
  EXPECT_EQ(plies[2].distinct, 123830u);
  for (int ply = 0; ply <= 2; ++ply) EXPECT_EQ(plies[ply].lines, perft(Open::from_fen(kStart), ply));
}

TEST(RaindropEnumeration, DeepDistinctPositionsMatchReferenceAtPlyThree) {
  EnumerateOptions options;
  options.memory_mb = 512;  // below the ~1.1 GB set: exercises spilling too
  auto plies = enumerate_distinct(Open::from_fen(kStart), 3, raindrop::RaindropClassifier{}, options);
  EXPECT_EQ(plies[3].distinct, 19738988u);
  EXPECT_EQ(plies[3].lines, 38653504u);
}

TEST(RaindropEnumeration, SpillingToDiskGivesTheSameCounts) {
  const char* fen = "4q3/K1n5/8/6Q1/5p2/3P4/8/8[RRBBNNPPPPPPPkrrbbnppppppp] w - - 0 4 QRBNqrbn";
  EnumerateOptions roomy, tight;
  tight.memory_mb = 1;  // the ply-2 set alone needs about 3 MiB
  tight.passes = 1;     // all of it in one pass, which must spill
  DistinctRunInfo info;
  auto in_memory = enumerate_distinct(Open::from_fen(fen), 2, raindrop::RaindropClassifier{}, roomy);
  auto spilled = enumerate_distinct(Open::from_fen(fen), 2, raindrop::RaindropClassifier{}, tight, &info);
  EXPECT_GT(info.spilled_runs, 0u);
  for (int ply = 0; ply <= 2; ++ply) {
    EXPECT_EQ(spilled[ply].distinct, in_memory[ply].distinct) << ply;
    EXPECT_EQ(spilled[ply].lines, in_memory[ply].lines) << ply;
    EXPECT_EQ(spilled[ply].distinct_in, in_memory[ply].distinct_in) << ply;
    EXPECT_EQ(spilled[ply].lines_in, in_memory[ply].lines_in) << ply;
  }
  EXPECT_EQ(in_memory[2].lines, 54922u);  // the data set's D2 of this line
}

TEST(RaindropEnumeration, TreeWalkAndDistinctSetsAgreeOnLinesAndBreakdown) {
  const char* fens[] = {"BbNP3R/8/5K2/8/R7/2p3Qp/2b5/3qrnk1[QRBBNNPPPqrrbnn] b - - 0 20 -",
                        "1B1NRQ2/7P/K7/6k1/3p4/4Np2/4n3/6rb[QRRBBNPPPqrrbbnnppp] b - - 0 16 q"};
  for (const char* fen : fens) {
    auto walked = enumerate_lines(Open::from_fen(fen), 2, raindrop::RaindropClassifier{}, {});
    auto merged = enumerate_distinct(Open::from_fen(fen), 2, raindrop::RaindropClassifier{}, {});
    for (int ply = 0; ply <= 2; ++ply) {
      EXPECT_EQ(walked[ply].lines, merged[ply].lines) << fen << " ply " << ply;
      EXPECT_EQ(walked[ply].lines_in, merged[ply].lines_in) << fen << " ply " << ply;
      EXPECT_LE(merged[ply].distinct, merged[ply].lines);
    }
  }
}

TEST(RaindropEnumeration, BreakdownCountsKingsChecksMatesAndPromotions) {
  // Ply 1 from the start: 64 K drops place one king, 296 others none.
  auto start = enumerate_lines(Open::from_fen(kStart), 1, raindrop::RaindropClassifier{}, {});
  using C = raindrop::RaindropClassifier;
  EXPECT_EQ(start[1].lines_in[C::kOneKing], 64u);
  EXPECT_EQ(start[1].lines_in[C::kNoKing], 296u);
  // Q@g7 mates (rules test), Q@h7.. checks; the root has a pawn about to promote.
  auto mate = enumerate_lines(Open::from_fen("7k/4P3/6K1/8/8/8/8/8[Q] w - - 0 1 Q"), 1, C{}, {});
  EXPECT_EQ(mate[0].lines_in[C::kPendingPromotion], 1u);
  EXPECT_EQ(mate[0].lines_in[C::kTwoKings], 1u);
  EXPECT_GE(mate[1].lines_in[C::kCheckmate], 1u);
  EXPECT_GT(mate[1].lines_in[C::kCheck], mate[1].lines_in[C::kCheckmate]);
  auto stalemate = enumerate_lines(Open::from_fen("7k/5Q2/6K1/8/8/8/8/8[] b - - 0 1 -"), 0, C{}, {});
  EXPECT_EQ(stalemate[0].lines_in[C::kStalemate], 1u);
}

TEST(RaindropEnumeration, DropsOnlyPlaysNoBoardMove) {
  EnumerateOptions drops;
  drops.drops_only = true;
  // White's king is placed: drops only leave out its king moves.
  const char* fen = "8/8/8/8/8/8/8/K6k[N] w - - 0 1 -";
  auto plies = enumerate_distinct(Open::from_fen(fen), 1, raindrop::RaindropClassifier{}, drops);
  EXPECT_EQ(plies[1].lines, 62u);  // N@ on the 62 empty squares; no Ka1 moves
  auto walked = enumerate_lines(Open::from_fen(kStart), 2, raindrop::RaindropClassifier{}, drops);
  EXPECT_EQ(walked[2].lines, 123830u);  // two plies from the start are all drops anyway
}

TEST(RaindropEnumeration, DeckModelCountsSequencesOfCards) {
  const char* fen = "8/8/8/8/8/8/8/8[PPPPPPPPNNBBRRQKppppppppnnbbrrqk] w - - 0 1";
  auto plies = enumerate_distinct(Deck::from_fen(fen), 3, raindrop::RaindropClassifier{}, {});
  EXPECT_EQ(plies[3].lines, 59904u);  // the data set's D3 for this order
  EXPECT_EQ(plies[2].distinct, 1568u);  // two pawns, one per side: no transposition yet
}

}  // namespace
}  // namespace perftkit

// The parallel driver and the hash table must never change a count:
// hashed == unhashed and 1 thread == N threads, divide line by line.
#include <gtest/gtest.h>

#include "chess/position.h"
#include "perft/parallel_perft.h"

namespace perftkit {
namespace {

const char* kPositions[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
};

TEST(PerftDeterminism, DivideIsIdenticalForThreadsAndHash) {
  for (const char* fen : kPositions) {
    auto pos = chess::Position::from_fen(fen);
    auto reference = divide(pos, 4, {1, nullptr, false, ""});
    for (int threads : {2, 3}) {
      PerftHash hash(4);
      for (PerftHash* h : {static_cast<PerftHash*>(nullptr), &hash}) {
        auto lines = divide(pos, 4, {threads, h, false, ""});
        ASSERT_EQ(lines.size(), reference.size());
        for (std::size_t i = 0; i < lines.size(); ++i) {
          EXPECT_EQ(lines[i].name, reference[i].name);
          EXPECT_EQ(lines[i].count, reference[i].count) << fen << " " << lines[i].name;
        }
      }
    }
  }
}

TEST(PerftDeterminism, TinyHashWithManyCollisionsStillExact) {
  // A 1 MiB table at depth 5 overwrites entries constantly; verification
  // by full key and depth must keep every count exact.
  auto pos = chess::Position::from_fen(kPositions[1]);
  PerftHash hash(1);
  EXPECT_EQ(parallel_perft(pos, 5, {2, &hash, false, ""}), parallel_perft(pos, 5, {2, nullptr, false, ""}));
}

}  // namespace
}  // namespace perftkit

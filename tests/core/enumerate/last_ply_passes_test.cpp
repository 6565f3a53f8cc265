// The last ply counted in passes over key ranges: against a plain set of
// position strings built by a tree walk (no codes, no keys, no passes),
// with one pass and several, with the 48-byte and the 16-byte codes; and
// the planner's ranges.
#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "enumerate/distinct_enumeration.h"
#include "raindrop/classifier.h"
#include "raindrop/compact_code.h"

namespace perftkit {
namespace {

using Open = raindrop::Position<raindrop::DeckModel::open>;
using Deck = raindrop::Position<raindrop::DeckModel::deck>;

// The FEN without its move counters (fields 5 and 6): what makes two
// positions the same for counting.
std::string fen_without_counters(const std::string& fen) {
  std::istringstream in(fen);
  std::vector<std::string> fields;
  for (std::string field; in >> field;) fields.push_back(field);
  std::string key;
  for (std::size_t i = 0; i < fields.size(); ++i)
    if (i != 4 && i != 5) key += fields[i] + ' ';
  return key;
}

// The distinct positions of every ply up to `depth`, by walking every line.
template <class P>
void walk(const P& pos, int ply, int depth, std::vector<std::set<std::string>>& seen) {
  seen[ply].insert(fen_without_counters(pos.fen()));
  if (ply == depth) return;
  typename P::MoveList moves;
  pos.generate_legal(moves);
  for (const auto& m : moves) walk(pos.play(m), ply + 1, depth, seen);
}

template <class P>
void expect_passes_match_a_tree_walk(const char* fen, int depth, bool compact_fits) {
  const P root = P::from_fen(fen);
  std::vector<std::set<std::string>> seen(depth + 1);
  walk(root, 0, depth, seen);
  const auto compact = raindrop::CompactCoder<P::kModel>::for_root(root, depth);
  ASSERT_EQ(compact.has_value(), compact_fits) << fen;
  for (std::size_t passes : {1, 4}) {
    EnumerateOptions options;
    options.passes = passes;
    DistinctRunInfo info;
    auto full = enumerate_distinct(root, depth, raindrop::RaindropClassifier{}, options, &info);
    EXPECT_EQ(info.last_ply_passes, passes);
    for (int ply = 0; ply <= depth; ++ply)
      EXPECT_EQ(full[ply].distinct, seen[ply].size()) << fen << " ply " << ply << ", " << passes << " passes";
    if (!compact) continue;
    auto small = enumerate_distinct(root, depth, raindrop::RaindropClassifier{}, options, nullptr, *compact);
    for (int ply = 0; ply <= depth; ++ply) {
      EXPECT_EQ(small[ply].distinct, full[ply].distinct) << fen << " ply " << ply;
      EXPECT_EQ(small[ply].lines, full[ply].lines) << fen << " ply " << ply;
      EXPECT_EQ(small[ply].distinct_in, full[ply].distinct_in) << fen << " ply " << ply;
      EXPECT_EQ(small[ply].lines_in, full[ply].lines_in) << fen << " ply " << ply;
    }
  }
}

TEST(LastPlyPasses, MatchATreeWalkInTheOpenModel) {
  // Kings only (904,336 lines at ply 5); kings, pawns and a reserve (promotions).
  expect_passes_match_a_tree_walk<Open>("8/8/8/8/8/8/8/8[Kk] w - - 0 1 -", 5, true);
  expect_passes_match_a_tree_walk<Open>("7k/8/8/8/8/8/8/K7[Pp] w - - 0 1 Qq", 4, true);
  // A crowded board: 32 pieces, too many for the 16-byte code.
  expect_passes_match_a_tree_walk<Open>("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w - - 0 1 -", 3, false);
}

TEST(LastPlyPasses, MatchATreeWalkInTheDeckModel) {
  expect_passes_match_a_tree_walk<Deck>("8/8/8/8/8/8/8/8[Kk] w - - 0 1 -", 4, true);
  expect_passes_match_a_tree_walk<Deck>("7k/8/8/8/8/8/8/K7[PNpn] w - - 0 1 -", 3, true);
}

TEST(LastPlyPasses, DeepDatasetPlyThreeWithTheCompactCodeAndAdaptiveRanges) {
  const Open root = Open::from_fen("8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1");
  EnumerateOptions options;
  options.memory_mb = 64;  // ranges sized to hold a fraction of the 19.7 million positions
  DistinctRunInfo info;
  auto plies = enumerate_distinct(root, 3, raindrop::RaindropClassifier{}, options, &info,
                                  *raindrop::CompactCoder<raindrop::DeckModel::open>::for_root(root, 3));
  EXPECT_EQ(plies[3].distinct, 19738988u);  // datasets/raindrop/distinct.txt
  EXPECT_EQ(plies[3].lines, 38653504u);
  EXPECT_GT(info.last_ply_passes, 5u);
}

TEST(PassPlanner, EvenRangesCoverEveryKeyOnce) {
  for (std::size_t passes : {1, 2, 3, 7, 1000}) {
    PassPlanner planner(passes, 1 << 20, 24, 0);
    std::uint64_t begin = 0;
    std::size_t count = 0;
    while (begin < kKeyUnits) {
      KeyRange range = planner.next(begin, kKeyUnits, begin, 0);
      ASSERT_EQ(range.begin, begin);
      ASSERT_GT(range.end, begin);
      begin = range.end;
      ++count;
    }
    EXPECT_EQ(begin, kKeyUnits);
    EXPECT_EQ(count, passes);
  }
  // A resume may start between two boundaries: the pass ends at the next.
  PassPlanner four(4, 1 << 20, 24, 0);
  EXPECT_EQ(four.next(kKeyUnits / 8, kKeyUnits, kKeyUnits / 8, 0), (KeyRange{kKeyUnits / 8, kKeyUnits / 4}));
  // And a gap may end before the next boundary.
  EXPECT_EQ(four.next(0, 1000, 0, 0), (KeyRange{0, 1000}));
}

TEST(PassPlanner, AdaptiveRangesFollowTheMeasuredDensity) {
  // Room for 1000 positions a pass (24-byte records, three times over).
  PassPlanner planner(0, 72'000, 72, 10'000);
  // The first pass: sized by the children (10,000 over all keys).
  KeyRange first = planner.next(0, kKeyUnits, 0, 0);
  EXPECT_NEAR(static_cast<double>(first.end), 0.09 * kKeyUnits, 2.0);
  // After finding 100 positions in a tenth of the keys (1000 in all), the
  // next pass takes the rest (0.9 of the keys at that density, and no
  // sliver of a pass after it).
  KeyRange second = planner.next(kKeyUnits / 10, kKeyUnits, kKeyUnits / 10, 100);
  EXPECT_EQ(second.end, kKeyUnits);
  EXPECT_EQ(planner.estimate(kKeyUnits / 10, 100), 1000u);
  // Everything fits at once when the children do.
  EXPECT_EQ(PassPlanner(0, 72'000, 72, 900).next(0, kKeyUnits, 0, 0), KeyRange{});
}

}  // namespace
}  // namespace perftkit

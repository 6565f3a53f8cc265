// datasets/raindrop/raindrop.epd: counts from an independent reference
// implementation (see the data set's README). Every line, every depth it
// gives (the deepest, D4 of the deck-model start lines, takes well under
// a second with bulk counting), hashed and unhashed, one and two threads.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "io/epd.h"
#include "perft/parallel_perft.h"
#include "perft/perft.h"
#include "raindrop_test_support.h"

namespace perftkit::raindrop {
namespace {

using namespace test_support;

std::vector<EpdRecord> data_set() {
  std::ifstream in(PERFTKIT_SOURCE_DIR "/datasets/raindrop/raindrop.epd");
  std::vector<EpdRecord> records;
  std::string line;
  while (std::getline(in, line))
    if (auto record = parse_epd_line(line)) records.push_back(*record);
  return records;
}

// Runs check<P>(record) with P the Position type of the line's model.
template <class Check>
void for_each_line(Check&& check) {
  auto records = data_set();
  ASSERT_GT(records.size(), 80u);
  for (const auto& record : records) {
    std::string model = record.operation("model").value_or("");
    SCOPED_TRACE(record.fen + " ;model " + model);
    if (model == "open") check.template operator()<Open>(record);
    else if (model == "deck") check.template operator()<Deck>(record);
    else if (model == "expected") check.template operator()<Expected>(record);
    else ADD_FAILURE() << "unknown model '" << model << "'";
  }
}

// The exact expected count text of depth d: Xd for chance lines, else Dd.
std::string reference(const EpdRecord& record, int depth, const std::string& value) {
  std::string name = "X";  // appended, not "X" + ...: GCC 12 warns falsely (-Wrestrict) on that
  name += std::to_string(depth);
  return record.operation(name).value_or(value);
}

TEST(RaindropDataSet, EveryLineEveryDepthMatchesReference) {
  int checked = 0;
  for_each_line([&]<class P>(const EpdRecord& record) {
    P pos = P::from_fen(record.fen);
    for (const auto& [depth, value] : record.depth_counts()) {
      auto count = perft(pos, depth);
      if constexpr (WeightedGame<P>) {
        EXPECT_EQ(to_string(count), reference(record, depth, value)) << "D" << depth;
        EXPECT_EQ(to_decimal_string(count, 6), value) << "D" << depth;
      } else {
        EXPECT_EQ(std::to_string(count), value) << "D" << depth;
      }
      ++checked;
    }
  });
  EXPECT_GT(checked, 250);
}

TEST(RaindropDataSet, HashedEqualsUnhashedOnEveryLine) {
  // One small table for all lines: index collisions between positions and
  // models are frequent, so only the full-key check keeps counts right.
  PerftHash hash(1);
  for_each_line([&]<class P>(const EpdRecord& record) {
    P pos = P::from_fen(record.fen);
    int depth = record.depth_counts().back().first;
    EXPECT_EQ(perft(pos, depth, &hash), perft(pos, depth));
    EXPECT_EQ(perft(pos, depth, &hash), perft(pos, depth));  // second run hits the table
  });
}

TEST(RaindropDataSet, ParallelDivideEqualsSequentialOnEveryLine) {
  for_each_line([&]<class P>(const EpdRecord& record) {
    P pos = P::from_fen(record.fen);
    int depth = record.depth_counts().back().first;
    PerftRunOptions options;
    options.threads = 2;
    EXPECT_EQ(parallel_perft(pos, depth, options), perft(pos, depth));
  });
}

// Keys updated move by move equal keys computed from scratch: from the
// written FEN after one ply, from the exact position code after two.
TEST(RaindropDataSet, IncrementalKeyEqualsKeyComputedFromScratchAfterTwoPlies) {
  for_each_line([&]<class P>(const EpdRecord& record) {
    P pos = P::from_fen(record.fen);
    typename P::MoveList moves;
    pos.generate_legal(moves);
    for (const auto& m : moves) {
      P child = pos.play(m);
      ASSERT_EQ(child.key(), P::from_fen(child.fen()).key()) << pos.move_name(m);
      typename P::MoveList replies;
      child.generate_legal(replies);
      for (const auto& r : replies) {
        P grandchild = child.play(r);
        ASSERT_EQ(grandchild.key(), P::decode(grandchild.encode()).key()) << pos.move_name(m) << " " << child.move_name(r);
      }
    }
  });
}

}  // namespace
}  // namespace perftkit::raindrop

// datasets/raindrop/raindrop.epd and jokers.epd: counts from an
// independent reference implementation (see the data sets' README). Every
// line, every depth it gives (the deepest, D4 of the deck-model start
// lines, takes well under a second with bulk counting), hashed and
// unhashed, one and two threads. A jokers.epd line names its joker rule;
// raindrop.epd runs also under each rule, which without jokers in the
// decks must change no count.
#include <gtest/gtest.h>

#include <cctype>
#include <fstream>
#include <ostream>
#include <string>
#include <vector>

#include "io/epd.h"
#include "registry/epd_variant_options.h"
#include "perft/parallel_perft.h"
#include "perft/perft.h"
#include "raindrop_test_support.h"

namespace perftkit::raindrop {
namespace {

using namespace test_support;

struct DataSet {
  const char* file;       // under datasets/raindrop/
  std::size_t min_lines;  // guards against a truncated or unread file
  const char* joker_rule; // the run's rule ("" none); a line's ;jokers overrides it
};
// How a case reads in test names and failures (gtest would print its bytes).
void PrintTo(const DataSet& set, std::ostream* out) {
  *out << set.file << ", joker rule " << (*set.joker_rule ? set.joker_rule : "none");
}

std::vector<EpdRecord> records_of(const DataSet& set) {
  std::ifstream in(std::string(PERFTKIT_SOURCE_DIR "/datasets/raindrop/") + set.file);
  std::vector<EpdRecord> records;
  std::string line;
  while (std::getline(in, line))
    if (auto record = parse_epd_line(line)) records.push_back(*record);
  return records;
}

class RaindropDataSet : public ::testing::TestWithParam<DataSet> {
 protected:
  // Runs check<P>(record, options) with P the Position type of the line's
  // model and options its joker rule.
  template <class Check>
  void for_each_line(Check&& check) {
    auto records = records_of(GetParam());
    ASSERT_GE(records.size(), GetParam().min_lines);
    for (const auto& record : records) {
      VariantOptions run;
      run.set("joker-rule", GetParam().joker_rule);
      const VariantOptions options = line_variant_options(record, run);
      SCOPED_TRACE(record.fen + " ;model " + std::string(options.value("model")) + " ;jokers " + std::string(options.value("joker-rule")));
      if (options.value("model") == "open") check.template operator()<Open>(record, options);
      else if (options.value("model") == "deck") check.template operator()<Deck>(record, options);
      else if (options.value("model") == "expected") check.template operator()<Expected>(record, options);
      else ADD_FAILURE() << "unknown model '" << options.value("model") << "'";
    }
  }
};

INSTANTIATE_TEST_SUITE_P(Files, RaindropDataSet,
                         ::testing::Values(DataSet{"raindrop.epd", 80, ""}, DataSet{"raindrop.epd", 80, "extra-turn"},
                                           DataSet{"raindrop.epd", 80, "remove"}, DataSet{"jokers.epd", 14, ""}),
                         [](const auto& info) {
                           std::string name = std::string(info.param.file) + "_" + info.param.joker_rule;
                           for (char& c : name) c = std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
                           return name;
                         });

// The exact expected count text of depth d: Xd for chance lines, else Dd.
std::string reference(const EpdRecord& record, int depth, const std::string& value) {
  std::string name = "X";  // appended, not "X" + ...: GCC 12 warns falsely (-Wrestrict) on that
  name += std::to_string(depth);
  return record.operation(name).value_or(value);
}

TEST_P(RaindropDataSet, EveryLineEveryDepthMatchesReference) {
  int checked = 0;
  for_each_line([&]<class P>(const EpdRecord& record, const VariantOptions& options) {
    P pos = P::from_fen(record.fen, options);
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
  EXPECT_GE(checked, static_cast<int>(3 * GetParam().min_lines));
}

TEST_P(RaindropDataSet, HashedEqualsUnhashedOnEveryLine) {
  // One small table for all lines: index collisions between positions and
  // models are frequent, so only the full-key check keeps counts right.
  PerftHash hash(1);
  for_each_line([&]<class P>(const EpdRecord& record, const VariantOptions& options) {
    P pos = P::from_fen(record.fen, options);
    int depth = record.depth_counts().back().first;
    EXPECT_EQ(perft(pos, depth, &hash), perft(pos, depth));
    EXPECT_EQ(perft(pos, depth, &hash), perft(pos, depth));  // second run hits the table
  });
}

TEST_P(RaindropDataSet, ParallelDivideEqualsSequentialOnEveryLine) {
  for_each_line([&]<class P>(const EpdRecord& record, const VariantOptions& options) {
    P pos = P::from_fen(record.fen, options);
    int depth = record.depth_counts().back().first;
    PerftRunOptions run;
    run.threads = 2;
    EXPECT_EQ(parallel_perft(pos, depth, run), perft(pos, depth));
  });
}

// Keys updated move by move equal keys computed from scratch: from the
// written FEN after one ply, from the exact position code after two.
TEST_P(RaindropDataSet, IncrementalKeyEqualsKeyComputedFromScratchAfterTwoPlies) {
  for_each_line([&]<class P>(const EpdRecord& record, const VariantOptions& options) {
    P pos = P::from_fen(record.fen, options);
    typename P::MoveList moves;
    pos.generate_legal(moves);
    for (const auto& m : moves) {
      P child = pos.play(m);
      ASSERT_EQ(child.key(), P::from_fen(child.fen(), options).key()) << pos.move_name(m);
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

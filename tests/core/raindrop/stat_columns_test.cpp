// Raindrop's perft statistics (raindrop/stat_columns.h): checks, mates and
// stalemates as the enumeration's classifier (raindrop/classifier.h) puts
// the same lines, the drop columns adding up, and single leaves whose
// columns are checked by hand, jokers included.
#include <gtest/gtest.h>

#include <string>

#include "enumerate/line_enumeration.h"
#include "perft/stats_perft.h"
#include "raindrop/classifier.h"
#include "raindrop/options.h"
#include "raindrop/stat_columns.h"

namespace perftkit::raindrop {
namespace {

using Open = Position<DeckModel::open>;
using Tally = StatColumnsOf<DeckModel::open>::Tally;

Open with_rule(const char* rule, const char* fen) {
  VariantOptions options;
  options.set(kJokerRuleOption, rule);
  return Open::from_fen(fen, options);
}

TEST(RaindropStatColumns, ChecksMatesAndStalematesAsTheEnumerationCountsThem) {
  for (const char* fen : {"8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1",
                          "k7/8/1K6/8/8/8/8/8[Q] w - - 0 1",  // queen drops: mates and stalemates
                          "4k3/8/8/8/8/8/8/4K3[RNrn] w - - 0 1"}) {
    const Open pos = Open::from_fen(fen);
    const int depth = 3;
    const auto rows = fast_stats(pos, depth);
    const auto lines = enumerate_lines(pos, depth, RaindropClassifier{}, EnumerateOptions{});
    for (int d = 1; d <= depth; ++d) {
      const auto& c = rows[d - 1].counts;
      EXPECT_EQ(rows[d - 1].nodes, lines[d].lines) << fen << " depth " << d;
      EXPECT_EQ(c[kStatChecks], lines[d].lines_in[RaindropClassifier::kCheck]) << fen << " depth " << d;
      EXPECT_EQ(c[kStatCheckmates], lines[d].lines_in[RaindropClassifier::kCheckmate]) << fen << " depth " << d;
      EXPECT_EQ(c[kStatStalemates], lines[d].lines_in[RaindropClassifier::kStalemate]) << fen << " depth " << d;
      EXPECT_EQ(c[kStatDrops], c[kStatPawnDrops] + c[kStatKnightDrops] + c[kStatBishopDrops] + c[kStatRookDrops] +
                                   c[kStatQueenDrops] + c[kStatKingsPlaced]);
    }
  }
}

// White's king on b6 guards a7 and b7. A queen dropped on a7 or b7
// (guarded), or on c8-h8 (b8 taken too), mates: 8. One on the b8-h2
// diagonal below b8 (c7, d6, e5, f4, g3, h2) takes b8 without check, and
// Black, with no card, has no move: 6 stalemates. Every other drop either
// checks with b8 free or leaves b8 free.
TEST(RaindropStatColumns, QueenDropsThatMateAndStalemate) {
  const Tally row = fast_stats(Open::from_fen("k7/8/1K6/8/8/8/8/8[Q] w - - 0 1"), 1)[0];
  EXPECT_EQ(row.counts[kStatQueenDrops], 62u);  // every empty square; the rest are king moves
  EXPECT_EQ(row.counts[kStatCheckmates], 8u);
  EXPECT_EQ(row.counts[kStatStalemates], 6u);
}

TEST(RaindropStatColumns, JokersAndTheirRemovals) {
  // The remove rule: Jxa1 and Jxd5 remove, neither is a capture.
  const Open pos = with_rule("remove", "4k3/8/8/3q4/8/8/8/r6Q[KJj] w - - 0 1 -");
  const Tally row = fast_stats(pos, 1)[0];
  EXPECT_EQ(row.counts[kStatJokers], 2u);
  EXPECT_EQ(row.counts[kStatJokerRemovals], 2u);
  // White's king is not placed, so White makes no board move (rules: it
  // must draw): the queen on h1 takes neither, and the removals are no
  // captures.
  EXPECT_EQ(row.counts[kStatCaptures], 0u);
  EXPECT_EQ(row.nodes, row.counts[kStatDrops] + row.counts[kStatJokers]);
  // The extra-turn rule: one "J", no removal.
  const Tally extra = fast_stats(with_rule("extra-turn", "4k3/8/8/8/8/8/8/4K3[Jj] w - - 0 1 -"), 1)[0];
  EXPECT_EQ(extra.counts[kStatJokers], 1u);
  EXPECT_EQ(extra.counts[kStatJokerRemovals], 0u);
}

}  // namespace
}  // namespace perftkit::raindrop

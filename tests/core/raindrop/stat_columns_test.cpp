// Raindrop's perft statistics (raindrop/stat_columns.h): checks, mates and
// stalemates as the enumeration's classifier (raindrop/classifier.h) puts
// the same lines, the drop columns adding up, and single leaves whose
// columns are checked by hand, jokers included.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "diff/seeded_random.h"
#include "enumerate/line_enumeration.h"
#include "perft/stats_perft.h"
#include "perft/stats_reference.h"
#include "raindrop/bulk_stats.h"
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

// The reference's depth-1 row of `pos`, with check, mate and stalemate
// told by counting every leaf's moves (game_status_of), not by
// has_legal_move's first move found, which the bulk tally shares.
template <class P>
auto counted_reference(const P& pos) {
  auto row = reference_stats(pos, 1)[0];
  auto& c = row.counts;
  c[kStatChecks] = c[kStatCheckmates] = c[kStatStalemates] = 0;
  typename P::MoveList moves;
  pos.generate_legal(moves);
  for (const auto& m : moves) {
    const GameStatus status = game_status_of(pos.play(m));
    c[kStatChecks] += status.check;
    c[kStatCheckmates] += status.checkmate();
    c[kStatStalemates] += status.stalemate();
  }
  return row;
}

// The bulk tally of `pos`'s moves (fast_stats at depth 1), held equal to
// the counted reference.
template <class P>
auto checked_bulk_row(const P& pos) {
  const auto row = fast_stats(pos, 1)[0];
  EXPECT_EQ(row, counted_reference(pos)) << pos.fen();
  return row;
}

// Every node of `games` random games of up to `plies` plies from each of
// `fens` (jokers under `rule`), handed to `visit`.
template <DeckModel M, class Visit>
void walk_random_games(const std::vector<std::string>& fens, const char* rule, int games, int plies,
                       diff::SeededRandom& random, Visit visit) {
  using P = Position<M>;
  VariantOptions options;
  options.set(kJokerRuleOption, rule);
  for (const auto& fen : fens) {
    for (int game = 0; game < games; ++game) {
      P pos = P::from_fen(fen, options);
      for (int ply = 0; ply < plies; ++ply) {
        visit(pos);
        typename P::MoveList moves;
        pos.generate_legal(moves);
        if (moves.size() == 0) break;
        pos = pos.play(moves[random.below(moves.size())]);
      }
    }
  }
}

// The bulk tally (raindrop/bulk_stats.h) of every node of random games
// equals the reference's depth-1 row (every leaf made and classified),
// in both models it serves, jokers of either rule included. Returns the
// sum of the rows, so the caller can see the games reached what the
// bulk path must not miss.
template <DeckModel M>
StatColumnsOf<DeckModel::open>::Tally bulk_against_reference(const std::vector<std::string>& fens, const char* rule,
                                                            diff::SeededRandom& random) {
  StatColumnsOf<DeckModel::open>::Tally sum;
  walk_random_games<M>(fens, rule, 30, 70, random, [&](const Position<M>& pos) {
    typename StatColumnsOf<M>::Tally bulk;
    BulkLeafStats<Position<M>>::tally_moves(pos, bulk);
    const auto reference = counted_reference(pos);
    EXPECT_EQ(bulk, reference) << pos.fen();
    sum += reference;
  });
  return sum;
}

TEST(RaindropBulkStats, EveryNodeOfRandomGamesTalliesAsTheReference) {
  diff::SeededRandom random(20261205);
  const std::vector<std::string> open = {
      "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1",
      "4q3/K1n5/8/6Q1/5p2/3P4/8/8[RRBBNNPPPPPPPkrrbbnppppppp] w - - 0 4 QRBNqrbn",
      "1R5B/3pB2N/PPP3Pp/nP1k4/1pp1rRpp/3r2pn/P1K5/b3q3[NPPb] w - - 0 17 QRBNqrbn",
      "k7/8/1K6/8/8/8/8/8[QRNP] w - - 0 1",            // few cards: mates and stalemates
      "4k3/1P6/8/8/8/8/6p1/4K3[Rr] w - - 0 1 QNqb",  // promotions with part of a reserve
      "7k/8/8/8/8/8/8/K7[QRRBBNNPPPPPPPPqrnppp] b - - 0 1",
  };
  const std::vector<std::string> deck = {
      "8/8/8/8/8/8/8/8[PPPPPPPPNNBBRRQKppppppppnnbbrrqk] w - - 0 1",
      "8/8/8/8/8/8/8/8[RPKPPPQBPPPBPNNRrnpppnqprkbppbpp] w - - 0 1",
      "1R5B/3pB2N/PPP3Pp/nP1k4/1pp1rRpp/3r2pn/P1K5/b3q3[PNPb] w - - 0 17 QRBNqrbn",
      "k7/8/1K6/8/8/8/8/8[PQRN] w - - 0 1",
  };
  const std::vector<std::string> jokers = {
      "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPJkqrrbbnnppppppppj] w - - 0 1",
      "4k3/8/8/3q4/8/8/8/r6Q[KJjr] w - - 0 1 -",
  };
  auto sum = bulk_against_reference<DeckModel::open>(open, "", random);
  sum += bulk_against_reference<DeckModel::deck>(deck, "", random);
  sum += bulk_against_reference<DeckModel::open>(jokers, "remove", random);
  sum += bulk_against_reference<DeckModel::open>(jokers, "extra-turn", random);
  sum += bulk_against_reference<DeckModel::deck>(
      {"8/8/8/8/8/8/8/8[JKQRRBBNNPPPPPPPPjkqrrbbnnpppppppp] w - - 0 1"}, "remove", random);
  EXPECT_GT(sum.nodes, 1000000u);
  for (const auto column : {kStatCaptures, kStatPromotions, kStatKingsPlaced, kStatJokers, kStatJokerRemovals,
                            kStatChecks, kStatCheckmates, kStatStalemates})
    EXPECT_GT(sum.counts[column], 0u) << kStatColumns[column].name;
}

// A depth-2 node's children, tallied together with what the node knows
// of its king's steps (NodeAttacks), against the reference's depth-2 row,
// at every node of shorter games from crowded positions (few drops, so
// the reference's second ply stays small) in both models.
template <DeckModel M>
std::uint64_t children_against_reference(const std::vector<std::string>& fens, const char* rule,
                                         diff::SeededRandom& random) {
  std::uint64_t leaves = 0;
  walk_random_games<M>(fens, rule, 6, 30, random, [&](const Position<M>& pos) {
    typename StatColumnsOf<M>::Tally bulk;
    BulkLeafStats<Position<M>>::tally_children(pos, bulk);
    EXPECT_EQ(bulk, reference_stats(pos, 2)[1]) << pos.fen();
    leaves += bulk.nodes;
  });
  return leaves;
}

TEST(RaindropBulkStats, ChildrenTallyAsTheReference) {
  diff::SeededRandom random(20261206);
  std::uint64_t leaves = children_against_reference<DeckModel::open>(
      {"1R5B/3pB2N/PPP3Pp/nP1k4/1pp1rRpp/3r2pn/P1K5/b3q3[NPPb] w - - 0 17 QRBNqrbn",
       "1NB5/P7/1Pb4b/R1PpP2p/1K1p2Pq/1pp5/5nr1/2nkrR2[QBNPPPp] w - - 0 17 QRBNqrbn",
       "4k3/1P6/8/8/8/8/6p1/4K3[Rr] w - - 0 1 QNqb",
       "8/1k6/3p4/1P2P3/r6Q/3p4/P3R3/8[KBBNNPPPPPqrbbnnpppppp] w - - 0 7 QRBNqrbn"},
      "", random);
  leaves += children_against_reference<DeckModel::deck>(
      {"1R5B/3pB2N/PPP3Pp/nP1k4/1pp1rRpp/3r2pn/P1K5/b3q3[PNPb] w - - 0 17 QRBNqrbn"}, "", random);
  // Jokers under either rule. (A joker's child never takes the node's
  // map; no count could show it if it did: after an extra turn the map
  // would be the king's own side's, which holds every step of it, so it
  // would only send more drops on to the exact tests.)
  for (const char* rule : {"extra-turn", "remove"})
    leaves += children_against_reference<DeckModel::open>(
        {"4k3/8/8/3q4/8/8/8/r6Q[KJjr] w - - 0 1 -", "4k3/2p5/8/3q4/8/1P6/r5B1/4K2Q[RNJjrn] b - - 0 1 -"}, rule,
        random);
  EXPECT_GT(leaves, 1000000u);
}

// The node's free step is not the child's where the child's move opens a
// line onto it: in the node Black's d4 knight screens a7 from the g1
// bishop; once it leaves the diagonal, a knight dropped on c7 mates, a7
// being the king's only step.
TEST(RaindropBulkStats, AStepFreeInTheNodeIsNotFreeWhereTheMoveOpensALine) {
  const Open pos = Open::from_fen("kn6/1p6/8/8/3n4/8/8/6BK[N] b - - 0 1");
  Tally bulk;
  BulkLeafStats<Open>::tally_children(pos, bulk);
  const Tally reference = reference_stats(pos, 2)[1];
  EXPECT_EQ(bulk, reference);
  EXPECT_GT(reference.counts[kStatCheckmates], 0u);
}

// The bulk tally trusts a drawable card only with two squares for it left
// empty (our move fills one). Boards this full are no game's, but a FEN
// may give them. 63 white knights leave h8 empty (on the second board 62
// leave h8 and d5); no king is placed, so each side must draw.
TEST(RaindropBulkStats, ADropThatFillsTheLastSquareStalemates) {
  const std::string knights = "NNNNNNNN/NNNNNNNN/NNNNNNNN/";
  // The open model: White's queen or king on h8 leaves Black's queen and
  // king cards no square.
  const Tally last = checked_bulk_row(Open::from_fen("NNNNNNN1/" + knights + knights + "NNNNNNNN[KQkq] w - - 0 1"));
  EXPECT_EQ(last.nodes, 2u);
  EXPECT_EQ(last.counts[kStatStalemates], 2u);
  // The deck model: Black's top card is a pawn, which may go to d5 (rank
  // 5), not to h8: White's queen on d5 stalemates, on h8 it does not.
  using Deck = Position<DeckModel::deck>;
  const auto pawn_last = checked_bulk_row(
      Deck::from_fen("NNNNNNN1/NNNNNNNN/NNNNNNNN/NNN1NNNN/NNNNNNNN/NNNNNNNN/NNNNNNNN/NNNNNNNN[QKpk] w - - 0 1"));
  EXPECT_EQ(pawn_last.nodes, 2u);
  EXPECT_EQ(pawn_last.counts[kStatStalemates], 1u);
}

// A drop or move the enemy may take is no mate or stalemate, but only for
// an enemy with its king placed: Black's rook on a8 attacks b8 and c8,
// yet without its king Black makes no board move, and its king card finds
// no square the knights leave unattacked. Each of White's moves (a knight
// dropped on b8 or c8, or moved there or onto a8) stalemates.
TEST(RaindropBulkStats, APieceOfAKinglessEnemyTakesNothing) {
  const std::string knights = "NNNNNNNN/NNNNNNNN/NNNNNNNN/";
  const Tally row = checked_bulk_row(Open::from_fen("r2NNNNN/" + knights + knights + "NNNNNNNK[Nk] w - - 0 1"));
  EXPECT_EQ(row.nodes, 11u);
  EXPECT_EQ(row.counts[kStatStalemates], 11u);
}

// The bulk tally trusts the enemy's board moves only with four pieces
// that could move, since one move of ours may take one (Rxe8), pin one by
// landing (Nd8, on the eighth rank) and one by leaving a line (Nc6, on
// Bh1's diagonal once e4 is empty); Na5 is pinned already. Black's king
// has no free square (Kb6, Nd7) and no card: Rxe8 stalemates.
TEST(RaindropBulkStats, OneMoveThatTakesOnePieceAndPinsTwoStalemates) {
  const Open pos = Open::from_fen("k2nr3/3N4/1Kn5/n7/4R3/8/8/R6B[] w - - 0 40 QRBNqrb");
  EXPECT_EQ(checked_bulk_row(pos).counts[kStatStalemates], 1u);
}

// A check from afar is no mate while the enemy may drop a piece between,
// but only a single check: Be5 checks along the long diagonal and
// uncovers Rh1, and a double check leaves Black (whose queen card could
// block either) only its king, whose squares are taken.
TEST(RaindropBulkStats, ADoubleCheckFromAfarMatesThoughADropCouldBlockEither) {
  const Open pos = Open::from_fen("6nk/8/8/8/8/8/7B/K6R[q] w - - 0 30");
  EXPECT_EQ(checked_bulk_row(pos).counts[kStatCheckmates], 1u);
}

// Black's one piece that could move, Na6, stands on the a-file between
// White's knight on a7 and rook on a1: when the knight leaves, the rook
// pins it although it is not between Black's king and the square left
// (a shortcut that looked only there missed it: perf-log, row R7).
// Black's king has no free square (Kb6, Bh2): each knight move stalemates.
TEST(RaindropBulkStats, LeavingTheLineBeforeAnEnemyPieceItsRookPinsStalemates) {
  const Open pos = Open::from_fen("k7/N7/nK6/8/8/8/7B/R7[] w - - 0 40");
  EXPECT_GE(checked_bulk_row(pos).counts[kStatStalemates], 3u);
}

// The same through a promotion: g7-g8 lets Bh8 pin Black's one piece that
// could move, Nd4, on the long diagonal; Black's king has no free square
// (Kc1, Nb4): each of the four promotions stalemates.
TEST(RaindropBulkStats, APromotionLeavingTheLineBeforeAnEnemyPieceStalemates) {
  const Open pos = Open::from_fen("7B/6P1/8/8/1N1n4/8/8/k1K5[] w - - 0 40");
  EXPECT_GE(checked_bulk_row(pos).counts[kStatStalemates], 4u);
}

// Two of the enemy's pieces off its king's lines are enough (nothing
// pins them, one move takes one), not one: Rxg3 takes Black's only
// piece, whose king has no free square (Kb6, Nd7): stalemate.
TEST(RaindropBulkStats, TakingTheOnlyPieceOffTheKingsLinesStalemates) {
  const Open pos = Open::from_fen("k7/3N4/1K6/8/8/6n1/8/6R1[] w - - 0 40");
  EXPECT_EQ(checked_bulk_row(pos).counts[kStatStalemates], 1u);
}

}  // namespace
}  // namespace perftkit::raindrop

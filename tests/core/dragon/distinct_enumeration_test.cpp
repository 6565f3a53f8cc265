// Distinct positions of the 10x10 start position by ply, under each
// identity rule (dragon/identity_coders.h), through the generic enumerator
// (enumerate/distinct_enumeration.h; the rule's coder counts the last ply,
// so a run to depth d gives the rule's count at ply d), with its lines
// equal to perft: through ply 3 against a second configuration written
// here (sets of the positions' FENs, rewritten by each rule), at ply 4
// against Fairy-Stockfish's counts.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "dragon/identity_coders.h"
#include "dragon/position.h"
#include "enumerate/distinct_enumeration.h"
#include "enumerate/identity_rule.h"
#include "perft/perft.h"

namespace perftkit::dragon {
namespace {

struct NoCategories {
  static constexpr std::size_t kCategories = 0;
  std::uint32_t operator()(const Position&) const { return 0; }
};

constexpr IdentityRule kRules[] = {IdentityRule::kPositions, IdentityRule::kEnPassantAvailable,
                                   IdentityRule::kDiagrams};

// The rule's count at each ply 0..depth, one enumeration per ply (the
// coder counts the last ply only until the enumerator counts every ply
// with a coarser coder); checks the lines against perft on the way.
std::vector<std::uint64_t> enumerated_counts(const Position& root, IdentityRule rule, int depth) {
  std::vector<std::uint64_t> counts;
  for (int ply = 0; ply <= depth; ++ply) {
    auto plies = Position::with_identity_coder(rule, [&](const auto& coder) {
      return enumerate_distinct(root, ply, NoCategories{}, EnumerateOptions{}, nullptr, coder);
    });
    for (int p = 0; p <= ply; ++p) EXPECT_EQ(plies[p].lines, perft(root, p)) << "ply " << p;
    counts.push_back(plies[ply].distinct);
  }
  return counts;
}

// The FEN without move counters, as each rule sees it: diagrams drop
// castling and en passant; positions drop en passant unless a capture is
// legal (the listed squares are kept as Fairy-Stockfish writes them).
std::string identity_text(const Position& pos, IdentityRule rule) {
  std::string fen = pos.fen();
  fen.erase(fen.rfind(' '));
  fen.erase(fen.rfind(' '));
  const std::size_t ep = fen.rfind(' ') + 1;
  if (rule == IdentityRule::kDiagrams) return fen.substr(0, fen.find(' ', fen.find(' ') + 1));
  if (rule == IdentityRule::kPositions && fen.substr(ep) != "-") {
    Position::MoveList moves;
    pos.generate_legal(moves);
    if (std::none_of(moves.begin(), moves.end(), [](const Move& m) { return m.kind() == MoveKind::kEnPassant; }))
      fen.replace(ep, std::string::npos, "-");
  }
  return fen;
}

// Breadth first over FENs (exact: the FEN without counters is the
// position), counting each ply's texts under each rule.
std::vector<std::vector<std::uint64_t>> counts_by_fen(const Position& root, int depth) {
  std::vector<std::vector<std::uint64_t>> counts(std::size(kRules));
  std::vector<Position> frontier{root};
  for (int ply = 0;; ++ply) {
    for (std::size_t r = 0; r < std::size(kRules); ++r) {
      std::set<std::string> texts;
      for (const Position& pos : frontier) texts.insert(identity_text(pos, kRules[r]));
      counts[r].push_back(texts.size());
    }
    if (ply == depth) return counts;
    std::set<std::string> seen;
    std::vector<Position> next;
    for (const Position& pos : frontier) {
      Position::MoveList moves;
      pos.generate_legal(moves);
      for (const Move& m : moves) {
        Position child = pos.play(m);
        if (seen.insert(identity_text(child, IdentityRule::kEnPassantAvailable)).second) next.push_back(child);
      }
    }
    frontier = std::move(next);
  }
}

TEST(DragonDistinctEnumeration, StartPositionThroughPlyThreeByEveryRuleAndByFen) {
  const Position start = Position::from_fen(Position::kStartFen);
  const auto by_fen = counts_by_fen(start, 3);
  for (std::size_t r = 0; r < std::size(kRules); ++r) {
    SCOPED_TRACE(identity_rule_name(kRules[r]));
    EXPECT_EQ(enumerated_counts(start, kRules[r], 3), by_fen[r]);
  }
  // No castling or en passant is possible yet: the rules agree, and
  // Fairy-Stockfish counts the same (scripts/ffish/dragon_distinct.js).
  EXPECT_EQ(by_fen[0], (std::vector<std::uint64_t>{1, 40, 1600, 38270}));
  EXPECT_EQ(by_fen[2], by_fen[0]);
}

// Ply 4 is the first where the rules part: a black 3-step past a white
// pawn on the 6th rank leaves en passant, which a different order of the
// same moves does not (diagrams merge the two). The counts are Fairy-
// Stockfish's (scripts/ffish/dragon_distinct.js --depth 4, about a minute),
// an enumeration independent of perftkit's generator.
TEST(DragonDistinctEnumeration, DeepStartPositionPlyFourByEveryRuleAsFairyStockfishCounts) {
  const Position start = Position::from_fen(Position::kStartFen);
  const std::pair<IdentityRule, std::uint64_t> expected[] = {
      {IdentityRule::kPositions, 915635}, {IdentityRule::kEnPassantAvailable, 915635}, {IdentityRule::kDiagrams, 915013}};
  for (const auto& [rule, distinct] : expected) {
    auto plies = Position::with_identity_coder(rule, [&](const auto& coder) {
      return enumerate_distinct(start, 4, NoCategories{}, EnumerateOptions{}, nullptr, coder);
    });
    EXPECT_EQ(plies[4].distinct, distinct) << identity_rule_name(rule);
    EXPECT_EQ(plies[4].lines, 2878601u);  // datasets/dragon/dragon100.epd, D4 of the start
  }
}

}  // namespace
}  // namespace perftkit::dragon

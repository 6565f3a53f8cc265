// The jokers' house rules (rules, "Jokers (optional house rules)"): when a
// joker is on offer, what each rule does, how its moves are written, and
// the bad input around jokers.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "common/input_error.h"
#include "perft/perft.h"
#include "raindrop_test_support.h"

namespace perftkit::raindrop {
namespace {

using namespace test_support;

VariantOptions rule(const char* name) {
  VariantOptions options;
  options.set("joker-rule", name);
  return options;
}

template <class P = Open>
P with_rule(const char* name, const std::string& fen) {
  return P::from_fen(fen, rule(name));
}

std::set<std::string> joker_moves(const std::set<std::string>& names) {
  std::set<std::string> jokers;
  for (const auto& n : names)
    if (n[0] == 'J') jokers.insert(n);
  return jokers;
}

using Names = std::set<std::string>;

TEST(RaindropJokers, ExtraTurnKeepsTheSideAndTheFullMove) {
  const Open pos = with_rule("extra-turn", "4k3/8/8/8/8/8/8/4K3[Jj] b - - 7 12 -");
  EXPECT_EQ(joker_moves(legal_names(pos)), Names{"J"});
  const Open next = pos.play(*pos.parse_move("J"));
  EXPECT_EQ(next.fen(), "4k3/8/8/8/8/8/8/4K3[J] b - - 0 12 -");  // Black again; clock reset
  EXPECT_EQ(next.key(), Open::from_fen(next.fen(), rule("extra-turn")).key());
  EXPECT_TRUE(joker_moves(legal_names(next)).empty());  // its only joker is spent
}

TEST(RaindropJokers, ExtraTurnIsNoAnswerToCheck) {
  const Open pos = with_rule("extra-turn", "k3r3/8/8/8/8/8/8/4K3[Jj] w - - 0 1 -");
  ASSERT_TRUE(pos.in_check());
  EXPECT_TRUE(joker_moves(legal_names(pos)).empty());
}

TEST(RaindropJokers, RemovalTakesAnyEnemyPieceButTheKingAndPassesTheTurn) {
  // Before its own king is placed, too (rules, choice).
  const Open pos = with_rule("remove", "4k3/8/8/3q4/8/8/8/r6Q[KJj] w - - 0 1 -");
  EXPECT_EQ(joker_moves(legal_names(pos)), (Names{"Jxa1", "Jxd5"}));
  const Open next = pos.play(*pos.parse_move("Jxd5"));
  EXPECT_EQ(next.fen(), "4k3/8/8/8/8/8/8/r6Q[Kj] b - - 0 1 -");
  EXPECT_FALSE(pos.move_facts(*pos.parse_move("Jxd5")).capture);
  EXPECT_TRUE(pos.parse_move("Jxd5")->is_joker());
}

TEST(RaindropJokers, RemovalNeverExposesTheMoversKing) {
  // The knight on e4 alone screens the king from the rook.
  const Open screened = with_rule("remove", "k3r3/8/8/8/4n3/8/8/4K3[Jj] w - - 0 1 -");
  EXPECT_EQ(joker_moves(legal_names(screened)), Names{"Jxe8"});
  // In check, only the checker may go...
  const Open check = with_rule("remove", "k3r3/8/8/n7/8/8/8/4K3[Jj] w - - 0 1 -");
  EXPECT_EQ(joker_moves(legal_names(check)), Names{"Jxe8"});
  // ...unless it screens another checker, and never in double check.
  const Open battery = with_rule("remove", "k3q3/8/8/4r3/8/8/8/4K3[Jj] w - - 0 1 -");
  EXPECT_TRUE(joker_moves(legal_names(battery)).empty());
  const Open double_check = with_rule("remove", "k3r3/8/8/8/1b6/8/8/4K3[Jj] w - - 0 1 -");
  EXPECT_TRUE(joker_moves(legal_names(double_check)).empty());
}

TEST(RaindropJokers, RemovalWithNothingToRemoveJustPasses) {
  const Open pos = with_rule("remove", "4k3/8/8/8/8/8/8/4K3[Jj] w - - 0 1 -");
  EXPECT_EQ(joker_moves(legal_names(pos)), Names{"J"});
  EXPECT_EQ(pos.play(*pos.parse_move("J")).fen(), "4k3/8/8/8/8/8/8/4K3[j] b - - 0 1 -");
}

TEST(RaindropJokers, NamesAreReadInEitherCase) {
  const Open pos = with_rule("remove", "4k3/8/8/3q4/8/8/8/r6Q[KJj] w - - 0 1 -");
  EXPECT_EQ(pos.parse_move("jxd5"), pos.parse_move("Jxd5"));
  EXPECT_FALSE(pos.parse_move("J"));  // there is something to remove
  EXPECT_FALSE(pos.parse_move("Jxe8"));  // the king
}

TEST(RaindropJokers, DeckModelDrawsAJokerOnlyFromTheTop) {
  const Deck top = with_rule<Deck>("extra-turn", "8/8/8/8/8/8/8/8[JKk] w - - 0 1");
  EXPECT_EQ(legal_names(top), Names{"J"});
  const Deck below = with_rule<Deck>("extra-turn", "8/8/8/8/8/8/8/8[KJk] w - - 0 1");
  EXPECT_TRUE(joker_moves(legal_names(below)).empty());
  EXPECT_EQ(below.play(*below.parse_move("K@a1")).fen(), "8/8/8/8/8/8/8/K7[Jk] b - - 0 1 QRBNqrbn");
}

TEST(RaindropJokers, ExpectedModelWeighsAJokerByItsShareOfTheDeck) {
  const Expected pos = with_rule<Expected>("extra-turn", "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPJJkqrrbbnnppppppppjj] w - - 0 1");
  EXPECT_EQ(pos.move_weight(*pos.parse_move("J")), Rational(2, 18));
  // The bulk count equals the sum of the moves' weights.
  Expected::MoveList moves;
  pos.generate_legal(moves);
  Rational sum{0};
  for (const auto& m : moves) sum += pos.move_weight(m);
  EXPECT_EQ(pos.weighted_count_legal(), sum);
}

TEST(RaindropJokers, BulkCountEqualsGeneratedMovesUnderBothRules) {
  for (const char* name : {"extra-turn", "remove"})
    for (const char* fen : {"k3r3/8/8/8/4n3/8/8/4K3[QJj] w - - 0 1 -", "4k3/8/8/3q4/8/8/8/r6Q[KJj] w - - 0 1 -",
                            "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPJkqrrbbnnppppppppj] w - - 0 1"}) {
      const Open pos = with_rule(name, fen);
      EXPECT_EQ(pos.count_legal(), legal_names(pos).size()) << name << ": " << fen;
    }
}

TEST(RaindropJokers, StartPositionTakesTheJokersAsked) {
  VariantOptions options = rule("remove");
  options.set("jokers", "2");
  EXPECT_EQ(Open::start_fen(options), "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPJJkqrrbbnnppppppppjj] w - - 0 1");
  options.set("jokers", "3");
  EXPECT_THROW(Open::start_fen(options), InputError);
  options.set("jokers", "1");
  options.set("joker-rule", "");
  EXPECT_THROW(Open::start_fen(options), InputError);
}

TEST(RaindropJokers, TheRuleIsPartOfTheKeyOnlyWhileAJokerIsLeft) {
  const std::string with = "4k3/8/8/8/8/8/8/4K3[Jj] w - - 0 1 -", without = "4k3/8/8/8/8/8/8/4K3[Qq] w - - 0 1 -";
  EXPECT_NE(with_rule("remove", with).key(), with_rule("extra-turn", with).key());
  EXPECT_EQ(with_rule("remove", without).key(), Open::from_fen(without).key());
  EXPECT_EQ(with_rule("remove", with).house_rules(), "jokers remove");
  EXPECT_EQ(Open::from_fen(without).house_rules(), "");
}

std::string error_of(const std::string& fen, const char* joker_rule = "") {
  try {
    Open::from_fen(fen, rule(joker_rule));
  } catch (const InputError& e) {
    return e.what();
  }
  return "no error";
}

TEST(RaindropJokers, BadInputNamesItsField) {
  EXPECT_NE(error_of("8/8/8/8/8/8/8/8[KJk] w - - 0 1").find("'cards': joker 'J' without a joker rule"), std::string::npos);
  EXPECT_NE(error_of("8/8/8/8/8/8/8/8[Kkj] w - - 0 1").find("'cards': joker 'j' without a joker rule"), std::string::npos);
  EXPECT_NE(error_of("8/8/8/8/8/8/8/8[KJJJk] w - - 0 1", "remove").find("'cards': more 'J' cards"), std::string::npos);
  EXPECT_NE(error_of("8/8/8/8/8/8/8/J7[Kk] w - - 0 1", "remove").find("'board': unknown piece letter 'J'"),
            std::string::npos);
  EXPECT_NE(error_of("8/8/8/8/8/8/8/8[Kk] w - - 0 1", "joker").find("--joker-rule: unknown joker rule 'joker'"),
            std::string::npos);
}

}  // namespace
}  // namespace perftkit::raindrop

// The "Bad input" list of issue 4: each is an InputError whose one-line
// message names the field.
#include <gtest/gtest.h>

#include <string>

#include "common/input_error.h"
#include "raindrop_test_support.h"

namespace perftkit::raindrop {
namespace {

using namespace test_support;

template <class P = Open>
std::string error_of(const std::string& fen, const VariantOptions& options = {}) {
  try {
    P::from_fen(fen, options);
  } catch (const InputError& e) {
    return e.what();
  }
  return "no error";
}

TEST(RaindropBadInput, EachProblemNamesItsField) {
  struct Case {
    const char* fen;
    const char* field;
  };
  const Case cases[] = {
      {"8/8/8/8/8/8/8/8 w - - 0 1", "'cards': brackets missing"},
      {"8/8/8/8/8/8/8/8[Kk w - - 0 1", "'cards': unbalanced"},
      {"8/8/8/8/8/8/8/8Kk] w - - 0 1", "'cards': unbalanced"},
      {"8/8/8/8/8/8/8/8[[Kk]] w - - 0 1", "'cards': unbalanced"},
      {"8/8/8/8/8/8/8/8[Kk]x w - - 0 1", "'cards': unbalanced"},
      {"8/8/8/8/8/8/8/8[PPPPPPPPPk] w - - 0 1", "'cards': more 'P' cards"},
      {"8/8/8/8/8/8/8/8[Kkk] w - - 0 1", "'cards': more 'k' cards"},
      {"8/8/8/8/8/8/8/8[KX] w - - 0 1", "'cards': unknown card letter 'X'"},
      {"8/8/8/8/8/8/8/4P3[Kk] w - - 0 1", "'board': White pawn on e1"},
      {"4p3/8/8/8/8/8/8/8[Kk] w - - 0 1", "'board': Black pawn on e8"},
      {"4P3/8/8/8/8/8/8/8[Kk] w - - 0 1 Q", "'board': White pawn on e8, its last rank, while its reserve"},
      {"8/8/8/8/8/8/8/4p3[Kk] w - - 0 1 q", "'board': Black pawn on e1, its last rank, while its reserve"},
      {"K7/8/8/8/8/8/8/K7[k] w - - 0 1", "White has two kings"},
      {"k7/8/8/8/8/8/8/8[Kk] w - - 0 1", "Black has two kings"},
      {"8/8/8/8/8/8/8/8[Kk] w - - 0 1 QX", "'reserve': unknown letter 'X'"},
      {"8/8/8/8/8/8/8/8[Kk] w - - 0 1 QQ", "'reserve': letter 'Q' appears twice"},
      {"8/8/8/8/8/8/8/8[Kk] w - - 0 1 K", "'reserve': unknown letter 'K'"},
      {"8/8/8/8/8/8/8/9[Kk] w - - 0 1", "'board'"},
      {"8/8/8/8/8/8/8[Kk] w - - 0 1", "'board': expected 8 ranks"},
      {"8/8/8/8/8/8/8/8[Kk] w - - x 1", "'halfmove'"},
      {"8/8/8/8/8/8/8/8[Kk] w - - 0 0", "'fullmove'"},
      {"8/8/8/8/8/8/8/8[Kk] w - - 0 1 - extra", "FEN: expected"},
      {"8/8/8/8/8/8/8/8[Kk]", "FEN: expected"},
      {"7k/8/8/8/8/8/8/K6R[] w - - 0 1 -", "the side not to move (Black) is in check"},
  };
  for (const auto& c : cases) EXPECT_NE(error_of(c.fen).find(c.field), std::string::npos) << c.fen << " -> " << error_of(c.fen);
}

// Kings are never captured and no card becomes a king, so a side without
// its king on the board and without its K card cannot be reached.
TEST(RaindropBadInput, ASideWithNoKingAndNoKCardIsRefusedInEveryModel) {
  VariantOptions jokers;
  jokers.set("joker-rule", "extra-turn");
  struct Case {
    const char* fen;
    const char* error;
  };
  const Case cases[] = {
      {"8/8/8/8/8/8/8/8[QRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1", "FEN: White has no king (none on the board and no K card left)"},
      {"8/8/8/8/8/8/8/4K3[Q] b - - 0 1", "FEN: Black has no king (none on the board and no K card left)"},
      {"8/8/8/8/8/8/8/8[] w - - 0 1 -", "FEN: White has no king"},
      // A joker left is not a king.
      {"8/8/8/8/8/8/8/4K3[JJj] b - - 0 1", "FEN: Black has no king"},
  };
  for (const auto& c : cases) {
    EXPECT_EQ(error_of<Open>(c.fen, jokers).rfind(c.error, 0), 0u) << c.fen;
    EXPECT_EQ(error_of<Deck>(c.fen, jokers).rfind(c.error, 0), 0u) << c.fen;
    EXPECT_EQ(error_of<Expected>(c.fen, jokers).rfind(c.error, 0), 0u) << c.fen;
  }
}

TEST(RaindropBadInput, AKingOnTheBoardOrAKCardAnywhereInTheDeckIsEnough) {
  // The deck model's K card need not be on top: it is drawn in time.
  for (const char* fen : {"8/8/8/8/8/8/8/4K3[k] b - - 0 1", "4k3/8/8/8/8/8/8/8[QPK] w - - 0 1",
                          "4k3/8/8/8/8/8/8/4K3[] w - - 0 1 -"}) {
    EXPECT_NO_THROW(Open::from_fen(fen)) << fen;
    EXPECT_NO_THROW(Deck::from_fen(fen)) << fen;
    EXPECT_NO_THROW(Expected::from_fen(fen)) << fen;
  }
}

TEST(RaindropBadInput, DeckModelWithoutDeckOrderIsAnError) {
  EXPECT_THROW(Deck::start_fen({}), InputError);
  try {
    Deck::start_fen({});
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("--model deck"), std::string::npos);
  }
}

TEST(RaindropBadInput, IllegalOrMalformedMovesAreNotParsed) {
  Open start = Open::from_fen(kStartFen);
  for (const char* text : {"P@e8", "P@e1", "X@e4", "N@", "N@i9", "e2e3", "", "K@e4e5"})
    EXPECT_FALSE(start.parse_move(text).has_value()) << text;
}

}  // namespace
}  // namespace perftkit::raindrop

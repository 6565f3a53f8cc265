// The "Bad input" list of issue 4: each is an InputError whose one-line
// message names the field.
#include <gtest/gtest.h>

#include <string>

#include "common/input_error.h"
#include "raindrop_test_support.h"

namespace perftkit::raindrop {
namespace {

using namespace test_support;

std::string error_of(const std::string& fen) {
  try {
    Open::from_fen(fen);
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
      {"7k/8/8/8/8/8/8/7R[] w - - 0 1 -", "the side not to move (Black) is in check"},
  };
  for (const auto& c : cases) EXPECT_NE(error_of(c.fen).find(c.field), std::string::npos) << c.fen << " -> " << error_of(c.fen);
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

#include "diff/position_tags.h"

#include <gtest/gtest.h>

#include "chess/position.h"

namespace perftkit::diff {
namespace {

using Tags = std::vector<std::string>;

Tags tags_of(const char* fen) { return position_tags(chess::Position::from_fen(fen)); }

TEST(PositionTags, NamesEveryMoveClassThatIsLegal) {
  EXPECT_EQ(tags_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), Tags{});
  EXPECT_EQ(tags_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), Tags{"castling possible"});
  EXPECT_EQ(tags_of("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"), Tags{"en passant possible"});
  EXPECT_EQ(tags_of("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"), Tags{"promotion possible"});
}

TEST(PositionTags, TellsSingleFromDoubleCheck) {
  EXPECT_EQ(tags_of("4k3/8/8/8/8/8/8/4K2r w - - 0 1"), Tags{"check"});
  // Rook on e8 and knight on d3 both attack the king on e1.
  EXPECT_EQ(tags_of("4r1k1/8/8/8/8/3n4/8/4K3 w - - 0 1"), (Tags{"check", "double check"}));
}

}  // namespace
}  // namespace perftkit::diff

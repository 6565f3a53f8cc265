// FEN in/out as Fairy-Stockfish writes it, and one-line errors naming the
// field for bad input.
#include <gtest/gtest.h>

#include "common/input_error.h"
#include "rules_support.h"

namespace perftkit::dragon {
namespace {

using namespace testing;

TEST(DragonFen, StartPositionRoundTrips) {
  EXPECT_EQ(position(Position::kStartFen).fen(), Position::kStartFen);
  EXPECT_EQ(Position::start_fen({}), Position::kStartFen);
}

TEST(DragonFen, TenEmptySquaresAreWrittenAsTen) {
  auto pos = position("9k/10/10/10/10/10/10/10/10/K9 w - - 0 1");
  EXPECT_EQ(pos.fen(), "9k/10/10/10/10/10/10/10/10/K9 w - - 0 1");
}

TEST(DragonFen, EnPassantSquaresReadInEitherOrderWrittenLowestFirst) {
  const std::string board = "9k/10/10/10/10/4Pp4/3p6/10/10/K9 b - ";
  EXPECT_EQ(position(board + "e4e3 0 1").fen(), board + "e3e4 0 1");
  EXPECT_EQ(position(board + "e3e4 0 1").fen(), board + "e3e4 0 1");
  EXPECT_EQ(position(board + "e3e4 0 1").key(), position(board + "e4e3 0 1").key());
}

TEST(DragonFen, EnPassantFieldChangesTheCountsAndTheKey) {
  const std::string board = "9k/10/10/10/10/4Pp4/3p6/10/10/K9 b - ";
  auto both = position(board + "e3e4 0 1"), one = position(board + "e4 0 1"), none = position(board + "- 0 1");
  EXPECT_EQ(both.count_legal(), none.count_legal() + 2);
  EXPECT_EQ(one.count_legal(), none.count_legal() + 1);
  EXPECT_NE(both.key(), one.key());
  EXPECT_NE(one.key(), none.key());
}

TEST(DragonFen, UnattackedEnPassantSquareIsDroppedAsFairyStockfishDoes) {
  // e3 is a passed square, but no black pawn attacks it.
  auto pos = position("9k/10/10/10/10/4P5/10/10/10/K9 b - e3 0 1");
  EXPECT_EQ(pos.fen(), "9k/10/10/10/10/4P5/10/10/10/K9 b - - 0 1");
}

TEST(DragonFen, MissingMoveCountersDefault) {
  EXPECT_EQ(position("9k/10/10/10/10/10/10/10/10/K9 w - -").fen(), "9k/10/10/10/10/10/10/10/10/K9 w - - 0 1");
}

void expect_error(const std::string& fen, const std::string& message_part) {
  try {
    Position::from_fen(fen);
    ADD_FAILURE() << "accepted: " << fen;
  } catch (const InputError& e) {
    std::string message = e.what();
    EXPECT_NE(message.find(message_part), std::string::npos) << message;
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
  }
}

TEST(DragonFenBadInput, WrongNumberOfRanks) {
  expect_error("9k/10/10/10/10/10/10/10/K9 w - - 0 1", "FEN field 'board': 9 ranks, expected 10");
}

TEST(DragonFenBadInput, EightByEightFen) {
  expect_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "FEN field 'board': 8 ranks");
}

TEST(DragonFenBadInput, WrongNumberOfFiles) {
  expect_error("9k/10/10/10/10/9/10/10/10/K9 w - - 0 1", "rank 5 has 9 files, expected 10");
  expect_error("9k/10/10/10/10/10p/10/10/10/K9 w - - 0 1", "rank 5 has more than 10 files");
  expect_error("9k/10/10/10/10/11/10/10/10/K9 w - - 0 1", "bad empty-square count '11'");
}

TEST(DragonFenBadInput, Pieces) {
  expect_error("9k/10/10/10/10/4x5/10/10/10/K9 w - - 0 1", "unknown piece letter 'x'");
  expect_error("9k/10/10/10/10/10/10/10/10/KK8 w - - 0 1", "white must have exactly one king");
  expect_error("9k/10/10/10/10/10/10/10/10/KP8 w - - 0 1", "pawn stands on rank 1 or 10");
  expect_error("9k/10/10/10/10/10/QQQQQQQQQQ/QQ8/10/K9 w - - 0 1", "more pieces than ten pawns could promote to");
  expect_error("9k/9R/10/10/10/10/10/10/10/K9 w - - 0 1", "side not to move (black) is in check");
}

TEST(DragonFenBadInput, OtherFields) {
  expect_error("9k/10/10/10/10/10/10/10/10/K9 x - - 0 1", "FEN field 'side to move'");
  expect_error("9k/10/10/10/10/10/10/10/10/K9 w K - 0 1", "FEN field 'castling': 'K' needs the king on f1 and a rook on j1");
  expect_error("9k/10/10/10/10/10/10/10/10/K9 w X - 0 1", "FEN field 'castling': unknown letter 'X'");
  expect_error("9k/10/10/10/10/10/10/10/10/K9 w - - x 1", "FEN field 'halfmove clock'");
  expect_error("9k/10/10/10/10/10/10/10/10/K9 w - - 0 0", "FEN field 'fullmove number'");
  expect_error("9k/10/10 w", "expected 4 to 6 fields");
}

TEST(DragonFenBadInput, ImpossibleEnPassantSquares) {
  // No white pawn stands 2 or 3 steps from e2.
  expect_error("9k/10/10/10/10/10/10/10/10/K9 b - e3 0 1", "FEN field 'en passant'");
  // e5 is not a passed square; a white pawn did not move for black.
  expect_error("9k/10/10/10/10/4P5/10/10/10/K9 b - e5 0 1", "FEN field 'en passant'");
  expect_error("9k/10/10/10/4P5/10/10/10/10/K9 w - e3 0 1", "FEN field 'en passant'");
  expect_error("9k/10/10/10/10/4P5/10/10/10/K9 b - e3e3 0 1", "listed twice");
  expect_error("9k/10/10/10/10/4P5/10/10/10/K9 b - e3 e4 0 1", "expected 4 to 6 fields, found 7");
  expect_error("9k/10/10/10/4P5/10/10/10/10/K9 b - z9 0 1", "FEN field 'en passant'");
  // The start square e2 is still occupied, so e4 cannot have come from there.
  expect_error("9k/10/10/10/10/10/4P5/10/4P5/K9 b - e3 0 1", "FEN field 'en passant'");
}

TEST(DragonMoves, ParseMoveAcceptsLegalMovesOnly) {
  auto pos = position(Position::kStartFen);
  EXPECT_TRUE(pos.parse_move("e2e5"));
  EXPECT_TRUE(pos.parse_move("d1f3"));  // a Dragon leap over e2
  EXPECT_FALSE(pos.parse_move("e2e6"));
  EXPECT_FALSE(pos.parse_move("f1h1"));
  EXPECT_FALSE(pos.parse_move("e2e5q"));
  EXPECT_EQ(pos.count_legal(), 40u);
}

TEST(DragonMoves, MoveFacts) {
  auto pos = position("r4k3r/10/10/10/10/10/10/10/4P5/R4K3R w KQkq - 0 1");
  EXPECT_TRUE(pos.move_facts(*pos.parse_move("f1h1")).castling);
  EXPECT_TRUE(pos.move_facts(*pos.parse_move("a1a10")).capture);
  EXPECT_FALSE(pos.move_facts(*pos.parse_move("e2e5")).capture);
}

}  // namespace
}  // namespace perftkit::dragon

#include <gtest/gtest.h>

#include <fstream>
#include <ostream>

#include "chess/position.h"
#include "common/input_error.h"
#include "io/epd.h"
#include "../test_paths.h"

namespace perftkit::chess {
namespace {

Position parse(const std::string& fen, bool chess960 = false) {
  VariantOptions options;
  options.chess960 = chess960;
  return Position::from_fen(fen, options);
}

TEST(ChessFen, StartPositionRoundTrips) {
  EXPECT_EQ(parse(std::string(Position::kStartFen)).fen(), Position::kStartFen);
}

TEST(ChessFen, EverySuitePositionRoundTrips) {
  for (auto [file, chess960] : {std::pair{"standard/standard.epd", false}, std::pair{"standard/fischer.epd", true}}) {
    std::ifstream in(test::dataset_path(file));
    ASSERT_TRUE(in) << file;
    std::string line;
    int lines = 0;
    while (std::getline(in, line)) {
      auto record = parse_epd_line(line);
      if (!record) continue;
      Position pos = parse(record->fen, chess960);
      // Re-reading our own output gives the same position and key.
      Position again = parse(pos.fen(), chess960);
      EXPECT_EQ(again.fen(), pos.fen());
      EXPECT_EQ(again.key(), pos.key());
      ++lines;
    }
    EXPECT_GT(lines, 90);
  }
}

TEST(ChessFen, FourFieldFenGetsDefaultCounters) {
  EXPECT_EQ(parse("8/8/8/8/8/8/8/K6k w - -").fen(), "8/8/8/8/8/8/8/K6k w - - 0 1");
}

TEST(ChessFen, EnPassantSquareKeptOnlyWhenCapturable) {
  // After 1.e4 no black pawn can capture on e3: the square is dropped.
  EXPECT_EQ(parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").fen(),
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  EXPECT_EQ(parse("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").en_passant_square(),
            G::parse_square("e3"));
}

TEST(ChessFen, Chess960ShredderAndXFenCastling) {
  // Shredder-FEN file letters and X-FEN KQkq name the same rooks.
  Position shredder = parse("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", true);
  Position xfen = parse("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9", true);
  EXPECT_EQ(shredder.key(), xfen.key());
  EXPECT_EQ(shredder.castling_rook(kWhite, kKingSide), G::parse_square("h1"));
  EXPECT_EQ(shredder.castling_rook(kWhite, kQueenSide), G::parse_square("f1"));
  EXPECT_EQ(xfen.fen(), "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
}

TEST(ChessFen, Chess960InnerRookWrittenAsFileLetter) {
  // Two rooks on the king side: the right belongs to the inner one (g1).
  Position pos = parse("4k3/8/8/8/8/8/8/4K1RR w G - 0 1", true);
  EXPECT_EQ(pos.castling_rook(kWhite, kKingSide), G::parse_square("g1"));
  EXPECT_EQ(pos.fen(), "4k3/8/8/8/8/8/8/4K1RR w G - 0 1");
}

struct BadFen {
  const char* fen;
  const char* field;
};
// How a case reads in test names and failures (gtest would print its bytes).
void PrintTo(const BadFen& bad, std::ostream* out) { *out << bad.field << ": " << bad.fen; }

class ChessBadFen : public ::testing::TestWithParam<BadFen> {};

TEST_P(ChessBadFen, IsRejectedNamingTheField) {
  try {
    parse(GetParam().fen);
    FAIL() << "accepted: " << GetParam().fen;
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(GetParam().field), std::string::npos) << e.what();
  }
}

INSTANTIATE_TEST_SUITE_P(
    EveryField, ChessBadFen,
    ::testing::Values(BadFen{"rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "board"},      // 7 ranks
                      BadFen{"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "board"},    // bad digit
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1", "board"},   // 9 squares
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQXBNR w KQkq - 0 1", "board"},    // letter
                      BadFen{"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", "board"},      // no black king
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w - - 0 1", "board"},       // two kings
                      BadFen{"rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w - - 0 1", "board"},       // back-rank pawn
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move"},
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", "castling"}, // no h1 rook
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqX - 0 1", "castling"},
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e4 0 1", "en passant"},
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", "en passant"},
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1", "en passant"},
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", "halfmove"},
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", "fullmove"},
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", "FEN"},        // 5 fields
                      BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", "castling"},  // files need 960
                      BadFen{"4k2R/8/8/8/8/8/8/4K3 w - - 0 1", "not to move is in check"}));

}  // namespace
}  // namespace perftkit::chess

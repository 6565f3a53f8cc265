// The exact position code (dragon/position_code.h): decode(encode(p)) is p
// (same FEN without counters, same legal moves, same key) along random
// games from every data-set position, distinct positions get distinct
// codes, and key_after(m) is the board key of play(m). The identity coders
// (dragon/identity_coders.h) on positions where the rules part.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "dataset_support.h"
#include "dragon/identity_coders.h"
#include "enumerate/identity_rule.h"
#include "dragon/position.h"
#include "dragon/zobrist.h"

namespace perftkit::dragon {
namespace {

// The FEN without its two move counters.
std::string fen_without_counters(const Position& pos) {
  std::string fen = pos.fen();
  fen.erase(fen.rfind(' '));
  fen.erase(fen.rfind(' '));
  return fen;
}

std::vector<std::string> sorted_move_names(const Position& pos) {
  Position::MoveList moves;
  pos.generate_legal(moves);
  std::vector<std::string> names;
  for (const Move& m : moves) names.push_back(pos.move_name(m));
  std::sort(names.begin(), names.end());
  return names;
}

// Field `index` (0 = board) of a FEN.
std::string fen_field(const std::string& fen, int index) {
  std::size_t begin = 0;
  for (int i = 0; i < index; ++i) begin = fen.find(' ', begin) + 1;
  return fen.substr(begin, fen.find(' ', begin) - begin);
}

// Pieces beyond the initial set (of one type, on one side) stand for promotions.
bool has_promoted_piece(const Position& pos) {
  for (Color c : {kWhite, kBlack})
    if (popcount(pos.pieces(c, kQueen)) > 1 || popcount(pos.pieces(c, kRook)) > 2 ||
        popcount(pos.pieces(c, kBishop)) > 2 || popcount(pos.pieces(c, kKnight)) > 2 ||
        popcount(pos.pieces(c, kDragon)) > 2)
      return true;
  return false;
}

// Every position along 4 random games of up to 80 plies from each data-set
// position (they have castling rights, en passant and promotions).
template <class Visit>
void visit_walks(Visit&& visit) {
  std::mt19937 rng(20261202);
  for (const auto& record : testing::load_suite()) {
    for (int game = 0; game < 4; ++game) {
      Position pos = Position::from_fen(record.fen);
      for (int ply = 0; ply < 80; ++ply) {
        visit(pos);
        Position::MoveList moves;
        pos.generate_legal(moves);
        if (moves.empty()) break;
        pos = pos.play(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
      }
    }
  }
}

TEST(DragonPositionCode, DecodeGivesBackThePositionAlongRandomGames) {
  int positions = 0, with_en_passant = 0, with_castling = 0, with_promoted = 0;
  visit_walks([&](const Position& pos) {
    const PositionCode code = pos.encode();
    const Position back = Position::decode(code);
    ASSERT_EQ(fen_without_counters(back), fen_without_counters(pos));
    ASSERT_EQ(sorted_move_names(back), sorted_move_names(pos)) << pos.fen();
    ASSERT_EQ(back.key(), pos.key()) << pos.fen();
    ASSERT_EQ(back.encode(), code) << pos.fen();
    ++positions;
    with_en_passant += fen_field(pos.fen(), 3) != "-";
    with_castling += fen_field(pos.fen(), 2) != "-";
    with_promoted += has_promoted_piece(pos);
  });
  EXPECT_GT(positions, 10000);
  EXPECT_GT(with_en_passant, 20);
  EXPECT_GT(with_castling, 1000);
  EXPECT_GT(with_promoted, 100);
}

TEST(DragonPositionCode, DistinctPositionsHaveDistinctCodes) {
  std::map<PositionCode, std::string> fen_of_code;
  std::map<std::string, PositionCode> code_of_fen;
  visit_walks([&](const Position& pos) {
    const std::string fen = fen_without_counters(pos);
    const auto [at, fresh] = fen_of_code.emplace(pos.encode(), fen);
    ASSERT_EQ(at->second, fen) << "one code for two positions";
    code_of_fen.emplace(fen, pos.encode());
  });
  EXPECT_EQ(fen_of_code.size(), code_of_fen.size());
  EXPECT_GT(fen_of_code.size(), 10000u);
}

// The code tells apart what only castling rights, the side to move or en
// passant tell apart.
TEST(DragonPositionCode, CastlingSideAndEnPassantAreInTheCode) {
  const std::string board = "rnbdqkdbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBDQKDBNR";
  const PositionCode all = Position::from_fen(board + " w KQkq - 0 1").encode();
  EXPECT_NE(all, Position::from_fen(board + " w KQk - 0 1").encode());
  EXPECT_NE(all, Position::from_fen(board + " b KQkq - 0 1").encode());
  // e2e5 with a black pawn on d4 (attacks e3): en passant; the same board
  // without it (the pawn came in two moves).
  const std::string pushed = "10/10/10/10/10/4P5/3p6/10/5K4/k9";
  EXPECT_NE(Position::from_fen("10/10/10/10/10/4P5/3p6/10/5K4/k9 b - e3 0 1").encode(),
            Position::from_fen(pushed + " b - - 0 1").encode());
}

TEST(DragonPositionCode, KeyAfterIsTheBoardKeyOfTheChild) {
  std::uint64_t moves_checked = 0;
  int castlings = 0, en_passants = 0, promotions = 0;
  visit_walks([&](const Position& pos) {
    // The board key is the key of the same board and side with no castling
    // rights or en passant, less the key of "no rights" (FEN reading adds it).
    const std::string fen = pos.fen();
    const std::string diagram = fen_field(fen, 0) + " " + fen_field(fen, 1) + " - -";
    ASSERT_EQ(pos.board_key(), Position::from_fen(diagram).key() ^ kZobrist.castling[0]) << fen;
    Position::MoveList moves;
    pos.generate_legal(moves);
    for (const Move& m : moves) {
      ASSERT_EQ(pos.key_after(m), pos.play(m).board_key()) << fen << " " << pos.move_name(m);
      ++moves_checked;
      castlings += m.kind() == MoveKind::kCastling;
      en_passants += m.kind() == MoveKind::kEnPassant;
      promotions += m.kind() == MoveKind::kPromotion;
    }
  });
  EXPECT_GT(moves_checked, 100000u);
  EXPECT_GT(castlings, 10);
  EXPECT_GT(en_passants, 5);
  EXPECT_GT(promotions, 50);
}

// The coders of the three rules where they part: a pinned en passant
// capturer (legal for ep-available, not for positions), a free one, and
// castling rights (only diagrams forget them).
TEST(DragonIdentityCoders, RulesPartOnIllegalEnPassantAndCastlingRights) {
  auto code = [](IdentityRule rule, const std::string& fen) {
    return Position::with_identity_coder(rule, [&](const auto& coder) { return coder.encode(Position::from_fen(fen)); });
  };
  // After d2d4: e4 attacks d3, but capturing opens rank 4 to the rook on a4.
  const std::string pinned = "10/10/10/10/10/10/R2Pp4k/10/5K4/10 b - d3 0 1";
  const std::string pinned_no_ep = "10/10/10/10/10/10/R2Pp4k/10/5K4/10 b - - 0 1";
  EXPECT_NE(code(IdentityRule::kEnPassantAvailable, pinned), code(IdentityRule::kEnPassantAvailable, pinned_no_ep));
  EXPECT_EQ(code(IdentityRule::kPositions, pinned), code(IdentityRule::kPositions, pinned_no_ep));
  EXPECT_EQ(code(IdentityRule::kDiagrams, pinned), code(IdentityRule::kDiagrams, pinned_no_ep));
  // Without the rook the capture is legal: only diagrams forget it.
  const std::string free = "10/10/10/10/10/10/3Pp4k/10/5K4/10 b - d3 0 1";
  const std::string free_no_ep = "10/10/10/10/10/10/3Pp4k/10/5K4/10 b - - 0 1";
  EXPECT_NE(code(IdentityRule::kEnPassantAvailable, free), code(IdentityRule::kEnPassantAvailable, free_no_ep));
  EXPECT_NE(code(IdentityRule::kPositions, free), code(IdentityRule::kPositions, free_no_ep));
  EXPECT_EQ(code(IdentityRule::kDiagrams, free), code(IdentityRule::kDiagrams, free_no_ep));
  // A position's coder decodes to one with the same legal moves.
  const Position decoded = LegalEnPassantCoder{}.decode(code(IdentityRule::kPositions, pinned));
  EXPECT_EQ(sorted_move_names(decoded), sorted_move_names(Position::from_fen(pinned)));
  // Castling rights.
  const std::string board = "rnbdqkdbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBDQKDBNR w ";
  for (IdentityRule rule : {IdentityRule::kPositions, IdentityRule::kEnPassantAvailable})
    EXPECT_NE(code(rule, board + "KQkq - 0 1"), code(rule, board + "Qk - 0 1")) << identity_rule_name(rule);
  EXPECT_EQ(code(IdentityRule::kDiagrams, board + "KQkq - 0 1"), code(IdentityRule::kDiagrams, board + "Qk - 0 1"));
}

TEST(DragonIdentityCoders, OnlyTheGameCodeIsNotMarkedCoarser) {
  auto coarser = [](IdentityRule rule) {
    return Position::with_identity_coder(rule, [](const auto& coder) {
      return requires { std::remove_cvref_t<decltype(coder)>::kCoarserThanGameCode; };
    });
  };
  EXPECT_TRUE(coarser(IdentityRule::kPositions));
  EXPECT_FALSE(coarser(IdentityRule::kEnPassantAvailable));
  EXPECT_TRUE(coarser(IdentityRule::kDiagrams));
}

}  // namespace
}  // namespace perftkit::dragon

// Chess position codes (chess/position_code.h): decode(encode(p)) is p
// for everything counts see (board, side, castling with its rooks, en
// passant; the Chess960 paths), key_after(m) is the child's board key,
// and the identity rules' coders (chess/identity_coders.h) merge exactly
// what their rule merges.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "chess/identity_coders.h"
#include "chess/position.h"
#include "enumerate/encodable_game.h"
#include "enumerate/identity_rule.h"
#include "enumerate/position_coder.h"
#include "nocastle/position.h"
#include "random_games.h"

namespace perftkit::chess {
namespace {

static_assert(EncodableGame<Position>);
static_assert(EncodableGame<nocastle::Position>);
static_assert(PositionCoder<PositionsCoder, Position> && PositionCoder<DiagramsCoder, Position> &&
              PositionCoder<EnPassantAvailableCoder, Position>);
static_assert(sizeof(CodeLines<Position::Code>) == 32, "a frontier record of chess stays 32 bytes");

// The FEN without its move counters, which a code does not keep.
std::string fen_without_counters(const Position& pos) {
  std::string fen = pos.fen();
  for (int field = 0; field < 2; ++field) fen.erase(fen.rfind(' '));
  return fen;
}

// The code as position_code.h defines it, square by square: the pieces'
// values in square order, castling rooks, the en passant pawn and the
// black king to move marked. (encode() builds it with PEXT/PDEP where the
// build has them.)
Position::Code code_by_definition(const Position& pos) {
  using namespace position_code;
  Position::Code code;
  code.occupied = pos.occupied();
  int index = 0;
  for (Bitboard b = code.occupied; b; ++index) {
    const int sq = pop_lsb(b);
    const Piece piece = pos.piece_on(sq);
    const Color colour = pos.pieces(kWhite) & G::bit(sq) ? kWhite : kBlack;
    unsigned value = static_cast<unsigned>(colour * 6 + type_of(piece));
    for (int slot = 0; slot < 4; ++slot)
      if (pos.can_castle(static_cast<Color>(slot / 2), static_cast<CastlingSide>(slot % 2)) &&
          pos.castling_rook(static_cast<Color>(slot / 2), static_cast<CastlingSide>(slot % 2)) == sq)
        value = kCastlingRook + slot / 2;
    if (pos.en_passant_square() >= 0 && sq == pos.en_passant_square() - pawn_push_delta(pos.side_to_move()))
      value = kEnPassantPawn;
    if (pos.side_to_move() == kBlack && sq == pos.king_square(kBlack)) value = kBlackKingToMove;
    set_value(code, index, value);
  }
  return code;
}

struct Tally {
  int positions = 0, castling = 0, en_passant = 0, chess960_castling = 0, black_to_move = 0;
};

// Everything the code promises, for one position.
void check_round_trip(const Position& pos, Tally& tally) {
  const Position back = Position::decode(pos.encode());
  const std::string where = pos.fen();
  EXPECT_EQ(pos.encode(), code_by_definition(pos)) << where;
  EXPECT_EQ(fen_without_counters(back), fen_without_counters(pos)) << where;
  EXPECT_EQ(back.key(), pos.key()) << where;
  EXPECT_EQ(back.encode(), pos.encode()) << where;
  Position::MoveList moves, back_moves;
  pos.generate_legal(moves);
  back.generate_legal(back_moves);
  ASSERT_EQ(back_moves.size(), moves.size()) << where;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    EXPECT_EQ(back_moves[i], moves[i]) << where;
    // key_after is the child's board and side, without castling or en passant.
    EXPECT_EQ(pos.key_after(moves[i]), pos.play(moves[i]).board_key()) << where << " " << pos.move_name(moves[i]);
    tally.chess960_castling += moves[i].kind() == MoveKind::kCastling && pos.chess960();
  }
  EXPECT_EQ(back.count_two_plies(), pos.count_two_plies()) << where;
  ++tally.positions;
  tally.castling += pos.can_castle(kWhite, kKingSide) || pos.can_castle(kWhite, kQueenSide) ||
                    pos.can_castle(kBlack, kKingSide) || pos.can_castle(kBlack, kQueenSide);
  tally.en_passant += pos.en_passant_square() >= 0;
  tally.black_to_move += pos.side_to_move() == kBlack;
}

TEST(ChessPositionCode, DecodeInvertsEncodeOnRandomGames) {
  const std::vector<std::string> fens = {
      std::string(Position::kStartFen),
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",  // Kiwipete
      "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",          // en passant at once
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",                              // en passant pins
      "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
  };
  diff::SeededRandom random(30);
  Tally tally;
  for (const auto& fen : fens)
    test::visit_random_games(Position::from_fen(fen), 20, 80, random,
                             [&](const Position& pos) { check_round_trip(pos, tally); });
  EXPECT_GT(tally.positions, 4000);
  EXPECT_GT(tally.castling, 1000);
  EXPECT_GT(tally.en_passant, 20);
  EXPECT_GT(tally.black_to_move, 1500);
}

TEST(ChessPositionCode, DecodeInvertsEncodeInChess960) {
  diff::SeededRandom random(960);
  Tally tally;
  for (const Position& setup : test::fischer_setups(40))
    test::visit_random_games(setup, 3, 50, random, [&](const Position& pos) { check_round_trip(pos, tally); });
  EXPECT_GT(tally.positions, 3000);
  EXPECT_GT(tally.chess960_castling, 50);
}

// Two rooks on one side of the king, only the inner one with the right
// (Shredder-FEN "Gg"): the code marks that rook, not the outer one.
TEST(ChessPositionCode, KeepsWhichRookCastlesInChess960) {
  VariantOptions chess960;
  chess960.chess960 = true;
  const Position pos = Position::from_fen("1r2k1rr/8/8/8/8/8/8/1R2K1RR w Gg - 0 1", chess960);
  Tally tally;
  check_round_trip(pos, tally);
  EXPECT_EQ(Position::decode(pos.encode()).castling_rook(kWhite, kKingSide), pos.castling_rook(kWhite, kKingSide));
  const Position outer = Position::from_fen("1r2k1rr/8/8/8/8/8/8/1R2K1RR w Hh - 0 1", chess960);
  EXPECT_NE(outer.encode(), pos.encode());
}

TEST(ChessPositionCode, NoCastleEncodesThroughChess) {
  const auto pos = nocastle::Position::from_fen(nocastle::Position::kStartFen);
  const auto child = pos.play(*pos.parse_move("e2e4"));
  EXPECT_EQ(nocastle::Position::decode(child.encode()).fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - - 0 1");
  EXPECT_EQ(pos.key_after(*pos.parse_move("e2e4")), child.chess().board_key());
}

Position after(const std::vector<std::string>& moves, const std::string& fen = std::string(Position::kStartFen)) {
  Position pos = Position::from_fen(fen);
  for (const auto& name : moves) pos = pos.play(*pos.parse_move(name));
  return pos;
}

// 1. f4 e6 2. Kf2 Qf6 3. f5 g5: the f5 pawn stands beside g5, so the en
// passant square g6 is available (A057745), but fxg6 would expose the
// king on f2 to the queen on f6: not a position of its own under A083276.
TEST(ChessIdentityCoders, PositionsDropAnEnPassantThatIsNotLegal) {
  const Position pinned = after({"f2f4", "e7e6", "e1f2", "d8f6", "f4f5", "g7g5"});
  ASSERT_EQ(pinned.en_passant_square(), G::parse_square("g6"));
  // The same board and side without the en passant square.
  const Position same_board = Position::from_fen("rnb1kbnr/pppp1p1p/4pq2/5Pp1/8/8/PPPPPKPP/RNBQ1BNR w kq - 0 4");
  ASSERT_EQ(pinned.fen(), "rnb1kbnr/pppp1p1p/4pq2/5Pp1/8/8/PPPPPKPP/RNBQ1BNR w kq g6 0 4");
  EXPECT_NE(EnPassantAvailableCoder{}.encode(pinned), EnPassantAvailableCoder{}.encode(same_board));
  EXPECT_EQ(PositionsCoder{}.encode(pinned), PositionsCoder{}.encode(same_board));
  EXPECT_EQ(DiagramsCoder{}.encode(pinned), DiagramsCoder{}.encode(same_board));
  // With the capture legal the en passant square stays under every rule but diagrams.
  const Position legal = after({"e2e4", "a7a6", "e4e5", "d7d5"});
  ASSERT_GE(legal.en_passant_square(), 0);
  EXPECT_EQ(PositionsCoder{}.encode(legal), legal.encode());
  EXPECT_NE(DiagramsCoder{}.encode(legal), legal.encode());
  EXPECT_EQ(DiagramsCoder{}.decode(DiagramsCoder{}.encode(legal)).en_passant_square(), -1);
}

TEST(ChessIdentityCoders, DiagramsDropCastlingRights) {
  const Position start = Position::from_fen(Position::kStartFen);
  const Position diagram = DiagramsCoder{}.decode(DiagramsCoder{}.encode(start));
  EXPECT_EQ(diagram.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
  EXPECT_EQ(PositionsCoder{}.encode(start), start.encode());
}

TEST(ChessIdentityCoders, EachRuleGetsItsCoder) {
  auto name = [](IdentityRule rule) {
    return Position::with_identity_coder(rule, []<class Coder>(const Coder&) -> std::string {
      if constexpr (std::is_same_v<Coder, DiagramsCoder>) return "diagrams";
      else if constexpr (std::is_same_v<Coder, PositionsCoder>) return "positions";
      else return "ep-available";
    });
  };
  for (IdentityRule rule : {IdentityRule::kPositions, IdentityRule::kEnPassantAvailable, IdentityRule::kDiagrams})
    EXPECT_EQ(name(rule), identity_rule_name(rule));
}

}  // namespace
}  // namespace perftkit::chess

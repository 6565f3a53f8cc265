// One test per bullet of shared/rules/raindrop.md, named after it, in the
// order of the rules file. Expected numbers are derived by hand in the
// comments, never taken from the generator.
#include <gtest/gtest.h>

#include "common/input_error.h"
#include "perft/perft.h"
#include "raindrop_test_support.h"

namespace perftkit::raindrop {
namespace {

using namespace test_support;

// ---- Material

TEST(RaindropRules, BoardEmptyAtStartWhiteMovesFirst) {
  Open start = Open::from_fen(Open::start_fen({}));
  EXPECT_EQ(start.occupied(), 0u);
  EXPECT_EQ(start.side_to_move(), kWhite);
  EXPECT_TRUE(all_drops(legal_names(start)));
}

TEST(RaindropRules, EachSideHasDeckOfSixteenCards) {
  Open start = Open::from_fen(kStartFen);
  for (Color c : {kWhite, kBlack}) {
    EXPECT_EQ(start.deck_size(c), 16);
    EXPECT_EQ(start.cards_left(c, kKing), 1);
    EXPECT_EQ(start.cards_left(c, kQueen), 1);
    EXPECT_EQ(start.cards_left(c, kRook), 2);
    EXPECT_EQ(start.cards_left(c, kBishop), 2);
    EXPECT_EQ(start.cards_left(c, kKnight), 2);
    EXPECT_EQ(start.cards_left(c, kPawn), 8);
  }
  EXPECT_THROW(Open::from_fen("8/8/8/8/8/8/8/8[KRRRk] w - - 0 1"), InputError);
}

TEST(RaindropRules, EachSideHasPromotionReserveQRBN) {
  Open start = Open::from_fen(kStartFen);
  for (Color c : {kWhite, kBlack}) {
    for (PieceType t : {kQueen, kRook, kBishop, kKnight}) EXPECT_TRUE(start.in_reserve(c, t));
    EXPECT_FALSE(start.in_reserve(c, kKing));
    EXPECT_FALSE(start.in_reserve(c, kPawn));
  }
  EXPECT_TRUE(start.fen().ends_with(" QRBNqrbn"));
}

// ---- A turn

TEST(RaindropRules, SideWithoutKingMustDraw) {
  // White has a rook on the board but its king among the cards: only drops,
  // K@ on 63 empty squares (nothing of Black's attacks) + P@ on 40.
  Open pos = Open::from_fen("8/8/8/8/8/8/8/R7[KPk] w - - 0 1 -");
  auto names = legal_names(pos);
  EXPECT_TRUE(all_drops(names));
  EXPECT_EQ(names.size(), 63u + 40u);
}

TEST(RaindropRules, SideWithKingChoosesDrawOrBoardMove) {
  // King a1: 3 king moves, plus N@ on the 63 empty squares.
  Open pos = Open::from_fen("8/8/8/8/8/8/8/K7[Nk] w - - 0 1 -");
  auto names = legal_names(pos);
  EXPECT_TRUE(names.contains("a1b2"));
  EXPECT_TRUE(names.contains("N@e4"));
  EXPECT_EQ(names.size(), 3u + 63u);
}

TEST(RaindropRules, SideWithEmptyDeckOnlyMakesBoardMoves) {
  Open pos = Open::from_fen("8/8/8/8/8/8/8/K7[nk] w - - 0 1 -");
  EXPECT_EQ(legal_names(pos), (std::set<std::string>{"a1a2", "a1b1", "a1b2"}));
}

// ---- Where a drop may go

TEST(RaindropRules, QueenRookBishopKnightDropOnAnyEmptySquare) {
  Open pos = Open::from_fen("8/8/8/8/4p3/8/8/K7[QRBNk] w - - 0 1 -");
  for (char letter : {'Q', 'R', 'B', 'N'}) {
    auto squares = drop_squares(pos, letter);
    EXPECT_EQ(squares.size(), 62u) << letter;  // 64 minus the king and the pawn
    EXPECT_TRUE(squares.contains("h1") && squares.contains("a8") && !squares.contains("e4")) << letter;
  }
}

TEST(RaindropRules, PawnDropsOnRanksTwoToSixForWhiteSevenToThreeForBlack) {
  auto ranks_of = [](const std::set<std::string>& squares) {
    std::set<char> ranks;
    for (const auto& s : squares) ranks.insert(s[1]);
    return ranks;
  };
  auto white = drop_squares(Open::from_fen("8/8/8/8/8/8/8/8[KPkp] w - - 0 1 -"), 'P');
  auto black = drop_squares(Open::from_fen("8/8/8/8/8/8/8/8[KPkp] b - - 0 1 -"), 'P');
  EXPECT_EQ(white.size(), 40u);
  EXPECT_EQ(black.size(), 40u);
  EXPECT_EQ(ranks_of(white), (std::set<char>{'2', '3', '4', '5', '6'}));
  EXPECT_EQ(ranks_of(black), (std::set<char>{'3', '4', '5', '6', '7'}));
}

TEST(RaindropRules, KingDropsOnlyOnEmptyUnattackedSquare) {
  // Rook a8 attacks a1-a7 and b8-h8 (14), pawn e4 attacks d3 and f3:
  // 62 empty squares - 16 = 46.
  auto squares = drop_squares(Open::from_fen("r7/8/8/8/4p3/8/8/8[Kk] w - - 0 1 -"), 'K');
  EXPECT_EQ(squares.size(), 46u);
  EXPECT_FALSE(squares.contains("a1") || squares.contains("d3") || squares.contains("h8") || squares.contains("e4"));
  EXPECT_TRUE(squares.contains("b1") && squares.contains("e3"));
}

// ---- Board moves

TEST(RaindropRules, PawnsStepOneSquareCaptureDiagonallyNoEnPassantNoCastling) {
  // e2 may not step two; e5 may not take d5 en passant; no e1g1.
  Open pos = Open::from_fen("8/8/8/3pP3/8/5p2/4P3/4K2R[k] w - - 0 1 -");
  auto names = legal_names(pos);
  EXPECT_TRUE(names.contains("e2e3") && names.contains("e2f3") && names.contains("e5e6"));
  EXPECT_FALSE(names.contains("e2e4") || names.contains("e5d6") || names.contains("e1g1") || names.contains("e1h1"));
  EXPECT_THROW(Open::from_fen("8/8/8/3pP3/8/8/4P3/4K2R[k] w - d6 0 1 -"), InputError);
  EXPECT_THROW(Open::from_fen("8/8/8/8/8/8/4P3/4K2R[k] w K - 0 1 -"), InputError);
}

TEST(RaindropRules, CapturedPiecesLeaveTheGame) {
  Open pos = Open::from_fen("7k/8/8/8/8/8/8/Kq6[] w - - 0 1 -");
  Open after = pos.play(*pos.parse_move("a1b1"));
  EXPECT_EQ(after.pieces(kBlack), after.pieces(kBlack, kKing));
  EXPECT_EQ(after.deck_size(kBlack), 0);
  EXPECT_EQ(after.deck_size(kWhite), 0);
  // Black has nothing to drop, only its king h8 to move.
  EXPECT_EQ(legal_names(after), (std::set<std::string>{"h8g8", "h8g7", "h8h7"}));
}

TEST(RaindropRules, OnlySideWithKingOnBoardMakesBoardMoves) {
  Open pos = Open::from_fen("7k/8/8/8/8/8/8/R7[K] w - - 0 1 -");
  for (const auto& name : legal_names(pos)) EXPECT_NE(name.substr(0, 2), "a1") << name;
  Open black = pos.play(*pos.parse_move("K@e1"));
  EXPECT_TRUE(legal_names(black).contains("h8g7"));
}

// ---- Check and legality

TEST(RaindropRules, AttacksAreGeometricWithoutOwnKingOnBoard) {
  // Black's king is still a card, yet its rook g8 keeps White's king off g1, g2.
  Open pos = Open::from_fen("6r1/8/8/8/8/8/8/7K[k] w - - 0 1 -");
  EXPECT_EQ(legal_names(pos), (std::set<std::string>{"h1h2"}));
}

TEST(RaindropRules, MoveLegalOnlyIfOwnKingNotAttackedAfterwards) {
  // Pinned bishop e2 cannot move; in check from e8, drops must block on e2-e7.
  Open pinned = Open::from_fen("4r3/8/8/8/8/8/4B3/4K3[Nk] w - - 0 1 -");
  for (const auto& name : legal_names(pinned)) EXPECT_NE(name.substr(0, 2), "e2") << name;
  Open checked = Open::from_fen("4r3/8/8/8/8/8/8/4K3[Nk] w - - 0 1 -");
  EXPECT_EQ(drop_squares(checked, 'N'), (std::set<std::string>{"e2", "e3", "e4", "e5", "e6", "e7"}));
  EXPECT_FALSE(legal_names(checked).contains("e1e2"));
}

TEST(RaindropRules, DropMayGiveCheckAlsoPawnDropAlsoMate) {
  Open pawn = Open::from_fen("8/4k3/8/8/8/8/8/4K3[P] w - - 0 1 -");
  EXPECT_TRUE(pawn.play(*pawn.parse_move("P@d6")).in_check());
  // Q@g7, guarded by the king g6: contact check, every flight covered.
  Open queen = Open::from_fen("7k/8/6K1/8/8/8/8/8[Q] w - - 0 1 -");
  Open mated = queen.play(*queen.parse_move("Q@g7"));
  EXPECT_TRUE(mated.in_check());
  EXPECT_EQ(mated.count_legal(), 0u);
}

// ---- Promotion

TEST(RaindropRules, PromotionReplacesPawnByReservePieceUsedOnce) {
  Open pos = Open::from_fen("r7/3PP3/8/8/8/8/8/2K4k[] w - - 0 1 QRBNqrbn");
  Open promoted = pos.play(*pos.parse_move("e7e8q"));
  EXPECT_EQ(promoted.pieces(kWhite, kQueen), square_bb(60));
  EXPECT_FALSE(promoted.in_reserve(kWhite, kQueen));
  EXPECT_TRUE(promoted.fen().ends_with(" RBNqrbn"));
  // The promoted queen is captured: gone for good, not back in the reserve.
  Open captured = promoted.play(*promoted.parse_move("a8e8"));
  EXPECT_EQ(captured.pieces(kWhite, kQueen), 0u);
  std::set<std::string> d7;
  for (const auto& name : legal_names(captured))
    if (name.starts_with("d7")) d7.insert(name);
  EXPECT_EQ(d7, (std::set<std::string>{"d7d8r", "d7d8b", "d7d8n", "d7e8r", "d7e8b", "d7e8n"}));
}

TEST(RaindropRules, PromotionCompulsoryWhileReserveHoldsAPieceChoicesAreThoseLeft) {
  Open pos = Open::from_fen("8/4P3/8/8/8/8/8/K6k[] w - - 0 1 BNq");
  std::set<std::string> e7;
  for (const auto& name : legal_names(pos))
    if (name.starts_with("e7")) e7.insert(name);
  EXPECT_EQ(e7, (std::set<std::string>{"e7e8b", "e7e8n"}));
}

TEST(RaindropRules, EmptyReservePawnStillReachesLastRankAndStaysThere) {
  Open pos = Open::from_fen("3n4/4P3/8/8/8/8/8/K6k[] w - - 0 1 qrbn");
  auto names = legal_names(pos);
  EXPECT_TRUE(names.contains("e7e8") && names.contains("e7d8"));
  Open arrived = pos.play(*pos.parse_move("e7e8"));
  EXPECT_EQ(arrived.pieces(kWhite, kPawn), square_bb(60));
  Open next = arrived.play(*arrived.parse_move("h1h2"));
  for (const auto& name : legal_names(next)) EXPECT_FALSE(name.starts_with("e8")) << name;
}

// ---- End of the game

TEST(RaindropRules, CheckmateIsCheckWithoutLegalMove) {
  Open pos = Open::from_fen("7k/8/6K1/8/8/8/8/1Q6[] w - - 0 1 -");
  Open mated = pos.play(*pos.parse_move("b1b8"));
  EXPECT_TRUE(mated.in_check());
  EXPECT_EQ(mated.count_legal(), 0u);
  // With a card left Black can block on c8-g8 by a drop: not mate.
  Open with_card = Open::from_fen("7k/8/6K1/8/8/8/8/1Q6[n] w - - 0 1 -");
  Open blocked = with_card.play(*with_card.parse_move("b1b8"));
  EXPECT_EQ(drop_squares(blocked, 'N'), (std::set<std::string>{"c8", "d8", "e8", "f8", "g8"}));
}

TEST(RaindropRules, StalemateIsNoLegalMoveWithoutCheck) {
  Open boxed = Open::from_fen("7k/5Q2/6K1/8/8/8/8/8[] b - - 0 1 -");
  EXPECT_FALSE(boxed.in_check());
  EXPECT_EQ(boxed.count_legal(), 0u);
  // A king card with no safe empty square: the rank-6 pawns cover rank 7,
  // the rooks a8 and a1 ranks 8 and 1; every other square is full.
  Open nowhere = Open::from_fen("R7/8/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/R6K[k] b - - 0 1 -");
  EXPECT_FALSE(nowhere.in_check());
  EXPECT_EQ(nowhere.count_legal(), 0u);
}

// ---- Consequences worth stating

TEST(RaindropRules, SideWithKingOffBoardIsNeverInCheck) {
  Open pos = Open::from_fen("8/8/8/8/8/8/8/Q6K[k] b - - 0 1 -");
  EXPECT_FALSE(pos.in_check());
  EXPECT_GT(pos.count_legal(), 0u);
}

TEST(RaindropRules, DeckModelUnplaceableTopCardWithoutKingIsStalemate) {
  // White pawns fill ranks 2-6, so the top card P has no square.
  const char* full = "8/8/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/8[PKk] w - - 0 1 -";
  Deck stuck = Deck::from_fen(full);
  EXPECT_FALSE(stuck.in_check());
  EXPECT_EQ(stuck.count_legal(), 0u);
  EXPECT_EQ(Open::from_fen(full).count_legal(), 24u);  // open: K@ on ranks 1, 7 and 8 instead
  // With its king placed the side keeps its board moves: Ka1-b1 and 8 steps e6-e7...
  Deck king_on = Deck::from_fen("8/8/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP/K7[Pk] w - - 0 1 -");
  EXPECT_EQ(king_on.count_legal(), 1u + 8u);
  EXPECT_FALSE(all_drops(legal_names(king_on)));
}

TEST(RaindropRules, KingsAttackTooSoNeverAdjacent) {
  auto squares = drop_squares(Open::from_fen("8/8/8/8/4k3/8/8/8[K] w - - 0 1 -"), 'K');
  EXPECT_EQ(squares.size(), 63u - 8u);
  Open pos = Open::from_fen("8/8/8/8/4k3/8/2K5/8[] w - - 0 1 -");
  EXPECT_FALSE(legal_names(pos).contains("c2d3"));
  EXPECT_THROW(Open::from_fen("8/8/8/8/4k3/4K3/8/8[] w - - 0 1 -"), InputError);
}

// ---- The deck models

TEST(RaindropRules, OpenModelDrawsAnyTypeOncePerTypeAndSquare) {
  Open start = Open::from_fen(kStartFen);
  typename Open::MoveList moves;
  start.generate_legal(moves);
  EXPECT_EQ(moves.size(), 5u * 64u + 40u);  // K Q R B N anywhere, P on ranks 2-6
  EXPECT_EQ(legal_names(start).size(), moves.size());  // two rook cards, one R@e4
}

TEST(RaindropRules, DeckModelDrawsOnlyTheTopCard) {
  Deck pos = Deck::from_fen("8/8/8/8/8/8/8/8[QKRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1");
  auto names = legal_names(pos);
  EXPECT_EQ(names.size(), 64u);
  for (const auto& name : names) EXPECT_EQ(name[0], 'Q') << name;
  EXPECT_EQ(pos.top_card(kWhite), kQueen);
  EXPECT_EQ(pos.top_card(kBlack), kKing);
}

TEST(RaindropRules, ExpectedModelWeighsDropByCardShareBoardMoveByOne) {
  Expected start = Expected::from_fen(kStartFen);
  EXPECT_EQ(start.move_weight(*start.parse_move("R@e4")), Rational(2, 16));
  EXPECT_EQ(start.move_weight(*start.parse_move("P@e4")), Rational(8, 16));
  EXPECT_EQ(start.move_weight(*start.parse_move("K@a1")), Rational(1, 16));
  Expected with_king = Expected::from_fen("8/8/8/8/8/8/8/K7[NPPk] w - - 0 1 -");
  EXPECT_EQ(with_king.move_weight(*with_king.parse_move("a1a2")), Rational(1));
  EXPECT_EQ(with_king.move_weight(*with_king.parse_move("N@e4")), Rational(1, 3));
  // 3 king moves + 63 N@ x 1/3 + 40 P@ (a2 is free: ranks 2-6 minus none) x 2/3.
  EXPECT_EQ(with_king.weighted_count_legal(), Rational(3) + Rational(63, 3) + Rational(80, 3));
}

// ---- Position text

TEST(RaindropRules, FenFieldsAsInFenCastlingAndEnPassantAlwaysDash) {
  const std::string fen = "4q3/K1n5/8/6Q1/5p2/3P4/8/8[RRBBNNPPPPPPPkrrbbnppppppp] w - - 7 4 QRBNqrbn";
  EXPECT_EQ(Open::from_fen(fen).fen(), fen);
  EXPECT_THROW(Open::from_fen("8/8/8/8/8/8/8/8[Kk] x - - 0 1"), InputError);
}

TEST(RaindropRules, CardsUpperCaseWhiteLowerCaseBlackDeckOrderFromTop) {
  Deck interleaved = Deck::from_fen("8/8/8/8/8/8/8/8[QkKq] w - - 0 1");
  Deck separate = Deck::from_fen("8/8/8/8/8/8/8/8[QKkq] w - - 0 1");
  EXPECT_EQ(interleaved.key(), separate.key());
  EXPECT_EQ(interleaved.fen(), "8/8/8/8/8/8/8/8[QKkq] w - - 0 1 QRBNqrbn");
  EXPECT_EQ(separate.top_card(kWhite), kQueen);
  EXPECT_EQ(separate.top_card(kBlack), kKing);
  EXPECT_NE(Deck::from_fen("8/8/8/8/8/8/8/8[KQkq] w - - 0 1").key(), separate.key());
}

TEST(RaindropRules, ReserveFieldDefaultsToFullAndDashWhenEmpty) {
  EXPECT_EQ(Open::from_fen("8/8/8/8/8/8/8/8[Kk] w - - 0 1").fen(), "8/8/8/8/8/8/8/8[Kk] w - - 0 1 QRBNqrbn");
  EXPECT_EQ(Open::from_fen("8/8/8/8/8/8/8/8[Kk] w - - 0 1 -").fen(), "8/8/8/8/8/8/8/8[Kk] w - - 0 1 -");
  EXPECT_EQ(Open::from_fen("8/8/8/8/8/8/8/8[Kk] w - - 0 1 nQ").fen(), "8/8/8/8/8/8/8/8[Kk] w - - 0 1 Qn");
}

TEST(RaindropRules, OutsideDeckModelCardsWrittenSortedKQRBNP) {
  EXPECT_EQ(Open::from_fen("8/8/8/8/8/8/8/8[PNKpbk] w - - 0 1").fen(), "8/8/8/8/8/8/8/8[KNPkbp] w - - 0 1 QRBNqrbn");
  EXPECT_EQ(Open::from_fen("8/8/8/8/8/8/8/8[PNKk] w - - 0 1").key(), Open::from_fen("8/8/8/8/8/8/8/8[KPNk] w - - 0 1").key());
}

TEST(RaindropRules, MovesInUciFormDropsWithUpperCaseLetterAlsoReadLowerCase) {
  Open pos = Open::from_fen("8/4P3/8/8/8/8/8/K6k[N] w - - 0 1");
  auto names = legal_names(pos);
  EXPECT_TRUE(names.contains("N@e4") && names.contains("e7e8q") && names.contains("a1b1"));
  EXPECT_EQ(pos.parse_move("n@e4"), pos.parse_move("N@e4"));
  EXPECT_FALSE(pos.parse_move("e7e8").has_value());
  Open black = Open::from_fen("8/8/8/8/8/8/8/K6k[n] b - - 0 1");
  EXPECT_TRUE(legal_names(black).contains("N@e4"));
}

TEST(RaindropRules, HalfmoveClockResetsOnDropPawnMoveCaptureCountersDoNotChangeCounts) {
  Open pos = Open::from_fen("8/8/8/8/8/8/4P3/K6k[N] w - - 12 30");
  EXPECT_TRUE(pos.play(*pos.parse_move("N@e4")).fen().ends_with(" b - - 0 30 QRBNqrbn"));
  EXPECT_TRUE(pos.play(*pos.parse_move("e2e3")).fen().ends_with(" b - - 0 30 QRBNqrbn"));
  EXPECT_TRUE(pos.play(*pos.parse_move("a1a2")).fen().ends_with(" b - - 13 30 QRBNqrbn"));
  Open other = Open::from_fen("8/8/8/8/8/8/4P3/K6k[N] w - - 0 1");
  EXPECT_EQ(perft(pos, 3), perft(other, 3));
  EXPECT_EQ(pos.key(), other.key());
}

}  // namespace
}  // namespace perftkit::raindrop

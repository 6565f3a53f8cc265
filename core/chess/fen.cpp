// FEN / X-FEN / Shredder-FEN reading and writing for 8x8 chess.
#include <algorithm>
#include <string>

#include "chess/position.h"
#include "common/input_error.h"
#include "common/text.h"

namespace perftkit::chess {
namespace {

constexpr std::string_view kPieceLetters = "PNBRQK";

[[noreturn]] void fen_error(std::string_view field, const std::string& problem) {
  throw_input_error("FEN field '" + std::string(field) + "'", problem);
}

}  // namespace

// Fills a Position field by field; a friend so the class keeps no setters.
class PositionBuilder {
 public:
  static Position build(std::string_view fen, const VariantOptions& options) {
    auto fields = split_whitespace(fen);
    if (fields.size() != 4 && fields.size() != 6)
      throw_input_error("FEN '" + std::string(fen) + "'",
                        "expected 6 fields (or 4 without the move counters), found " + std::to_string(fields.size()));
    Position pos;
    pos.chess960_ = options.chess960;
    read_board(pos, fields[0]);
    read_side(pos, fields[1]);
    read_castling(pos, fields[2]);
    read_en_passant(pos, fields[3]);
    if (fields.size() == 6) read_counters(pos, fields[4], fields[5]);
    check_legality(pos);
    pos.castling_guard_ = pos.compute_castling_guard();
    pos.key_ = pos.compute_key();
    return pos;
  }

 private:
  static void read_board(Position& pos, const std::string& text) {
    auto ranks = split(text, '/');
    if (ranks.size() != 8) fen_error("board", "expected 8 ranks separated by '/', found " + std::to_string(ranks.size()));
    for (int i = 0; i < 8; ++i) {
      int rank = 7 - i, file = 0;
      for (char c : ranks[i]) {
        if (c >= '1' && c <= '8') {
          file += c - '0';
          continue;
        }
        auto type = kPieceLetters.find(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
        if (type == std::string_view::npos) fen_error("board", std::string("unknown piece letter '") + c + "'");
        Color color = std::isupper(static_cast<unsigned char>(c)) ? kWhite : kBlack;
        if (file < 8) pos.put_piece(make_piece(color, static_cast<PieceType>(type)), G::square(file, rank));
        ++file;
      }
      if (file != 8)
        fen_error("board", "rank " + std::to_string(rank + 1) + " ('" + ranks[i] + "') does not describe 8 squares");
    }
    for (Color c : {kWhite, kBlack}) {
      const char* name = c == kWhite ? "white" : "black";
      int kings = popcount(pos.pieces(c, kKing));
      if (kings != 1) fen_error("board", std::string(name) + " has " + std::to_string(kings) + " kings, expected 1");
      if (popcount(pos.pieces(c, kPawn)) > 8) fen_error("board", std::string(name) + " has more than 8 pawns");
      if (popcount(pos.pieces(c)) > 16) fen_error("board", std::string(name) + " has more than 16 pieces");
    }
    if (pos.pieces(kPawn) & (rank_bb(0) | rank_bb(7))) fen_error("board", "pawn on the first or last rank");
  }

  static void read_side(Position& pos, const std::string& text) {
    if (text != "w" && text != "b") fen_error("side to move", "expected 'w' or 'b', found '" + text + "'");
    pos.side_ = text == "w" ? kWhite : kBlack;
  }

  static void read_castling(Position& pos, const std::string& text) {
    if (text == "-") return;
    for (char c : text) {
      Color color = std::isupper(static_cast<unsigned char>(c)) ? kWhite : kBlack;
      char letter = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      const int back_rank = relative_rank(color, 0);
      const Bitboard king = pos.pieces(color, kKing);
      const int ksq = lsb(king);
      if (!(king & rank_bb(back_rank)))
        fen_error("castling", std::string("right '") + c + "' but the king is not on its first rank");
      int rook_sq = -1;
      Bitboard rooks = pos.pieces(color, kRook) & rank_bb(back_rank);
      if (letter == 'k' || letter == 'q') {
        // K/Q: the outermost rook on that side of the king (X-FEN).
        Bitboard side = 0;
        for (int f = 0; f < 8; ++f)
          if ((letter == 'k') == (f > G::file_of(ksq))) side |= file_bb(f);
        Bitboard candidates = rooks & side;
        if (candidates) rook_sq = letter == 'k' ? 63 - std::countl_zero(candidates) : lsb(candidates);
        if (!pos.chess960_) {
          int expected = G::square(letter == 'k' ? 7 : 0, back_rank);
          if (G::file_of(ksq) != 4 || rook_sq != expected)
            fen_error("castling", std::string("right '") + c + "' needs the king on e" + std::to_string(back_rank + 1) +
                                      " and a rook on " + G::square_name(expected));
        }
      } else if (pos.chess960_ && letter >= 'a' && letter <= 'h') {
        int sq = G::square(letter - 'a', back_rank);
        if (rooks & G::bit(sq)) rook_sq = sq;
      } else {
        fen_error("castling", std::string("unknown letter '") + c + "'" +
                                  (pos.chess960_ ? "" : " (file letters need --variant chess960)"));
      }
      if (rook_sq < 0) fen_error("castling", std::string("right '") + c + "' but no rook for it on the first rank");
      CastlingSide side = G::file_of(rook_sq) > G::file_of(ksq) ? kKingSide : kQueenSide;
      int slot = castling_slot(color, side);
      if (pos.castling_rights_ >> slot & 1) fen_error("castling", std::string("right '") + c + "' given twice");
      pos.castling_rights_ |= static_cast<std::uint8_t>(1 << slot);
      pos.castling_rook_[slot] = static_cast<std::int8_t>(rook_sq);
    }
  }

  static void read_en_passant(Position& pos, const std::string& text) {
    if (text == "-") return;
    int sq = G::parse_square(text);
    if (sq < 0) fen_error("en passant", "'" + text + "' is not a square");
    const Color us = pos.side_;
    const int pawn_sq = sq - pawn_push_delta(us);
    const int origin = sq + pawn_push_delta(us);
    if (G::rank_of(sq) != relative_rank(us, 5) || !(pos.pieces(~us, kPawn) & G::bit(pawn_sq)) ||
        (pos.occupied() & (G::bit(sq) | G::bit(origin))))
      fen_error("en passant", "'" + text + "' is impossible: no " + std::string(us == kWhite ? "black" : "white") +
                                  " pawn can just have passed it with a double step");
    pos.set_en_passant_if_capturable(sq);
  }

  static void read_counters(Position& pos, const std::string& halfmove, const std::string& fullmove) {
    auto half = parse_unsigned(halfmove);
    if (!half || *half > 10000) fen_error("halfmove clock", "'" + halfmove + "' is not a number from 0 to 10000");
    auto full = parse_unsigned(fullmove);
    if (!full || *full < 1 || *full > 100000) fen_error("fullmove number", "'" + fullmove + "' is not a number from 1 to 100000");
    pos.halfmove_clock_ = static_cast<std::uint16_t>(*half);
    pos.fullmove_number_ = static_cast<std::uint16_t>(*full);
  }

  static void check_legality(const Position& pos) {
    const Color them = ~pos.side_;
    if (pos.attackers_to(pos.king_square(them), pos.side_, pos.occupied()))
      fen_error("board", "the side not to move is in check");
    if (popcount(pos.checkers()) > 2) fen_error("board", "the side to move is in check by more than two pieces");
  }
};

Position Position::from_fen(std::string_view fen, const VariantOptions& options) {
  return PositionBuilder::build(fen, options);
}

std::string Position::fen() const {
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      Piece p = piece_on(G::square(file, rank));
      if (p == kNoPiece) {
        ++empty;
        continue;
      }
      if (empty) out += static_cast<char>('0' + empty);
      empty = 0;
      char letter = kPieceLetters[type_of(p)];
      out += color_of(p) == kWhite ? letter : static_cast<char>(std::tolower(letter));
    }
    if (empty) out += static_cast<char>('0' + empty);
    if (rank) out += '/';
  }
  out += side_ == kWhite ? " w " : " b ";
  std::string castling;
  for (Color c : {kWhite, kBlack}) {
    for (CastlingSide side : {kKingSide, kQueenSide}) {
      if (!can_castle(c, side)) continue;
      int rook_sq = castling_rook(c, side);
      // Outermost rook on its side: K/Q (X-FEN); otherwise the file letter.
      Bitboard rooks = pieces(c, kRook) & rank_bb(G::rank_of(rook_sq));
      Bitboard beyond = 0;
      for (int f = 0; f < 8; ++f)
        if (side == kKingSide ? f > G::file_of(rook_sq) : f < G::file_of(rook_sq)) beyond |= file_bb(f);
      char letter = (rooks & beyond) ? static_cast<char>('a' + G::file_of(rook_sq)) : (side == kKingSide ? 'k' : 'q');
      castling += c == kWhite ? static_cast<char>(std::toupper(letter)) : letter;
    }
  }
  out += castling.empty() ? "-" : castling;
  out += ' ';
  out += ep_square_ >= 0 ? G::square_name(ep_square_) : "-";
  out += ' ' + std::to_string(halfmove_clock_) + ' ' + std::to_string(fullmove_number_);
  return out;
}

}  // namespace perftkit::chess

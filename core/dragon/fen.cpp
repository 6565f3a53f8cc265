// FEN in and out, exactly as Fairy-Stockfish reads and writes the 10x10
// game: runs of empty squares up to `10`, en passant squares concatenated
// lowest first (`e3e4`), castling `KQkq` for the corner rooks.
#include <algorithm>
#include <cctype>
#include <cstring>

#include "common/input_error.h"
#include "common/text.h"
#include "dragon/position.h"
#include "dragon/square_attacks.h"
#include "dragon/zobrist.h"
#include "game/move_by_name.h"
#include "geometry/attacks10.h"

namespace perftkit::dragon {
namespace {

[[noreturn]] void fen_error(const std::string& field, const std::string& problem) {
  throw_input_error("FEN field '" + field + "'", problem);
}

struct CastlingLetter {
  char letter;
  std::uint8_t right;
  Color color;
  int rook_file;
};
constexpr CastlingLetter kCastlingLetters[] = {{'K', kWhiteKingSide, kWhite, G::kFiles - 1},
                                               {'Q', kWhiteQueenSide, kWhite, 0},
                                               {'k', kBlackKingSide, kBlack, G::kFiles - 1},
                                               {'q', kBlackQueenSide, kBlack, 0}};
constexpr int kKingFile = 5;

int back_rank(Color c) { return c == kWhite ? 0 : G::kRanks - 1; }
int start_rank(Color c) { return c == kWhite ? 1 : G::kRanks - 2; }

}  // namespace

std::string Position::start_fen(const VariantOptions&) { return std::string(kStartFen); }

Position Position::from_fen(std::string_view text, const VariantOptions&) {
  auto fields = split_whitespace(text);
  if (fields.size() < 4 || fields.size() > 6)
    throw_input_error("FEN '" + std::string(text) + "'", "expected 4 to 6 fields, found " + std::to_string(fields.size()));
  Position pos;
  pos.board_.fill(kNoPiece);
  pos.read_board_field(fields[0]);
  pos.check_material();
  pos.read_side_field(fields[1]);
  pos.read_castling_field(fields[2]);
  pos.read_en_passant_field(fields[3]);
  if (fields.size() >= 5) pos.read_halfmove_clock_field(fields[4]);
  if (fields.size() == 6) pos.read_fullmove_number_field(fields[5]);
  // A position where the side to move could take the king is unreachable.
  const Color them = ~pos.side_;
  if (pos.attacked(pos.king_square(them), pos.side_, pos.occupied()))
    fen_error("board", std::string("the side not to move (") + (them == kWhite ? "white" : "black") + ") is in check");
  return pos;
}

// Ranks from the 10th down, files a to j; digits are runs of empty
// squares, up to `10`.
void Position::read_board_field(const std::string& field) {
  auto ranks = split(field, '/');
  if (static_cast<int>(ranks.size()) != G::kRanks)
    fen_error("board", std::to_string(ranks.size()) + " ranks, expected " + std::to_string(G::kRanks) +
                           " (is this a FEN of another variant?)");
  for (int i = 0; i < G::kRanks; ++i) read_rank(G::kRanks - 1 - i, ranks[i]);
}

void Position::read_rank(int rank, const std::string& row) {
  const std::string where = "rank " + std::to_string(rank + 1);
  int file = 0;
  auto too_many_files = [&] { fen_error("board", where + " has more than " + std::to_string(G::kFiles) + " files"); };
  for (std::size_t j = 0; j < row.size();) {
    const char c = row[j];
    if (std::isdigit(static_cast<unsigned char>(c))) {
      std::size_t end = j;
      while (end < row.size() && std::isdigit(static_cast<unsigned char>(row[end]))) ++end;
      auto run = parse_unsigned(std::string_view(row).substr(j, end - j));
      if (!run || *run == 0 || *run > static_cast<unsigned>(G::kFiles))
        fen_error("board", where + ": bad empty-square count '" + row.substr(j, end - j) + "'");
      file += static_cast<int>(*run);
      if (file > G::kFiles) too_many_files();
      j = end;
      continue;
    }
    const char* letter = std::isalpha(static_cast<unsigned char>(c))
                             ? std::strchr(kPieceLetters, std::toupper(static_cast<unsigned char>(c)))
                             : nullptr;
    if (letter == nullptr) fen_error("board", where + ": unknown piece letter '" + std::string(1, c) + "'");
    if (file == G::kFiles) too_many_files();
    const Color color = std::islower(static_cast<unsigned char>(c)) ? kBlack : kWhite;
    put(make_piece(color, static_cast<PieceType>(letter - kPieceLetters)), G::square(file, rank));
    ++file;
    ++j;
  }
  if (file != G::kFiles)
    fen_error("board", where + " has " + std::to_string(file) + " files, expected " + std::to_string(G::kFiles));
}

// One king a side, no pawn on a last rank, and no more pieces than the
// ten pawns could have promoted to (which also bounds the number of legal
// moves: see MoveList).
void Position::check_material() const {
  for (Color c : {kWhite, kBlack}) {
    const std::string side = c == kWhite ? "white" : "black";
    if (popcount(pieces(c, kKing)) != 1)
      fen_error("board", side + " must have exactly one king, found " + std::to_string(popcount(pieces(c, kKing))));
    // Extra pieces beyond the initial set count against the missing pawns.
    const int pawns = popcount(pieces(c, kPawn));
    const int extra = std::max(0, popcount(pieces(c, kQueen)) - 1) + std::max(0, popcount(pieces(c, kRook)) - 2) +
                      std::max(0, popcount(pieces(c, kBishop)) - 2) + std::max(0, popcount(pieces(c, kKnight)) - 2) +
                      std::max(0, popcount(pieces(c, kDragon)) - 2);
    if (pawns > G::kFiles || extra > G::kFiles - pawns)
      fen_error("board", side + " has more pieces than ten pawns could promote to");
  }
  if (by_type_[kPawn] & (G::rank_mask(0) | G::rank_mask(G::kRanks - 1)))
    fen_error("board", "a pawn stands on rank 1 or 10");
}

void Position::read_side_field(const std::string& field) {
  if (field == "w") side_ = kWhite;
  else if (field == "b") side_ = kBlack;
  else fen_error("side to move", "expected 'w' or 'b', found '" + field + "'");
  if (side_ == kBlack) key_ ^= kZobrist.black_to_move;
}

// `-` or letters of KQkq, each once, each with its king and rook at home.
void Position::read_castling_field(const std::string& field) {
  if (field != "-") {
    for (char c : field) {
      auto it = std::find_if(std::begin(kCastlingLetters), std::end(kCastlingLetters),
                             [c](const CastlingLetter& l) { return l.letter == c; });
      if (it == std::end(kCastlingLetters)) fen_error("castling", "unknown letter '" + std::string(1, c) + "'");
      if (castling_ & it->right) fen_error("castling", "letter '" + std::string(1, c) + "' repeated");
      const int rank = back_rank(it->color);
      if (board_[G::square(kKingFile, rank)] != make_piece(it->color, kKing) ||
          board_[G::square(it->rook_file, rank)] != make_piece(it->color, kRook))
        fen_error("castling", "'" + std::string(1, c) + "' needs the king on " + G::square_name(G::square(kKingFile, rank)) +
                                  " and a rook on " + G::square_name(G::square(it->rook_file, rank)));
      castling_ |= it->right;
    }
  }
  key_ ^= kZobrist.castling[castling_];
}

void Position::read_halfmove_clock_field(const std::string& field) {
  auto halfmove = parse_unsigned(field);
  if (!halfmove || *halfmove > 10000) fen_error("halfmove clock", "'" + field + "' is not a move count");
  halfmove_clock_ = static_cast<std::uint16_t>(*halfmove);
}

void Position::read_fullmove_number_field(const std::string& field) {
  auto fullmove = parse_unsigned(field);
  if (!fullmove || *fullmove < 1 || *fullmove > 1000000) fen_error("fullmove number", "'" + field + "' is not a move number");
  fullmove_number_ = static_cast<std::uint32_t>(*fullmove);
}

// Reads the en passant field: one or two squares passed over by the last
// 2- or 3-step of the opponent's pawn, concatenated in any order. Only the
// squares a pawn of the side to move attacks are kept, which is what
// Fairy-Stockfish writes.
void Position::read_en_passant_field(std::string_view field) {
  if (field == "-") return;
  Bitboard listed = 0;
  for (std::string_view rest = field; !rest.empty();) {
    auto [sq, length] = G::parse_square_prefix(rest);
    if (sq < 0) fen_error("en passant", "'" + std::string(field) + "' is not '-' or a list of squares");
    if (listed & G::bit(sq)) fen_error("en passant", "square " + G::square_name(sq) + " listed twice");
    listed |= G::bit(sq);
    rest.remove_prefix(length);
  }
  const Color mover = ~side_;
  const int up = mover == kWhite ? G::kFiles : -G::kFiles;
  const int file = G::file_of(lsb(listed));
  const int start = G::square(file, start_rank(mover));
  // The pawn that moved stands 2 or 3 steps from its start square, which
  // (like every square it passed) is now empty.
  for (int steps : {2, 3}) {
    int landing = start + steps * up;
    Bitboard passed = attacks10::between(start, landing);
    if (board_[landing] == make_piece(mover, kPawn) && board_[start] == kNoPiece && !(passed & occupied()) &&
        (listed & ~passed) == 0) {
      ep_victim_ = static_cast<std::uint8_t>(landing);
      Bitboard attacked_by_pawns = 0;
      for (Bitboard b = listed; b;) {
        int sq = pop_lsb(b);
        if (attacks10::pawn(mover, sq) & pieces(side_, kPawn)) attacked_by_pawns |= G::bit(sq);
      }
      set_en_passant(attacked_by_pawns);
      return;
    }
  }
  fen_error("en passant", "'" + std::string(field) + "' is not a square passed over by a " +
                              (mover == kWhite ? "white" : "black") + " pawn's 2- or 3-step");
}

std::string Position::fen() const {
  std::string out;
  for (int rank = G::kRanks - 1; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < G::kFiles; ++file) {
      Piece p = board_[G::square(file, rank)];
      if (p == kNoPiece) {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty);
      empty = 0;
      char letter = kPieceLetters[type_of(p)];
      out += color_of(p) == kWhite ? letter : static_cast<char>(letter - 'A' + 'a');
    }
    if (empty) out += std::to_string(empty);
    if (rank) out += '/';
  }
  out += side_ == kWhite ? " w " : " b ";
  std::string castling;
  for (const auto& l : kCastlingLetters)
    if (castling_ & l.right) castling += l.letter;
  out += castling.empty() ? "-" : castling;
  out += ' ';
  if (!ep_squares_) out += '-';
  for (Bitboard b = ep_squares_; b;) out += G::square_name(pop_lsb(b));
  out += ' ' + std::to_string(halfmove_clock_) + ' ' + std::to_string(fullmove_number_);
  return out;
}

std::string Position::move_name(Move move) const {
  std::string name = G::square_name(move.from()) + G::square_name(move.to());
  if (move.kind() == MoveKind::kPromotion) name += static_cast<char>(kPieceLetters[move.promotion()] - 'A' + 'a');
  return name;
}

std::optional<Move> Position::parse_move(std::string_view text) const {
  return legal_move_named(*this, text);
}

MoveFacts Position::move_facts(Move move) const noexcept {
  return board_move_facts(move, board_[move.to()] != kNoPiece);
}

}  // namespace perftkit::dragon

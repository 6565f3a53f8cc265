#include "raindrop/fen.h"

#include <algorithm>

#include "common/input_error.h"
#include "common/text.h"

namespace perftkit::raindrop {
namespace {

const char* const kColorName[2] = {"White", "Black"};

void parse_board(std::string_view board, FenParts& parts) {
  parts.board_type.fill(kNoPieceType);
  auto ranks = split(board, '/');
  if (ranks.size() != 8)
    throw_input_error("FEN field 'board'", "expected 8 ranks separated by '/', got " + std::to_string(ranks.size()));
  for (int r = 0; r < 8; ++r) {
    const std::string& rank_text = ranks[r];
    int rank = 7 - r, file = 0;
    for (char c : rank_text) {
      if (c >= '1' && c <= '8') {
        file += c - '0';
      } else {
        PieceType t = piece_type_of_letter(c);
        if (t == kNoPieceType) throw_input_error("FEN field 'board'", std::string("unknown piece letter '") + c + "'");
        if (file < 8) {
          parts.board_type[rank * 8 + file] = t;
          parts.board_color[rank * 8 + file] = c >= 'a' ? kBlack : kWhite;
        }
        ++file;
      }
      if (file > 8) break;
    }
    if (file != 8)
      throw_input_error("FEN field 'board'", "rank " + std::to_string(rank + 1) + " '" + rank_text + "' does not have 8 squares");
  }
}

void parse_cards(std::string_view cards, FenParts& parts) {
  std::array<std::array<int, kCardTypes>, 2> count{};
  for (char c : cards) {
    PieceType t = card_type_of_letter(c);
    if (t == kNoPieceType) throw_input_error("FEN field 'cards'", std::string("unknown card letter '") + c + "'");
    Color color = c >= 'a' ? kBlack : kWhite;
    parts.cards[color].push_back(t);
    if (++count[color][t] > kFullDeck[t])
      throw_input_error("FEN field 'cards'", std::string("more '") + c + "' cards than " + kColorName[color] +
                                                 "'s deck holds (" + std::to_string(kFullDeck[t]) + ")");
  }
}

unsigned parse_counter(std::string_view text, const char* field, unsigned minimum) {
  auto value = parse_unsigned(text);
  if (!value || *value < minimum || *value > 100000)
    throw_input_error(std::string("FEN field '") + field + "'", "'" + std::string(text) + "' is not a valid number");
  return static_cast<unsigned>(*value);
}

std::array<std::uint8_t, 2> parse_reserve(std::string_view text) {
  std::array<std::uint8_t, 2> reserve{};
  if (text == "-") return reserve;
  for (char c : text) {
    PieceType t = piece_type_of_letter(c);
    if (t == kNoPieceType || t == kKing || t == kPawn)
      throw_input_error("FEN field 'reserve'", std::string("unknown letter '") + c + "' (expected Q R B N q r b n or '-')");
    Color color = c >= 'a' ? kBlack : kWhite;
    if (reserve[color] & (1 << t)) throw_input_error("FEN field 'reserve'", std::string("letter '") + c + "' appears twice");
    reserve[color] |= static_cast<std::uint8_t>(1 << t);
  }
  return reserve;
}

}  // namespace

FenParts parse_fen_parts(std::string_view fen) {
  auto fields = split_whitespace(fen);
  if (fields.size() < 2 || fields.size() > 7)
    throw_input_error("FEN", "expected '<board>[<cards>] <side> - - <halfmove> <fullmove> [<reserve>]', got " +
                                 std::to_string(fields.size()) + " fields");
  FenParts parts;
  const std::string& placement = fields[0];
  auto open = placement.find('['), close = placement.find(']');
  if (open == std::string::npos && close == std::string::npos)
    throw_input_error("FEN field 'cards'", "brackets missing: expected '<board>[<cards>]'");
  if (open == std::string::npos || close == std::string::npos || close < open || close != placement.size() - 1 ||
      std::count(placement.begin(), placement.end(), '[') != 1 || std::count(placement.begin(), placement.end(), ']') != 1)
    throw_input_error("FEN field 'cards'", "unbalanced brackets in '" + placement + "'");
  parse_board(std::string_view(placement).substr(0, open), parts);
  parse_cards(std::string_view(placement).substr(open + 1, close - open - 1), parts);

  if (fields[1] == "w") parts.side = kWhite;
  else if (fields[1] == "b") parts.side = kBlack;
  else throw_input_error("FEN field 'side'", "'" + fields[1] + "' is not 'w' or 'b'");
  if (fields.size() > 2 && fields[2] != "-")
    throw_input_error("FEN field 'castling'", "'" + fields[2] + "' given, Raindrop has no castling ('-')");
  if (fields.size() > 3 && fields[3] != "-")
    throw_input_error("FEN field 'en passant'", "'" + fields[3] + "' given, Raindrop has no en passant ('-')");
  if (fields.size() > 4) parts.halfmove = parse_counter(fields[4], "halfmove", 0);
  if (fields.size() > 5) parts.fullmove = parse_counter(fields[5], "fullmove", 1);
  parts.reserve = fields.size() > 6 ? parse_reserve(fields[6]) : std::array<std::uint8_t, 2>{kFullReserve, kFullReserve};
  return parts;
}

std::string reserve_text(const std::array<std::uint8_t, 2>& reserve) {
  std::string text;
  for (Color c : {kWhite, kBlack})
    for (PieceType t : kReservePieces)
      if (reserve[c] & (1 << t)) text += piece_letter(t, c);
  return text.empty() ? "-" : text;
}

}  // namespace perftkit::raindrop

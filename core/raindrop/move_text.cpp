// Move text (rules, "Position text"): board moves in UCI form, drops as
// N@e4, jokers as J and Jxe5.
#include <string>

#include "raindrop/position.h"

namespace perftkit::raindrop {

template <DeckModel M>
std::string Position<M>::move_name(Move move) const {
  if (move.kind == MoveKind::kDrop) return std::string(1, piece_letter(move.piece)) + "@" + Geometry8::square_name(move.to);
  if (move.kind == MoveKind::kJokerDraw) return "J";
  if (move.kind == MoveKind::kJokerRemoval) return "Jx" + Geometry8::square_name(move.to);
  std::string name = Geometry8::square_name(move.from) + Geometry8::square_name(move.to);
  if (move.kind == MoveKind::kPromotion) name += piece_letter(move.piece, kBlack);
  return name;
}

template <DeckModel M>
std::optional<Move> Position<M>::parse_move(std::string_view text) const {
  // Drops and jokers are written with an upper-case letter; accept lower
  // case too.
  std::string wanted(text);
  const bool joker = wanted == "j" || (wanted.size() >= 2 && wanted[0] == 'j' && wanted[1] == 'x');
  if ((wanted.size() >= 2 && wanted[1] == '@') || joker) {
    if (wanted[0] >= 'a' && wanted[0] <= 'z') wanted[0] = static_cast<char>(wanted[0] - ('a' - 'A'));
  }
  MoveList moves;
  generate_legal(moves);
  for (const Move& m : moves)
    if (move_name(m) == wanted) return m;
  return std::nullopt;
}

// Defined here once for the three models; position.h only declares them.
template std::string Position<DeckModel::open>::move_name(Move) const;
template std::optional<Move> Position<DeckModel::open>::parse_move(std::string_view) const;
template std::string Position<DeckModel::deck>::move_name(Move) const;
template std::optional<Move> Position<DeckModel::deck>::parse_move(std::string_view) const;
template std::string Position<DeckModel::expected>::move_name(Move) const;
template std::optional<Move> Position<DeckModel::expected>::parse_move(std::string_view) const;

}  // namespace perftkit::raindrop

#pragma once
// The special move classes a position exercises in a perft of depth 2 or
// more: what random differential testing tries to cover, and what its
// report counts. A class names the position's own state (check, double
// check) or something one of its legal moves does (captures en passant,
// castles, promotes, mates, stalemates, gives double check): a generator
// bug in that class shows up within two plies of the position.
//
// Every Game gets the generic classes; a variant adds its own through
// VariantSpecialClasses (game/special_classes_hook.h; ordinary chess's are
// chess/special_classes.h).
#include <string>
#include <vector>

#include "diff/position_tags.h"
#include "game/game_concept.h"
#include "game/special_classes_hook.h"

namespace perftkit::diff {

template <Game P>
bool is_double_check(const P& pos) {
  if constexpr (ReportsCheckers<P>) return pos.in_check() && has_more_than_one(pos.checkers());
  return false;
}

// Every class a run over P reports, exercised or not.
template <Game P>
std::vector<std::string> known_classes() {
  std::vector<std::string> names = {"check", "checkmate", "stalemate", "en passant", "castling", "promotion"};
  if constexpr (ReportsCheckers<P>) names.push_back("double check");
  for (auto& name : VariantSpecialClasses<P>::names()) names.push_back(std::move(name));
  return names;
}

template <Game P>
ClassSet special_classes(const P& pos) {
  ClassSet classes;
  typename P::MoveList moves;
  pos.generate_legal(moves);
  if (pos.in_check()) classes.insert(moves.empty() ? "checkmate" : "check");
  else if (moves.empty()) classes.insert("stalemate");
  if (is_double_check(pos)) classes.insert("double check");
  for (const auto& m : moves) {
    const MoveFacts facts = pos.move_facts(m);
    if (facts.en_passant) classes.insert("en passant");
    if (facts.castling) classes.insert("castling");
    if (facts.promotion) classes.insert("promotion");
    if (facts.drop) classes.insert("drop");
    const P child = pos.play(m);
    if (is_double_check(child)) classes.insert("double check");
    if (child.count_legal() == 0) classes.insert(child.in_check() ? "checkmate" : "stalemate");
  }
  VariantSpecialClasses<P>::add(pos, classes);
  return classes;
}

}  // namespace perftkit::diff

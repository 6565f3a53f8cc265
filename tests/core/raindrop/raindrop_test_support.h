#pragma once
// Helpers shared by the Raindrop tests: legal move names as a set, and
// positions in each deck model from a FEN.
#include <algorithm>
#include <ostream>
#include <set>
#include <string>

#include "raindrop/position.h"

namespace perftkit::raindrop {

// GoogleTest prints a failing Rational as "p/q".
inline void PrintTo(const Rational& value, std::ostream* out) { *out << to_string(value); }

}  // namespace perftkit::raindrop

namespace perftkit::raindrop::test_support {

using Open = Position<DeckModel::open>;
using Deck = Position<DeckModel::deck>;
using Expected = Position<DeckModel::expected>;

inline constexpr const char* kStartFen = "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1";

template <class P>
std::set<std::string> legal_names(const P& pos) {
  typename P::MoveList moves;
  pos.generate_legal(moves);
  std::set<std::string> names;
  for (const auto& m : moves) names.insert(pos.move_name(m));
  return names;
}

template <class P>
bool is_legal(const P& pos, const std::string& name) {
  return pos.parse_move(name).has_value();
}

// Squares (names) on which `letter` may be dropped.
template <class P>
std::set<std::string> drop_squares(const P& pos, char letter) {
  std::set<std::string> squares;
  for (const auto& name : legal_names(pos))
    if (name.size() == 4 && name[0] == letter && name[1] == '@') squares.insert(name.substr(2));
  return squares;
}

inline bool all_drops(const std::set<std::string>& names) {
  return std::all_of(names.begin(), names.end(), [](const std::string& n) { return n.size() > 1 && n[1] == '@'; });
}

// Calls visit(position) for every position one and two plies from the
// root given by `fen` (and the joker rule, if any).
template <class P, class Visit>
void for_each_position_within_two_plies(const char* fen, const char* joker_rule, Visit&& visit) {
  VariantOptions options;
  options.set("joker-rule", joker_rule);
  const P root = P::from_fen(fen, options);
  typename P::MoveList moves, replies;
  root.generate_legal(moves);
  for (const auto& m : moves) {
    const P child = root.play(m);
    visit(child);
    replies.clear();
    child.generate_legal(replies);
    for (const auto& r : replies) visit(child.play(r));
  }
}

}  // namespace perftkit::raindrop::test_support

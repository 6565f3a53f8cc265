#pragma once
// Labels for a position that help group perft disagreements by cause:
// "check", "double check", "en passant possible", "castling possible",
// "promotion possible", "drops possible". Move classes come from the
// variant's move_facts; double check needs a variant that reports its
// checkers (ordinary chess does).
#include <string>
#include <vector>

#include "common/bitboard.h"
#include "game/game_concept.h"

namespace perftkit::diff {

template <class P>
concept ReportsCheckers = Game<P> && requires(const P& pos) {
  { pos.checkers() } -> BitboardType;
};

inline constexpr const char* kTagNames[] = {"check",          "double check",       "en passant possible",
                                            "castling possible", "promotion possible", "drops possible"};

template <Game P>
std::vector<std::string> position_tags(const P& pos) {
  bool check = pos.in_check();
  bool double_check = false;
  if constexpr (ReportsCheckers<P>) double_check = check && has_more_than_one(pos.checkers());
  bool en_passant = false, castling = false, promotion = false, drop = false;
  typename P::MoveList moves;
  pos.generate_legal(moves);
  for (const auto& m : moves) {
    MoveFacts facts = pos.move_facts(m);
    en_passant |= facts.en_passant;
    castling |= facts.castling;
    promotion |= facts.promotion;
    drop |= facts.drop;
  }
  std::vector<std::string> tags;
  bool present[] = {check, double_check, en_passant, castling, promotion, drop};
  for (std::size_t i = 0; i < std::size(present); ++i)
    if (present[i]) tags.emplace_back(kTagNames[i]);
  return tags;
}

}  // namespace perftkit::diff

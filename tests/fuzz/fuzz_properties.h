#pragma once
// Properties every fuzz target checks on what a parser accepts. A parser
// may reject any input (InputError); what it accepts must be a position
// the generator can work on, and its printed FEN must read back as the
// same position (same FEN, same Zobrist key). A violation aborts, which
// libFuzzer reports as a crash with the input that caused it.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "common/input_error.h"
#include "game/game_concept.h"

namespace perftkit::fuzz {

[[noreturn]] inline void violated(const std::string& property, const std::string& detail) {
  std::fprintf(stderr, "fuzz property violated: %s: %s\n", property.c_str(), detail.c_str());
  std::abort();
}

template <Game P>
void check_move_count(const P& pos) {
  typename P::MoveList moves;
  pos.generate_legal(moves);
  if (static_cast<std::uint64_t>(moves.size()) != static_cast<std::uint64_t>(pos.count_legal()))
    violated("count_legal equals the generated move count", pos.fen());
}

// Generates every legal move, checks that its name parses back to it,
// plays it, and checks the child's move count: two plies of the generator
// on whatever the parser accepted. (Names are checked at the first ply
// only: parse_move is a search of the move list, too slow for drop-rich
// positions two plies deep.)
template <Game P>
void exercise_generator(const P& pos) {
  check_move_count(pos);
  typename P::MoveList moves;
  pos.generate_legal(moves);
  for (const auto& m : moves) {
    auto name = pos.move_name(m);
    auto parsed = pos.parse_move(name);
    if (!parsed || pos.move_name(*parsed) != name) violated("move names parse back", pos.fen() + " " + name);
    check_move_count(pos.play(m));
  }
}

template <Game P>
void check_fen_round_trip(const P& pos, const VariantOptions& options) {
  const std::string fen = pos.fen();
  P again = [&] {
    try {
      return P::from_fen(fen, options);
    } catch (const InputError& e) {
      violated("printed FEN parses", fen + " -> " + e.what());
    }
  }();
  if (again.fen() != fen) violated("FEN round trip", fen + " -> " + again.fen());
  if (again.key() != pos.key()) violated("key survives the FEN round trip", fen);
}

// The whole check for one FEN text.
template <Game P>
void fuzz_fen(std::string_view text, const VariantOptions& options) {
  try {
    const P pos = P::from_fen(text, options);
    check_fen_round_trip(pos, options);
    exercise_generator(pos);
  } catch (const InputError&) {
    // Rejected input is the expected outcome for most fuzz inputs.
  }
}

}  // namespace perftkit::fuzz

// Uses the installed perftkit::core as a library: reads a FEN, generates
// the legal moves and runs perft for ordinary chess, Dragon and Raindrop,
// and checks the counts (from datasets/: standard.epd, dragon100.epd,
// raindrop.epd). Exit 0 when every count matches, 1 otherwise.
#include <cstdint>
#include <iostream>
#include <string>

#include "chess/position.h"
#include "common/build_info.h"
#include "dragon/position.h"
#include "perft/perft.h"
#include "raindrop/position.h"

namespace {

template <class Position>
bool check(const std::string& name, const std::string& fen, std::size_t legal_moves, int depth, std::uint64_t nodes) {
  const auto position = Position::from_fen(fen);
  typename Position::MoveList moves;
  position.generate_legal(moves);
  const std::uint64_t counted = perftkit::perft(position, depth);
  const bool ok = moves.size() == legal_moves && counted == nodes;
  std::cout << (ok ? "ok   " : "FAIL ") << name << ": " << moves.size() << " legal moves (first "
            << position.move_name(moves[0]) << "), perft " << depth << " = " << counted << " (expected "
            << legal_moves << " and " << nodes << ")\n";
  return ok;
}

}  // namespace

int main() {
  std::cout << "perftkit " << perftkit::build_description() << '\n';
  bool ok = check<perftkit::chess::Position>(
      "chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 20, 3, 8902);
  ok &= check<perftkit::dragon::Position>(
      "dragon", "rnbdqkdbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBDQKDBNR w KQkq - 0 1", 40, 3, 67910);
  ok &= check<perftkit::raindrop::Position<perftkit::raindrop::DeckModel::open>>(
      "raindrop", "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1", 360, 2, 123830);
  return ok ? 0 : 1;
}

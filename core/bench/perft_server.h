#pragma once
// perftkit's own generator answering perft requests like an engine, so
// that perft-bench can time it the same way as the engines it ranks it
// against: in a child process, through the same protocol, single-threaded
// and without a hash table (as engines' `go perft` run), with the generic
// perft (bulk counting at the last ply).
//   UCI:      uci / isready / setoption / ucinewgame / position / go perft N / quit
//   perftree: one divide, printed as perftree expects
#include <iostream>
#include <string>
#include <vector>

#include "common/input_error.h"
#include "common/text.h"
#include "game/game_concept.h"
#include "game/play_moves.h"
#include "perft/perft.h"

namespace perftkit::bench {

// Prints "move<separator>count" per root move, then `total_prefix` and the
// total; returns the total.
template <Game P>
std::uint64_t print_divide(const P& root, int depth, std::ostream& out, const char* separator,
                           const char* total_prefix) {
  typename P::MoveList moves;
  root.generate_legal(moves);
  std::uint64_t total = 0;
  for (const auto& m : moves) {
    const std::uint64_t count = depth > 1 ? perft(root.play(m), depth - 1) : 1;
    out << root.move_name(m) << separator << count << '\n';
    total += count;
  }
  out << total_prefix << total << std::endl;
  return total;
}

// A UCI engine on `in`/`out` that only counts. It announces the options
// perftkit's tools set for the variants (uci/engine_variant.h); the variant
// itself is fixed by `options`. A bad position or move is answered with an
// "info string" line (as engines do), so the caller's count check fails.
template <Game P>
void serve_uci_perft(std::istream& in, std::ostream& out, const VariantOptions& options) {
  P position = P::from_fen(P::start_fen(options), options);
  std::string line;
  while (std::getline(in, line)) {
    const auto words = split_whitespace(line);
    if (words.empty()) continue;
    const std::string& command = words[0];
    if (command == "uci") {
      out << "id name perftkit\nid author perftkit\n"
          << "option name UCI_Chess960 type check default false\n"
          << "option name UCI_Variant type combo default " << P::kVariantName << " var " << P::kVariantName << '\n'
          << "option name VariantPath type string default <empty>\nuciok" << std::endl;
    } else if (command == "isready") {
      out << "readyok" << std::endl;
    } else if (command == "quit") {
      return;
    } else if (command == "position") {
      // position startpos|fen FEN [moves M1 M2 ...]
      try {
        const auto moves_at = line.find(" moves ");
        const std::string setup = line.substr(0, moves_at);
        std::string fen;
        if (words.size() > 1 && words[1] == "startpos") fen = P::start_fen(options);
        else if (const auto fen_at = setup.find(" fen "); fen_at != std::string::npos) fen = trim(setup.substr(fen_at + 5));
        else throw_input_error("position", "expected startpos or fen");
        position = play_moves(P::from_fen(fen, options),
                              moves_at == std::string::npos ? std::string() : line.substr(moves_at + 7));
      } catch (const InputError& e) {
        out << "info string " << e.what() << std::endl;
      }
    } else if (command == "go" && words.size() == 3 && words[1] == "perft") {
      const auto depth = parse_unsigned(words[2]);
      print_divide(position, depth ? static_cast<int>(*depth) : 1, out, ": ", "\nNodes searched: ");
    }
  }
}

// One perftree call: DEPTH FEN [MOVES].
template <Game P>
void answer_perftree(int depth, const std::string& fen, const std::string& moves, std::ostream& out,
                     const VariantOptions& options) {
  print_divide(play_moves(P::from_fen(fen, options), moves), depth, out, " ", "\n");
}

}  // namespace perftkit::bench

#pragma once
// The replying side's moves, counted once at a depth-2 node for all the
// children that share them (results/chess/perf-log.md, ideas 32 and 34).
//
// In a child reached by a quiet move, the replying side ("them") has the
// same pieces as in the node, and the move changes the board on two squares
// only. So:
// - Knights and sliders: a knight's moves depend only on its own side's
//   pieces, a slider's only on the squares its attack set covers. If no
//   slider of theirs sees the move's two squares, the child is not in check
//   and it pins the same pieces of theirs, they have the node's moves.
//   (Recounting the sliders that do see a square was idea 31: fewer
//   instructions, more mispredicted branches, no faster.)
// - King and castling: they read the attack status and occupancy of a few
//   squares (the king's free neighbours, the castling paths). A change on a
//   square reaches one of them only along its lines (king and castling
//   rooks lifted) or by a knight or king step (a pawn attacks from a king
//   step). If the move touches none of these squares, the king has the
//   node's moves, and, when the child is not in check, castling too.
#include <cstdint>

#include "chess/position.h"

namespace perftkit::chess {

struct NodeReplies {
  Bitboard pinned;              // their pieces pinned by our sliders in the node
  Bitboard seen;                // every square their sliders' moves reach in the node
  std::uint64_t officer_moves;  // legal moves of their knights and sliders in the node
  Bitboard king_region;         // squares whose change can reach their king moves or castling
  std::uint64_t king_moves;     // their king's ordinary moves in the node
  std::uint64_t castlings;      // their castling moves in the node

  // `us`: the node's side to move (the children's enemy). A legal node: its
  // side to move does not give check. (Defined in chess/movegen.h: it runs
  // the generator for their side.)
  template <Color us>
  void count(const Position& pos) noexcept;

  // Whether a child that came by a quiet move `from`-`to`, is not in check
  // and pins `pinned_now` has the node's knight and slider moves.
  [[gnu::always_inline]] bool officers_carry_over(int from, int to, Bitboard pinned_now) const noexcept {
    return !(seen & (G::bit(from) | G::bit(to))) & (pinned_now == pinned);
  }
  // Whether a child that came by a quiet move `from`-`to` has the node's
  // king moves (and, if not in check, its castling moves).
  [[gnu::always_inline]] bool king_carries_over(int from, int to) const noexcept {
    return !(king_region & (G::bit(from) | G::bit(to)));
  }
};

}  // namespace perftkit::chess

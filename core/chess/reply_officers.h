#pragma once
// The replying side's knight and slider moves, counted once per depth-2
// node for all the children that share them (results/chess/perf-log.md,
// idea 32).
//
// In a child reached by a quiet move, the replying side ("them") has the
// same pieces as in the node. A knight's moves depend only on its own
// side's pieces, and a slider's only on the squares its attack set covers.
// So if no slider of theirs sees the move's two squares, the child is not
// in check and it pins the same pieces of theirs, its knights and sliders
// have exactly the node's moves. (Recounting the sliders that do see a
// square instead was idea 31: fewer instructions, more mispredicted
// branches, no faster.)
#include <cstdint>

#include "chess/position.h"

namespace perftkit::chess {

struct ReplyOfficers {
  Bitboard pinned;      // their pieces pinned by our sliders in the node
  Bitboard seen;        // every square their sliders' attack sets hold in the node
  std::uint64_t moves;  // legal moves of their knights and sliders in the node

  // `us`: the node's side to move (the children's enemy). A legal node:
  // its side to move does not give check.
  template <Color us>
  void count(const Position& pos) noexcept;

  // Whether the node's count is a child's that came by a quiet move
  // `from`-`to`, is not in check and pins `pinned_now`.
  [[gnu::always_inline]] bool carries_over(int from, int to, Bitboard pinned_now) const noexcept {
    return !(seen & (G::bit(from) | G::bit(to))) & (pinned_now == pinned);
  }
};

template <Color us>
inline void ReplyOfficers::count(const Position& pos) noexcept {
  using namespace attacks8;
  constexpr Color them = ~us;
  const Bitboard theirs = pos.pieces(them), occ = pos.occupied();
  const int ksq = pos.king_square(them);
  const Bitboard our_rq = pos.pieces(us, kRook) | pos.pieces(us, kQueen);
  const Bitboard our_bq = pos.pieces(us, kBishop) | pos.pieces(us, kQueen);
  pinned = 0;
  for (Bitboard snipers = (rook_rays(ksq) & our_rq) | (bishop_rays(ksq) & our_bq); snipers;) {
    const Bitboard blockers = between(ksq, pop_lsb(snipers)) & occ;
    if (!has_more_than_one(blockers)) pinned |= blockers & theirs;
  }
  moves = 0;
  seen = 0;
  for (Bitboard b = pos.pieces(them, kKnight) & ~pinned; b;) moves += popcount(knight(pop_lsb(b)) & ~theirs);
  // A pinned slider moves along its pin line only.
  auto add_slider = [&](int sq, Bitboard attacks) {
    seen |= attacks;
    moves += popcount(attacks & ~theirs & ((pinned & G::bit(sq)) ? line(ksq, sq) : ~Bitboard{0}));
  };
  const Bitboard queens = pos.pieces(them, kQueen);
  for (Bitboard b = pos.pieces(them, kRook) | queens; b;) {
    const int sq = pop_lsb(b);
    add_slider(sq, rook(sq, occ));
  }
  for (Bitboard b = pos.pieces(them, kBishop) | queens; b;) {
    const int sq = pop_lsb(b);
    add_slider(sq, bishop(sq, occ));
  }
}

}  // namespace perftkit::chess

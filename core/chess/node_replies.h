#pragma once
// The replying side's moves, counted once at a depth-2 node for all the
// children that share them.
//
// In a child reached by a quiet move, the replying side ("them") has the
// same pieces as in the node, and the move changes the board on two squares
// only. So:
// - Knights and sliders: a knight's moves depend only on its own side's
//   pieces, a slider's only on the squares its attack set covers. If no
//   slider of theirs sees the move's two squares, the child is not in check
//   and it pins the same pieces of theirs, they have the node's moves.
//   A child where a slider does see a square recounts all of them:
//   recounting only those sliders runs fewer instructions but mispredicts
//   more branches, and is no faster.
// - King and castling: they read the attack status and occupancy of a few
//   squares (the king's free neighbours, the castling paths). A change on a
//   square reaches one of them only along its lines (king and castling
//   rooks lifted) or by a knight or king step (a pawn attacks from a king
//   step). If the move touches none of these squares, the king has the
//   node's moves, and, when the child is not in check, castling too.
// - Everything at once: a quiet move of our knight or slider (or a single
//   pawn push, after which no en passant square is set) that touches
//   none of those squares, none their pawns' moves read, and none on a line
//   or a knight step from their king (no check, pin or unpin) leaves them
//   all their node's moves: the node counts such a child as its replies
//   without making it (multiplied, not expanded: `reply_region`).
#include <cstdint>

#include "chess/generate.h"

namespace perftkit::chess {

struct NodeReplies {
  Bitboard pinned;              // their pieces pinned by our sliders in the node
  Bitboard seen;                // every square their sliders' moves reach in the node
  std::uint64_t officer_moves;  // legal moves of their knights and sliders in the node
  Bitboard king_region;         // squares whose change can reach their king moves or castling
  std::uint64_t king_moves;     // their king's ordinary moves in the node
  std::uint64_t castlings;      // their castling moves in the node
  std::uint64_t pawn_moves;     // their pawn moves in the node (each promotion piece one)
  // Squares whose change can change any of their legal moves (see
  // unchanged_by): a quiet move of one of our knights or sliders that
  // leaves and enters none of them leaves them all their node's moves.
  Bitboard reply_region;

  // `us`: the node's side to move (the children's enemy). A legal node: its
  // side to move does not give check.
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
  // Every reply of theirs in the node: what a child reached by a quiet
  // knight or slider move outside `reply_region` counts, without being
  // made (the moves are multiplied, not expanded).
  std::uint64_t replies() const noexcept { return officer_moves + king_moves + castlings + pawn_moves; }
};

// Sorts the moves of a depth-2 node's replying side, generated as if it
// were to move there, into NodeReplies.
struct NodeRepliesSink {
  NodeReplies& node;
  void piece_moves(PieceType type, int, Bitboard targets) {
    if (type == kKing) {
      node.king_moves = popcount(targets);
      return;
    }
    node.officer_moves += popcount(targets);
    if (type != kKnight) node.seen |= targets;
  }
  void pawn_moves(Bitboard targets, int) { node.pawn_moves += popcount(targets); }
  void promotions(Bitboard targets, int) { node.pawn_moves += 4 * popcount(targets); }
  // (The node's en passant square is the other side's: a move found there
  // is not one of theirs, and is not counted.)
  void single_move(Move m) { node.castlings += m.kind() == MoveKind::kCastling; }
  // The generator asks this before its knight and slider loops, with the
  // pins it found: keep them, and let the loops run (they fill the counts).
  bool officers_known(Bitboard pinned) {
    node.pinned = pinned;
    return false;
  }
};
static_assert(Sink<NodeRepliesSink>);

// The squares the king moves and castling of `side` read, and every square
// from which a change reaches one of them: along a line (king and castling
// rooks lifted), or by a knight or king step (a pawn attacks from a king
// step).
template <Color side>
[[gnu::always_inline]] inline Bitboard king_reply_region(const Position& pos) noexcept {
  using namespace attacks8;
  const int ksq = pos.king_square(side);
  Bitboard asked = king(ksq) & ~pos.pieces(side);
  Bitboard lifted = pos.occupied() ^ G::bit(ksq);
  for (CastlingSide castling : {kKingSide, kQueenSide}) {
    if (!pos.can_castle(side, castling)) continue;
    const int rook_from = pos.castling_rook(side, castling);
    const CastlingPath& path = castling_path(castling_slot(side, castling), ksq, rook_from);
    asked |= path.must_be_empty | path.king_path;
    lifted &= ~G::bit(rook_from);
  }
  Bitboard region = asked;
  for (Bitboard b = asked; b;) {
    const int sq = pop_lsb(b);
    region |= queen(sq, lifted) | knight(sq) | king(sq);
  }
  return region;
}

// The squares `side`'s pawn moves read (pushed to or through, taken on,
// stood in front of).
template <Color side>
[[gnu::always_inline]] inline Bitboard pawn_moves_region(const Position& pos) noexcept {
  const Bitboard pawns = pos.pieces(side, kPawn);
  const Bitboard pushed = pawn_pushes(side, pawns);
  constexpr Bitboard double_push_rank = rank_bb(relative_rank(side, 3));
  return pushed | (pawn_pushes(side, pushed) & double_push_rank) | pawn_captures_west(side, pawns) |
         pawn_captures_east(side, pawns);
}

// pawn_moves_region, and every square on a line or a knight step from
// `side`'s king, where a move could check it, pin or unpin (the whole
// rays: a pin can form behind a piece of its own).
template <Color side>
[[gnu::always_inline]] inline Bitboard pawn_and_king_lines_region(const Position& pos) noexcept {
  using namespace attacks8;
  const int ksq = pos.king_square(side);
  return pawn_moves_region<side>(pos) | rook_rays(ksq) | bishop_rays(ksq) | knight(ksq);
}

// The squares where a double push of `us` leaves no en passant square:
// those whose square passed no pawn of theirs attacks (the child is then
// the one a single push's board would give, and a depth-2 node can count
// it as its replies).
template <Color us>
[[gnu::always_inline]] inline Bitboard double_pushes_without_en_passant(const Position& pos) noexcept {
  const Bitboard their_pawns = pos.pieces(~us, kPawn);
  return ~pawn_pushes(us, pawn_captures_west(~us, their_pawns) | pawn_captures_east(~us, their_pawns));
}

template <Color us>
inline void NodeReplies::count(const Position& pos) noexcept {
  using namespace attacks8;
  constexpr Color them = ~us;
  pinned = seen = 0;
  officer_moves = king_moves = castlings = pawn_moves = 0;
  NodeRepliesSink sink{*this};
  generate_moves_for<them, NodeRepliesSink, KingSafety::kPerSquare>(pos, sink);
  king_region = king_reply_region<them>(pos);
  // A quiet move of our knight or slider changes their moves only through
  // a square: one their sliders see (their rays), one their king's moves
  // or castling read (king_region), or one their pawns' moves or their
  // king's lines read.
  reply_region = seen | king_region | pawn_and_king_lines_region<them>(pos);
}

// The squares where a quiet move of ours (`us`, not our king's) can change
// a column of their replies' statistics (chess/bulk_stats.cpp): any of
// their moves (reply_region, with every square their sliders attack
// rather than the ones they may go to), a capture of theirs (every square
// their pieces attack), and their checks, direct or discovered: the
// squares of our king's view (`our_king_sees`, as a queen through the
// occupancy) whose change reaches a square their checking moves read. A
// quiet move of our knight, slider or pawn (a push; after a double push,
// with no pawn of theirs beside it) that leaves and enters none of them
// leaves them the node's moves, each capturing, promoting, castling and
// checking as in the node. `rooks_enter` (`bishops_enter`): the squares
// a slider of ours that moves along ranks and files (diagonals) must not
// enter, a queen neither; `others`: those no piece of ours may leave, and
// no knight or pawn enter (below).
struct StatsReplyRegion {
  Bitboard rooks_enter, bishops_enter;
  Bitboard others;
};

template <Color us>
StatsReplyRegion stats_reply_region(const Position& pos, Bitboard our_king_sees) noexcept {
  using namespace attacks8;
  constexpr Color them = ~us;
  const Bitboard occ = pos.occupied(), their = pos.pieces(them);
  const int their_ksq = pos.king_square(them);
  Bitboard region = king_reply_region<them>(pos) | pawn_moves_region<them>(pos) | knight(their_ksq);
  for (Bitboard b = their & pos.pieces(kKnight); b;) region |= knight(pop_lsb(b));
  // Where their pieces that check along a diagonal (a rank or file) can
  // go: a queen by either kind of move.
  Bitboard queen_reach = 0, diagonal_reach = 0, straight_reach = 0;
  for (Bitboard b = their & pos.pieces(kQueen); b;) queen_reach |= queen(pop_lsb(b), occ);
  for (Bitboard b = their & pos.pieces(kBishop); b;) diagonal_reach |= bishop(pop_lsb(b), occ);
  for (Bitboard b = their & pos.pieces(kRook); b;) straight_reach |= rook(pop_lsb(b), occ);
  region |= queen_reach | diagonal_reach | straight_reach;
  diagonal_reach |= queen_reach;
  straight_reach |= queen_reach;
  // Their castling rook (in Chess960 perhaps beyond its king) and their
  // promoted pieces land on their back and last ranks.
  const Bitboard last_rank = rank_bb(relative_rank(them, 7));
  if (pos.pieces(them, kPawn) & rank_bb(relative_rank(them, 6))) {
    diagonal_reach |= last_rank;
    straight_reach |= last_rank;
  }
  if (pos.can_castle(them, kKingSide) || pos.can_castle(them, kQueenSide))
    straight_reach |= rank_bb(relative_rank(them, 0));
  // A square of our king's view changes their checks only through the
  // part of its line beyond it (to the next piece, included): filled,
  // that part leaves the view; left, the view reaches on over it. Neither
  // matters where none of their pieces that check along such a line
  // reaches that part: then none of their moves checks from there, and a
  // piece of theirs ending it stands before no such slider (which would
  // see it), so it uncovers no check. (Their pieces' squares are no
  // squares of a quiet move of ours.)
  const int ksq = pos.king_square(us);
  for (Bitboard b = our_king_sees & ~their; b;) {
    const int sq = pop_lsb(b);
    const bool straight = rook_rays(ksq) & G::bit(sq);
    const Bitboard beyond =
        (straight ? rook(sq, occ) : bishop(sq, occ)) & line(ksq, sq) & ~between(ksq, sq) & ~G::bit(ksq);
    if (beyond & (straight ? straight_reach : diagonal_reach)) region |= G::bit(sq);
  }
  // Their king's lines. A piece of ours that enters one unpins a piece of
  // theirs only between their king and one of our sliders on its lines;
  // a slider checks along it only where it sees the king, and pins only
  // where it sees it through one piece of theirs (seen from the king:
  // the lines of its type through their first pieces); a knight or pawn
  // checks only from its own squares (the knight's steps above; the
  // pawn's lie beside their king, in king_reply_region) and pins nothing.
  // A piece that leaves a square uncovers a check, pins or unpins only
  // in those segments, or where it is their slider. (The node's
  // occupancy serves the child: a slider on a line of its own type is a
  // segment's slider, and one on a line of the other type cannot move
  // along it.)
  const Bitboard rq = pos.pieces(kRook) | pos.pieces(kQueen), bq = pos.pieces(kBishop) | pos.pieces(kQueen);
  const Bitboard others =
      region | segments_to(their_ksq, ((rook_rays(their_ksq) & rq) | (bishop_rays(their_ksq) & bq)) & pos.pieces(us));
  const Bitboard straight = rook(their_ksq, occ ^ (rook(their_ksq, occ) & their));
  const Bitboard diagonal = bishop(their_ksq, occ ^ (bishop(their_ksq, occ) & their));
  return {others | straight, others | diagonal, others};
}

// Counts a child of a depth-2 node reached by the ordinary move `from`-`to`,
// taking the parts of the node's count that carry over.
struct ReplyLeafSink : MoveCountSink {
  const NodeReplies& node;
  int from, to;
  bool quiet;  // the move took nothing
  [[gnu::always_inline]] bool king_moves_known() {
    if (!(quiet & node.king_carries_over(from, to))) return false;
    count += node.king_moves;
    return true;
  }
  [[gnu::always_inline]] void add_known_castlings() { count += node.castlings; }
  [[gnu::always_inline]] bool officers_known(Bitboard pinned) {
    if (!(quiet & node.officers_carry_over(from, to, pinned))) return false;
    count += node.officer_moves;
    return true;
  }
};

}  // namespace perftkit::chess

#pragma once
// Strictly legal move generation for 8x8 chess with check and pin masks
// (no make-and-test except for the rare en passant capture, whose
// "two pawns vanish from one rank" pin cannot be expressed as a mask).
//
// One generator feeds a Sink (game/move_sink.h), so the same code fills
// move lists and counts moves by popcount at perft leaves (bulk counting).
//
// The side to move is a template parameter throughout: every
// colour-dependent shift and rank mask then folds to a constant. Every
// part is always inlined into its caller, so that a counting sink's total
// lives in a register instead of memory, and the parts cost no calls.
#include "chess/castling_paths.h"
#include "chess/position.h"
#include "game/move_sink.h"

namespace perftkit::chess {

// How the king's squares are tested for attacks.
enum class KingSafety {
  // Three lookups at each square asked (the king's free squares, a castling
  // destination): cheaper than the enemy's whole attack map when the enemy
  // has many pieces and the king few free squares, as in most middlegames.
  kPerSquare,
  // The enemy's attack map (one lookup per enemy knight and slider), then
  // masks without branches: the cheaper choice when the enemy has few such
  // pieces or the king moves freely (endgames). Chosen for all the
  // children of a depth-2 node at once (children_use_attack_map).
  kAttackMap,
};

// Hooks for a sink that already knows part of the count of the position it
// is given: only the sink of a depth-2 node's children can (NodeReplies);
// for every other sink they are constant.
// The king's ordinary moves (then also castling, when not in check):
template <class Sink>
[[gnu::always_inline]] inline bool king_moves_known(Sink& sink) {
  if constexpr (requires { sink.king_moves_known(); }) return sink.king_moves_known();
  else return false;
}
template <class Sink>
[[gnu::always_inline]] inline void add_known_castlings(Sink& sink) {
  if constexpr (requires { sink.add_known_castlings(); }) sink.add_known_castlings();
}
// The knights' and sliders' moves, in a position not in check that pins `pinned`:
template <class Sink>
[[gnu::always_inline]] inline bool officers_known(Sink& sink, Bitboard pinned) {
  if constexpr (requires { sink.officers_known(pinned); }) return sink.officers_known(pinned);
  else return false;
}

template <Color us, class Sink, KingSafety safety>
[[gnu::always_inline]] inline void generate_moves_for(const Position& pos, Sink& sink) {
  using namespace attacks8;
  constexpr Color them = ~us;
  const Bitboard own = pos.pieces(us);
  const Bitboard enemy = pos.pieces(them);
  const Bitboard occ = own | enemy;
  const int ksq = lsb(pos.pieces(kKing) & own);
  const Bitboard enemy_pawns = pos.pieces(kPawn) & enemy;
  const Bitboard enemy_knights = pos.pieces(kKnight) & enemy;
  const Bitboard enemy_rq = (pos.pieces(kRook) | pos.pieces(kQueen)) & enemy;
  const Bitboard enemy_bq = (pos.pieces(kBishop) | pos.pieces(kQueen)) & enemy;

  // Is `sq` attacked with our king lifted off the board (so the king
  // cannot retreat along the ray of a checking slider)? Asked per square:
  // a king rarely has more than a few free squares, which is cheaper than
  // building the enemy's whole attack map at every node.
  const Bitboard occ_without_king = occ ^ G::bit(ksq);
  const Bitboard pawn_danger = pawn_attacks_west(them, enemy_pawns) | pawn_attacks_east(them, enemy_pawns) |
                               king(lsb(pos.pieces(kKing) & enemy));
  Bitboard danger = 0;  // kAttackMap only: every square the enemy attacks
  if constexpr (safety == KingSafety::kAttackMap) {
    danger = pawn_danger;
    for (Bitboard b = enemy_knights; b;) danger |= knight(pop_lsb(b));
    for (Bitboard b = enemy_bq; b;) danger |= bishop(pop_lsb(b), occ_without_king);
    for (Bitboard b = enemy_rq; b;) danger |= rook(pop_lsb(b), occ_without_king);
  }
  auto attacked = [&](int sq) -> bool {
    if constexpr (safety == KingSafety::kAttackMap) return danger & G::bit(sq);
    return (knight(sq) & enemy_knights) || (bishop(sq, occ_without_king) & enemy_bq) ||
           (rook(sq, occ_without_king) & enemy_rq);
  };
  const bool king_known = king_moves_known(sink);
  const Bitboard king_asked = king(ksq) & ~own & ~pawn_danger;
  Bitboard king_targets = king_asked & ~danger;
  if (!king_known) {
    if constexpr (safety == KingSafety::kPerSquare) {
      for (Bitboard b = king_targets; b;) {
        int sq = pop_lsb(b);
        if (attacked(sq)) king_targets ^= G::bit(sq);
      }
    }
    sink.piece_moves(kKing, ksq, king_targets);
  }

  // One pass over the enemy sliders that see the king on an empty board
  // finds both slider checkers (nothing between) and pinned own pieces
  // (exactly one piece between, ours), without any occupancy lookup.
  Bitboard checkers = (knight(ksq) & enemy_knights) | (pawn(us, ksq) & enemy_pawns);
  Bitboard pinned = 0;
  for (Bitboard snipers = (rook_rays(ksq) & enemy_rq) | (bishop_rays(ksq) & enemy_bq); snipers;) {
    const int sniper = pop_lsb(snipers);
    const Bitboard blockers = between(ksq, sniper) & occ;
    if (!blockers) checkers |= G::bit(sniper);
    else if (!has_more_than_one(blockers)) pinned |= blockers & own;
  }
  if (has_more_than_one(checkers)) return;  // double check: king moves only

  // Each side written out (no loop): `us` and the side then make the slot,
  // and in standard chess the whole path, compile-time constants.
  auto castle = [&](CastlingSide side) __attribute__((always_inline)) {
    const int slot = castling_slot(us, side);
    if (!pos.chess960()) {
      // Standard chess: one test for pieces in the way, pawn or king
      // attacks on the path and an attacked neighbour (which the king loop
      // answered); the one square left is the king's destination, a
      // constant, tested without branches between its three lookups.
      const CastlingPath& path = standard_castling_path(slot);
      if (occ & path.must_be_empty) return;
      if (path.king_path & (pawn_danger | (king_asked & ~king_targets))) return;
      const int to = path.king_to;
      if constexpr (safety == KingSafety::kAttackMap) {
        if (danger & G::bit(to)) return;
      } else if ((knight(to) & enemy_knights) | (bishop(to, occ_without_king) & enemy_bq) |
                 (rook(to, occ_without_king) & enemy_rq)) {
        return;
      }
      sink.single_move(Move(kKing, ksq, pos.castling_rook(us, side), MoveKind::kCastling));
      return;
    }
    // Chess960: the path depends on the king's and the rook's files.
    const CastlingPath& path = castling_path(slot, ksq, pos.castling_rook(us, side));
    if (occ & path.must_be_empty) return;
    const int rook_from = pos.castling_rook(us, side);
    Bitboard king_path = path.king_path;
    if (king_path & pawn_danger) return;
    // The king's own free squares were asked above: a neighbour on the path
    // is answered by whether it stayed a king target; only the squares
    // beyond it are asked here.
    if (king_path & king_asked & ~king_targets) return;
    king_path &= ~king_asked;
    while (king_path)
      if (attacked(pop_lsb(king_path))) return;
    // The castling rook may have hidden an attack on the king's destination
    // along the back rank. (A corner rook in standard chess never can.)
    if (rook(path.king_to, occ ^ G::bit(ksq) ^ G::bit(rook_from)) & enemy_rq) return;
    sink.single_move(Move(kKing, ksq, rook_from, MoveKind::kCastling));
  };
  if (!checkers) {
    if (king_known) {
      add_known_castlings(sink);
    } else {
      if (pos.can_castle(us, kKingSide)) castle(kKingSide);
      if (pos.can_castle(us, kQueenSide)) castle(kQueenSide);
    }
  }

  // Where non-king moves may land: anywhere not own, or, in check, on the
  // checker or between it and the king.
  const Bitboard movable = checkers ? (between(ksq, lsb(checkers)) | checkers) : ~own;

  // Knights and sliders, unless the sink knows their moves already (the
  // children of a depth-2 node: chess/node_replies.h).
  if (checkers || !officers_known(sink, pinned)) {
    const Bitboard own_knights = pos.pieces(kKnight) & own & ~pinned;  // a pinned knight never moves
    for (Bitboard b = own_knights; b;) {
      int sq = pop_lsb(b);
      sink.piece_moves(kKnight, sq, knight(sq) & movable);
    }
    const Bitboard own_bishops = pos.pieces(kBishop) & own;
    const Bitboard own_rooks = pos.pieces(kRook) & own;
    const Bitboard own_queens = pos.pieces(kQueen) & own;
    for (Bitboard b = own_bishops & ~pinned; b;) {
      int sq = pop_lsb(b);
      sink.piece_moves(kBishop, sq, bishop(sq, occ) & movable);
    }
    for (Bitboard b = own_rooks & ~pinned; b;) {
      int sq = pop_lsb(b);
      sink.piece_moves(kRook, sq, rook(sq, occ) & movable);
    }
    for (Bitboard b = own_queens & ~pinned; b;) {
      int sq = pop_lsb(b);
      sink.piece_moves(kQueen, sq, queen(sq, occ) & movable);
    }
    if (pinned) {
      // A pinned slider moves along its pin line only (a pinned bishop on a
      // file or a pinned rook on a diagonal gets no moves from the mask).
      for (Bitboard b = (own_bishops | own_rooks | own_queens) & pinned; b;) {
        int sq = pop_lsb(b);
        const PieceType type = (own_bishops & G::bit(sq)) ? kBishop : (own_rooks & G::bit(sq)) ? kRook : kQueen;
        Bitboard reach = type == kBishop ? bishop(sq, occ) : type == kRook ? rook(sq, occ) : queen(sq, occ);
        sink.piece_moves(type, sq, reach & movable & line(ksq, sq));
      }
    }
  }

  // Pawns in bulk by shifting whole sets; `allowed` restricts pinned pawns
  // to their pin line.
  const Bitboard empty = ~occ;
  constexpr Bitboard third_rank = rank_bb(relative_rank(us, 2));
  constexpr Bitboard last_rank = rank_bb(relative_rank(us, 7));
  auto pawn_moves = [&](Bitboard pawns, Bitboard allowed) {
    const Bitboard targets = movable & allowed;
    Bitboard single = pawn_push(us, pawns) & empty;
    Bitboard twice = pawn_push(us, single & third_rank) & empty & targets;
    single &= targets;
    Bitboard west = pawn_attacks_west(us, pawns) & enemy & targets;
    Bitboard east = pawn_attacks_east(us, pawns) & enemy & targets;
    sink.pawn_moves(single & ~last_rank, push_delta(us));
    sink.pawn_moves(twice, 2 * push_delta(us));
    sink.pawn_moves(west & ~last_rank, west_delta(us));
    sink.pawn_moves(east & ~last_rank, east_delta(us));
    if ((single | west | east) & last_rank) {
      sink.promotions(single & last_rank, push_delta(us));
      sink.promotions(west & last_rank, west_delta(us));
      sink.promotions(east & last_rank, east_delta(us));
    }
  };
  const Bitboard own_pawns = pos.pieces(kPawn) & own;
  pawn_moves(own_pawns & ~pinned, ~Bitboard{0});
  for (Bitboard b = own_pawns & pinned; b;) {
    int sq = pop_lsb(b);
    pawn_moves(G::bit(sq), line(ksq, sq));
  }

  if (pos.en_passant_square() >= 0) {
    const int ep = pos.en_passant_square();
    const int captured = ep - push_delta(us);
    for (Bitboard b = pawn(them, ep) & own_pawns; b;) {
      int from = pop_lsb(b);
      // Play it on the bitboards and look for any attack on the king.
      Bitboard after = (occ ^ G::bit(from) ^ G::bit(captured)) | G::bit(ep);
      Bitboard attackers = (rook(ksq, after) & enemy_rq) | (bishop(ksq, after) & enemy_bq) |
                           (knight(ksq) & enemy_knights) | (pawn(us, ksq) & enemy_pawns & ~G::bit(captured));
      if (!attackers) sink.single_move(Move(kPawn, from, ep, MoveKind::kEnPassant));
    }
  }
}

// Sink that fills a move list.
struct MoveListSink {
  Position::MoveList& list;
  void piece_moves(PieceType type, int from, Bitboard targets) {
    while (targets) list.push_back(Move(type, from, pop_lsb(targets)));
  }
  void pawn_moves(Bitboard targets, int delta) {
    while (targets) {
      const int to = pop_lsb(targets);
      list.push_back(Move(kPawn, to - delta, to));
    }
  }
  void promotions(Bitboard targets, int delta) {
    while (targets) {
      const int to = pop_lsb(targets);
      for (PieceType t : {kQueen, kRook, kBishop, kKnight}) list.push_back(Move(kPawn, to - delta, to, MoveKind::kPromotion, t));
    }
  }
  void single_move(Move m) { list.push_back(m); }
};
static_assert(MoveSink<MoveListSink, PieceType, int, Bitboard, Move>);

// Sink that only counts: perft leaves never build a list.
struct MoveCountSink {
  std::uint64_t count = 0;
  void piece_moves(PieceType, int, Bitboard targets) { count += popcount(targets); }
  void pawn_moves(Bitboard targets, int) { count += popcount(targets); }
  void promotions(Bitboard targets, int) { count += 4 * popcount(targets); }
  void single_move(Move) { ++count; }
};
static_assert(MoveSink<MoveCountSink, PieceType, int, Bitboard, Move>);

// The leaf counter: one out-of-line function per side (perft calls it for
// almost every node).
template <Color us, KingSafety safety = KingSafety::kPerSquare, class Sink = MoveCountSink>
[[gnu::noinline]] std::uint64_t count_moves_for(const Position& pos, Sink sink = {}) {
  generate_moves_for<us, Sink, safety>(pos, sink);
  return sink.count;
}

}  // namespace perftkit::chess

#pragma once
// Strictly legal move generation for 8x8 chess with check and pin masks
// (no make-and-test except for the rare en passant capture, whose
// "two pawns vanish from one rank" pin cannot be expressed as a mask).
//
// One generator feeds a Sink (game/move_sink.h), so the same code fills
// move lists and counts moves by popcount at perft leaves (bulk counting).
//
// The side to move is a template parameter throughout: every
// colour-dependent shift and rank mask then folds to a constant. The parts
// are always inlined into their caller (pawn_set_moves too, see
// there), so that a counting sink's total lives in a register instead of
// memory, and the parts cost no calls.
#include <concepts>

#include "chess/castling_paths.h"
#include "chess/move_sinks.h"
#include "chess/position.h"
#include "geometry/setwise8.h"

namespace perftkit::chess {

// How the king's squares are tested for attacks.
enum class KingSafety {
  // Three lookups at each square asked (the king's free squares, a castling
  // destination): cheaper than the enemy's whole attack map when the enemy
  // has many pieces and the king few free squares, as in most middlegames.
  // (With AVX-512 the free squares are masked with the map built as sets,
  // generate_king_moves.)
  kPerSquare,
  // The enemy's attack map (one lookup per enemy knight and slider), then
  // masks without branches: the cheaper choice when the enemy has few such
  // pieces or the king moves freely (endgames). Chosen for all the
  // children of a depth-2 node at once (children_use_attack_map).
  kAttackMap,
  // kAttackMap with the map's knights and sliders counted as sets
  // (geometry/setwise8.h): no loop, the same cost for any number of them,
  // more than one lookup's; chosen where the enemy has three or more.
  kAttackSets,
};
[[gnu::always_inline]] constexpr bool uses_attack_map(KingSafety safety) { return safety != KingSafety::kPerSquare; }

// Whether the children of this node test their king's squares with the
// enemy's attack map (one lookup per enemy knight and slider) instead of
// three lookups per square asked. The children's enemy is our side, whose
// knights and sliders no ordinary move adds to; their king is the enemy's,
// and the squares around it not held by its own side approximate how many
// it will ask about. Boxed-in kings (the start position: none) keep the
// per-square tests, open endgame kings take the map (the threshold was
// measured with cachegrind). Perft's and the statistics' depth-2 nodes
// both choose so; perft's promotions, which add a piece, take their
// siblings' choice, the statistics' count per square.
// The map is built as sets (kAttackSets) where we have three or more
// knights and sliders and the machine can (geometry/setwise8.h).
inline KingSafety children_king_safety(const Position& pos) noexcept {
  const Color us = pos.side_to_move(), them = ~us;
  const int officers = popcount(pos.pieces(us) & ~pos.pieces(kPawn) & ~pos.pieces(kKing));
  const int open_king_squares = popcount(attacks8::king(pos.king_square(them)) & ~pos.pieces(them));
  if (officers > open_king_squares + 3) return KingSafety::kPerSquare;
  return setwise8::kAvailable && officers > 2 ? KingSafety::kAttackSets : KingSafety::kAttackMap;
}
inline bool children_use_attack_map(const Position& pos) noexcept {
  return uses_attack_map(children_king_safety(pos));
}

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

// What every part of the generator reads: the two sides' sets from the
// side to move `us`, and what the enemy attacks around our king.
template <Color us, KingSafety safety>
struct MoverView {
  static constexpr Color them = ~us;
  Bitboard own, enemy, occ;
  int ksq;
  Bitboard enemy_pawns, enemy_knights, enemy_rq, enemy_bq;
  // Occupancy with our king lifted off the board, so that the king cannot
  // retreat along the ray of a checking slider.
  Bitboard occ_without_king;
  Bitboard pawn_danger;  // squares attacked by enemy pawns or the enemy king
  Bitboard danger = 0;   // the attack-map kinds only: every square the enemy attacks

  [[gnu::always_inline]] explicit MoverView(const Position& pos) noexcept
      : own(pos.pieces(us)),
        enemy(pos.pieces(them)),
        occ(own | enemy),
        ksq(lsb(pos.pieces(kKing) & own)),
        enemy_pawns(pos.pieces(kPawn) & enemy),
        enemy_knights(pos.pieces(kKnight) & enemy),
        enemy_rq((pos.pieces(kRook) | pos.pieces(kQueen)) & enemy),
        enemy_bq((pos.pieces(kBishop) | pos.pieces(kQueen)) & enemy),
        occ_without_king(occ ^ G::bit(ksq)),
        pawn_danger(pawn_captures_west(them, enemy_pawns) | pawn_captures_east(them, enemy_pawns) |
                    attacks8::king(lsb(pos.pieces(kKing) & enemy))) {
    using namespace attacks8;
    if constexpr (uses_attack_map(safety)) {
#if PERFTKIT_SETWISE8
      if constexpr (safety == KingSafety::kAttackSets) {
        danger = pawn_danger | officer_attacks_by_sets();
        return;
      }
#endif
      danger = pawn_danger;
      for (Bitboard b = enemy_knights; b;) danger |= knight(pop_lsb(b));
      for (Bitboard b = enemy_bq; b;) danger |= bishop(pop_lsb(b), occ_without_king);
      for (Bitboard b = enemy_rq; b;) danger |= rook(pop_lsb(b), occ_without_king);
    }
  }

#if PERFTKIT_SETWISE8
  // Every square the enemy's knights and sliders attack with our king
  // lifted, all at once (geometry/setwise8.h).
  [[gnu::always_inline]] Bitboard officer_attacks_by_sets() const noexcept {
    return setwise8::officer_attacks(enemy_knights, enemy_rq, enemy_bq, ~occ_without_king);
  }
#endif
  // attacked() with the three lookups or-ed, without branches between
  // them: where the answer goes into a count or a single test.
  [[gnu::always_inline]] bool attacked_without_branches(int sq) const noexcept {
    using namespace attacks8;
    if constexpr (uses_attack_map(safety)) return danger & G::bit(sq);
    return (knight(sq) & enemy_knights) | (bishop(sq, occ_without_king) & enemy_bq) |
           (rook(sq, occ_without_king) & enemy_rq);
  }
  // Whether an enemy knight or slider attacks `sq` with our king lifted
  // (pawn and king attacks are in pawn_danger).
  [[gnu::always_inline]] bool attacked(int sq) const noexcept {
    using namespace attacks8;
    if constexpr (uses_attack_map(safety)) return danger & G::bit(sq);
    return (knight(sq) & enemy_knights) || (bishop(sq, occ_without_king) & enemy_bq) ||
           (rook(sq, occ_without_king) & enemy_rq);
  }
};

// The king's squares the castling tests reuse: the neighbours asked, and
// which of them the king may go to.
struct KingSquares {
  Bitboard asked, targets;
  [[gnu::always_inline]] Bitboard attacked() const noexcept { return asked & ~targets; }
};

// Our king's ordinary moves: its neighbours not ours and not attacked.
// Squares next to an enemy pawn or king are dropped by one mask; the rest
// are asked one by one (kPerSquare), since a king rarely has more than a
// few free squares: cheaper than the enemy's whole attack map by lookups
// at every node; where the map is built as sets (AVX-512), it is built
// whenever a square is left to ask. Unless the sink knows these moves
// already (`known`).
template <Color us, KingSafety safety, class Sink>
[[gnu::always_inline]] inline KingSquares generate_king_moves(const MoverView<us, safety>& view, bool known,
                                                              Sink& sink) {
  const Bitboard asked = attacks8::king(view.ksq) & ~view.own & ~view.pawn_danger;
  KingSquares squares{asked, asked & ~view.danger};
  if (known) return squares;
  if constexpr (safety == KingSafety::kPerSquare) {
#if PERFTKIT_SETWISE8
    // With sets, every enemy knight's and slider's attacks at once cost
    // less than asking the free squares one by one (issue 43's row 30).
    if (squares.targets) squares.targets &= ~view.officer_attacks_by_sets();
#else
    for (Bitboard b = squares.targets; b;) {
      const int sq = pop_lsb(b);
      if (view.attacked(sq)) squares.targets ^= G::bit(sq);
    }
#endif
  }
  sink.piece_moves(kKing, view.ksq, squares.targets);
  return squares;
}

struct ChecksAndPins {
  Bitboard checkers;  // enemy pieces giving check
  Bitboard pinned;    // our pieces pinned to our king
};

// One pass over the enemy sliders that see the king on an empty board
// finds both slider checkers (nothing between) and pinned own pieces
// (exactly one piece between, ours), without any occupancy lookup.
template <Color us, KingSafety safety>
[[gnu::always_inline]] inline ChecksAndPins find_checks_and_pins(const MoverView<us, safety>& view) {
  using namespace attacks8;
  const int ksq = view.ksq;
  ChecksAndPins found{(knight(ksq) & view.enemy_knights) | (pawn(us, ksq) & view.enemy_pawns), 0};
  for (Bitboard snipers = (rook_rays(ksq) & view.enemy_rq) | (bishop_rays(ksq) & view.enemy_bq); snipers;) {
    const int sniper = pop_lsb(snipers);
    const Bitboard blockers = between(ksq, sniper) & view.occ;
    // Selects instead of branches: whether a sniper checks, pins or is
    // blocked twice is data the predictor cannot learn.
    found.checkers |= blockers ? 0 : G::bit(sniper);
    found.pinned |= has_more_than_one(blockers) ? 0 : blockers & view.own;
  }
  return found;
}

// Standard chess: a test for pieces in the way (ours, then theirs), pawn or
// king attacks on the path and an attacked neighbour (which the king moves
// answered); the one square left is the king's destination, a constant,
// tested without branches between its three lookups.
template <Color us, KingSafety safety, class Sink>
[[gnu::always_inline]] inline void castle_standard(const Position& pos, const MoverView<us, safety>& view,
                                                   KingSquares king_squares, CastlingSide side, Sink& sink) {
  const CastlingPath& path = standard_castling_path(castling_slot(us, side));
  const int to = path.king_to;
  if (view.own & path.must_be_empty) return;
  if constexpr (std::derived_from<Sink, MoveCountSink>) {
    // A counting sink adds the rest without branches: whether the enemy
    // stands on the path or attacks it changes from sibling to sibling,
    // which the predictor cannot learn (the rights and our own pieces in
    // the way, tested before, rarely do).
    const bool attacked_to = view.attacked_without_branches(to);
    sink.count += !(view.enemy & path.must_be_empty) &
                  !(path.king_path & (view.pawn_danger | king_squares.attacked())) & !attacked_to;
    return;
  }
  if (view.enemy & path.must_be_empty) return;
  if (path.king_path & (view.pawn_danger | king_squares.attacked())) return;
  if (view.attacked_without_branches(to)) return;
  const Move castling(kKing, view.ksq, pos.castling_rook(us, side), MoveKind::kCastling);
  // A sink may take it with its path, whose squares are constants here
  // (the statistics' leaves: most castlings are counted inline).
  if constexpr (requires { sink.standard_castling(castling, path); }) sink.standard_castling(castling, path);
  else sink.single_move(castling);
}

// Chess960: the path depends on the king's and the rook's files.
template <Color us, KingSafety safety, class Sink>
[[gnu::always_inline]] inline void castle_chess960(const Position& pos, const MoverView<us, safety>& view,
                                                   KingSquares king_squares, CastlingSide side, Sink& sink) {
  const int rook_from = pos.castling_rook(us, side);
  const CastlingPath& path = castling_path(castling_slot(us, side), view.ksq, rook_from);
  if (view.occ & path.must_be_empty) return;
  Bitboard king_path = path.king_path;
  if (king_path & view.pawn_danger) return;
  // The king's own free squares were asked by its moves: a neighbour on
  // the path is answered by whether it stayed a king target; only the
  // squares beyond it are asked here.
  if (king_path & king_squares.attacked()) return;
  king_path &= ~king_squares.asked;
  while (king_path)
    if (view.attacked(pop_lsb(king_path))) return;
  // The castling rook may have hidden an attack on the king's destination
  // along the back rank. (A corner rook in standard chess never can.)
  if (attacks8::rook(path.king_to, view.occ ^ G::bit(view.ksq) ^ G::bit(rook_from)) & view.enemy_rq) return;
  sink.single_move(Move(kKing, view.ksq, rook_from, MoveKind::kCastling));
}

// Each side written out (no loop): `us` and the side then make the slot,
// and in standard chess the whole path, compile-time constants.
template <Color us, KingSafety safety, class Sink>
[[gnu::always_inline]] inline void generate_castling(const Position& pos, const MoverView<us, safety>& view,
                                                     KingSquares king_squares, Sink& sink) {
  auto castle = [&](CastlingSide side) __attribute__((always_inline)) {
    if (!pos.chess960()) castle_standard(pos, view, king_squares, side, sink);
    else castle_chess960(pos, view, king_squares, side, sink);
  };
  if (pos.can_castle(us, kKingSide)) castle(kKingSide);
  if (pos.can_castle(us, kQueenSide)) castle(kQueenSide);
}

// The unpinned knights' and sliders' moves, one piece at a time.
template <Color us, KingSafety safety, class Sink>
[[gnu::always_inline]] inline void generate_free_officer_moves(const Position& pos, const MoverView<us, safety>& view,
                                                               Bitboard free, Bitboard movable, Sink& sink) {
  using namespace attacks8;
  const Bitboard occ = view.occ;
  for (Bitboard b = pos.pieces(kKnight) & free; b;) {
    const int sq = pop_lsb(b);
    sink.piece_moves(kKnight, sq, knight(sq) & movable);
  }
  for (Bitboard b = pos.pieces(kBishop) & free; b;) {
    const int sq = pop_lsb(b);
    sink.piece_moves(kBishop, sq, bishop(sq, occ) & movable);
  }
  for (Bitboard b = pos.pieces(kRook) & free; b;) {
    const int sq = pop_lsb(b);
    sink.piece_moves(kRook, sq, rook(sq, occ) & movable);
  }
  for (Bitboard b = pos.pieces(kQueen) & free; b;) {
    const int sq = pop_lsb(b);
    sink.piece_moves(kQueen, sq, queen(sq, occ) & movable);
  }
}

// Knights and sliders, each to the squares in `movable`; a pinned piece
// only along its pin line. A counting sink counts the unpinned ones as
// sets where the machine has AVX-512 (geometry/setwise8.h).
template <Color us, KingSafety safety, class Sink>
[[gnu::always_inline]] inline void generate_piece_moves(const Position& pos, const MoverView<us, safety>& view,
                                                        Bitboard pinned, Bitboard movable, Sink& sink) {
  using namespace attacks8;
  const Bitboard occ = view.occ;
  const Bitboard free = view.own & ~pinned;  // a pinned knight never moves
  const Bitboard own_bishops = pos.pieces(kBishop) & view.own;
  const Bitboard own_rooks = pos.pieces(kRook) & view.own;
  const Bitboard own_queens = pos.pieces(kQueen) & view.own;
#if PERFTKIT_SETWISE8
  if constexpr (std::derived_from<Sink, MoveCountSink>)
    sink.count += setwise8::officer_moves(pos.pieces(kKnight) & free, (own_rooks | own_queens) & free,
                                          (own_bishops | own_queens) & free, ~occ, movable);
  else if constexpr (safety == KingSafety::kPerSquare &&
                     requires { sink.officers_by_sets(free, free, free, occ, movable); }) {
    // A sink that counts them as sets where it can (the statistics'; not
    // in the attack-map kinds' endgames, where few pieces would pay the
    // test for nothing).
    if (!sink.officers_by_sets(pos.pieces(kKnight) & free, (own_rooks | own_queens) & free,
                               (own_bishops | own_queens) & free, ~occ, movable))
      generate_free_officer_moves(pos, view, free, movable, sink);
  } else
#endif
    generate_free_officer_moves(pos, view, free, movable, sink);
  if (!pinned) return;
  // A pinned slider moves along its pin line only (a pinned bishop on a
  // file or a pinned rook on a diagonal gets no moves from the mask).
  for (Bitboard b = (own_bishops | own_rooks | own_queens) & pinned; b;) {
    const int sq = pop_lsb(b);
    const PieceType type = (own_bishops & G::bit(sq)) ? kBishop : (own_rooks & G::bit(sq)) ? kRook : kQueen;
    const Bitboard reach = type == kBishop ? bishop(sq, occ) : type == kRook ? rook(sq, occ) : queen(sq, occ);
    sink.piece_moves(type, sq, reach & movable & line(view.ksq, sq));
  }
}

// The moves of a set of pawns in bulk, by shifting the whole set, to the
// squares in `targets`. Always inlined like the other parts: left to
// clang, the depth-2 node's copy stays out of line and its calls cost time
// in endgames (CPW 3: 0.97x against 1.00x in paired rounds), though
// inlining adds a few instructions in middlegames (results/chess/perf-log.md,
// row 40). The sets come by value, in registers.
template <Color us, class Sink>
[[gnu::always_inline]] inline void pawn_set_moves(Bitboard pawns, Bitboard targets, Bitboard empty, Bitboard enemy, Sink& sink) {
  constexpr Bitboard third_rank = rank_bb(relative_rank(us, 2));
  constexpr Bitboard last_rank = rank_bb(relative_rank(us, 7));
  Bitboard single = pawn_pushes(us, pawns) & empty;
  const Bitboard twice = pawn_pushes(us, single & third_rank) & empty & targets;
  single &= targets;
  const Bitboard west = pawn_captures_west(us, pawns) & enemy & targets;
  const Bitboard east = pawn_captures_east(us, pawns) & enemy & targets;
  // A sink may take the four sets in one call (the statistics' leaves:
  // one test of them all for a square that may check).
  if constexpr (requires { sink.pawn_sets(single, twice, west, east); }) {
    sink.pawn_sets(single & ~last_rank, twice, west & ~last_rank, east & ~last_rank);
  } else {
    sink.pawn_moves(single & ~last_rank, pawn_push_delta(us));
    sink.pawn_moves(twice, 2 * pawn_push_delta(us));
    sink.pawn_moves(west & ~last_rank, pawn_west_delta(us));
    sink.pawn_moves(east & ~last_rank, pawn_east_delta(us));
  }
  if ((single | west | east) & last_rank) {
    sink.promotions(single & last_rank, pawn_push_delta(us));
    sink.promotions(west & last_rank, pawn_west_delta(us));
    sink.promotions(east & last_rank, pawn_east_delta(us));
  }
}

// Pawn pushes and captures (not en passant): the unpinned pawns as one
// set, each pinned pawn alone, restricted to its pin line.
template <Color us, KingSafety safety, class Sink>
[[gnu::always_inline]] inline void generate_pawn_moves(const Position& pos, const MoverView<us, safety>& view,
                                                       Bitboard pinned, Bitboard movable, Sink& sink) {
  const Bitboard own_pawns = pos.pieces(kPawn) & view.own;
  const Bitboard empty = ~view.occ;
  pawn_set_moves<us>(own_pawns & ~pinned, movable, empty, view.enemy, sink);
  for (Bitboard b = own_pawns & pinned; b;) {
    const int sq = pop_lsb(b);
    pawn_set_moves<us>(G::bit(sq), movable & attacks8::line(view.ksq, sq), empty, view.enemy, sink);
  }
}

// En passant: played on the bitboards, then any attack on the king looked
// for, since the capture empties two squares of one rank at once.
template <Color us, KingSafety safety, class Sink>
[[gnu::always_inline]] inline void generate_en_passant(const Position& pos, const MoverView<us, safety>& view,
                                                       Sink& sink) {
  using namespace attacks8;
  const int ep = pos.en_passant_square();
  if (ep < 0) return;
  const int captured = ep - pawn_push_delta(us);
  for (Bitboard b = pawn(~us, ep) & pos.pieces(kPawn) & view.own; b;) {
    const int from = pop_lsb(b);
    const Bitboard after = (view.occ ^ G::bit(from) ^ G::bit(captured)) | G::bit(ep);
    const Bitboard attackers = (rook(view.ksq, after) & view.enemy_rq) | (bishop(view.ksq, after) & view.enemy_bq) |
                               (knight(view.ksq) & view.enemy_knights) |
                               (pawn(us, view.ksq) & view.enemy_pawns & ~G::bit(captured));
    if (!attackers) sink.single_move(Move(kPawn, from, ep, MoveKind::kEnPassant));
  }
}

// Every legal move of `us` in `pos`, to `sink`.
template <Color us, class Sink, KingSafety safety>
[[gnu::always_inline]] inline void generate_moves_for(const Position& pos, Sink& sink) {
  const MoverView<us, safety> view(pos);
  const bool king_known = king_moves_known(sink);
  const KingSquares king_squares = generate_king_moves(view, king_known, sink);

  const ChecksAndPins threats = find_checks_and_pins(view);
  if (has_more_than_one(threats.checkers)) return;  // double check: king moves only
  if constexpr (!requires { Sink::kNoCastling; }) {
    if (!threats.checkers) {
      if (king_known) add_known_castlings(sink);
      else generate_castling(pos, view, king_squares, sink);
    }
  }

  // Where non-king moves may land: anywhere not own, or, in check, on the
  // checker or between it and the king.
  const Bitboard movable =
      threats.checkers ? (attacks8::between(view.ksq, lsb(threats.checkers)) | threats.checkers) : ~view.own;
  // Knights and sliders, unless the sink knows their moves already (the
  // children of a depth-2 node: chess/node_replies.h).
  if (threats.checkers || !officers_known(sink, threats.pinned))
    generate_piece_moves(pos, view, threats.pinned, movable, sink);
  generate_pawn_moves(pos, view, threats.pinned, movable, sink);
  generate_en_passant(pos, view, sink);
}

// The leaf counter: one out-of-line function per side (perft calls it for
// almost every node).
template <Color us, KingSafety safety = KingSafety::kPerSquare, class Sink = MoveCountSink>
[[gnu::noinline]] std::uint64_t count_moves_for(const Position& pos, Sink sink = {}) {
  generate_moves_for<us, Sink, safety>(pos, sink);
  return sink.count;
}

}  // namespace perftkit::chess

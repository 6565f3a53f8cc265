#pragma once
// Raindrop's perft statistics in bulk (the open and deck models): a node's
// moves are tallied from the generator's target sets, as perft counts
// them, and only the leaves that need it are made and classified one by
// one (raindrop/stat_columns.h): a check, or a quiet move where the enemy
// may have no drop left, after which the enemy king has no free step
// (mate? stalemate?), and jokers (rare). The expected model
// weighs its leaves and keeps the reference's walk (perft/stats_weighted.h).
//
// Why the rest needs no make. A drop adds a piece: it checks only
// directly, from the squares a piece of its type would attack the enemy
// king from, and a king is never dropped beside the other king (the
// squares it attacks are barred). A board move checks directly from those
// squares or by leaving the line between the enemy king and one of our
// sliders. A side that is not in check and may draw a queen, rook, bishop
// or knight (or a pawn) with two squares for it left empty before our move
// has a legal drop after it: a drop cannot expose its own king. And an
// enemy king with a free step after the move (a square beside it that is
// not its side's and that nothing of ours attacks) has a legal move: no
// mate, no stalemate; so has an enemy, its king placed, that takes the
// piece we dropped or moved (a single check's checker) with one other
// than its king that our move cannot leave pinned (takers_of).
#include "game/bulk_leaf_stats.h"
#include "geometry/attacks8.h"
#include "raindrop/pawns.h"
#include "raindrop/position.h"
#include "raindrop/stat_columns.h"

namespace perftkit::raindrop {

// What a depth-2 node knows of its king's steps for its children's
// leaves: the squares their side attacks in the node, that king lifted
// (BulkStatSink::free_steps asks the same of each child). It serves a
// child after a drop (a piece added only blocks: the squares can only be
// fewer), after a king step (the occupancy with the king lifted is the
// node's but on a square it took, which no slider of theirs sees: the
// step is legal, so none sees through it either), and after a board move
// that leaves no square seen from a step (up to the first piece; taking a
// piece only removes an attacker). A step found attacked that no longer is
// only sends drops on to the exact tests. Not after a joker (an extra
// turn keeps the side to move: the map would be the wrong side's).
template <DeckModel M>
class NodeAttacks {
 public:
  explicit NodeAttacks(const Position<M>& node) : node_(node), king_(node.pieces(node.side_to_move(), kKing)) {}

  bool holds_after(Move m) {
    if (m.kind == MoveKind::kDrop) return true;
    if (m.is_joker()) return false;
    if (!lines_known_) find_lines();
    return (square_bb(m.from) & king_) || !(square_bb(m.from) & lines_);
  }
  bool attacked_known() const { return attacked_known_; }
  Bitboard attacked() {
    if (!attacked_known_) {
      attacked_known_ = true;
      attacked_ = node_.attacked_by(~node_.side_to_move(), node_.occupied() ^ king_);
    }
    return attacked_;
  }

 private:
  void find_lines() {
    lines_known_ = true;
    if (!king_) return;  // (no step to see: the child's king is not placed either)
    const Bitboard lifted = node_.occupied() ^ king_;
    for (Bitboard steps = attacks8::king(lsb(king_)) & ~node_.pieces(node_.side_to_move()); steps;)
      lines_ |= attacks8::queen(pop_lsb(steps), lifted);
  }

  const Position<M>& node_;
  const Bitboard king_;  // the node's side's, if placed
  bool lines_known_ = false, attacked_known_ = false;
  Bitboard lines_ = 0;  // the squares seen from its king's steps
  Bitboard attacked_ = 0;
};

// The squares from which a piece of each type of the side other than
// `them` checks `them`'s king on `king` through `occupied` (a queen where
// a rook or a bishop would).
inline std::array<Bitboard, kPieceTypeCount> check_squares_to(Color them, int king, Bitboard occupied) {
  namespace a = attacks8;
  std::array<Bitboard, kPieceTypeCount> squares{};
  squares[kPawn] = a::pawn(them, king);
  squares[kKnight] = a::knight(king);
  squares[kBishop] = a::bishop(king, occupied);
  squares[kRook] = a::rook(king, occupied);
  squares[kQueen] = squares[kBishop] | squares[kRook];
  return squares;
}

// What a depth-2 node knows of its king's lines for its children's sinks:
// the squares our pieces (the children's side to move) would check it
// from, and the pieces alone between it and one of our sliders. A child's
// move other than a joker (an extra turn keeps the side to move) keeps
// both where it changes no square they read: the sliders' check squares
// read the squares the king sees (up to the first piece on each line;
// every square beside it, so a king's step never keeps them), the sole
// blockers the squares between the king and our sliders on its lines, and
// those sliders' squares (their moves may take one of ours, never add one).
template <DeckModel M>
struct NodeLines {
  explicit NodeLines(const Position<M>& node) {
    namespace a = attacks8;
    const Color them = node.side_to_move(), us = ~them;
    if (!node.king_placed(them)) return;
    placed = true;
    const int king = lsb(node.pieces(them, kKing));
    check_squares = check_squares_to(them, king, node.occupied());
    sole_blockers = node.sole_blockers(king, us);
    const Bitboard snipers = (a::rook_rays(king) & (node.pieces(us, kRook) | node.pieces(us, kQueen))) |
                             (a::bishop_rays(king) & (node.pieces(us, kBishop) | node.pieces(us, kQueen)));
    read = check_squares[kQueen] | a::segments_to(king, snipers);
  }
  bool holds_after(Move m) const {
    if (!placed || m.is_joker()) return false;
    if (m.kind == MoveKind::kDrop) return !(square_bb(m.to) & read);
    return !((square_bb(m.from) | square_bb(m.to)) & read);
  }

  bool placed = false;  // the node's king: none to check without it
  std::array<Bitboard, kPieceTypeCount> check_squares{};  // as BulkStatSink's
  Bitboard sole_blockers = 0;
  Bitboard read = 0;  // the squares the two read
};

template <DeckModel M>
class BulkStatSink {
 public:
  using Tally = typename StatColumnsOf<M>::Tally;

  // `node`: the depth-2 node above, where its NodeAttacks hold for `pos`;
  // `lines`: its NodeLines, where they hold.
  BulkStatSink(const Position<M>& pos, Tally& tally, NodeAttacks<M>* node = nullptr,
               const NodeLines<M>* lines = nullptr)
      : pos_(pos), tally_(tally), us_(pos.side_to_move()), them_(~us_), occupied_(pos.occupied()), node_(node) {
    enemy_can_move_ = enemy_has_spare_drop();
    if (!pos.king_placed(them_)) return;  // nothing to check
    enemy_king_ = lsb(pos.pieces(them_, kKing));
    Bitboard sole_blockers;
    if (lines) {
      check_squares_ = lines->check_squares;
      sole_blockers = lines->sole_blockers;
    } else {
      check_squares_ = check_squares_to(them_, enemy_king_, occupied_);
      sole_blockers = pos.sole_blockers(enemy_king_, us_);
    }
    // Ours discover check when they leave the line, theirs are pinned.
    discoverers_ = sole_blockers & pos.pieces(us_);
    pinned_ = sole_blockers & pos.pieces(them_);
    // From the node's map the free steps cost little, and known now they
    // spare the officers' drops their calls (drops).
    if (node_ && node_->attacked_known() && pos.may_draw_an_officer(us_)) find_free_steps();
    // (Last, and out of line: a tail call, so the constructor saves no register.)
    if (!enemy_can_move_) find_whether_enemy_keeps_a_board_move();
  }

  // Most drops neither check nor could stalemate: counted inline.
  [[gnu::always_inline]] void drops(PieceType type, Bitboard targets) {
    const Bitboard checking = targets & check_squares_[type];
    if (enemy_can_move_ && !checking) [[likely]] {
      count_drops(type, targets);
      return;
    }
    // A knight, a bishop and a pawn attack squares of one colour only:
    // where the king's free steps are of both, none of their drops takes
    // them all (known once the free steps are found: in the constructor,
    // or by the node's first unsure_drops). Not in the deck model: it
    // drops one type a node, so the flag would cost more than it spares.
    if (M != DeckModel::deck && (type == kKnight || type == kBishop || type == kPawn) && free_steps_of_both_colours_) {
      count_drops_none_mating(type, targets, checking);
      return;
    }
    // (The switch folds where the generator's type is a constant.)
    with_type_constant(type, [&](auto t) __attribute__((always_inline)) {
      unsure_drops<decltype(t)::value>(targets, checking);
    });
  }

  [[gnu::always_inline]] void piece_moves(PieceType type, int from, Bitboard targets) {
    Bitboard checking = targets & check_squares_[type], blocked = 0;
    if (discoverers_ & square_bb(from)) checking |= targets & ~attacks8::line(from, enemy_king_);
    else if (checking) blocked = blocked_by_a_drop(type, checking);  // a single check
    board_moves(type, targets, checking, blocked, [from](int) { return from; });
  }

  [[gnu::always_inline]] void pawn_moves(Bitboard targets, int delta) {
    Bitboard checking = targets & check_squares_[kPawn];
    for (Bitboard b = targets & shifted(discoverers_ & pos_.pieces(us_, kPawn), delta); b;) {
      const int to = pop_lsb(b);
      if (!(attacks8::line(to - delta, enemy_king_) & square_bb(to))) checking |= square_bb(to);
    }
    board_moves(kPawn, targets, checking, 0, [delta](int to) { return to - delta; });
  }

  // Each promotion piece checks from `to` through the square the pawn
  // left (a queen on e8 from e7 sees the e-file), or discovers check: the
  // king's lines from `to` looked up once for the reserve's pieces (a
  // queen checks where a rook or a bishop would), and only where the king
  // lies on them on an empty board. Where none checks and the enemy keeps
  // a move, the reserve's pieces are counted at once.
  void promotions(Bitboard targets, int delta) {
    namespace a = attacks8;
    int reserve = 0;
    for (const PieceType t : kReservePieces) reserve += pos_.in_reserve(us_, t);
    const Bitboard king = pos_.king_placed(them_) ? square_bb(enemy_king_) : 0;
    while (targets) {
      const int to = pop_lsb(targets), from = to - delta;
      const Bitboard occupied = (occupied_ ^ square_bb(from)) | square_bb(to);
      const bool discovers = (discoverers_ & square_bb(from)) && !(a::line(from, enemy_king_) & square_bb(to));
      const bool captures = (pos_.pieces(them_) & square_bb(to)) != 0;
      const bool straight = (a::rook_rays(to) & king) && (a::rook(to, occupied) & king);
      const bool diagonal = (a::bishop_rays(to) & king) && (a::bishop(to, occupied) & king);
      const bool jump = (a::knight(to) & king) != 0;
      if (enemy_can_move_ && !(discovers | straight | diagonal | jump)) {
        tally_.nodes += reserve;
        tally_.counts[kStatPromotions] += reserve;
        tally_.counts[kStatCaptures] += captures ? reserve : 0;
        continue;
      }
      for (const PieceType t : kReservePieces) {
        if (!pos_.in_reserve(us_, t)) continue;
        const bool checks = discovers || (t == kQueen    ? straight || diagonal
                                          : t == kRook   ? straight
                                          : t == kBishop ? diagonal
                                                         : jump);
        if ((checks || !enemy_can_move_) && !keeps_a_step(t, from, to)) {
          made(Move::promotion(from, to, t));
          continue;
        }
        ++tally_.nodes;
        ++tally_.counts[kStatPromotions];
        tally_.counts[kStatCaptures] += captures;
        tally_.counts[kStatChecks] += checks;
      }
    }
  }

  void jokers(Bitboard removals, bool plain) {
    if (plain) made(Move::joker());
    while (removals) made(Move::joker_removal(pop_lsb(removals)));
  }

 private:
  Bitboard straight() const { return pos_.pieces(us_, kRook) | pos_.pieces(us_, kQueen); }
  Bitboard diagonal() const { return pos_.pieces(us_, kBishop) | pos_.pieces(us_, kQueen); }

  [[gnu::always_inline]] void count_drops(PieceType type, Bitboard counted) {
    const auto n = static_cast<std::uint64_t>(popcount(counted));
    tally_.nodes += n;
    tally_.counts[kStatDrops] += n;
    static_assert(kStatPawnDrops + int{kKing} == kStatKingsPlaced, "drop columns in piece-type order");
    tally_.counts[kStatPawnDrops + int{type}] += n;
  }
  // The drops onto `targets`, those onto `checking` checks that do not mate.
  [[gnu::always_inline]] void count_drops_none_mating(PieceType type, Bitboard targets, Bitboard checking) {
    count_drops(type, targets);
    tally_.counts[kStatChecks] += static_cast<std::uint64_t>(popcount(checking));
  }

  // The drops that check, and every drop where the enemy may have no drop
  // left: each made unless the enemy king keeps a free step.
  // One function per type: its tests on the type fold away. Most calls
  // find no drop covering every step and only count: the rest, with the
  // registers they need saved, is settle_drops'. Its only calls are tail
  // calls (the free steps too are found in another function, which comes
  // back here), so it saves no register at all.
  template <PieceType type>
  [[gnu::noinline]] void unsure_drops(Bitboard targets, Bitboard checking) {
    const Bitboard unsure = enemy_can_move_ ? checking & ~blocked_by_a_drop(type, checking) : targets;
    if (unsure && !free_steps_known_) [[unlikely]] {
      find_free_steps_then_unsure_drops<type>(targets, checking);
      return;
    }
    const Bitboard covering = unsure ? unsure & drops_covering_every_step(type, unsure) : 0;
    if (covering) [[unlikely]] {
      settle_drops<type>(targets, checking, covering);
      return;
    }
    count_drops_none_mating(type, targets, checking);
  }
  template <PieceType type>
  [[gnu::noinline]] void find_free_steps_then_unsure_drops(Bitboard targets, Bitboard checking) {
    find_free_steps();
    unsure_drops<type>(targets, checking);
  }
  // The drops onto `covering`, after which the king has no step left:
  // taken (a legal reply), mates, or made to be classified.
  template <PieceType type>
  [[gnu::noinline]] void settle_drops(Bitboard targets, Bitboard checking, Bitboard covering) {
    Bitboard one_by_one = 0;
    for (Bitboard b = covering; b;) {
      const int to = pop_lsb(b);
      // (A drop pins nothing that could take it: a piece between it and
      // their king takes it along that line, if at all, and stays on it.)
      const Bitboard takers = takers_of(to, occupied_);
      if (takers & ~pinned_) continue;
      if ((checking & square_bb(to)) && !takers && drop_mates(type, to))
        ++tally_.counts[kStatCheckmates];  // (its other columns with the counted drops')
      else one_by_one |= square_bb(to);
    }
    const Bitboard counted = targets & ~one_by_one;
    count_drops(type, counted);
    tally_.counts[kStatChecks] += static_cast<std::uint64_t>(popcount(counted & checking));
    while (one_by_one) made(Move::drop(type, pop_lsb(one_by_one)));
  }

  // Board moves of a `type` piece (its origin from_of(to)): the checks
  // but those `blocked` by a drop, and every move where the enemy may
  // have no drop left, made unless the enemy king keeps a free step.
  // Most calls have none of those: counted inline, as drops are (an
  // out-of-line call per piece cost its prologue and spills, about a tenth
  // of a late position's instructions).
  template <class FromOf>
  [[gnu::always_inline]] void board_moves(PieceType type, Bitboard targets, Bitboard checking, Bitboard blocked,
                                          FromOf from_of) {
    const Bitboard unsure = enemy_can_move_ ? checking & ~blocked : targets;
    if (!unsure) [[likely]] {
      count_board_moves(targets, checking);
      return;
    }
    // (The switch folds: the generator hands every type as a constant.)
    with_type_constant(type, [&](auto t) __attribute__((always_inline)) {
      unsure_board_moves<decltype(t)::value>(targets, checking, unsure, from_of);
    });
  }

  [[gnu::always_inline]] void count_board_moves(Bitboard counted, Bitboard checking) {
    tally_.nodes += static_cast<std::uint64_t>(popcount(counted));
    tally_.counts[kStatCaptures] += static_cast<std::uint64_t>(popcount(counted & pos_.pieces(them_)));
    tally_.counts[kStatChecks] += static_cast<std::uint64_t>(popcount(counted & checking));
  }

  // One function per type, as unsure_drops: keeps_a_step's attacks then
  // take no jump on the type.
  template <PieceType type, class FromOf>
  [[gnu::noinline]] void unsure_board_moves(Bitboard targets, Bitboard checking, Bitboard unsure, FromOf from_of) {
    Bitboard one_by_one = 0;
    while (unsure) {
      const int to = pop_lsb(unsure), from = from_of(to);
      if (keeps_a_step(type, from, to)) continue;
      // (A discoverer's check is not the moved piece's to take.)
      const bool discoverer = (discoverers_ & square_bb(from)) != 0;
      const Bitboard takers = discoverer ? 0 : takers_of(to, (occupied_ ^ square_bb(from)) | square_bb(to));
      if (takers & ~pinnable()) continue;
      if ((checking & square_bb(to)) && board_move_mates(type, from, to, discoverer, takers))
        ++tally_.counts[kStatCheckmates];  // (its other columns with the counted moves')
      else one_by_one |= square_bb(to);
    }
    count_board_moves(targets & ~one_by_one, checking);
    while (one_by_one) {
      const int to = pop_lsb(one_by_one);
      made(Move::normal(from_of(to), to));
    }
  }

  void made(Move move) {
    ++tally_.nodes;
    StatColumnsOf<M>::classify(pos_, move, pos_.play_unkeyed(move), tally_);
  }

  // Whether the enemy, not in check after our move, may still drop: a
  // drawable queen, rook, bishop or knight with two empty squares now
  // (our move fills at most one), or a pawn with two on its drop ranks.
  bool enemy_has_spare_drop() {
    enemy_draws_an_officer_ = pos_.may_draw_an_officer(them_);
    if (enemy_draws_an_officer_ && has_more_than_one(~occupied_)) return true;
    return pos_.may_draw(them_, kPawn) && has_more_than_one(~occupied_ & kPawnDropSquares[them_]);
  }

  // The single checks among `checking` by a slider of `type` from afar:
  // the enemy drops a queen, rook, bishop or knight between (the squares
  // between are empty, and a drop exposes nothing), so none is mate.
  Bitboard blocked_by_a_drop(PieceType type, Bitboard checking) const {
    if (!enemy_draws_an_officer_ || type == kPawn || type == kKnight || type == kKing) return 0;
    return checking & ~attacks8::king(enemy_king_);
  }

  // Whether the enemy, its king placed, has a board move after any move
  // of ours that does not check. Its movers: knights, bishops, rooks and
  // queens, none pinned now, each with a first step (a square beside it
  // on its lines, or a knight's jump) not its side's. That step stays
  // one after our move, which can only make it a capture, unless the
  // move takes the mover or pins it: it takes at most one, and pins at
  // most one by landing and one by leaving a line, each on a line of the
  // enemy king. So four movers are enough, or two off the king's lines.
  bool enemy_keeps_a_board_move(Bitboard pinned) const {
    namespace a = attacks8;
    constexpr Bitboard kEverywhere = ~Bitboard{0};  // every ray stops at its first square
    const Bitboard own = pos_.pieces(them_), lines = a::queen(enemy_king_, 0);
    int movers = 0, unpinnable = 0;
    for (const PieceType type : {kKnight, kBishop, kRook, kQueen}) {  // (a type per loop: no lookup of it)
      for (Bitboard b = pos_.pieces(them_, type) & ~pinned; b;) {
        const int sq = pop_lsb(b);
        const Bitboard first_steps = type == kKnight ? a::knight(sq)
                                     : type == kBishop ? a::bishop(sq, kEverywhere)
                                     : type == kRook   ? a::rook(sq, kEverywhere)
                                                       : a::king(sq);
        if (!(first_steps & ~own)) continue;
        ++movers;
        unpinnable += !(lines & square_bb(sq));
        if (movers >= 4 || unpinnable >= 2) return true;
      }
    }
    return false;
  }

  [[gnu::noinline]] void find_whether_enemy_keeps_a_board_move() {
    enemy_can_move_ = enemy_keeps_a_board_move(pinned_);
  }

  // The enemy king's free steps before our move: squares beside it, not
  // its side's, that none of our pieces attacks with the king lifted.
  // None without the king.
  [[gnu::always_inline]] void find_free_steps() {
    free_steps_known_ = true;
    if (!pos_.king_placed(them_)) return;
    free_steps_ = attacks8::king(enemy_king_) & ~pos_.pieces(them_) &
                  ~(node_ ? node_->attacked() : pos_.attacked_by(us_, lifted()));
    if constexpr (M != DeckModel::deck) free_steps_of_both_colours_ = of_both_colours(free_steps_);
  }
  static bool of_both_colours(Bitboard squares) {
    return (squares & Geometry8::kDarkSquares) && (squares & ~Geometry8::kDarkSquares);
  }

  Bitboard lifted() const { return occupied_ ^ square_bb(enemy_king_); }

  // The drops of `type` onto `squares` after which no free step is left:
  // the dropped piece attacks every one (a drop only shortens our other
  // rays; one on a free step the king may take). A piece of the type on
  // s attacks the step f exactly where one on f would attack s (a pawn:
  // where one of theirs would).
  [[gnu::always_inline]] Bitboard drops_covering_every_step(PieceType type, Bitboard squares) {
    const Bitboard occupied = lifted();
    const Bitboard steps_left = free_steps_;  // (found by now: unsure_drops saw to it)
    const bool both_colours = M == DeckModel::deck ? of_both_colours(steps_left) : free_steps_of_both_colours_;
    if ((type == kKnight || type == kBishop || type == kPawn) && both_colours) return 0;
    Bitboard covering = squares;
    for (Bitboard steps = steps_left; steps && covering;)
      covering &= attacks_from(them_, type, pop_lsb(steps), occupied);
    return covering;
  }

  // Their pieces other than the king that take on `sq` (`occupied`: after
  // our move): one that our move cannot leave pinned is a legal reply, so
  // neither mate nor stalemate. (A pawn may take onto its last rank,
  // reserve or not.) None while their king is not placed: only a side
  // with its king placed moves on the board.
  Bitboard takers_of(int sq, Bitboard occupied) const {
    if (!pos_.king_placed(them_)) return 0;
    return pos_.attackers_to(sq, occupied, them_) & ~pos_.pieces(them_, kKing);
  }
  // Whether only the king's steps (or taking the checker) can answer a
  // single check by our `type` piece on `to`: nothing can come between (a
  // knight's or pawn's check, or one from beside the king) and no removing
  // joker is theirs to draw (an extra turn is no answer to check).
  bool neither_blocked_nor_removed(PieceType type, int to) const {
    if (type != kKnight && type != kPawn && !(attacks8::king(enemy_king_) & square_bb(to))) return false;
    return !(pos_.joker_rule() == JokerRule::remove && pos_.may_draw(them_, kJoker));
  }
  // Whether our checking drop of a `type` on `to`, which no piece of
  // theirs but the king attacks (the caller knows: a pinned one too could
  // take along its pin), mates: neither blocked nor removed, and no step
  // is left to the king once our other pieces' rays stop at the dropped
  // piece (it may shield a step, or be unguarded beside the king).
  bool drop_mates(PieceType type, int to) const {
    return neither_blocked_nor_removed(type, to) && !step_left(type, to, lifted() | square_bb(to), pos_.pieces(us_));
  }
  // Whether our checking board move of a `type` from `from` to `to` mates.
  // A `discoverer` of ours (alone between their king and one of our
  // sliders) that checks directly gives double check: along that line only
  // a piece that attacks along it checks, and that one would check now
  // (nothing stands between it and the king); a pawn keeps to a diagonal
  // only by taking there, a second piece between. So it left the line.
  // A double check leaves the king only its steps (a drop or a joker
  // blocks or removes one checker at most); so does a direct check that
  // is neither blocked nor removed and that no piece of theirs but the
  // king takes (`takers`, pinned or not). A check uncovered alone may be
  // blocked on the line: the child is made. Asked where keeps_a_step found
  // no step: every step the piece does not attack from `to` was attacked
  // by our other pieces with `to` empty; a piece of theirs taken on `to`
  // beside their king was no step then, and is asked alone. (Always
  // inlined: the type a constant for its attacks.)
  [[gnu::always_inline]] bool board_move_mates(PieceType type, int from, int to, bool discoverer,
                                               Bitboard takers) const {
    const Bitboard moved_to = square_bb(to);
    if (!(check_squares_[type] & moved_to)) return false;
    if (!discoverer && (takers || !neither_blocked_nor_removed(type, to))) return false;
    const Bitboard after = (lifted() ^ square_bb(from)) | moved_to, ours = pos_.pieces(us_) & ~square_bb(from);
    const Bitboard unattacked = attacks8::king(enemy_king_) & ~attacks_from(us_, type, to, after);
    if ((unattacked & pos_.pieces(them_) & moved_to) && !(pos_.attackers_to(to, after, us_) & ours)) return false;
    return !step_unshielded(to, after, ours, unattacked & ~pos_.pieces(them_));
  }
  // Whether the enemy king has a step once our `type` piece stands on `to`
  // (`after`: the occupancy then, the king lifted; `ours`: our other
  // pieces): a square beside it, not its side's (the piece taken on `to`
  // no longer is), attacked neither by `ours` nor by the piece on `to`.
  bool step_left(PieceType type, int to, Bitboard after, Bitboard ours) const {
    return attacks8::king(enemy_king_) & ~(pos_.pieces(them_) & ~square_bb(to)) & ~pos_.attacked_by(us_, after, ours) &
           ~attacks_from(us_, type, to, after);
  }
  // Whether one of `steps`, each attacked by `ours` with `to` empty, is no
  // longer once a piece stands on `to` (`after`: the occupancy then, the
  // king lifted). That piece only blocks: a step loses an attacker only
  // where a slider of ours sees `to` and the step sees it too, beyond it on
  // the slider's line (rays from `to` are those with `to` empty); only such
  // steps are asked again, most moves none, instead of our attack map.
  [[gnu::always_inline]] bool step_unshielded(int to, Bitboard after, Bitboard ours, Bitboard steps) const {
    namespace a = attacks8;
    const Bitboard seen_diagonally = a::bishop(to, after), seen_straight = a::rook(to, after);
    Bitboard beyond = 0;  // their lines through `to`, less the part from the slider to `to`
    for (Bitboard b = ours & ((seen_diagonally & diagonal()) | (seen_straight & straight())); b;) {
      const int slider = pop_lsb(b);
      beyond |= a::line(slider, to) & ~a::between(slider, to) & ~square_bb(slider);
    }
    for (Bitboard b = steps & (seen_diagonally | seen_straight) & beyond; b;)
      if (!(pos_.attackers_to(pop_lsb(b), after, us_) & ours)) return true;
    return false;
  }

  // Theirs that a board move of ours may leave pinned: alone between
  // their king and a slider of ours, or there with one piece of ours that
  // the move may take away. (The moved piece pins only pieces between it
  // and their king, which take it along that line, if at all, and stay
  // on it; a drop pins nothing else either and unpins at most.)
  Bitboard pinnable() {
    namespace a = attacks8;
    if (pinnable_known_) return pinnable_;
    pinnable_known_ = true;
    const Bitboard snipers = (a::rook(enemy_king_, 0) & straight()) | (a::bishop(enemy_king_, 0) & diagonal());
    for (Bitboard b = snipers; b;) {
      const Bitboard blockers = a::between(enemy_king_, pop_lsb(b)) & occupied_;
      const Bitboard theirs = blockers & pos_.pieces(them_);
      if (theirs && !has_more_than_one(theirs) && !has_more_than_one(blockers & pos_.pieces(us_))) pinnable_ |= theirs;
    }
    return pinnable_;
  }

  // Whether the enemy king keeps a free step after our `type` piece goes
  // from `from` to `to`: a square beside it, not its side's, that none of
  // our other pieces attacks with the king and the piece lifted (their
  // rays through `from` included) and the piece does not attack from
  // `to` (taking it on `to` is a step; its landing only blocks more).
  // Where the piece attacks every step from `to`, the answer is no without
  // the map (built only for an origin that needs it).
  [[gnu::always_inline]] bool keeps_a_step(PieceType type, int from, int to) {
    if (!pos_.king_placed(them_)) return false;
    const Bitboard left = lifted() ^ square_bb(from), occupied = left | square_bb(to);
    const Bitboard uncovered =
        attacks8::king(enemy_king_) & ~pos_.pieces(them_) & ~attacks_from(us_, type, to, occupied);
    if (!uncovered) return false;
    if (from != kept_from_) {
      kept_from_ = from;
      kept_steps_ = ~pos_.attacked_by(us_, left, pos_.pieces(us_) & ~square_bb(from));
    }
    return (kept_steps_ & uncovered) != 0;
  }

  Bitboard shifted(Bitboard b, int delta) const { return delta > 0 ? b << delta : b >> -delta; }

  const Position<M>& pos_;
  Tally& tally_;
  const Color us_, them_;
  const Bitboard occupied_;
  NodeAttacks<M>* const node_;
  bool enemy_can_move_ = false;
  bool enemy_draws_an_officer_ = false;
  int enemy_king_ = 0;
  std::array<Bitboard, kPieceTypeCount> check_squares_{};  // by the type of our piece; none without their king
  Bitboard discoverers_ = 0;
  Bitboard pinned_ = 0;  // theirs alone between their king and a slider of ours
  bool pinnable_known_ = false;
  Bitboard pinnable_ = 0;
  bool free_steps_known_ = false;
  Bitboard free_steps_ = 0;
  bool free_steps_of_both_colours_ = false;  // (found in the open model only)
  int kept_from_ = -1;      // the origin kept_steps_ was found for
  Bitboard kept_steps_ = 0;  // the squares none of our pieces but the one on kept_from_ attacks
};

}  // namespace perftkit::raindrop

namespace perftkit {

template <raindrop::DeckModel M>
  requires(M != raindrop::DeckModel::expected)
struct BulkLeafStats<raindrop::Position<M>> {
  using Tally = typename raindrop::StatColumnsOf<M>::Tally;
  static void tally_moves(const raindrop::Position<M>& pos, Tally& tally, raindrop::NodeAttacks<M>* node = nullptr,
                          const raindrop::NodeLines<M>* lines = nullptr) {
    raindrop::BulkStatSink<M> sink(pos, tally, node, lines);
    pos.visit_legal(sink);
  }
  // The children made without their key (nothing below reads it: the
  // leaves they make are unkeyed too), sharing the node's NodeAttacks and
  // NodeLines.
  static void tally_children(const raindrop::Position<M>& pos, Tally& tally) {
    typename raindrop::Position<M>::MoveList moves;
    pos.generate_legal(moves);
    raindrop::NodeAttacks<M> node(pos);
    const raindrop::NodeLines<M> lines(pos);
    for (const auto& m : moves)
      tally_moves(pos.play_unkeyed(m), tally, node.holds_after(m) ? &node : nullptr,
                  lines.holds_after(m) ? &lines : nullptr);
  }
};

}  // namespace perftkit

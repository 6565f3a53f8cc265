// The bulk statistics sink (chess/bulk_stats.h). A normal move checks
// directly when its destination is one its piece type attacks the enemy
// king from (the squares seen from the king through today's occupancy:
// the square a slider leaves cannot open its own line, since the enemy
// king is not in check before the move), and it uncovers a check when its
// piece is the only one between one of our sliders and that king and
// leaves the line. Nothing else about a normal move can check.
#include "chess/bulk_stats.h"

#include "chess/generate.h"
#include "chess/node_replies.h"
#include "chess/stat_columns.h"

namespace perftkit::chess {

Position Position::counted_child(Move m) const { return play_impl<false>(m); }

namespace {

using check_stats::Tally;

// Whether the side `us` to move in `pos`, whose king has no step to a
// safe square (the caller found none), has a legal move. In check (found
// with the generator's checks and pins): one checker, and a piece other
// than the king, not pinned, that takes it or steps between (a pinned
// piece never can: its line and the check's meet only at the king). The
// first such piece answers, where counting every move would generate them
// all. Not in check (a stalemate candidate), or where en passant, which
// empties two squares at once, may answer: counted.
template <Color us>
bool has_move_but_king_steps_for(const Position& pos) {
  using namespace attacks8;
  const MoverView<us, KingSafety::kPerSquare> view(pos);
  const ChecksAndPins threats = find_checks_and_pins(view);
  const Bitboard checkers = threats.checkers;
  if (!checkers) return pos.count_legal() != 0;
  if (has_more_than_one(checkers)) return false;
  if (pos.en_passant_square() >= 0) return pos.count_legal() != 0;
  const int ksq = view.ksq;
  const Bitboard occ = view.occ;
  const Bitboard movers = view.own & ~threats.pinned & ~pos.pieces(kKing);
  const Bitboard target = between(ksq, lsb(checkers)) | checkers;
  // Pawns take the checker, or push onto a square between, once or twice.
  const Bitboard pawns = movers & pos.pieces(kPawn);
  const Bitboard single = pawn_pushes(us, pawns) & ~occ;
  const Bitboard twice = pawn_pushes(us, single & rank_bb(relative_rank(us, 2))) & ~occ;
  if (((pawn_captures_west(us, pawns) | pawn_captures_east(us, pawns)) & checkers) | ((single | twice) & target))
    return true;
  const Bitboard rq = pos.pieces(kRook) | pos.pieces(kQueen), bq = pos.pieces(kBishop) | pos.pieces(kQueen);
  const Bitboard knights = movers & pos.pieces(kKnight), rq_movers = movers & rq, bq_movers = movers & bq;
  for (Bitboard b = target; b;) {
    const int sq = pop_lsb(b);
    if ((knight(sq) & knights) | (rook(sq, occ) & rq_movers) | (bishop(sq, occ) & bq_movers)) return true;
  }
  return false;
}

bool has_move_but_king_steps(const Position& pos) {
  return pos.side_to_move() == kWhite ? has_move_but_king_steps_for<kWhite>(pos)
                                      : has_move_but_king_steps_for<kBlack>(pos);
}

// Whether `pos` has a legal move: most often the king can step to a
// square no enemy piece attacks (with the king off the board, so a
// slider's line through it counts), which a few lookups show, in check or
// not; else has_move_but_king_steps decides.
bool has_legal_move(const Position& pos) {
  const Color side = pos.side_to_move();
  const int ksq = pos.king_square(side);
  const Bitboard without_king = pos.occupied() ^ G::bit(ksq);
  for (Bitboard b = attacks8::king(ksq) & ~pos.pieces(side); b;)
    if (!pos.attackers_to(pop_lsb(b), ~side, without_king)) return true;
  return has_move_but_king_steps(pos);
}

// The squares a piece of `type` and colour `us` on `sq` attacks through `occ`.
template <Color us>
Bitboard attacks_from(PieceType type, int sq, Bitboard occ) {
  using namespace attacks8;
  switch (type) {
    case kPawn: return pawn(us, sq);
    case kKnight: return knight(sq);
    case kBishop: return bishop(sq, occ);
    case kRook: return rook(sq, occ);
    case kQueen: return queen(sq, occ);
    default: return king(sq);
  }
}

// How the side `us` can check the enemy king: the squares each of its
// piece types attacks the king from, and its pieces alone between one of
// its sliders and the king (they check by leaving the line).
template <Color us>
struct CheckLines {
  int ksq;
  std::array<Bitboard, kPieceTypeCount> checks_from{};
  Bitboard discoverers = 0;
  // What `discoverers` reads: the squares between the king and each of our
  // sliders on its lines, and those sliders.
  Bitboard slider_lines = 0;

  explicit CheckLines(const Position& pos) : ksq(pos.king_square(~us)) {
    checks_from[kPawn] = attacks8::pawn(~us, ksq);  // where our pawn attacks the king from
    checks_from[kKnight] = attacks8::knight(ksq);
    set_slider_checks(pos.occupied());
    set_discoverers(pos);
  }
  // The lines in `child`, reached from the position of these lines by an
  // enemy move other than a king's that changed the squares `changed`:
  // the slider checks read only the squares the king sees (through the
  // old occupancy), the discoverers only `slider_lines`, so each carries
  // over unless the move touched them.
  CheckLines after_enemy_move(const Position& child, Bitboard changed) const {
    CheckLines next = *this;
    if (changed & checks_from[kQueen]) next.set_slider_checks(child.occupied());
    if (changed & slider_lines) next.set_discoverers(child);
    return next;
  }
  // Whether after_enemy_move would return these lines unchanged.
  bool hold_after_enemy_move(Bitboard changed) const { return !(changed & (checks_from[kQueen] | slider_lines)); }

 private:
  void set_slider_checks(Bitboard occ) {
    checks_from[kBishop] = attacks8::bishop(ksq, occ);
    checks_from[kRook] = attacks8::rook(ksq, occ);
    checks_from[kQueen] = checks_from[kBishop] | checks_from[kRook];
  }
  void set_discoverers(const Position& pos) {
    using namespace attacks8;
    const Bitboard own = pos.pieces(us), occ = pos.occupied();
    const Bitboard rq = pos.pieces(kRook) | pos.pieces(kQueen), bq = pos.pieces(kBishop) | pos.pieces(kQueen);
    discoverers = slider_lines = 0;
    for (Bitboard snipers = ((rook_rays(ksq) & rq) | (bishop_rays(ksq) & bq)) & own; snipers;) {
      const int sniper = pop_lsb(snipers);
      const Bitboard line = between(ksq, sniper);
      slider_lines |= line | G::bit(sniper);
      const Bitboard blockers = line & occ;
      if (blockers && !has_more_than_one(blockers)) discoverers |= blockers & own;
    }
  }
};

// The pawns of `side` that keep a push whatever one move of the other side
// does (but landing on the square ahead or taking the pawn): the square
// ahead empty, and on no line through their king (no move can pin them)
// or on its file (pinned there, a pawn still pushes).
template <Color side>
Bitboard robust_pushers(const Position& pos) {
  const int ksq = pos.king_square(side);
  const Bitboard lines = attacks8::rook_rays(ksq) | attacks8::bishop_rays(ksq);
  const Bitboard pin_safe = pos.pieces(side, kPawn) & (~lines | file_bb(G::file_of(ksq)));
  return pawn_pushes(~side, pawn_pushes(side, pin_safe) & ~pos.occupied());
}

// A checking leaf whose mate is left open: the replies of a depth-2 node
// tallied once for the children that multiply them (ChildrenStatSink)
// give the same checks in every such child, but whether a check mates
// depends on where the child's moved piece stands.
struct OpenCheck {
  Move move;
  MoveFacts facts;
  check_stats::LeafCheck check;
};

struct OpenChecks {
  static constexpr int kCapacity = 24;
  std::array<OpenCheck, kCapacity> checks;
  int size = 0;
  bool overflow = false;  // more than kCapacity: the children are made instead
  void add(const OpenCheck& check) {
    if (size == kCapacity) overflow = true;
    else checks[size++] = check;
  }
};

// What a leaf sink asks beyond popcounts: the position's check lines and
// stalemate squares, and the leaves whose columns need more (checks, moves
// onto a stalemate square, promotions, castling, en passant). Apart from
// StatSink's counters so that those can live in registers: this object's
// address goes to out-of-line calls, the counters' never does.
template <Color us, bool kMatesOpen>
class LeafResolver {
 public:
  // `may_stalemate`: false where the caller knows the enemy keeps a move
  // after any quiet move of ours (two robust pushers). `kMatesOpen`: the
  // checking leaves go to `open_checks`, counted as nodes (a normal
  // move's capture too) but not in their other columns, their mates left
  // open (the node's replies: `pos` is then the node, the other side to
  // move there).
  [[gnu::always_inline]] LeafResolver(const Position& pos, Tally& tally, const CheckLines<us>& lines,
                                      bool may_stalemate, OpenChecks* open_checks = nullptr)
      : pos_(pos),
        tally_(tally),
        lines_(lines),
        enemy_(pos.pieces(~us)),
        stalemate_squares_(may_stalemate ? find_stalemate_squares(pos, pos.occupied()) : 0),
        open_checks_(open_checks) {
    for (std::size_t t = 0; t < special_.size(); ++t) special_[t] = lines_.checks_from[t] | stalemate_squares_;
  }
  LeafResolver(const LeafResolver&) = delete;
  LeafResolver& operator=(const LeafResolver&) = delete;

  const Position& pos() const { return pos_; }
  Tally& tally() const { return tally_; }
  const CheckLines<us>& lines() const { return lines_; }
  Bitboard enemy() const { return enemy_; }
  // The squares a move of a `type` piece may check or stalemate on.
  Bitboard special(PieceType type) const { return special_[type]; }

  // Each promotion piece checks from its square through the occupancy
  // the pawn left: the king's lines through that occupancy, looked up once
  // for the four pieces (a queen checks where a rook or a bishop would).
  // Four promotions that neither check nor land on a stalemate square are
  // counted at once.
  [[gnu::noinline]] void promotions(Bitboard targets, int delta) {
    using namespace attacks8;
    const int ksq = lines_.ksq;
    while (targets) {
      const int to = pop_lsb(targets), from = to - delta;
      const Bitboard after = pos_.occupied() ^ G::bit(from), arrival = G::bit(to);
      // A promoting pawn never stays on the line it uncovers: beyond it
      // toward the last rank lies only its arrival square, where neither
      // our slider nor their king can stand.
      const bool discovered = (lines_.discoverers & G::bit(from)) != 0;
      const bool by_rook = rook(ksq, after) & arrival, by_bishop = bishop(ksq, after) & arrival;
      const bool by_knight = (lines_.checks_from[kKnight] & arrival) != 0;
      MoveFacts facts;
      facts.promotion = true;
      facts.capture = (enemy_ & arrival) != 0;
      if (!(discovered | by_rook | by_bishop | by_knight | ((arrival & stalemate_squares_) != 0))) {
        tally_.nodes += 4;
        tally_.counts[check_stats::kPromotions] += 4;
        tally_.counts[check_stats::kCaptures] += 4 * facts.capture;
        continue;
      }
      const auto promote = [&](PieceType t, bool direct, bool reply_known) {
        return add_promotion(Move(kPawn, from, to, MoveKind::kPromotion, t), facts, direct, discovered, arrival,
                             reply_known);
      };
      // A queen that checks without mating leaves a rook or bishop that
      // checks there no mate either: it checks along the same line, and
      // every reply to the queen answers it too (its attacks and pins are
      // some of the queen's, the rest of the board the same).
      const bool queen_answered = promote(kQueen, by_rook || by_bishop, false);
      promote(kRook, by_rook, queen_answered && by_rook);
      promote(kBishop, by_bishop, queen_answered && by_bishop);
      promote(kKnight, by_knight, false);
    }
  }
  // Whether a castling whose rook lands on `rook_to` may check: only the
  // rook can, from a rank or file of their king.
  [[gnu::always_inline]] bool castling_may_check(int rook_to) const {
    return attacks8::rook_rays(lines_.ksq) & G::bit(rook_to);
  }
  void single_move(Move m) {  // castling and en passant
    if (m.kind() == MoveKind::kCastling) add_castling(m);
    else if constexpr (!kMatesOpen) add_one(m);  // (in a node's replies, its en passant square is not theirs)
  }

  // Where one of our normal moves could leave the enemy without a legal
  // reply while not checking: the squares every "robust" enemy piece
  // dies on. A robust piece cannot be pinned by a move of ours, or pinned
  // still moves along the pin (below), and keeps a move whatever one
  // normal move of ours does, unless our piece lands on its square or,
  // for a pawn, on the square it pushes to: a knight or slider with a
  // square next to it along its moves not held by its own side (an enemy
  // piece there can be taken), a pawn with an empty square ahead. Two
  // robust pieces never share such a square, so with two no square is
  // left.
  Bitboard find_stalemate_squares(const Position& pos, Bitboard occ) const {
    using namespace attacks8;
    constexpr Color them = ~us;
    const Bitboard their = pos.pieces(them);
    // An officer off its king's lines cannot be pinned; a rook or queen on
    // a rank or file through it (a bishop or queen on a diagonal) pinned
    // along that line still has a move there: it takes the pinner.
    const Bitboard files_ranks = rook_rays(lines_.ksq), diagonals = bishop_rays(lines_.ksq);
    const Bitboard pin_safe = their & ~pos.pieces(kKing) & ~pos.pieces(kPawn) &
                              (~(files_ranks | diagonals) | (files_ranks & (pos.pieces(kRook) | pos.pieces(kQueen))) |
                               (diagonals & (pos.pieces(kBishop) | pos.pieces(kQueen))));
    // Pawns first, all at once: most positions have two that can push,
    // and then no square is left without a look at the other pieces.
    const Bitboard pushers = robust_pushers<them>(pos);
    if (has_more_than_one(pushers)) return 0;
    int robust = pushers ? 1 : 0;
    Bitboard squares = pushers ? pushers | pawn_pushes(them, pushers) : ~Bitboard{0};
    for (Bitboard b = pin_safe; b && robust < 2;) {
      const int sq = pop_lsb(b);
      const Bitboard bit = G::bit(sq);
      const Bitboard reach = pos.pieces(kKnight) & bit  ? knight(sq)
                             : pos.pieces(kBishop) & bit ? bishop(sq, occ)
                             : pos.pieces(kRook) & bit   ? rook(sq, occ)
                                                         : queen(sq, occ);
      if (reach & ~their) {
        ++robust;
        squares &= bit;
      }
    }
    return robust >= 2 ? Bitboard{0} : squares;
  }

  // StatSink::pawn_sets' moves where one may check or stalemate, or a
  // pawn of ours that may uncover a check (`discovering`) moved: each set
  // that holds such a move, to resolve.
  [[gnu::noinline]] void resolve_pawn_sets(Bitboard single, Bitboard twice, Bitboard west, Bitboard east,
                                           Bitboard discovering) {
    const auto set = [&](Bitboard targets, int delta) {
      const Bitboard moved = delta > 0 ? discovering << delta : discovering >> -delta;
      if (targets & (special_[kPawn] | moved)) resolve(targets, kPawn, -1, delta);
    };
    set(single, pawn_push_delta(us));
    set(twice, 2 * pawn_push_delta(us));
    set(west, pawn_west_delta(us));
    set(east, pawn_east_delta(us));
  }

#if PERFTKIT_SETWISE8
  // StatSink::officers_by_sets' moves of its knights, rooks and bishops
  // (not queens) that land where their type may check or stalemate:
  // each piece of a kind that landed so looks up its own squares among
  // them, to resolve.
  [[gnu::noinline]] void resolve_landings(Bitboard knights, Bitboard rooks, Bitboard bishops, Bitboard occ,
                                          const setwise8::AskedLandings& landed) {
    using namespace attacks8;
    const auto each = [&](Bitboard pieces, Bitboard squares, auto reach, PieceType type) {
      for (Bitboard b = squares ? pieces : 0; b;) {
        const int from = pop_lsb(b);
        if (const Bitboard targets = reach(from) & squares) resolve(targets, type, from, 0);
      }
    };
    each(knights, landed.jumps, [](int from) { return knight(from); }, kKnight);
    each(rooks, landed.straight, [&](int from) { return rook(from, occ); }, kRook);
    each(bishops, landed.diagonal, [&](int from) { return bishop(from, occ); }, kBishop);
  }
#endif

  // The moves of one StatSink call that must be looked at: the checking
  // ones (mate or check?) and the quiet ones that land on a stalemate
  // square. Each a Move(type, from, to), or Move(kPawn, to - delta, to)
  // where from < 0. (Their nodes and captures are counted already.)
  [[gnu::noinline]] void resolve(Bitboard targets, PieceType type, int from, int delta) {
    using namespace attacks8;
    const int ksq = lines_.ksq;
    const Bitboard direct = targets & lines_.checks_from[type];
    // A piece uncovers a check when it leaves the line; a pawn's origin
    // is its destination less the step.
    Bitboard discovered = 0;
    if (from >= 0) {
      if (lines_.discoverers & G::bit(from)) discovered = targets & ~line(from, ksq);
    } else {
      const Bitboard moved = lines_.discoverers & pos_.pieces(kPawn);
      for (Bitboard b = targets & (delta > 0 ? moved << delta : moved >> -delta); b;) {
        const int to = pop_lsb(b);
        if (!(line(to - delta, ksq) & G::bit(to))) discovered |= G::bit(to);
      }
    }
    const Bitboard danger = targets & ~(direct | discovered) & stalemate_squares_;
    const auto move_to = [&](int to) { return Move(type, from >= 0 ? from : to - delta, to); };
    auto& c = tally_.counts;
    // The enemy has a legal move when its king can step after ours (seen
    // from this position), else the child is made and asked.
    const auto has_reply = [&](int to) {
      const int origin = from >= 0 ? from : to - delta;
      return king_can_step_after(type, origin, to) || has_move_but_king_steps(pos_.counted_child(move_to(to)));
    };
    for (Bitboard b = danger; b;) c[check_stats::kStalemates] += !has_reply(pop_lsb(b));
    if constexpr (kMatesOpen) {
      for (Bitboard b = direct | discovered; b;) {
        const int to = pop_lsb(b);
        const Bitboard bit = G::bit(to);
        const check_stats::LeafCheck check{((direct & bit) != 0) + ((discovered & bit) != 0), (direct & bit) != 0,
                                           true};
        open_checks_->add({move_to(to), MoveFacts{}, check});  // (its capture is in the tally)
      }
      return;
    }
    Bitboard mates = 0;
    for (Bitboard b = direct | discovered; b;) {
      const int to = pop_lsb(b);
      if (!has_reply(to)) mates |= G::bit(to);
    }
    add_checks(direct, discovered, mates);
  }

 private:
  // Whether the enemy king has a square to step to after our normal move
  // of a `type` from `from` to `to`, without making it: a square next to
  // the king not held by its own side that none of our pieces attacks,
  // with the king off the board (a slider's line through it counts), our
  // piece gone from `from` and attacking from `to`. With at most two
  // knights and sliders of ours besides the moved piece (endgames, where
  // most leaves that check are), our attacks are looked up piece by piece
  // (one lookup each, the pawns by shifts) and the squares masked at once;
  // with more, all of them at once as sets where the machine has AVX-512
  // (geometry/setwise8.h), else each square is asked (several lookups a
  // square).
  bool king_can_step_after(PieceType type, int from, int to) const {
    using namespace attacks8;
    const Bitboard occ = ((pos_.occupied() ^ G::bit(from)) | G::bit(to)) ^ G::bit(lines_.ksq);
    Bitboard squares = king(lines_.ksq) & ~(enemy_ & ~G::bit(to)) & ~attacks_from<us>(type, to, occ);
    const Bitboard others = pos_.pieces(us) & ~G::bit(from);
    const Bitboard pawns = others & pos_.pieces(kPawn), kings = others & pos_.pieces(kKing);
    Bitboard officers = others & ~pawns & ~kings;
    if (!squares) return false;
    squares &= ~(pawn_captures_west(us, pawns) | pawn_captures_east(us, pawns));
    if (kings) squares &= ~king(lsb(kings));
    if (has_more_than_one(officers & (officers - 1))) {
#if PERFTKIT_SETWISE8
      const Bitboard queens = pos_.pieces(kQueen);
      return squares & ~setwise8::officer_attacks(officers & pos_.pieces(kKnight),
                                                   officers & (pos_.pieces(kRook) | queens),
                                                   officers & (pos_.pieces(kBishop) | queens), ~occ);
#else
      return squares && per_square_step(squares, from, occ);
#endif
    }
    while (officers && squares) {
      const int sq = pop_lsb(officers);
      const Bitboard bit = G::bit(sq);
      squares &= ~(pos_.pieces(kKnight) & bit   ? knight(sq)
                   : pos_.pieces(kBishop) & bit ? bishop(sq, occ)
                   : pos_.pieces(kRook) & bit   ? rook(sq, occ)
                                                : queen(sq, occ));
    }
    return squares != 0;
  }
  // king_can_step_after's test square by square.
  bool per_square_step(Bitboard squares, int from, Bitboard occ) const {
    while (squares)
      if (!(pos_.attackers_to(pop_lsb(squares), us, occ) & ~G::bit(from))) return true;
    return false;
  }

  // Checking normal moves, each to its square: `direct` (the arriving
  // piece checks) and `discovered` (it uncovers a check), `mates` those
  // that mate; their nodes and captures counted already. By square sets, as
  // check_stats::add_leaf counts one leaf: each check is one of three
  // kinds (a normal move cannot uncover two lines), counted with the
  // mates when it mates and with the checks otherwise.
  void add_checks(Bitboard direct, Bitboard discovered, Bitboard mates) {
    using namespace check_stats;
    auto& c = tally_.counts;
    if (!(discovered | mates)) {  // most often: direct checks, none mating
      const std::uint64_t n = popcount(direct);
      c[kChecks] += n;
      c[kDirectChecks] += n;
      return;
    }
    const Bitboard checking = direct | discovered, checks = checking & ~mates;
    const std::array<Bitboard, 3> kinds{direct & ~discovered, discovered & ~direct, direct & discovered};
    c[kChecks] += popcount(checking);
    c[kCheckmates] += popcount(mates);
    for (int kind = 0; kind < 3; ++kind) {
      c[kDirectMates + kind] += popcount(kinds[kind] & mates);
      c[kDirectChecks + kind] += popcount(kinds[kind] & checks);
    }
    c[kDiscoveryChecks] += popcount(kinds[1] & checks);
    c[kDoubleChecks] += popcount(kinds[2] & checks);
  }

  // One promotion whose checks are known: the child is made only to tell
  // mate from check (unless `reply_known`: it is not mate), or where it
  // lands on a stalemate square. Returns whether it leaves a reply known
  // (false where its mate is left open).
  bool add_promotion(Move m, const MoveFacts& facts, bool direct, bool discovered, Bitboard landing,
                     bool reply_known) {
    ++tally_.nodes;
    check_stats::LeafCheck check{direct + discovered, direct, true};
    if constexpr (kMatesOpen)
      if (direct || discovered) {
        open_checks_->add({m, facts, check});
        return false;
      }
    if (!reply_known && (direct || discovered || (landing & stalemate_squares_)))
      check.has_moves =
          king_can_step_after(m.promotion(), m.from(), m.to()) || has_move_but_king_steps(pos_.counted_child(m));
    check_stats::add_leaf(facts, check, tally_);
    return check.has_moves;
  }

  // Castling: only the rook can check, from its new square; the squares
  // king and rook leave uncover nothing. On a file or diagonal a back-rank
  // square is the line's end, never between two pieces; on the back rank
  // they lie inside the castling span, which holds nothing but our king
  // and rook, and those stand on it after castling too, between any
  // slider and king on either side of it. Most castlings are seen to
  // check nothing from the rook's square alone.
  void add_castling(Move m) {
    using namespace attacks8;
    const int rank = G::rank_of(m.from());
    const bool king_side = m.to() > m.from();
    const int king_to = G::square(king_side ? 6 : 2, rank), rook_to = arrival_square(m);
    bool checks = false;
    if (castling_may_check(rook_to)) {
      const Bitboard after = (pos_.occupied() ^ G::bit(m.from()) ^ G::bit(m.to())) | G::bit(king_to) | G::bit(rook_to);
      checks = (rook(lines_.ksq, after) & G::bit(rook_to)) != 0;
    }
    ++tally_.nodes;
    if (!(checks || ((G::bit(king_to) | G::bit(rook_to)) & stalemate_squares_))) {  // most castlings
      ++tally_.counts[check_stats::kCastles];
      return;
    }
    MoveFacts facts;
    facts.castling = true;
    check_stats::LeafCheck check{checks ? 1 : 0, checks, true};
    if constexpr (kMatesOpen)
      if (checks) return open_checks_->add({m, facts, check});
    if (checks || ((G::bit(king_to) | G::bit(rook_to)) & stalemate_squares_))
      check.has_moves = has_legal_move(pos_.counted_child(m));
    check_stats::add_leaf(facts, check, tally_);
  }

  // En passant, classified from its child as the reference does
  // (chess/stat_columns.h): it empties two squares, which can uncover two
  // checks at once, and takes a pawn off a square it does not land on.
  void add_one(Move m) {
    ++tally_.nodes;
    const Position child = pos_.counted_child(m);
    const Bitboard checkers = child.checkers();
    const check_stats::LeafCheck check{popcount(checkers), (checkers & G::bit(m.to())) != 0, has_legal_move(child)};
    check_stats::add_leaf(pos_.move_facts(m), check, tally_);
  }

  const Position& pos_;
  Tally& tally_;
  const CheckLines<us>& lines_;  // (a copy here stalled on the caller's fresh stores of it)
  const Bitboard enemy_;
  const Bitboard stalemate_squares_;
  OpenChecks* const open_checks_;
  std::array<Bitboard, kPieceTypeCount> special_;
};

// The leaf sink: every normal move counted by popcounts into two counters
// held here (added to the tally when the sink goes: adding to the tally
// per call chained the calls through memory), the rest to `leaves`.
template <Color us, bool kMatesOpen = false>
class StatSink {
 public:
  explicit StatSink(LeafResolver<us, kMatesOpen>& leaves) : leaves_(leaves) {}
  ~StatSink() {
    leaves_.tally().nodes += nodes_;
    leaves_.tally().counts[check_stats::kCaptures] += captures_;
  }
  StatSink(const StatSink&) = delete;
  StatSink& operator=(const StatSink&) = delete;

  // Every move is counted, and each capture (a checking one too); only a
  // call with a move that may check or stalemate (its square one its
  // piece checks from or a stalemate square, or its piece one that may
  // uncover a check) goes on to LeafResolver::resolve.
  [[gnu::always_inline]] void piece_moves(PieceType type, int from, Bitboard targets) {
    if (!targets) return;  // (a piece without a move uncovers nothing)
    count(targets);
    if ((targets & leaves_.special(type)) | (leaves_.lines().discoverers & G::bit(from))) [[unlikely]]
      leaves_.resolve(targets, type, from, 0);
  }
  // A set of pawns' moves, not promotions, by kind: one step, two steps,
  // taking west and east. A diagonal step always takes (en passant comes
  // as a single move) and a push never does; the squares one step and two
  // steps ahead differ, so the pushes are one popcount. Only where one of
  // the sets lands on a square a pawn may check or stalemate from, or a
  // pawn of ours may uncover a check, are they looked at one by one.
  [[gnu::always_inline]] void pawn_sets(Bitboard single, Bitboard twice, Bitboard west, Bitboard east) {
    const std::uint64_t taking = popcount(west) + popcount(east);
    nodes_ += popcount(single | twice) + taking;
    captures_ += taking;
    const Bitboard discovering = leaves_.lines().discoverers & leaves_.pos().pieces(kPawn);
    if (((single | twice | west | east) & leaves_.special(kPawn)) | discovering) [[unlikely]]
      leaves_.resolve_pawn_sets(single, twice, west, east, discovering);
  }
  // (The generator asks for each direction once one promotes: most are empty.)
  [[gnu::always_inline]] void promotions(Bitboard targets, int delta) {
    if (targets) leaves_.promotions(targets, delta);
  }
  void single_move(Move m) { leaves_.single_move(m); }
  // A standard castling, whose squares are the generator's constants:
  // one that cannot check is counted here, without a call; the rest as
  // single moves. (A standard castling never lands on a stalemate square:
  // those are their robust pieces' squares and the squares ahead of their
  // robust pawns, and a pawn of theirs one step ahead of the king's or
  // the rook's destination attacks a square the king stands on or
  // crosses.)
  [[gnu::always_inline]] void standard_castling(Move m, const CastlingPath& path) {
    if (leaves_.castling_may_check(path.rook_to)) [[unlikely]] return leaves_.single_move(m);
    ++nodes_;
    ++leaves_.tally().counts[check_stats::kCastles];
  }
#if PERFTKIT_SETWISE8
  // Three or more unpinned knights and sliders, none of which may uncover
  // a check: their moves and captures as sets. Which moves may check or
  // stalemate: the lanes ask the rook's, the bishop's and the knight's
  // squares, and where one lands there, the rooks, bishops or knights
  // (not the queens) look up their own moves there, to resolve; each
  // queen looks up its moves against the queen's squares. (Asked of the
  // lanes, the queen's squares would send every rook and bishop to look
  // again: row 77 of results/statistics/perf-log.md.)
  [[gnu::always_inline]] bool officers_by_sets(Bitboard knights, Bitboard rook_movers, Bitboard bishop_movers,
                                               Bitboard empty, Bitboard movable) {
    const Bitboard pieces = knights | rook_movers | bishop_movers;
    if (!has_more_than_one(pieces & (pieces - 1)) || (pieces & leaves_.lines().discoverers)) return false;
    setwise8::AskedLandings landed;
    const setwise8::MovesAndCaptures counted = setwise8::officer_moves_landing(
        knights, rook_movers, bishop_movers, empty, movable, leaves_.enemy(), leaves_.special(kRook),
        leaves_.special(kBishop), leaves_.special(kKnight), landed);
    nodes_ += counted.moves;
    captures_ += counted.captures;
    const Bitboard queens = rook_movers & bishop_movers;
    if (landed.straight | landed.diagonal | landed.jumps) [[unlikely]]
      leaves_.resolve_landings(knights, rook_movers & ~queens, bishop_movers & ~queens, ~empty, landed);
    for (Bitboard b = queens; b;) {
      const int from = pop_lsb(b);
      const Bitboard targets = attacks8::queen(from, ~empty) & movable;
      if (targets & leaves_.special(kQueen)) [[unlikely]] leaves_.resolve(targets, kQueen, from, 0);
    }
    return true;
  }
#endif

 private:
  [[gnu::always_inline]] void count(Bitboard targets) {
    nodes_ += popcount(targets);
    captures_ += popcount(targets & leaves_.enemy());
  }

  LeafResolver<us, kMatesOpen>& leaves_;
  std::uint64_t nodes_ = 0, captures_ = 0;
};

// The generator with the statistics sink: one instance for each side and
// king test.
template <Color us, KingSafety safety = KingSafety::kPerSquare>
[[gnu::noinline]] void tally_with(const Position& pos, Tally& tally, const CheckLines<us>& lines, bool may_stalemate) {
  LeafResolver<us, false> leaves(pos, tally, lines, may_stalemate);
  StatSink<us> sink(leaves);
  generate_moves_for<us, StatSink<us>, safety>(pos, sink);
}

template <Color us>
void tally_moves_for(const Position& pos, Tally& tally) {
  tally_with<us>(pos, tally, CheckLines<us>(pos), true);
}

// The sink of a depth-2 node, `us` to move: makes each legal move as the
// generator finds it (ordinary moves without the move encoding or play()'s
// dispatch) and tallies the child's moves. The children share what their
// tallies read of our king: after an ordinary move, not our king's, the
// lines their side checks it along carry over where the move did not touch
// them, and two of our robust pawns that the move neither moved nor
// blocked leave no stalemate square. `safety`: how the children made by
// ordinary moves test their king's squares (children_use_attack_map).
template <Color us, KingSafety safety>
class ChildrenStatSink {
 public:
  ChildrenStatSink(const Position& pos, Tally& tally)
      : pos_(pos),
        tally_(tally),
        lines_(pos),
        pushers_(robust_pushers<us>(pos)),
        multiplied_(multiplied_squares(pos, lines_, pushers_)) {}

  [[gnu::always_inline]] void piece_moves(PieceType type, int from, Bitboard targets) {
    if (kMultiplies && type != kKing && (multiplied_.others & G::bit(from))) {
      const Bitboard multiplied = targets & (type == kKnight   ? multiplied_.others
                                             : type == kRook   ? multiplied_.rooks_to
                                             : type == kBishop ? multiplied_.bishops_to
                                                               : multiplied_.rooks_to & multiplied_.bishops_to);
      targets ^= multiplied;
      if (multiplied) multiply(multiplied, [&](int to) { return pos_.counted_normal_child<us>(type, from, to); });
    }
    while (targets) {
      const int to = pop_lsb(targets);
      const Position child = pos_.counted_normal_child<us>(type, from, to);
      if (type == kKing) tally_moves_for<~us>(child, tally_);
      else tally_after(child, from, to);
    }
  }
  [[gnu::always_inline]] void pawn_moves(Bitboard targets, int delta) {
    const bool double_push = delta == 2 * pawn_push_delta(us);
    if (kMultiplies && (delta == pawn_push_delta(us) || double_push)) {
      // Both squares outside the region; a double push only where it
      // leaves no en passant square.
      const Bitboard left = multiplied_.others;
      Bitboard multiplied = targets & left & (delta > 0 ? left << delta : left >> -delta);
      if (double_push) multiplied &= double_pushes_without_en_passant<us>(pos_);
      targets ^= multiplied;
      if (multiplied)
        multiply(multiplied, [&](int to) { return pos_.counted_normal_child<us>(kPawn, to - delta, to); });
    }
    while (targets) {
      const int to = pop_lsb(targets), from = to - delta;
      tally_after(double_push ? pos_.counted_normal_child<us, true>(kPawn, from, to)
                              : pos_.counted_normal_child<us>(kPawn, from, to),
                  from, to);
    }
  }
  void promotions(Bitboard targets, int delta) {
    while (targets) {
      const int to = pop_lsb(targets);
      Position child = pos_.counted_promotion_child<us>(to - delta, to);
      tally_moves_for<~us>(child, tally_);
      child.for_each_under_promotion(to, [&] { tally_moves_for<~us>(child, tally_); });
    }
  }
  void single_move(Move m) { tally_moves_for<~us>(pos_.counted_child(m), tally_); }

  // The multiplied children, each this node's replies: added once, when
  // the generator is done (per call, the columns' multiplications cost
  // the start position 2 % of its instructions).
  void add_multiplied() {
    if (!multiplied_children_) return;
    tally_.nodes += multiplied_children_ * replies_.nodes;
    for (std::size_t c = 0; c < replies_.counts.size(); ++c)
      tally_.counts[c] += multiplied_children_ * replies_.counts[c];
  }

 private:
  static constexpr bool kMultiplies = safety == KingSafety::kPerSquare;

  // The squares a quiet move of our knight, slider or pawn (a push) must
  // leave from and go to for its child to be counted as this node's
  // replies (multiplied, not expanded): outside stats_reply_region, not an
  // enemy piece's, and, for the stalemates, leaving two robust pawns of
  // ours (none where this node cannot keep two, or its children test their
  // king's squares with the attack map: there an open king's region covers
  // most moves, as plain perft found). `rooks_to` (`bishops_to`): where a
  // slider of that kind may go to, a queen where both may; `others`: where
  // any piece may leave from, a knight or pawn go to.
  struct MultipliedSquares {
    Bitboard rooks_to = 0, bishops_to = 0, others = 0;
  };
  static MultipliedSquares multiplied_squares(const Position& pos, const CheckLines<~us>& lines, Bitboard pushers) {
    if (!kMultiplies || !has_more_than_one(pushers)) return {};
    const StatsReplyRegion region = stats_reply_region<us>(pos, lines.checks_from[kQueen]);
    Bitboard allowed = ~pos.pieces(~us);
    // With two, neither may push nor be blocked.
    if (!has_more_than_one(pushers & (pushers - 1))) allowed &= ~pushers & ~pawn_pushes(us, pushers);
    return {~region.rooks_enter & allowed, ~region.bishops_enter & allowed, ~region.others & allowed};
  }

  // The children `child(to)` for each square of `tos`: each has this
  // node's replies, every column but the mates of their checks, which
  // depend on where our piece went.
  template <class MakeChild>
  void multiply(Bitboard tos, MakeChild&& child) {
    if (!replies_counted_) count_replies();
    if (open_checks_.overflow) [[unlikely]] {
      for (Bitboard b = tos; b;) tally_moves_for<~us>(child(pop_lsb(b)), tally_);
      return;
    }
    multiplied_children_ += popcount(tos);
    if (!open_checks_.size) return;
    for (Bitboard b = tos; b;) {
      const Position made = child(pop_lsb(b));
      for (int i = 0; i < open_checks_.size; ++i) {
        const OpenCheck& open = open_checks_.checks[i];
        check_stats::LeafCheck check = open.check;
        check.has_moves = has_legal_move(made.counted_child(open.move));
        check_stats::add_leaf(open.facts, check, tally_);
      }
    }
  }
  // Their replies here, as if they were to move (the children that
  // multiply keep two robust pawns of ours: no stalemate).
  void count_replies() {
    replies_counted_ = true;
    LeafResolver<~us, true> leaves(pos_, replies_, lines_, false, &open_checks_);
    StatSink<~us, true> sink(leaves);
    generate_moves_for<~us, StatSink<~us, true>, KingSafety::kPerSquare>(pos_, sink);
  }

  void tally_after(const Position& child, int from, int to) {
    const Bitboard pushers = pushers_ & ~G::bit(from) & ~pawn_pushes(~us, G::bit(to));
    const auto tally = [&](const CheckLines<~us>& lines) {
      tally_with<~us, safety>(child, tally_, lines, !has_more_than_one(pushers));
    };
    // Most moves leave the lines as they are: the node's, not a copy.
    const Bitboard changed = G::bit(from) | G::bit(to);
    if (lines_.hold_after_enemy_move(changed)) tally(lines_);
    else tally(lines_.after_enemy_move(child, changed));
  }

  const Position& pos_;
  Tally& tally_;
  const CheckLines<~us> lines_;  // how their side checks our king here
  const Bitboard pushers_;       // our robust pawns here
  const MultipliedSquares multiplied_;
  bool replies_counted_ = false;
  std::uint64_t multiplied_children_ = 0;  // the children counted as `replies_`
  Tally replies_;            // their replies here but their checks' columns other than captures
  OpenChecks open_checks_;   // and their checks
};

template <Color us, KingSafety safety>
void tally_children_with(const Position& pos, Tally& tally) {
  ChildrenStatSink<us, safety> sink(pos, tally);
  // The node itself asks per square: its side's enemy has every piece.
  generate_moves_for<us, ChildrenStatSink<us, safety>, KingSafety::kPerSquare>(pos, sink);
  sink.add_multiplied();
}

template <Color us>
void tally_children_for(const Position& pos, Tally& tally) {
  if (children_use_attack_map(pos)) tally_children_with<us, KingSafety::kAttackMap>(pos, tally);
  else tally_children_with<us, KingSafety::kPerSquare>(pos, tally);
}

}  // namespace

void tally_moves(const Position& pos, check_stats::Tally& tally) {
  if (pos.side_to_move() == kWhite) tally_moves_for<kWhite>(pos, tally);
  else tally_moves_for<kBlack>(pos, tally);
}

void tally_children(const Position& pos, check_stats::Tally& tally) {
  if (pos.side_to_move() == kWhite) tally_children_for<kWhite>(pos, tally);
  else tally_children_for<kBlack>(pos, tally);
}

}  // namespace perftkit::chess

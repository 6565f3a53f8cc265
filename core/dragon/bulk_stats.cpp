// The 10x10 game's bulk statistics sink (dragon/bulk_stats.h).
//
// Why most moves need no make. A normal move checks directly when its
// destination is one its piece type attacks the enemy king from (the
// squares seen from the king through today's occupancy: the square a
// slider leaves cannot open its own line, since the enemy king is not in
// check before our move), and it uncovers a check when its piece is the
// only one between one of our sliders and that king and leaves the segment
// between them. Nothing else checks: knights, Dragons and pawns leap or
// strike one square, so only a slider's line can be opened. (No piece of
// ours passes the enemy king along the line: a Dragon, the one that could
// leap over it, would check it from the two squares next to it on the
// segment.)
//
// A quiet move (no check) leaves the enemy a legal move while two of its
// pieces are "robust": a pawn with the square ahead empty that no move can
// pin (off its king's lines, or on its file, where a pinned pawn still
// pushes), or a knight, Dragon or slider with a square of its moves not
// held by its own side, that no move can pin or that pinned still moves
// (off its king's lines; a rook or queen on a rank or file through the
// king, a bishop or queen on a diagonal: they take the pinner; a Dragon
// anywhere: it steps or leaps along the pin onto the pinner or toward it).
// One move of ours kills a robust piece only by landing on its square
// (or, for a pawn, on the square it pushes to): it can take, pin or
// block nothing else of it, and a square of ours it reached stays
// takeable. So with two robust pieces no quiet move stalemates; with one,
// only those landing on its squares may; with none, any.
#include "dragon/bulk_stats.h"

#include <array>

#include "dragon/count_two_plies.h"

namespace perftkit::dragon {
namespace {

using check_stats::Tally;

// The pawns of `side` (its king on `ksq`) with the square ahead empty
// that no move can pin: off their king's lines, or on its file (a pinned
// pawn still pushes there).
template <Color side>
Bitboard robust_pushers(const Position& pos, int ksq, Bitboard occ) {
  namespace A = attacks10;
  using Pawn = generator::PawnGeometry<side>;
  const Bitboard king_lines = A::rook_rays(ksq) | A::bishop_rays(ksq);
  const Bitboard pin_safe = pos.pieces(side, kPawn) & (~king_lines | G::file_mask(G::file_of(ksq)));
  return Pawn::shift(Pawn::up(pin_safe) & ~occ, -Pawn::kUp);
}

// `side`'s rooks and queens, its bishops and queens, and those of them on
// the lines of the king on `ksq`.
template <Color side>
Bitboard straight_sliders(const Position& pos) {
  return pos.pieces(side, kRook) | pos.pieces(side, kQueen);
}
template <Color side>
Bitboard diagonal_sliders(const Position& pos) {
  return pos.pieces(side, kBishop) | pos.pieces(side, kQueen);
}
template <Color side>
Bitboard snipers_at(const Position& pos, int ksq) {
  return (attacks10::rook_rays(ksq) & straight_sliders<side>(pos)) |
         (attacks10::bishop_rays(ksq) & diagonal_sliders<side>(pos));
}

// `side`'s knights, Dragons and sliders that no move can pin, or that
// pinned still move (the file's comment), its king on `ksq`.
template <Color side>
Bitboard pin_safe_officers(const Position& pos, int ksq) {
  namespace A = attacks10;
  const Bitboard files_ranks = A::rook_rays(ksq), diagonals = A::bishop_rays(ksq);
  const Bitboard officers = pos.pieces(side) & ~pos.pieces(side, kPawn) & ~pos.pieces(side, kKing);
  return officers & (~(files_ranks | diagonals) | (files_ranks & straight_sliders<side>(pos)) |
                     (diagonals & diagonal_sliders<side>(pos)) | pos.pieces(side, kDragon));
}

// Of pin_safe_officers, those with two squares or more beside them along
// their moves (a knight's or Dragon's leaps, a slider's first square on
// each of its lines) not held by their side. A move of that side other
// than its king's keeps such a piece robust unless it moves the piece:
// it can fill one of those squares at most, and block none (nothing lies
// between a piece and a square beside it).
template <Color side>
Bitboard officers_with_two_exits(const Position& pos, int ksq) {
  namespace A = attacks10;
  const Bitboard open = ~pos.pieces(side) & G::all_squares();
  Bitboard result = 0;
  for (Bitboard b = pin_safe_officers<side>(pos, ksq); b;) {
    const int sq = pop_lsb(b);
    const Bitboard bit = G::bit(sq);
    const Bitboard beside = pos.pieces(side, kKnight) & bit   ? A::knight(sq)
                            : pos.pieces(side, kDragon) & bit ? A::dragon(sq)
                            : pos.pieces(side, kBishop) & bit ? A::king(sq) & A::bishop_rays(sq)
                            : pos.pieces(side, kRook) & bit   ? A::king(sq) & A::rook_rays(sq)
                                                              : A::king(sq);
    if (has_more_than_one(beside & open)) result |= bit;
  }
  return result;
}

// How `Us`'s moves check the enemy king: the squares each piece type
// checks from, and our pieces that uncover a check by leaving the segment
// between one of our sliders and the king (each with its line: a square
// is on one line through the king, so each has one), and their pieces on
// those segments that our move may pin. A move of the enemy (not its
// king's, not castling) that leaves and enters no square of `region`
// leaves all of it as it is: `region` holds the squares the king's lines
// see (what a slider's check squares read) and every segment between the
// king and a slider of ours on its lines, with the slider (what the
// discoverers and the pinnable pieces read: the enemy move can block, open
// or take nothing else of theirs). So a depth-2 node makes it once for
// most of its children.
template <Color Us>
class CheckView {
 public:
  static constexpr Color Them = ~Us;
  struct Line {
    Bitboard segment;
    int slider;
  };

  explicit CheckView(const Position& pos) : ksq_(lsb(pos.pieces(Them, kKing))) {
    namespace A = attacks10;
    const Bitboard occ = pos.occupied();
    checks_from_[kPawn] = A::pawn(Them, ksq_);  // where our pawn attacks the king from
    checks_from_[kKnight] = A::knight(ksq_);
    checks_from_[kDragon] = A::dragon(ksq_);
    checks_from_[kBishop] = A::bishop(ksq_, occ);
    checks_from_[kRook] = A::rook(ksq_, occ);
    checks_from_[kQueen] = checks_from_[kBishop] | checks_from_[kRook];
    region_ = checks_from_[kQueen];
    const Bitboard own = pos.pieces(Us);
    for (Bitboard snipers = snipers_at<Us>(pos, ksq_); snipers;) {
      const int slider = pop_lsb(snipers);
      const Bitboard between = A::between(ksq_, slider);
      region_ |= between | G::bit(slider);
      const Bitboard blockers = between & occ, theirs = blockers & ~own;
      if (theirs && !has_more_than_one(theirs) && popcount(blockers & own) <= 1) pinnable_ |= theirs;
      if (!blockers || has_more_than_one(blockers) || !(blockers & own)) continue;
      discoverers_ |= blockers;
      lines_[discoverer_count_] = {between, slider};
      discoverer_squares_[discoverer_count_++] = static_cast<std::uint8_t>(lsb(blockers));
    }
  }

  // Whether the view holds after an enemy move from `from` to `to` that
  // is not castling (never after a king step: the square next to the king
  // is on its lines).
  [[gnu::always_inline]] bool holds_after(int from, int to) const {
    return !(region_ & (G::bit(from) | G::bit(to)));
  }
  int king_square() const { return ksq_; }  // the enemy king's
  Bitboard checks_from(PieceType type) const { return checks_from_[type]; }
  Bitboard discoverers() const { return discoverers_; }
  // The enemy's pieces that a move of ours may leave pinned: each alone
  // between its king and a slider of ours, or with only a piece of ours
  // beside it there (that piece may leave the line).
  Bitboard pinnable() const { return pinnable_; }
  const Line& line_of(int discoverer) const {
    for (int i = 0;; ++i)
      if (discoverer_squares_[i] == discoverer) return lines_[i];
  }

 private:
  const int ksq_;
  std::array<Bitboard, kPieceTypeCount> checks_from_{};  // by the type of our piece (none for the king)
  Bitboard discoverers_ = 0;
  Bitboard pinnable_ = 0;
  Bitboard region_ = 0;
  std::array<Line, 8> lines_;
  std::array<std::uint8_t, 8> discoverer_squares_;
  int discoverer_count_ = 0;
};

// Which steps of the enemy king (squares beside it) nothing of ours
// attacks in `pos` with the king lifted, asked once per step.
template <Color Us>
class StepFreedom {
 public:
  StepFreedom(const Position& pos, int ksq) : pos_(pos), ksq_(ksq) {}

  bool is_free(int sq) {
    const Bitboard bit = G::bit(sq);
    if (!(asked_ & bit)) {
      asked_ |= bit;
      if (!attacked_by(pos_, sq, Us, pos_.occupied() ^ G::bit(ksq_))) free_ |= bit;
    }
    return (free_ & bit) != 0;
  }
  Bitboard known_attacked() const { return asked_ & ~free_; }
  Bitboard known_free() const { return free_; }

 private:
  const Position& pos_;
  const int ksq_;
  Bitboard asked_ = 0, free_ = 0;
};

// A depth-2 node's StepFreedom of its king (whose attackers are the
// children's leaves' side): shared by the children after whose move a step
// free in the node is free. Such a step turns attacked only where the move
// leaves a square of its lines up to their first piece (the king lifted):
// entering a square blocks, taking a piece removes an attacker. So an
// answer "free" holds after any other move, and after a king step too
// (the child's occupancy with its king lifted is the node's with the king
// lifted but on a square it took, which no slider of ours sees: the step
// is legal, so none sees through it either); an answer "attacked" that no
// longer holds (the move blocked or took the attacker) only sends a check
// on to the exact tests, which cost less than asking the child's steps
// anew.
template <Color Us>
class NodeSteps {
 public:
  NodeSteps(const Position& node, int ksq) : freedom_(node, ksq) {
    namespace A = attacks10;
    const Bitboard lifted = node.occupied() ^ G::bit(ksq);
    for (Bitboard steps = A::king(ksq) & ~node.pieces(~Us); steps;) lines_ |= A::queen(pop_lsb(steps), lifted);
  }

  [[gnu::always_inline]] bool holds_after(int from, bool king_moved) const {
    return king_moved || !(G::bit(from) & lines_);
  }
  StepFreedom<Us>& freedom() { return freedom_; }

 private:
  StepFreedom<Us> freedom_;
  Bitboard lines_ = 0;  // the squares seen from the steps
};

// What a node's leaves need beyond popcounts: how our moves check the
// enemy king (its CheckView), where a quiet move may stalemate, and the
// leaves that are made (checks, moves onto those squares, promotions that
// may check or stalemate, castling, en passant), tallied into the node's
// tally.
template <Color Us>
class LeafResolver {
 public:
  static constexpr Color Them = ~Us;

  // `may_stalemate` false: the enemy has two robust pieces (the file's
  // comment), as the caller knows.
  LeafResolver(const Position& pos, const CheckView<Us>& view, Tally& tally, bool may_stalemate,
               StepFreedom<Us>* node_steps)
      : pos_(pos),
        view_(view),
        tally_(tally),
        enemy_(pos.pieces(Them)),
        ksq_(view.king_square()),
        own_steps_(pos, ksq_),
        steps_(node_steps ? *node_steps : own_steps_) {
    if (may_stalemate) stalemate_squares_ = find_stalemate_squares(pos.occupied());
    plain_checks_ = !(view.discoverers() | stalemate_squares_);
  }

  Bitboard enemy() const { return enemy_; }

  // The checking moves among `targets` and those that may stalemate,
  // made (their nodes and captures are the caller's).
  [[gnu::always_inline]] void resolve_piece_moves(PieceType type, int from, Bitboard targets) {
    const Bitboard direct = targets & view_.checks_from(type);
    if (plain_checks_) {
      if (direct) [[unlikely]] {
        // Most checks keep a step already found free: counted here, with
        // no call; the rest go to make_each (a leaper's several checks
        // all of them: it asks them together).
        if ((type == kKnight || type == kDragon) && has_more_than_one(direct)) {
          make_each(direct, direct, 0, type, from, 0);
          return;
        }
        Bitboard unanswered = 0;
        for (Bitboard b = direct; b;) {
          const int to = pop_lsb(b);
          if (!keeps_a_known_step(type, from, to)) unanswered |= G::bit(to);
        }
        const int answered = popcount(direct ^ unanswered);
        tally_.counts[check_stats::kChecks] += answered;
        tally_.counts[check_stats::kDirectChecks] += answered;
        if (unanswered) make_each(unanswered, unanswered, 0, type, from, 0);
      }
      return;
    }
    const Bitboard discovered =
        view_.discoverers() & G::bit(from) ? targets & ~view_.line_of(from).segment : Bitboard{};
    const Bitboard special = direct | discovered | (targets & stalemate_squares_);
    if (special) [[unlikely]]
      make_each(special, direct, discovered, type, from, 0);
  }

  [[gnu::always_inline]] void resolve_pawn_moves(Bitboard targets, int delta) {
    const Bitboard direct = targets & view_.checks_from(kPawn);
    if (plain_checks_) {
      if (direct) [[unlikely]]
        make_each(direct, direct, 0, kPawn, -1, delta);
      return;
    }
    Bitboard discovered = 0;
    for (Bitboard b = targets & shifted(view_.discoverers() & pos_.pieces(Us, kPawn), delta); b;) {
      const int to = pop_lsb(b);
      if (!(view_.line_of(to - delta).segment & G::bit(to))) discovered |= G::bit(to);
    }
    const Bitboard special = direct | discovered | (targets & stalemate_squares_);
    if (special) [[unlikely]]
      make_each(special, direct, discovered, kPawn, -1, delta);
  }

  // Each promotion piece checks from its square through the occupancy
  // the pawn left (a rook on e10 from e9 sees the e-file). The five are
  // counted at once; only those that check or may stalemate are asked more.
  [[gnu::noinline]] void promotions(Bitboard targets, int delta) {
    namespace A = attacks10;
    constexpr int kPieces = std::size(kPromotionTypes);
    while (targets) {
      const int to = pop_lsb(targets), from = to - delta;
      const Bitboard after = pos_.occupied() ^ G::bit(from), arrival = G::bit(to);
      tally_.nodes += kPieces;
      tally_.counts[check_stats::kPromotions] += kPieces;
      tally_.counts[check_stats::kCaptures] += kPieces * ((enemy_ & arrival) != 0);
      const bool discovered = (view_.discoverers() & G::bit(from)) && !(view_.line_of(from).segment & arrival);
      // (The square the pawn leaves changes the king's lines only where it lies on them.)
      const Bitboard straight = A::rook_rays(ksq_) & G::bit(from) ? A::rook(ksq_, after) : view_.checks_from(kRook);
      const Bitboard diagonal =
          A::bishop_rays(ksq_) & G::bit(from) ? A::bishop(ksq_, after) : view_.checks_from(kBishop);
      const bool by_rook = straight & arrival, by_bishop = diagonal & arrival;
      const bool by_knight = view_.checks_from(kKnight) & arrival, by_dragon = view_.checks_from(kDragon) & arrival;
      const bool may_stalemate = (arrival & stalemate_squares_) != 0;
      if (!(discovered | by_rook | by_bishop | by_knight | by_dragon | may_stalemate)) continue;
      // Each piece asked whether the enemy king keeps a free step, else
      // made; its reply known where the queen's answers it: a rook or
      // bishop that checks where a queen checks without mating mates no
      // more (every reply to the queen answers it: its attacks and pins
      // are some of the queen's, the rest of the board the same).
      const Bitboard uncovered = discovered ? G::bit(view_.line_of(from).slider) : Bitboard{};
      const auto settle = [&](PieceType t, bool direct, bool reply_known) {
        const Bitboard checkers = (direct ? arrival : Bitboard{}) | uncovered;
        const bool has_moves =
            reply_known || king_steps_after(t, from, to) ||
            has_legal_move(pos_.template counted_promotion_child<Us>(from, to, t), Them, checkers);
        // (Its node, promotion and capture are counted already.)
        check_stats::add_leaf(MoveFacts{}, {popcount(checkers), direct, has_moves}, tally_);
        return has_moves;
      };
      const auto asked = [&](bool direct) { return direct || discovered || may_stalemate; };
      const bool by_queen = by_rook || by_bishop;
      const bool queen_answered = asked(by_queen) && settle(kQueen, by_queen, false);
      if (asked(by_rook)) settle(kRook, by_rook, queen_answered && by_rook);
      if (asked(by_bishop)) settle(kBishop, by_bishop, queen_answered && by_bishop);
      if (asked(by_knight)) settle(kKnight, by_knight, false);
      if (asked(by_dragon)) settle(kDragon, by_dragon, false);
    }
  }

  [[gnu::noinline]] void single_move(Move m) {  // castling and en passant
    ++tally_.nodes;
    VariantStatColumns<Position>::classify(pos_, m, pos_.play(m), tally_);
  }

 private:
  static Bitboard shifted(Bitboard b, int delta) { return generator::PawnGeometry<Us>::shift(b, delta); }

  // The squares a quiet move may stalemate on (the file's comment).
  Bitboard find_stalemate_squares(Bitboard occ) const {
    namespace A = attacks10;
    using Pawn = generator::PawnGeometry<Them>;
    const Bitboard their = enemy_;
    const Bitboard pushers = robust_pushers<Them>(pos_, ksq_, occ);
    if (has_more_than_one(pushers)) return 0;
    int robust = pushers ? 1 : 0;
    Bitboard squares = pushers ? pushers | Pawn::up(pushers) : ~Bitboard{};
    for (Bitboard b = pin_safe_officers<Them>(pos_, ksq_); b && robust < 2;) {
      const int sq = pop_lsb(b);
      const Bitboard bit = G::bit(sq);
      const Bitboard reach = pos_.pieces(Them, kKnight) & bit   ? A::knight(sq)
                             : pos_.pieces(Them, kDragon) & bit ? A::dragon(sq)
                             : pos_.pieces(Them, kBishop) & bit ? A::bishop(sq, occ)
                             : pos_.pieces(Them, kRook) & bit   ? A::rook(sq, occ)
                                                                : A::queen(sq, occ);
      if (reach & ~their & G::all_squares()) {
        ++robust;
        squares &= bit;
      }
    }
    return robust >= 2 ? Bitboard{0} : squares;
  }

  // The moves to `special` of our `type` piece from `from` (a pawn: from
  // the square `delta` behind; their nodes and captures counted): each
  // made, and its check or stalemate told by whether the enemy has a
  // reply.
  [[gnu::noinline]] void make_each(Bitboard special, Bitboard direct, Bitboard discovered, PieceType type, int from,
                                   int delta) {
    auto& c = tally_.counts;
    Bitboard stepless = 0;  // checks known to leave the king no step
    if (type == kKnight || type == kDragon) {
      // A leaper's direct checks, settled at once where the king keeps a
      // step: counted as checks, not mates. The others, asked exactly,
      // need not be asked again one by one.
      const Bitboard asked = direct & ~discovered & special;
      bool exact = true;
      const Bitboard answered = leaper_checks_answered(type, from, asked, exact);
      c[check_stats::kChecks] += popcount(answered);
      c[check_stats::kDirectChecks] += popcount(answered);
      special ^= answered;
      if (exact) stepless = asked ^ answered;
    }
    while (special) {
      const int to = pop_lsb(special), origin = type == kPawn ? to - delta : from;
      const Bitboard bit = G::bit(to);
      const Bitboard checkers = (direct & bit) | (discovered & bit ? G::bit(view_.line_of(origin).slider) : Bitboard{});
      const bool has_moves = (!(stepless & bit) && king_steps_after(type, origin, to)) ||
                             (checkers == bit && checker_taken(origin, to)) ||
                             has_legal_move(type == kPawn ? pos_.template counted_pawn_child<Us>(origin, to)
                                                          : pos_.template counted_child<Us>(type, origin, to),
                                            Them, checkers);
      if (!checkers) {
        c[check_stats::kStalemates] += !has_moves;
        continue;
      }
      // (The capture is counted already.)
      check_stats::add_leaf(MoveFacts{}, {popcount(checkers), (direct & bit) != 0, has_moves}, tally_);
    }
  }

  // Whether a step already known free keeps the enemy king out of mate
  // after our direct check by a `type` from `from` to `to`, with no new
  // question: a step off every line through `from` (nothing is seen
  // through it) and off the piece's reach from `to` on an empty board.
  // (The depth-2 node's answers may be about squares beside its king
  // before it stepped, or filled since by their move: only this king's
  // steps that are empty or ours count.)
  [[gnu::always_inline]] bool keeps_a_known_step(PieceType type, int from, int to) const {
    namespace A = attacks10;
    const Bitboard reach = type == kRook     ? A::rook_rays(to)
                           : type == kBishop ? A::bishop_rays(to)
                           : type == kQueen  ? A::rook_rays(to) | A::bishop_rays(to)
                                             : attacks_of(type, to, Bitboard{});
    const Bitboard lines_from = A::rook_rays(from) | A::bishop_rays(from);
    return steps_.known_free() & A::king(ksq_) & ~enemy_ & ~lines_from & ~reach;
  }

  // Whether the enemy king keeps a step after our move of a `type` from
  // `from` to `to`, seen from this position: a free step (a square beside
  // it, not its side's, that nothing of ours attacks with the king lifted)
  // that the moved piece does not attack from `to` and that no slider of
  // ours sees through `from` (the move only adds those; a line it blocks
  // only frees more). A free step the piece lands on stays one: the king
  // takes it there. Whether a square is free is asked once per node, and
  // only of squares that the moved piece leaves open: the first that
  // stays free answers.
  bool king_steps_after(PieceType type, int from, int to) {
    const Bitboard occ = ((pos_.occupied() ^ G::bit(from)) | G::bit(to)) ^ G::bit(ksq_);
    const Bitboard steps = steps_not_known_attacked();
    if (!steps) return false;
    // A slider's steps off its empty-board rays first: one table load,
    // and most checks keep such a step; its lookup through the occupancy
    // only for the steps on them.
    const Bitboard rays = type == kRook     ? attacks10::rook_rays(to)
                          : type == kBishop ? attacks10::bishop_rays(to)
                          : type == kQueen  ? attacks10::rook_rays(to) | attacks10::bishop_rays(to)
                                            : Bitboard{};
    if (rays) {
      if (some_step_holds(steps & ~rays, from, occ)) return true;
      return some_step_holds(steps & rays & ~attacks_of(type, to, occ), from, occ);
    }
    return some_step_holds(steps & ~attacks_of(type, to, occ), from, occ);
  }
  [[gnu::always_inline]] bool some_step_holds(Bitboard steps, int from, Bitboard occ) {
    while (steps) {
      const int sq = pop_lsb(steps);
      if (step_is_free(sq) && !seen_through(sq, from, occ)) return true;
    }
    return false;
  }
  // Of `checks`, the squares a knight or Dragon of ours from `from` checks
  // from, those after whose move the enemy king keeps a step: a free step
  // (as king_steps_after asks it) that no slider of ours sees through
  // `from` and that the leaper does not attack from there (a leaper on t
  // attacks s where one on s attacks t). The steps are tried in turn until
  // every check is answered or none is left. `exact` is cleared where a
  // free step was refused for a line through `from` (a leaper on the line
  // would block it): then a check left unanswered may still keep a step.
  Bitboard leaper_checks_answered(PieceType type, int from, Bitboard checks, bool& exact) {
    namespace A = attacks10;
    // (The leaper's destination left empty: lines it would block count as open.)
    const Bitboard occ = pos_.occupied() ^ G::bit(ksq_) ^ G::bit(from);
    Bitboard answered = 0;
    for (Bitboard steps = steps_not_known_attacked(); steps && answered != checks;) {
      const int sq = pop_lsb(steps);
      if (!step_is_free(sq)) continue;
      if (seen_through(sq, from, occ)) exact = false;
      else answered |= checks & ~(type == kKnight ? A::knight(sq) : A::dragon(sq));
    }
    return answered;
  }

  // The enemy king's steps (squares beside it not its side's) but those
  // already found attacked.
  Bitboard steps_not_known_attacked() const { return attacks10::king(ksq_) & ~enemy_ & ~steps_.known_attacked(); }
  // Whether nothing of ours attacks the step `sq` with the king lifted.
  bool step_is_free(int sq) { return steps_.is_free(sq); }
  // Whether a slider of ours other than the one on `from` sees `sq`
  // through `from` once it is left (`occ`: the occupancy after the move).
  [[gnu::always_inline]] bool seen_through(int sq, int from, Bitboard occ) const {
    namespace A = attacks10;
    const Bitboard others = ~G::bit(from);
    return ((A::rook_rays(sq) & G::bit(from)) && (A::rook(sq, occ) & straight_sliders<Us>(pos_) & others)) ||
           ((A::bishop_rays(sq) & G::bit(from)) && (A::bishop(sq, occ) & diagonal_sliders<Us>(pos_) & others));
  }
  // Whether the enemy takes our piece that moved from `from` to `to` and
  // alone checks from there, with a piece other than its king that no
  // move of ours pins: not one alone between its king and a slider of
  // ours, nor one whose only company there is a piece of ours (the move
  // could leave the line). The piece checks along its only line to the
  // king, so it pins nothing itself. Seen from this position: the move
  // only opens lines onto `to`. Their pawns, knights and Dragons are asked
  // first: one of them takes most checkers, with no slider lookup.
  bool checker_taken(int from, int to) {
    const Bitboard leapers = leaper_attackers_of(pos_, to, Them);
    if (leapers & ~view_.pinnable()) return true;
    const Bitboard occ = (pos_.occupied() ^ G::bit(from)) | G::bit(to);
    return slider_attackers_of(pos_, to, Them, occ) & ~view_.pinnable();
  }

  static Bitboard attacks_of(PieceType type, int sq, Bitboard occ) {
    namespace A = attacks10;
    switch (type) {
      case kPawn: return A::pawn(Us, sq);
      case kKnight: return A::knight(sq);
      case kDragon: return A::dragon(sq);
      case kBishop: return A::bishop(sq, occ);
      case kRook: return A::rook(sq, occ);
      case kQueen: return A::queen(sq, occ);
      default: return A::king(sq);
    }
  }

  const Position& pos_;
  const CheckView<Us>& view_;
  Tally& tally_;
  const Bitboard enemy_;
  const int ksq_;
  Bitboard stalemate_squares_ = 0;
  // No discoverer and no stalemate square: only the direct checks to find
  // (most nodes; one branch a node's generation predicts).
  bool plain_checks_ = false;
  StepFreedom<Us> own_steps_;
  StepFreedom<Us>& steps_;  // own_steps_, or the depth-2 node's where it holds here
};

// The generator's sink: the nodes and captures counted by popcounts, in
// counters of its own (they stay in registers: the resolver's address
// goes to its out-of-line calls), the rest handed to the resolver.
template <Color Us>
class LeafCounter {
 public:
  explicit LeafCounter(LeafResolver<Us>& resolver) : resolver_(resolver), enemy_(resolver.enemy()) {}

  [[gnu::always_inline]] void piece_moves(PieceType type, int from, Bitboard targets) {
    if (!targets) return;  // (a piece without a move uncovers nothing)
    count(targets);
    resolver_.resolve_piece_moves(type, from, targets);
  }
  [[gnu::always_inline]] void pawn_moves(Bitboard targets, int delta) {
    // A pawn's diagonal step (an odd delta on ten files) always takes, en
    // passant coming as a single move, and its pushes never do.
    const int n = popcount(targets);
    nodes_ += n;
    if (delta & 1) captures_ += n;
    resolver_.resolve_pawn_moves(targets, delta);
  }
  // (The generator asks for promotions after every pawn set, mostly with
  // none: no call then.)
  void promotions(Bitboard targets, int delta) {
    if (targets) [[unlikely]]
      resolver_.promotions(targets, delta);
  }
  void single_move(Move m) { resolver_.single_move(m); }

  void add_to(Tally& tally) const {
    tally.nodes += nodes_;
    tally.counts[check_stats::kCaptures] += captures_;
  }

 private:
  void count(Bitboard targets) {
    nodes_ += popcount(targets);
    captures_ += popcount(targets & enemy_);
  }

  LeafResolver<Us>& resolver_;
  const Bitboard enemy_;
  std::uint64_t nodes_ = 0, captures_ = 0;
};

template <Color Us>
void tally_moves_for(const Position& pos, const CheckView<Us>& view, Tally& tally, bool may_stalemate = true,
                     StepFreedom<Us>* node_steps = nullptr) {
  LeafResolver<Us> resolver(pos, view, tally, may_stalemate, node_steps);
  LeafCounter<Us> counter(resolver);
  pos.visit_legal(counter);
  counter.add_to(tally);
}

template <Color Us>
void tally_moves_for(const Position& pos, Tally& tally) {
  tally_moves_for<Us>(pos, CheckView<Us>(pos), tally);
}

// A depth-2 node's sink: each child made as the generator finds it (its
// board kept, for its own made leaves; no key) and its moves tallied. Three
// things known at the node serve most children:
// - its CheckView of our king, wherever our move leaves it as it is (never
//   after a king step: the square it steps to is on its lines);
// - our robust pieces that a move of ours but our king's leaves robust
//   unless it moves them: our knights, Dragons and sliders with two
//   squares to go to beside them (officers_with_two_exits), and our robust
//   pushers (robust_pushers) but the one whose square ahead the move
//   lands on. Where two of them are left after a child's move, no quiet
//   reply of theirs stalemates;
// - which steps of our king their pieces attack (NodeSteps), wherever our
//   move opens none of the steps' lines.
template <Color Us>
class ChildTallySink {
  using Pawn = generator::PawnGeometry<Us>;

 public:
  ChildTallySink(const Position& node, Tally& tally)
      : node_(node),
        tally_(tally),
        view_(node),
        pushers_(robust_pushers<Us>(node, view_.king_square(), node.occupied())),
        pushers_suffice_(popcount(pushers_) >= 3),
        officers_(pushers_suffice_ ? Bitboard{} : officers_with_two_exits<Us>(node, view_.king_square())),
        steps_(node, view_.king_square()) {}

  void piece_moves(PieceType type, int from, Bitboard targets) {
    while (targets) {
      const int to = pop_lsb(targets);
      tally_child(node_.template counted_child<Us, true>(type, from, to), type == kKing, from, to);
    }
  }
  void pawn_moves(Bitboard targets, int delta) {
    while (targets) {
      const int to = pop_lsb(targets), from = to - delta;
      tally_child(node_.template counted_pawn_child<Us, true>(from, to), false, from, to);
    }
  }
  // A promotion's child shares what the node knows as any child of a
  // non-king move does: the new piece, ours, only blocks their lines.
  void promotions(Bitboard targets, int delta) {
    while (targets) {
      const int to = pop_lsb(targets), from = to - delta;
      for (PieceType t : kPromotionTypes)
        tally_child(node_.template counted_promotion_child<Us, true>(from, to, t), false, from, to);
    }
  }
  void single_move(Move m) { tally_moves_for<~Us>(node_.play(m), tally_); }  // castling and en passant

 private:
  [[gnu::always_inline]] void tally_child(const Position& child, bool king_moved, int from, int to) {
    const bool may_stalemate = king_moved || (!pushers_suffice_ && !has_more_than_one(robust_after(from, to)));
    StepFreedom<~Us>* const steps = steps_.holds_after(from, king_moved) ? &steps_.freedom() : nullptr;
    // (Two calls: a conditional expression would copy the node's view.)
    if (view_.holds_after(from, to)) tally_moves_for<~Us>(child, view_, tally_, may_stalemate, steps);
    else tally_moves_for<~Us>(child, CheckView<~Us>(child), tally_, may_stalemate, steps);
  }

  // Our pieces that a child by the move `from`-`to` (not our king's) keeps
  // robust: two or more leave no quiet reply of theirs a stalemate.
  [[gnu::always_inline]] Bitboard robust_after(int from, int to) const {
    return ((pushers_ & ~Pawn::shift(G::bit(to), -Pawn::kUp)) | officers_) & ~G::bit(from);
  }

  const Position& node_;
  Tally& tally_;
  const CheckView<~Us> view_;  // how the children's moves check our king
  // Our robust pieces here that stay robust in a child unless its move
  // moves them (pushers_: or lands on the square ahead). A move takes away
  // one pusher at most (a pawn lands on no pusher's square ahead: behind
  // a push's square lies one it passed or left, and a capture's square was
  // not empty), so three suffice, and the officers are not looked for.
  const Bitboard pushers_;
  const bool pushers_suffice_;
  const Bitboard officers_;
  NodeSteps<~Us> steps_;  // which steps of our king their pieces attack
};

template <Color Us>
void tally_children_for(const Position& pos, Tally& tally) {
  ChildTallySink<Us> sink(pos, tally);
  pos.visit_legal(sink);
}

}  // namespace

void tally_moves(const Position& pos, Tally& tally) {
  if (pos.side_to_move() == kWhite) tally_moves_for<kWhite>(pos, tally);
  else tally_moves_for<kBlack>(pos, tally);
}

void tally_children(const Position& pos, Tally& tally) {
  if (pos.side_to_move() == kWhite) tally_children_for<kWhite>(pos, tally);
  else tally_children_for<kBlack>(pos, tally);
}

}  // namespace perftkit::dragon

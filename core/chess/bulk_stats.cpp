// The bulk statistics sink (chess/bulk_stats.h). A normal move checks
// directly when its destination is one its piece type attacks the enemy
// king from (the squares seen from the king through today's occupancy:
// the square a slider leaves cannot open its own line, since the enemy
// king is not in check before the move), and it uncovers a check when its
// piece is the only one between one of our sliders and that king and
// leaves the line. Nothing else about a normal move can check.
#include "chess/bulk_stats.h"

#include "chess/generate.h"
#include "chess/stat_columns.h"

namespace perftkit::chess {

Position Position::counted_child(Move m) const { return play_impl<false>(m); }

namespace {

using check_stats::Tally;

// Whether `pos` has a legal move: most often the king can step to a
// square no enemy piece attacks (with the king off the board, so a
// slider's line through it counts), which a few lookups show, in check or
// not; else the whole count decides.
bool has_legal_move(const Position& pos) {
  const Color side = pos.side_to_move();
  const int ksq = pos.king_square(side);
  const Bitboard without_king = pos.occupied() ^ G::bit(ksq);
  for (Bitboard b = attacks8::king(ksq) & ~pos.pieces(side); b;)
    if (!pos.attackers_to(pop_lsb(b), ~side, without_king)) return true;
  return pos.count_legal() != 0;
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

template <Color us>
class StatSink {
 public:
  StatSink(const Position& pos, Tally& tally) : pos_(pos), tally_(tally) {
    using namespace attacks8;
    constexpr Color them = ~us;
    const Bitboard occ = pos.occupied();
    ksq_ = pos.king_square(them);
    enemy_ = pos.pieces(them);
    checks_from_[kPawn] = pawn(them, ksq_);  // where our pawn attacks the king from
    checks_from_[kKnight] = knight(ksq_);
    checks_from_[kBishop] = bishop(ksq_, occ);
    checks_from_[kRook] = rook(ksq_, occ);
    checks_from_[kQueen] = checks_from_[kBishop] | checks_from_[kRook];
    checks_from_[kKing] = 0;
    const Bitboard own = pos.pieces(us);
    const Bitboard rq = pos.pieces(kRook) | pos.pieces(kQueen), bq = pos.pieces(kBishop) | pos.pieces(kQueen);
    for (Bitboard snipers = ((rook_rays(ksq_) & rq) | (bishop_rays(ksq_) & bq)) & own; snipers;) {
      const Bitboard blockers = between(ksq_, pop_lsb(snipers)) & occ;
      if (blockers && !has_more_than_one(blockers)) discoverers_ |= blockers & own;
    }
    stalemate_squares_ = stalemate_squares(pos, occ);
  }

  [[gnu::always_inline]] void piece_moves(PieceType type, int from, Bitboard targets) {
    const Bitboard discovered =
        discoverers_ & G::bit(from) ? targets & ~attacks8::line(from, ksq_) : Bitboard{0};
    add_normal(targets, targets & checks_from_[type], discovered, type, from, 0);
  }
  [[gnu::always_inline]] void pawn_moves(Bitboard targets, int delta) {
    // The pushes and captures of discovering pawns, found by shifting the
    // discoverers onto their destinations.
    const Bitboard moved = discoverers_ & pos_.pieces(kPawn);
    Bitboard discovered = 0;
    if (moved) [[unlikely]]
      for (Bitboard b = targets & (delta > 0 ? moved << delta : moved >> -delta); b;) {
        const int to = pop_lsb(b);
        if (!(attacks8::line(to - delta, ksq_) & G::bit(to))) discovered |= G::bit(to);
      }
    add_normal(targets, targets & checks_from_[kPawn], discovered, kPawn, -1, delta);
  }
  // Each promotion piece checks from its square through the occupancy
  // the pawn left.
  void promotions(Bitboard targets, int delta) {
    using namespace attacks8;
    while (targets) {
      const int to = pop_lsb(targets), from = to - delta;
      const Bitboard after = pos_.occupied() ^ G::bit(from), king = G::bit(ksq_);
      const bool discovered = (discoverers_ & G::bit(from)) && !(line(from, ksq_) & G::bit(to));
      MoveFacts facts;
      facts.promotion = true;
      facts.capture = (enemy_ & G::bit(to)) != 0;
      for (PieceType t : {kQueen, kRook, kBishop, kKnight})
        add_checked(Move(kPawn, from, to, MoveKind::kPromotion, t), facts, (attacks_from<us>(t, to, after) & king) != 0,
                    discovered, G::bit(to));
    }
  }
  void single_move(Move m) {  // castling and en passant
    if (m.kind() == MoveKind::kCastling) add_castling(m);
    else add_one(m);
  }

 private:
  // Where one of our normal moves could leave the enemy without a legal
  // reply while not checking: the squares every "robust" enemy piece
  // dies on. A robust piece stands on no line through its king (so no
  // move of ours can pin it) and keeps a move whatever one normal move of
  // ours does, unless our piece lands on its square or, for a pawn, on
  // the square it pushes to: a knight or slider with a square next to it
  // along its moves not held by its own side (an enemy piece there can
  // be taken), a pawn with an empty square ahead. Two robust pieces never
  // share such a square, so with two no square is left.
  Bitboard stalemate_squares(const Position& pos, Bitboard occ) const {
    using namespace attacks8;
    constexpr Color them = ~us;
    const Bitboard their = pos.pieces(them);
    const Bitboard unpinnable = their & ~pos.pieces(kKing) & ~(rook_rays(ksq_) | bishop_rays(ksq_));
    // Pawns first, all at once: most positions have two that can push,
    // and then no square is left without a look at the other pieces.
    const Bitboard pushers = pawn_pushes(~them, pawn_pushes(them, unpinnable & pos.pieces(kPawn)) & ~occ);
    if (has_more_than_one(pushers)) return 0;
    int robust = pushers ? 1 : 0;
    Bitboard squares = pushers ? pushers | pawn_pushes(them, pushers) : ~Bitboard{0};
    for (Bitboard b = unpinnable & ~pos.pieces(kPawn); b && robust < 2;) {
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

  // Normal moves to `targets` (of which `direct` check by the arriving
  // piece and `discovered` uncover a check), each a Move(type, from, to),
  // or Move(kPawn, to - delta, to) where from < 0. Inlined in the
  // generator: most calls end after the popcounts.
  [[gnu::always_inline]] void add_normal(Bitboard targets, Bitboard direct, Bitboard discovered, PieceType type,
                                         int from, int delta) {
    tally_.nodes += popcount(targets);
    const Bitboard checking = direct | discovered;
    const Bitboard quiet = targets & ~checking;
    tally_.counts[check_stats::kCaptures] += popcount(quiet & enemy_);
    const Bitboard danger = quiet & stalemate_squares_;
    if (checking | danger) [[unlikely]]
      resolve(danger, direct, discovered, type, from, delta);
  }

  // The moves add_normal must make: the checking ones (mate or check?)
  // and the quiet ones that land on a stalemate square.
  [[gnu::noinline]] void resolve(Bitboard danger, Bitboard direct, Bitboard discovered, PieceType type, int from,
                                 int delta) {
    const auto move_to = [&](int to) { return Move(type, from >= 0 ? from : to - delta, to); };
    auto& c = tally_.counts;
    // The enemy has a legal move when its king can step after ours (seen
    // from this position), else the child is made and asked.
    const auto has_reply = [&](int to) {
      const int origin = from >= 0 ? from : to - delta;
      return king_can_step_after(type, origin, to) || has_legal_move(pos_.counted_child(move_to(to)));
    };
    for (Bitboard b = danger; b;) c[check_stats::kStalemates] += !has_reply(pop_lsb(b));
    for (Bitboard b = direct | discovered; b;) {
      const int to = pop_lsb(b);
      const Bitboard bit = G::bit(to);
      MoveFacts facts;
      facts.capture = (enemy_ & bit) != 0;
      const check_stats::LeafCheck check{((direct & bit) != 0) + ((discovered & bit) != 0), (direct & bit) != 0,
                                         has_reply(to)};
      check_stats::add_leaf(facts, check, tally_);
    }
  }

  // Whether the enemy king has a square to step to after our normal move
  // of a `type` from `from` to `to`, without making it: a square next to
  // the king not held by its own side that none of our pieces attacks,
  // with the king off the board (a slider's line through it counts), our
  // piece gone from `from` and attacking from `to`.
  bool king_can_step_after(PieceType type, int from, int to) const {
    using namespace attacks8;
    const Bitboard occ = ((pos_.occupied() ^ G::bit(from)) | G::bit(to)) ^ G::bit(ksq_);
    const Bitboard moved_attacks = attacks_from<us>(type, to, occ);
    for (Bitboard b = king(ksq_) & ~(enemy_ & ~G::bit(to)) & ~moved_attacks; b;) {
      const int sq = pop_lsb(b);
      if (!(pos_.attackers_to(sq, us, occ) & ~G::bit(from))) return true;
    }
    return false;
  }

  // One leaf whose checks are known: the child is made only to tell mate
  // from check, or where a quiet move lands on a stalemate square.
  void add_checked(Move m, const MoveFacts& facts, bool direct, bool discovered, Bitboard landing) {
    ++tally_.nodes;
    check_stats::LeafCheck check{direct + discovered, direct, true};
    if (direct || discovered || (landing & stalemate_squares_)) check.has_moves = has_legal_move(pos_.counted_child(m));
    check_stats::add_leaf(facts, check, tally_);
  }

  // Castling: the rook checks from its new square, or a slider of ours
  // sees the king once king and rook have left their squares.
  void add_castling(Move m) {
    using namespace attacks8;
    const int rank = G::rank_of(m.from());
    const bool king_side = m.to() > m.from();
    const int king_to = G::square(king_side ? 6 : 2, rank), rook_to = arrival_square(m);
    const Bitboard after = (pos_.occupied() ^ G::bit(m.from()) ^ G::bit(m.to())) | G::bit(king_to) | G::bit(rook_to);
    const Bitboard own = pos_.pieces(us);
    const Bitboard rq = ((pos_.pieces(kRook) & own) ^ G::bit(m.to())) | G::bit(rook_to) | (pos_.pieces(kQueen) & own);
    const Bitboard bq = (pos_.pieces(kBishop) | pos_.pieces(kQueen)) & own;
    const Bitboard checkers = (rook(ksq_, after) & rq) | (bishop(ksq_, after) & bq);
    MoveFacts facts;
    facts.castling = true;
    ++tally_.nodes;
    check_stats::LeafCheck check{popcount(checkers), (checkers & G::bit(rook_to)) != 0, true};
    if (checkers || ((G::bit(king_to) | G::bit(rook_to)) & stalemate_squares_))
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
  int ksq_ = 0;
  Bitboard enemy_ = 0;
  std::array<Bitboard, kPieceTypeCount> checks_from_{};
  Bitboard discoverers_ = 0;  // our pieces alone between our slider and the enemy king
  Bitboard stalemate_squares_ = 0;
};

}  // namespace

void tally_moves(const Position& pos, check_stats::Tally& tally) {
  if (pos.side_to_move() == kWhite) {
    StatSink<kWhite> sink(pos, tally);
    generate_moves_for<kWhite, StatSink<kWhite>, KingSafety::kPerSquare>(pos, sink);
  } else {
    StatSink<kBlack> sink(pos, tally);
    generate_moves_for<kBlack, StatSink<kBlack>, KingSafety::kPerSquare>(pos, sink);
  }
}

void tally_children(const Position& pos, check_stats::Tally& tally) {
  Position::MoveList moves;
  pos.generate_legal(moves);
  for (const Move m : moves) tally_moves(pos.counted_child(m), tally);
}

}  // namespace perftkit::chess

// Position::count_two_plies(), perft's depth-2 node (game_concept.h),
// and what it inlines: the generator, the makes and the leaf counter. Out
// of line, in this file alone: the four instantiations are the heaviest
// code in the library, and compiling them in every file that runs perft
// on chess would cost a third of a sanitized test build's time. One call
// per depth-2 node costs nothing next to the hundreds of leaves it counts.
#include "chess/generate.h"
#include "chess/node_replies.h"

namespace perftkit::chess {

// The children of depth-2 nodes are only counted: their key and clocks
// are never read.
[[gnu::always_inline]] inline std::uint64_t Position::count_legal_after(Move m) const {
  const Position child = play_impl<false>(m);
  return child.side_ == kWhite ? count_moves_for<kWhite>(child) : count_moves_for<kBlack>(child);
}

// The leaf counter of a depth-2 node's child.
template <Color us, KingSafety safety, class Sink>
[[gnu::always_inline]] inline std::uint64_t count_child(const Position& child, Sink sink) {
#if defined(__clang__)
  // Clang keeps the inlined leaf counter's registers in order: 3-7 % fewer
  // instructions than the call (no saved registers, the position never
  // stored). GCC 12 spills instead (+13 % on Kiwipete), so it keeps the call.
  generate_moves_for<us, Sink, safety>(child, sink);
  return sink.count;
#else
  return count_moves_for<us, safety>(child, sink);
#endif
}

// The sink `Base` of a child whose side may castle, or the same without
// its castling code (kTheyCastle false: that side had no right at the node).
template <bool kTheyCastle, class Base>
[[gnu::always_inline]] inline auto leaf_sink(const Base& base) {
  if constexpr (kTheyCastle) return base;
  else return WithoutCastling<Base>{base};
}

template <Color us, KingSafety safety, bool kTheyCastle, bool kDoublePush>
[[gnu::always_inline]] inline std::uint64_t Position::count_legal_after_normal(const NodeReplies& replies,
                                                                              PieceType type, int from,
                                                                              int to) const {
  const bool quiet = !(by_color_[~us] & G::bit(to));
  const Position next = counted_normal_child<us, kDoublePush, true>(type, from, to);
  // Only the per-square nodes count their replies once: the attack-map
  // nodes are endgames, where the replying side's few pieces cost less to
  // generate than to test.
  if constexpr (safety == KingSafety::kPerSquare)
    return count_child<~us, safety>(next, leaf_sink<kTheyCastle>(ReplyLeafSink{{}, replies, from, to, quiet}));
  else
    return count_child<~us, safety>(next, leaf_sink<kTheyCastle>(MoveCountSink{}));
}

// The squares a slider of `type` (bishop, rook or queen) on `sq` attacks,
// by two selects: the fans below ask it with a type known only per node,
// where a chain of branches on the type (generate_piece_moves' pinned
// sliders) mispredicts: CPW 3 d6 +21 % mispredicts under cachegrind. The
// pinned sliders keep their chain: the selects cost CPW 4 +6 % there.
[[gnu::always_inline]] inline Bitboard slider_attacks(PieceType type, int sq, Bitboard occ) noexcept {
  using namespace attacks8;
  return (type != kBishop ? rook(sq, occ) : 0) | (type != kRook ? bishop(sq, occ) : 0);
}

// Sink of a depth-2 node: plays each legal move as the generator finds it
// and counts the replies, so perft(2) builds no move list and ordinary
// moves skip the move encoding and play()'s dispatch on the move kind.
// Inlined into the generator, where each call's piece type and push
// distance are constants: a double push then needs no test per move.
// `safety`: how the children test their king's squares (the children's
// enemy is `us`, whose pieces no ordinary move adds to); `kTheyCastle`
// false: the children's side has no castling right (leaf_sink).
template <Color us, KingSafety safety, bool kTheyCastle>
struct ReplyCountSink {
  const Position& pos;
  NodeReplies replies;  // (counted in the per-square nodes only)
  std::uint64_t count = 0;
  // Attack-map nodes (endgames): a fan, the quiet moves of our slider or
  // our king that give no check, is counted without making its children
  // when that slider is our only one and they cannot castle: summed over
  // its destinations at once (fan_total, fan_king_moves), one by one
  // (fan_child) where a destination changes their pins. About half of the
  // rook endgame's children are slider fans, a fifth king fans
  // (results/chess/perf-log.md).
  Bitboard pawn_knight_danger = 0;  // our pawns' and knights' attacks
  bool fans = false;
  PieceType slider_type = kQueen;  // our only slider, when `fans`
  int slider_square = 0;
  [[gnu::always_inline]] void piece_moves(PieceType type, int from, Bitboard targets) {
    if constexpr (uses_attack_map(safety)) {
      if (fans && type != kKnight) {
        using namespace attacks8;
        const Bitboard occ_left = pos.occupied() ^ G::bit(from);
        const int ksq = pos.king_square(~us);
        Bitboard fan = targets & ~pos.pieces(~us);
        const std::uint64_t pawns = fan_pawns(from, occ_left);
        if (type != kKing) {
          // The slider checks from the squares it would see their king from,
          // and pins a piece of theirs from those it would see with their
          // pieces first on the king's lines lifted: those children are
          // counted one by one, the others together.
          const Bitboard sees_king = slider_attacks(type, ksq, occ_left);
          fan &= ~sees_king;
          const Bitboard danger = pawn_knight_danger | king(pos.king_square(us));
          targets ^= fan;
          const Bitboard pins = slider_attacks(type, ksq, occ_left ^ (sees_king & pos.pieces(~us))) & ~sees_king;
          const Bitboard together = fan & ~pins, lifted = occ_left ^ G::bit(ksq);
          count += fan_total(together, occ_left, ksq, 0, pawns) +
                   fan_king_moves(together, free_king_squares(danger),
                                  [&](int sq) { return slider_attacks(type, sq, lifted); });
          for (fan &= pins; fan;) {
            const int to = pop_lsb(fan);
            count += fan_child(type, to, from, to, occ_left, ksq, danger, pawns);
          }
        } else {
          // Our king checks only by uncovering the slider: when the square
          // it leaves opens the slider's line to their king, every
          // destination off that line gives check.
          if (slider_attacks(slider_type, ksq, occ_left) & G::bit(slider_square)) fan &= between(ksq, slider_square);
          targets ^= fan;
          // Where our king does not stand between the slider and their
          // king, the slider's pins are the fan's; where it does not block
          // the slider either, so are its attacks.
          const Bitboard lifted = occ_left ^ G::bit(ksq);
          const Bitboard slider_sees = slider_attacks(slider_type, slider_square, lifted);
          const Bitboard pinned = fan_pins(slider_type, slider_square, occ_left, ksq);
          if (!(pinned & pos.pieces(~us, kPawn))) {
            const Bitboard together = fan & ~between(ksq, slider_square);
            fan ^= together;
            count += fan_total(together, occ_left, ksq, pinned, pawns) +
                     fan_king_moves(together & ~slider_sees, free_king_squares(pawn_knight_danger | slider_sees),
                                    [](int sq) { return king(sq); });
            for (Bitboard blocking = together & slider_sees; blocking;) {
              const int to = pop_lsb(blocking);
              const Bitboard bit = G::bit(to);
              count += popcount(free_king_squares(pawn_knight_danger | king(to) |
                                                  slider_attacks(slider_type, slider_square, lifted | bit)));
            }
          }
          while (fan) {
            const int to = pop_lsb(fan);
            count += fan_child(slider_type, slider_square, from, to, occ_left, ksq, pawn_knight_danger | king(to),
                                 pawns);
          }
        }
      }
    }
    if constexpr (safety == KingSafety::kPerSquare) {
      // Quiet knight and slider moves that touch nothing their replies
      // read: the node's replies, once per move, no child made.
      if (type != kKing && !(replies.reply_region & G::bit(from))) {
        multiply(targets, targets & ~replies.reply_region & ~pos.pieces(~us));
      }
    }
    while (targets)
      count += pos.count_legal_after_normal<us, safety, kTheyCastle>(replies, type, from, pop_lsb(targets));
  }
  [[gnu::always_inline]] void pawn_moves(Bitboard targets, int delta) {
    const bool double_push = delta == 2 * pawn_push_delta(us);
    if constexpr (safety == KingSafety::kPerSquare) {
      // The same for pushes (quiet) whose two squares lie outside the
      // region: single ones, and double ones that pass a square no pawn of
      // theirs attacks (their child has no en passant square either; the
      // square passed stays empty).
      if (delta == pawn_push_delta(us) || double_push) {
        const Bitboard region = replies.reply_region;
        Bitboard unchanged = targets & ~region & ~(delta > 0 ? region << delta : region >> -delta);
        if (double_push) unchanged &= double_pushes_without_en_passant<us>(pos);
        multiply(targets, unchanged);
      }
    }
    while (targets) {
      const int to = pop_lsb(targets);
      count += double_push
                   ? pos.count_legal_after_normal<us, safety, kTheyCastle, true>(replies, kPawn, to - delta, to)
                   : pos.count_legal_after_normal<us, safety, kTheyCastle>(replies, kPawn, to - delta, to);
    }
  }
  // The four promotions of one pawn share one make (the piece's type
  // changed on its square between counts), and the three under-promotions
  // the queen's count where they can (under_promotions).
  void promotions(Bitboard targets, int delta) {
    while (targets) {
      const int to = pop_lsb(targets);
      Position child = pos.counted_promotion_child<us>(to - delta, to);
      const std::uint64_t queen_count = count_child<~us, safety>(child, leaf_sink<kTheyCastle>(MoveCountSink{}));
      count += queen_count;
      if (const std::uint64_t shared = under_promotions(child, to, queen_count); shared != kNotShared) {
        count += shared;
        continue;
      }
      child.for_each_under_promotion(
          to, [&] { count += count_child<~us, safety>(child, leaf_sink<kTheyCastle>(MoveCountSink{})); });
    }
  }
  void single_move(Move m) { count += pos.count_legal_after(m); }

 private:
  // Their pawns' moves in a fan before the moving piece lands, with it
  // lifted from `from` (occupancy `occ_left`): counted once per fan, each
  // child then adds what its destination changes (pawns_after_landing).
  [[gnu::always_inline]] std::uint64_t fan_pawns(int from, Bitboard occ_left) const {
    MoveCountSink pawns;
    pawn_set_moves<~us>(pos.pieces(~us, kPawn), ~Bitboard{0}, ~occ_left, pos.pieces(us) ^ G::bit(from), pawns);
    return pawns.count;
  }
  // Their pieces that our only slider, of `type` on `slider_sq`, pins
  // against their king through the occupancy `occ`.
  [[gnu::always_inline]] Bitboard fan_pins(PieceType type, int slider_sq, Bitboard occ, int ksq) const {
    using namespace attacks8;
    const Bitboard rays = (type != kBishop ? rook_rays(ksq) : 0) | (type != kRook ? bishop_rays(ksq) : 0);
    const Bitboard blockers = between(ksq, slider_sq) & occ;
    return (rays & G::bit(slider_sq)) && blockers && !has_more_than_one(blockers) ? blockers & pos.pieces(~us) : 0;
  }

  // The squares next to their king not theirs and not in `danger`.
  [[gnu::always_inline]] Bitboard free_king_squares(Bitboard danger) const {
    return attacks8::king(pos.king_square(~us)) & ~pos.pieces(~us) & ~danger;
  }
  // Their king's moves summed over the children of a fan's destinations
  // `fan`: its squares `free` of our other pieces' attacks, less those the
  // moved piece attacks from each destination (`attacks(sq)`: the squares
  // it attacks `sq` from, by symmetry).
  template <class Attacks>
  [[gnu::always_inline]] static std::uint64_t fan_king_moves(Bitboard fan, Bitboard free, Attacks&& attacks) {
    // (Unsigned arithmetic: each term subtracted is part of the first.)
    std::uint64_t total = popcount(fan) * popcount(free);
    for (Bitboard b = free; b;) total -= popcount(fan & attacks(pop_lsb(b)));
    return total;
  }
  // Their moves but their king's summed over the children of a fan's
  // destinations `fan`, as fan_child counts them. The caller keeps out the
  // destinations that change their pins (`pinned`, the same for all), so
  // their pawns change only as pawns_after_landing says.
  [[gnu::always_inline]] std::uint64_t fan_total(Bitboard fan, Bitboard occ_left, int ksq, Bitboard pinned,
                                                 std::uint64_t fan_pawn_moves) const {
    if (!fan) return 0;
    return popcount(fan) * fan_pawn_moves + fan_officer_moves(fan, occ_left, ksq, pinned) +
           pawns_after_landing(fan, occ_left);
  }
  // Their knights' and sliders' moves summed over the children of a fan's
  // destinations `fan` (`pinned`: theirs that our slider pins in each):
  // a destination on a slider's ray cuts off the squares beyond it.
  [[gnu::always_inline]] std::uint64_t fan_officer_moves(Bitboard fan, Bitboard occ_left, int ksq,
                                                         Bitboard pinned) const {
    using namespace attacks8;
    constexpr Color them = ~us;
    const std::uint64_t n = popcount(fan);
    const Bitboard theirs = pos.pieces(them);
    std::uint64_t total = 0;
    for (Bitboard b = pos.pieces(them, kKnight) & ~pinned; b;) total += n * popcount(knight(pop_lsb(b)) & ~theirs);
    const Bitboard bq = (pos.pieces(kBishop) | pos.pieces(kQueen)) & theirs;
    const Bitboard rq = (pos.pieces(kRook) | pos.pieces(kQueen)) & theirs;
    for (Bitboard b = bq | rq; b;) {
      const int sq = pop_lsb(b);
      const Bitboard bit = G::bit(sq);
      const Bitboard keep = ~theirs & ((pinned & bit) ? line(ksq, sq) : ~Bitboard{0});
      const auto reach = [&](Bitboard occ) {
        return (((bq & bit) ? bishop(sq, occ) : 0) | ((rq & bit) ? rook(sq, occ) : 0)) & keep;
      };
      const Bitboard base = reach(occ_left);
      const std::uint64_t base_count = popcount(base);
      total += n * base_count;
      // (Unsigned arithmetic: a cut count is at most the base count.)
      for (Bitboard cut = fan & base; cut;) total += popcount(reach(occ_left | G::bit(pop_lsb(cut)))) - base_count;
    }
    return total;
  }
  // How their unpinned pawns' moves in a fan (fan_pawns, our piece lifted)
  // change once it lands, summed over the empty destinations `fan`: their
  // captures of it are gained, the pushes onto it and the double pushes
  // onto or through it lost (each promotion four).
  [[gnu::always_inline]] std::uint64_t pawns_after_landing(Bitboard fan, Bitboard occ_left) const {
    constexpr Color them = ~us;
    const Bitboard empty = ~occ_left;
    const Bitboard pawns = pos.pieces(them, kPawn);
    const Bitboard start = pawns & rank_bb(relative_rank(them, 1));
    const Bitboard promoting = rank_bb(relative_rank(them, 7));
    const auto moves = [&](Bitboard landed) { return popcount(landed) + 3 * popcount(landed & promoting); };
    const std::uint64_t gained =
        moves(fan & pawn_captures_west(them, pawns)) + moves(fan & pawn_captures_east(them, pawns));
    const std::uint64_t lost =
        moves(fan & pawn_pushes(them, pawns)) +
        popcount(fan & rank_bb(relative_rank(them, 3)) & pawn_pushes(them, pawn_pushes(them, start) & empty)) +
        popcount(fan & rank_bb(relative_rank(them, 2)) & pawn_pushes(them, start) & pawn_pushes(us, empty));
    return gained - lost;
  }

  // Their replies after a quiet move `from`-`to` of our slider or king
  // that gives no check, our only slider (of `type`) then standing on
  // `slider_sq`: they are not in check, only the slider can pin, and our
  // other pieces' attacks (`leaper_danger`: pawns, knights, king) need no
  // occupancy; `fan_pawn_moves`: their pawns' moves in the fan (fan_pawns).
  [[gnu::always_inline]] std::uint64_t fan_child(PieceType type, int slider_sq, int from, int to,
                                                 Bitboard occ_left, int ksq, Bitboard leaper_danger,
                                                 std::uint64_t fan_pawn_moves) const {
    using namespace attacks8;
    constexpr Color them = ~us;
    const Bitboard occ = occ_left | G::bit(to);
    const Bitboard ours = pos.pieces(us) ^ G::bit(from) ^ G::bit(to);
    const Bitboard pinned = fan_pins(type, slider_sq, occ, ksq);
    const std::uint64_t n =
        popcount(free_king_squares(leaper_danger | slider_attacks(type, slider_sq, occ ^ G::bit(ksq)))) +
        fan_officer_moves(G::bit(to), occ_left, ksq, pinned);
    const Bitboard their_pawns = pos.pieces(them, kPawn);
    if (!(pinned & their_pawns)) return n + fan_pawn_moves + pawns_after_landing(G::bit(to), occ_left);
    MoveCountSink pawns;
    pawn_set_moves<them>(their_pawns & ~pinned, ~Bitboard{0}, ~occ, ours, pawns);
    pawn_set_moves<them>(pinned, line(ksq, lsb(pinned)), ~occ, ours, pawns);
    return n + pawns.count;
  }

  // The rook's, bishop's and knight's children of a promotion on `to`,
  // from its queen's child (`child`, counted `queen_count`), where they
  // differ from it only in their king's moves: when none of the four gives
  // check itself (the queen sees every square the rook or bishop would; the
  // knight is tested apart) and the queen pins nothing (so neither would
  // the others). Then each child has the queen child's other moves (in a
  // check uncovered by the pawn as well), and their king the free squares
  // that none of our other pieces attacks and the new piece does not.
  // Castling needs no test: a piece on the back rank attacks a square of
  // the king's castling path only along the rank, where the king or the
  // castling rook, alone on the path, stands between (a check or a pin).
  // kNotShared otherwise: the three are counted.
  static constexpr std::uint64_t kNotShared = ~std::uint64_t{0};
  [[gnu::always_inline]] std::uint64_t under_promotions(const Position& child, int to,
                                                        std::uint64_t queen_count) const {
    using namespace attacks8;
    constexpr Color them = ~us;
    const int ksq = child.king_square(them);
    const Bitboard occ = child.occupied();
    const Bitboard on_line = between(to, ksq) & occ;
    const bool checks = (knight(to) | queen(to, occ)) & G::bit(ksq);
    if (checks || (!has_more_than_one(on_line) && (on_line & child.pieces(them)))) return kNotShared;
    const Bitboard lifted = occ ^ G::bit(ksq);
    Bitboard free = king(ksq) & ~child.pieces(them);
    for (Bitboard b = free; b;) {
      const int sq = pop_lsb(b);
      const bool attacked = child.attackers_to(sq, us, lifted) & ~G::bit(to);
      free &= ~(G::bit(sq) & (Bitboard{0} - attacked));
    }
    const Bitboard rook_sees = rook(to, lifted), bishop_sees = bishop(to, lifted);
    const std::uint64_t others = queen_count - popcount(free & ~(rook_sees | bishop_sees));
    return 3 * others + popcount(free & ~rook_sees) + popcount(free & ~bishop_sees) + popcount(free & ~knight(to));
  }

  // Counts the moves to `unchanged` (of `targets`) as the node's replies
  // each (NodeReplies::reply_region) and leaves the rest in `targets`.
  [[gnu::always_inline]] void multiply(Bitboard& targets, Bitboard unchanged) {
    count += popcount(unchanged) * replies.replies();
    targets ^= unchanged;
  }
};
static_assert(Sink<ReplyCountSink<kWhite, KingSafety::kPerSquare, true>>);

// One out-of-line function per side and king test: each inlines the
// generator, the makes and the leaf counter.
template <Color us, KingSafety safety, bool kTheyCastle>
[[gnu::noinline]] std::uint64_t count_two_plies_for(const Position& pos) {
  ReplyCountSink<us, safety, kTheyCastle> sink{pos, {}};
  if constexpr (safety == KingSafety::kPerSquare) sink.replies.template count<us>(pos);
  if constexpr (uses_attack_map(safety)) {
    using namespace attacks8;
    constexpr Color them = ~us;
    const Bitboard ours = pos.pieces(us);
    const Bitboard sliders = (pos.pieces(kBishop) | pos.pieces(kRook) | pos.pieces(kQueen)) & ours;
    sink.fans = popcount(sliders) == 1 && !pos.can_castle(them, kKingSide) && !pos.can_castle(them, kQueenSide);
    sink.slider_square = sliders ? lsb(sliders) : 0;
    sink.slider_type = (pos.pieces(kRook) & sliders) ? kRook : (pos.pieces(kBishop) & sliders) ? kBishop : kQueen;
    const Bitboard pawns = pos.pieces(us, kPawn);
    Bitboard danger = pawn_captures_west(us, pawns) | pawn_captures_east(us, pawns);
    for (Bitboard b = pos.pieces(us, kKnight); b;) danger |= knight(pop_lsb(b));
    sink.pawn_knight_danger = danger;
  }
  // The node itself asks per square: its side's enemy has every piece.
  generate_moves_for<us, ReplyCountSink<us, safety, kTheyCastle>, KingSafety::kPerSquare>(pos, sink);
  return sink.count;
}

// Their castling rights choose the children's generator too: without any,
// no child of theirs has one (a move takes rights away, never gives one),
// so their leaves leave the castling code out. The per-square nodes ask
// that neither side have one: the opening's trees mix nodes with and
// without rights, and two copies of the heaviest function running side by
// side cost the start position 8 % where only their rights decided
// (results/chess/perf-log.md, issue 43's rows 39-41).
template <Color us, KingSafety safety>
std::uint64_t count_two_plies_by_rights(const Position& pos) {
  const bool they_castle = pos.can_castle(~us, kKingSide) || pos.can_castle(~us, kQueenSide);
  const bool we_castle = pos.can_castle(us, kKingSide) || pos.can_castle(us, kQueenSide);
  if (!they_castle && (safety != KingSafety::kPerSquare || !we_castle))
    return count_two_plies_for<us, safety, false>(pos);
  return count_two_plies_for<us, safety, true>(pos);
}

std::uint64_t Position::count_two_plies() const {
  switch (children_king_safety(*this)) {
    case KingSafety::kPerSquare:
      return side_ == kWhite ? count_two_plies_by_rights<kWhite, KingSafety::kPerSquare>(*this)
                             : count_two_plies_by_rights<kBlack, KingSafety::kPerSquare>(*this);
    case KingSafety::kAttackMap:
      return side_ == kWhite ? count_two_plies_by_rights<kWhite, KingSafety::kAttackMap>(*this)
                             : count_two_plies_by_rights<kBlack, KingSafety::kAttackMap>(*this);
    case KingSafety::kAttackSets:
      return side_ == kWhite ? count_two_plies_by_rights<kWhite, KingSafety::kAttackSets>(*this)
                             : count_two_plies_by_rights<kBlack, KingSafety::kAttackSets>(*this);
  }
  return 0;  // (every KingSafety is handled above)
}

}  // namespace perftkit::chess

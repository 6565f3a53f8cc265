#pragma once
// Perft's depth-2 node for the Dragon game (Position::count_two_plies):
// the generator plays each legal move as it finds it and counts the
// child's replies at once. Compared with listing the moves and calling
// play() then count_legal() on each, no move is encoded or decoded,
// play()'s dispatch on the move kind and its key updates are skipped, and
// the child's generator is inlined for the side it is known to be.
// (The same idea as chess's ReplyCountSink: results/chess/perf-log.md,
// rows 7 and 12.)
// The shipped instantiation (NoProfiler) is in count_two_plies.cpp.
#include "dragon/move_effects.h"
#include "dragon/legal_moves.h"

namespace perftkit::dragon {

template <Color Us, bool kWithBoard>
inline Position Position::counted_child(PieceType type, int from, int to) const noexcept {
  constexpr Color Them = ~Us;
  Position child;  // board_ stays unset unless asked for: the generator never reads it
  child.by_type_ = by_type_;
  child.by_color_ = by_color_;
  const Bitboard both = G::bit(from) | G::bit(to);
  child.by_type_[type] ^= both;
  child.by_color_[Us] ^= both;
  if (by_color_[Them] & G::bit(to)) {
    child.by_type_[type_of(board_[to])] ^= G::bit(to);
    child.by_color_[Them] ^= G::bit(to);
  }
  child.castling_ = castling_ & kCastlingKeep[from] & kCastlingKeep[to];
  child.side_ = Them;
  if constexpr (kWithBoard) {
    child.board_ = board_;
    child.board_[to] = board_[from];
    child.board_[from] = kNoPiece;
  }
  return child;
}

template <Color Us, bool kWithBoard>
inline Position Position::counted_pawn_child(int from, int to) const noexcept {
  Position child = counted_child<Us, kWithBoard>(kPawn, from, to);
  const int distance = to > from ? to - from : from - to;
  if (distance > G::kFiles + 1) {
    child.ep_squares_ = en_passant_targets(Us, from, to, pieces(~Us, kPawn));
    child.ep_victim_ = static_cast<std::uint8_t>(to);
  }
  return child;
}

template <Color Us, bool kWithBoard>
inline Position Position::counted_promotion_child(int from, int to, PieceType promotion) const noexcept {
  Position child = counted_child<Us, kWithBoard>(kPawn, from, to);
  child.by_type_[kPawn] ^= G::bit(to);
  child.by_type_[promotion] |= G::bit(to);
  if constexpr (kWithBoard) child.board_[to] = make_piece(Us, promotion);
  return child;
}

// The depth-2 node's sink. Ordinary moves, pawn pushes and captures take
// the counted child; promotions, en passant and castling (rare) go through
// play() and count_legal(). Each child's generation runs inside the
// node's, so a profiler sees them nested.
template <Color Us, GenerationProfiler Profiler>
class ReplyCountSink {
 public:
  explicit ReplyCountSink(const Position& node) : node_(node) {}

  void piece_moves(PieceType type, int from, Bitboard targets) {
    while (targets) count_replies(node_.counted_child<Us>(type, from, pop_lsb(targets)));
  }
  void pawn_moves(Bitboard targets, int delta) {
    while (targets) {
      const int to = pop_lsb(targets);
      count_replies(node_.counted_pawn_child<Us>(to - delta, to));
    }
  }
  void promotions(Bitboard targets, int delta) {
    while (targets) {
      const int to = pop_lsb(targets);
      for (PieceType t : kPromotionTypes) single_move(Move(to - delta, to, MoveKind::kPromotion, t));
    }
  }
  void single_move(Move m) {
    Profiler::moves(1);
    count_ += node_.play(m).template count_legal<Profiler>();
  }

  std::uint64_t count() const noexcept { return count_; }

 private:
  // The move to `child` and the child's replies are both generated moves.
  void count_replies(const Position& child) {
    MoveCountSink replies;
    child.generate<~Us, Profiler>(replies);
    Profiler::moves(1 + replies.count());
    count_ += replies.count();
  }

  const Position& node_;
  std::uint64_t count_ = 0;
};

template <GenerationProfiler Profiler>
std::uint64_t Position::count_two_plies() const {
  if (side_ == kWhite) {
    ReplyCountSink<kWhite, Profiler> sink(*this);
    generate<kWhite, Profiler>(sink);
    return sink.count();
  }
  ReplyCountSink<kBlack, Profiler> sink(*this);
  generate<kBlack, Profiler>(sink);
  return sink.count();
}

}  // namespace perftkit::dragon

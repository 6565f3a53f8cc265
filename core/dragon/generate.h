#pragma once
// Strictly legal move generation for the Dragon game, written once for
// any sink: movegen.cpp lists moves or only counts them (popcounts of
// target sets, which is what makes perft's last ply cheap);
// count_two_plies.cpp plays each move as it is found and counts its
// replies. Included by those two files only: it defines Position's
// private generator templates.
//
// Legality comes from masks, not from trying moves:
// - check mask: with one checker, non-king moves must capture it or, for
//   a slider checker only, block it; a Dragon, knight or pawn check can
//   only be answered by capture (a Dragon leap cannot be blocked);
// - pins: only sliders pin, so a Dragon never pins "through" a square; a
//   pinned piece may move only between its king and the pinner, or capture
//   the pinner (never along the whole line: a pinned Dragon could leap
//   over its pinner);
// - king moves are tested square by square with the king removed from the
//   occupancy (sliders x-ray through where the king stood);
// - en passant (rare) is tested by replaying the capture's occupancy.
#include "dragon/position.h"
#include "geometry/attacks10.h"

namespace perftkit::dragon {
inline namespace PERFTKIT_DRAGON_BUILD {
namespace generator {

constexpr Bitboard kAll = G::all_squares();
constexpr Bitboard kNotFileA = ~G::file_mask(0);
constexpr Bitboard kNotFileJ = ~G::file_mask(G::kFiles - 1);

template <Color Us>
struct PawnGeometry {
  static constexpr bool kWhite = Us == Color::kWhite;
  static constexpr int kUp = kWhite ? G::kFiles : -G::kFiles;
  static constexpr int kUpWest = kUp - 1;  // capture toward the a-file
  static constexpr int kUpEast = kUp + 1;  // capture toward the j-file
  // Where a first step from the start rank lands, and a second one.
  static constexpr Bitboard kAfterOneStep = G::rank_mask(kWhite ? 2 : G::kRanks - 3);
  static constexpr Bitboard kAfterTwoSteps = G::rank_mask(kWhite ? 3 : G::kRanks - 4);
  static constexpr Bitboard kLastRank = G::rank_mask(kWhite ? G::kRanks - 1 : 0);

  static Bitboard shift(Bitboard b, int delta) noexcept { return delta > 0 ? (b << delta) & kAll : b >> -delta; }
  static Bitboard up(Bitboard b) noexcept { return shift(b, kUp); }
  static Bitboard up_west(Bitboard b) noexcept { return shift(b & kNotFileA, kUpWest); }
  static Bitboard up_east(Bitboard b) noexcept { return shift(b & kNotFileJ, kUpEast); }
};

// Pieces pinned to their king, each with the squares it may still reach:
// between king and pinner, plus the pinner.
struct Pins {
  Bitboard pinned = 0;
  std::array<Bitboard, 8> rays;
  std::array<std::uint8_t, 8> squares;
  int count = 0;

  void add(int sq, Bitboard ray) noexcept {
    pinned |= G::bit(sq);
    squares[count] = static_cast<std::uint8_t>(sq);
    rays[count++] = ray;
  }
  Bitboard ray(int sq) const noexcept {
    for (int i = 0;; ++i)
      if (squares[i] == sq) return rays[i];
  }
  // All squares if `sq` is not pinned.
  Bitboard allowed(int sq) const noexcept { return pinned & G::bit(sq) ? ray(sq) : kAll; }
};

// Counts the moves: popcounts of target sets.
class CountSink {
 public:
  void piece(int, Bitboard targets) { count_ += popcount(targets); }
  void pawns(Bitboard targets, int) { count_ += popcount(targets); }
  void promotions(Bitboard targets, int) { count_ += std::size(kPromotionTypes) * popcount(targets); }
  void single(Move) { ++count_; }
  std::uint64_t count() const { return count_; }

 private:
  std::uint64_t count_ = 0;
};

}  // namespace generator

inline Bitboard Position::attackers(int sq, Color by, Bitboard occupied) const noexcept {
  namespace A = attacks10;
  PERFTKIT_DRAGON_COUNT(leaper_lookups, 4);
  PERFTKIT_DRAGON_COUNT(slider_lookups, 2);
  Bitboard orthogonal = by_type_[kRook] | by_type_[kQueen];
  Bitboard diagonal = by_type_[kBishop] | by_type_[kQueen];
  return by_color_[by] & ((A::pawn(~by, sq) & by_type_[kPawn]) | (A::knight(sq) & by_type_[kKnight]) |
                          (A::dragon(sq) & by_type_[kDragon]) | (A::king(sq) & by_type_[kKing]) |
                          (A::rook(sq, occupied) & orthogonal) | (A::bishop(sq, occupied) & diagonal));
}

inline bool Position::attacked(int sq, Color by, Bitboard occupied) const noexcept {
  namespace A = attacks10;
  const Bitboard them = by_color_[by];
  PERFTKIT_DRAGON_COUNT(leaper_lookups, 4);
  if ((A::pawn(~by, sq) & by_type_[kPawn] & them) || (A::knight(sq) & by_type_[kKnight] & them) ||
      (A::dragon(sq) & by_type_[kDragon] & them) || (A::king(sq) & by_type_[kKing] & them))
    return true;
  Bitboard orthogonal = (by_type_[kRook] | by_type_[kQueen]) & them;
  Bitboard diagonal = (by_type_[kBishop] | by_type_[kQueen]) & them;
  // The empty-board rays are a cheap filter before the real slider lookups.
  if ((A::rook_rays(sq) & orthogonal)) {
    PERFTKIT_DRAGON_COUNT(slider_lookups, 1);
    if (A::rook(sq, occupied) & orthogonal) return true;
  }
  if ((A::bishop_rays(sq) & diagonal)) {
    PERFTKIT_DRAGON_COUNT(slider_lookups, 1);
    if (A::bishop(sq, occupied) & diagonal) return true;
  }
  return false;
}

template <Color Us, class Sink>
inline bool Position::generate(Sink& sink) const {
  constexpr Color Them = ~Us;
  namespace A = attacks10;
  using Pawn = generator::PawnGeometry<Us>;
  using generator::kAll;
  const Bitboard occ = occupied();
  const Bitboard own = by_color_[Us];
  const Bitboard enemy = by_color_[Them];
  const int king = king_square(Us);

  Bitboard checkers;
  generator::Pins pins;
  {
    PERFTKIT_DRAGON_SECTION(kSetup);
    checkers = attackers(king, Them, occ);
    Bitboard snipers = (A::rook_rays(king) & (by_type_[kRook] | by_type_[kQueen]) & enemy) |
                       (A::bishop_rays(king) & (by_type_[kBishop] | by_type_[kQueen]) & enemy);
    while (snipers) {
      int sniper = pop_lsb(snipers);
      Bitboard between = A::between(king, sniper);
      Bitboard blockers = between & occ;
      if (blockers && !has_more_than_one(blockers) && (blockers & own)) pins.add(lsb(blockers), between | G::bit(sniper));
    }
  }

  {
    PERFTKIT_DRAGON_SECTION(kKing);
    Bitboard candidates = A::king(king) & ~own;
    PERFTKIT_DRAGON_COUNT(leaper_lookups, 1);
    Bitboard legal = 0;
    const Bitboard without_king = occ ^ G::bit(king);
    while (candidates) {
      int to = pop_lsb(candidates);
      if (!attacked(to, Them, without_king)) legal |= G::bit(to);
    }
    sink.piece(king, legal);
  }
  if (has_more_than_one(checkers)) return true;

  Bitboard check_mask = kAll;
  if (checkers) {
    int checker = lsb(checkers);
    bool slider = (by_type_[kBishop] | by_type_[kRook] | by_type_[kQueen]) & checkers;
    check_mask = checkers | (slider ? A::between(king, checker) : Bitboard{0});
  }
  const Bitboard targets = ~own & check_mask & kAll;

  {
    PERFTKIT_DRAGON_SECTION(kPawns);
    const Bitboard pawns = pieces(Us, kPawn);
    const Bitboard empty = ~occ & kAll;
    const Bitboard capturable = enemy & check_mask;
    // Pushes and captures of the given pawns, limited to `allowed` squares.
    auto pawn_moves = [&](Bitboard from, Bitboard allowed) {
      Bitboard one = Pawn::up(from) & empty;
      Bitboard two = Pawn::up(one & Pawn::kAfterOneStep) & empty;
      Bitboard three = Pawn::up(two & Pawn::kAfterTwoSteps) & empty;
      Bitboard push_allowed = allowed & check_mask;
      one &= push_allowed;
      sink.promotions(one & Pawn::kLastRank, Pawn::kUp);
      sink.pawns(one & ~Pawn::kLastRank, Pawn::kUp);
      sink.pawns(two & push_allowed, 2 * Pawn::kUp);
      sink.pawns(three & push_allowed, 3 * Pawn::kUp);
      Bitboard west = Pawn::up_west(from) & capturable & allowed;
      Bitboard east = Pawn::up_east(from) & capturable & allowed;
      sink.promotions(west & Pawn::kLastRank, Pawn::kUpWest);
      sink.pawns(west & ~Pawn::kLastRank, Pawn::kUpWest);
      sink.promotions(east & Pawn::kLastRank, Pawn::kUpEast);
      sink.pawns(east & ~Pawn::kLastRank, Pawn::kUpEast);
    };
    pawn_moves(pawns & ~pins.pinned, kAll);
    for (Bitboard pinned = pawns & pins.pinned; pinned;) {
      int sq = pop_lsb(pinned);
      pawn_moves(G::bit(sq), pins.ray(sq));
    }
    for (Bitboard ep = ep_squares_; ep;) {
      int to = pop_lsb(ep);
      for (Bitboard capturers = A::pawn(Them, to) & pawns; capturers;) {
        int from = pop_lsb(capturers);
        Bitboard after = (occ ^ G::bit(from) ^ G::bit(ep_victim_)) | G::bit(to);
        if (!(attackers(king, Them, after) & after)) sink.single(Move(from, to, Move::kEnPassant));
      }
    }
  }

  {
    PERFTKIT_DRAGON_SECTION(kKnights);
    // A pinned knight can never stay on its pin line.
    for (Bitboard knights = pieces(Us, kKnight) & ~pins.pinned; knights;) {
      int sq = pop_lsb(knights);
      PERFTKIT_DRAGON_COUNT(leaper_lookups, 1);
      sink.piece(sq, A::knight(sq) & targets);
    }
  }

  {
    PERFTKIT_DRAGON_SECTION(kDragons);
    for (Bitboard dragons = pieces(Us, kDragon); dragons;) {
      int sq = pop_lsb(dragons);
      PERFTKIT_DRAGON_COUNT(leaper_lookups, 1);
      sink.piece(sq, A::dragon(sq) & targets & pins.allowed(sq));
    }
  }

  {
    PERFTKIT_DRAGON_SECTION(kSliders);
    for (Bitboard bishops = pieces(Us, kBishop); bishops;) {
      int sq = pop_lsb(bishops);
      PERFTKIT_DRAGON_COUNT(slider_lookups, 1);
      sink.piece(sq, A::bishop(sq, occ) & targets & pins.allowed(sq));
    }
    for (Bitboard rooks = pieces(Us, kRook); rooks;) {
      int sq = pop_lsb(rooks);
      PERFTKIT_DRAGON_COUNT(slider_lookups, 1);
      sink.piece(sq, A::rook(sq, occ) & targets & pins.allowed(sq));
    }
    for (Bitboard queens = pieces(Us, kQueen); queens;) {
      int sq = pop_lsb(queens);
      PERFTKIT_DRAGON_COUNT(slider_lookups, 2);
      sink.piece(sq, A::queen(sq, occ) & targets & pins.allowed(sq));
    }
  }

  if (!checkers && (castling_ & (Us == kWhite ? kWhiteKingSide | kWhiteQueenSide : kBlackKingSide | kBlackQueenSide))) {
    PERFTKIT_DRAGON_SECTION(kKing);
    // Rights imply king on the f-file and rook in the corner (kept so by
    // FEN validation and by play()).
    constexpr int kBackRank = Us == kWhite ? 0 : G::kRanks - 1;
    constexpr int kKingFrom = G::square(5, kBackRank);
    constexpr std::uint8_t kKingSide = Us == kWhite ? kWhiteKingSide : kBlackKingSide;
    constexpr std::uint8_t kQueenSide = Us == kWhite ? kWhiteQueenSide : kBlackQueenSide;
    if ((castling_ & kKingSide) && !(A::between(kKingFrom, G::square(G::kFiles - 1, kBackRank)) & occ) &&
        !attacked(kKingFrom + 1, Them, occ) && !attacked(kKingFrom + 2, Them, occ))
      sink.single(Move(kKingFrom, kKingFrom + 2, Move::kCastling));
    if ((castling_ & kQueenSide) && !(A::between(kKingFrom, G::square(0, kBackRank)) & occ) &&
        !attacked(kKingFrom - 1, Them, occ) && !attacked(kKingFrom - 2, Them, occ))
      sink.single(Move(kKingFrom, kKingFrom - 2, Move::kCastling));
  }
  return checkers != 0;
}

}  // namespace PERFTKIT_DRAGON_BUILD
}  // namespace perftkit::dragon

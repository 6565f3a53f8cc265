#pragma once
// Strictly legal move generation for the Dragon game, written once for
// any sink (the verbs of game/move_sink.h) and any profiler
// (generation_profiler.h): legal_moves.h lists moves or only counts them
// (popcounts of target sets, which is what makes perft's last ply cheap);
// count_two_plies.h plays each move as it is found and counts its
// replies. It defines Position's private generator templates, so only
// those two headers include it.
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
#include "dragon/move_sinks.h"
#include "dragon/position.h"
#include "dragon/square_attacks.h"
#include "geometry/attacks10.h"

namespace perftkit::dragon {
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

// What the setup finds and every part of a generation reads.
struct Setup {
  Bitboard occupied;
  int king;           // the side to move's
  Bitboard checkers;  // enemy pieces giving check
  Pins pins;
};

// The squares a piece of `Type` on `sq` attacks, given the occupancy.
template <PieceType Type>
Bitboard attacks_from(int sq, Bitboard occupied) noexcept {
  namespace A = attacks10;
  if constexpr (Type == kKnight) return A::knight(sq);
  else if constexpr (Type == kDragon) return A::dragon(sq);
  else if constexpr (Type == kBishop) return A::bishop(sq, occupied);
  else if constexpr (Type == kRook) return A::rook(sq, occupied);
  else return A::queen(sq, occupied);
}

}  // namespace generator

// One generation: checkers and pins first, then each part of the
// generator in a section of its own, so a profiler can bill them apart.
// The parts are always inlined: this is perft's innermost loop, and
// out-of-line parts execute several per cent more instructions (calls,
// values reloaded from memory); inlined, each side and sink compiles to
// one function.
template <Color Us, GenerationProfiler Profiler, class Sink>
inline void Position::generate(Sink& sink) const {
  static_assert(dragon::Sink<Sink>);
  namespace A = attacks10;
  auto generation = Profiler::generation();
  generator::Setup setup;
  {
    const auto timed = Profiler::section(Section::kSetup);
    find_checkers_and_pins<Us, Profiler>(setup);
  }
  generation.in_check(setup.checkers != 0);
  {
    const auto timed = Profiler::section(Section::kKing);
    generate_king_steps<Us, Profiler>(sink, setup);
  }
  // In double check only the king moves.
  if (has_more_than_one(setup.checkers)) return;

  // With one checker, the other pieces must capture it or, for a slider
  // checker only, block it.
  Bitboard check_mask = generator::kAll;
  if (setup.checkers) {
    const bool slider = (by_type_[kBishop] | by_type_[kRook] | by_type_[kQueen]) & setup.checkers;
    check_mask = setup.checkers | (slider ? A::between(setup.king, lsb(setup.checkers)) : Bitboard{0});
  }
  const Bitboard targets = ~by_color_[Us] & check_mask & generator::kAll;
  {
    const auto timed = Profiler::section(Section::kPawns);
    generate_pawn_moves<Us, Profiler>(sink, setup, check_mask);
  }
  {
    const auto timed = Profiler::section(Section::kKnights);
    generate_piece_moves<Us, kKnight, Profiler>(sink, setup, targets);
  }
  {
    const auto timed = Profiler::section(Section::kDragons);
    generate_piece_moves<Us, kDragon, Profiler>(sink, setup, targets);
  }
  {
    const auto timed = Profiler::section(Section::kSliders);
    generate_piece_moves<Us, kBishop, Profiler>(sink, setup, targets);
    generate_piece_moves<Us, kRook, Profiler>(sink, setup, targets);
    generate_piece_moves<Us, kQueen, Profiler>(sink, setup, targets);
  }
  if (!setup.checkers && (castling_ & (Us == kWhite ? kWhiteKingSide | kWhiteQueenSide : kBlackKingSide | kBlackQueenSide))) {
    const auto timed = Profiler::section(Section::kKing);
    generate_castling<Us, Profiler>(sink, setup);
  }
}

template <GenerationProfiler Profiler, class Sink>
inline void Position::generate_for_side(Sink& sink) const {
  if (side_ == kWhite) generate<kWhite, Profiler>(sink);
  else generate<kBlack, Profiler>(sink);
}

// Fills `setup`: the pieces checking `Us`'s king, and `Us`'s pinned
// pieces (a lone own piece between the king and an enemy slider aimed at
// it). The enemy sliders on the king's empty-board lines ("snipers") give
// both: nothing between is a check, one own piece between is a pin. So a
// slider check costs no slider lookup, only the leapers are looked up.
template <Color Us, GenerationProfiler Profiler>
[[gnu::always_inline]]
inline void Position::find_checkers_and_pins(generator::Setup& setup) const noexcept {
  namespace A = attacks10;
  const Bitboard occ = setup.occupied = occupied();
  const Bitboard enemy = by_color_[~Us];
  const int king = setup.king = king_square(Us);
  setup.checkers = leaping_attackers<Profiler>(king, ~Us);
  Bitboard snipers = (A::rook_rays(king) & (by_type_[kRook] | by_type_[kQueen]) & enemy) |
                     (A::bishop_rays(king) & (by_type_[kBishop] | by_type_[kQueen]) & enemy);
  while (snipers) {
    int sniper = pop_lsb(snipers);
    Bitboard between = A::between(king, sniper);
    Bitboard blockers = between & occ;
    if (!blockers) setup.checkers |= G::bit(sniper);
    else if (!has_more_than_one(blockers) && (blockers & by_color_[Us]))
      setup.pins.add(lsb(blockers), between | G::bit(sniper));
  }
}

// The king's one-square steps, each tested with the king taken off the
// board: a slider checking it along a line still attacks the square behind.
template <Color Us, GenerationProfiler Profiler, class Sink>
[[gnu::always_inline]]
inline void Position::generate_king_steps(Sink& sink, const generator::Setup& setup) const {
  const int king = setup.king;
  Bitboard candidates = attacks10::king(king) & ~by_color_[Us];
  Profiler::lookups(1, 0);
  Bitboard legal = 0;
  const Bitboard without_king = setup.occupied ^ G::bit(king);
  while (candidates) {
    int to = pop_lsb(candidates);
    if (!attacked<Profiler>(to, ~Us, without_king)) legal |= G::bit(to);
  }
  sink.piece_moves(kKing, king, legal);
}

template <Color Us, GenerationProfiler Profiler, class Sink>
[[gnu::always_inline]]
inline void Position::generate_pawn_moves(Sink& sink, const generator::Setup& setup, Bitboard check_mask) const {
  using Pawn = generator::PawnGeometry<Us>;
  const Bitboard pawns = pieces(Us, kPawn);
  const Bitboard empty = ~setup.occupied & generator::kAll;
  const Bitboard capturable = by_color_[~Us] & check_mask;
  // Pushes and captures of the given pawns, limited to `allowed` squares.
  auto moves_of = [&](Bitboard from, Bitboard allowed) {
    Bitboard one = Pawn::up(from) & empty;
    Bitboard two = Pawn::up(one & Pawn::kAfterOneStep) & empty;
    Bitboard three = Pawn::up(two & Pawn::kAfterTwoSteps) & empty;
    Bitboard push_allowed = allowed & check_mask;
    one &= push_allowed;
    sink.promotions(one & Pawn::kLastRank, Pawn::kUp);
    sink.pawn_moves(one & ~Pawn::kLastRank, Pawn::kUp);
    sink.pawn_moves(two & push_allowed, 2 * Pawn::kUp);
    sink.pawn_moves(three & push_allowed, 3 * Pawn::kUp);
    Bitboard west = Pawn::up_west(from) & capturable & allowed;
    Bitboard east = Pawn::up_east(from) & capturable & allowed;
    sink.promotions(west & Pawn::kLastRank, Pawn::kUpWest);
    sink.pawn_moves(west & ~Pawn::kLastRank, Pawn::kUpWest);
    sink.promotions(east & Pawn::kLastRank, Pawn::kUpEast);
    sink.pawn_moves(east & ~Pawn::kLastRank, Pawn::kUpEast);
  };
  // The free pawns move as one set; each pinned one along its pin ray.
  moves_of(pawns & ~setup.pins.pinned, generator::kAll);
  for (Bitboard pinned = pawns & setup.pins.pinned; pinned;) {
    int sq = pop_lsb(pinned);
    moves_of(G::bit(sq), setup.pins.ray(sq));
  }
  generate_en_passant<Us, Profiler>(sink, setup);
}

// En passant (rare) is tested by replaying the capture's occupancy: the
// capture empties two squares of the same rank or line at once.
template <Color Us, GenerationProfiler Profiler, class Sink>
[[gnu::always_inline]]
inline void Position::generate_en_passant(Sink& sink, const generator::Setup& setup) const {
  const int king = setup.king;
  const Bitboard occ = setup.occupied;
  for (Bitboard ep = ep_squares_; ep;) {
    int to = pop_lsb(ep);
    for (Bitboard capturers = attacks10::pawn(~Us, to) & pieces(Us, kPawn); capturers;) {
      int from = pop_lsb(capturers);
      Bitboard after = (occ ^ G::bit(from) ^ G::bit(ep_victim_)) | G::bit(to);
      if (!(attackers<Profiler>(king, ~Us, after) & after)) sink.single_move(Move(from, to, MoveKind::kEnPassant));
    }
  }
}

// Knight, Dragon and slider moves to `targets`. A pinned knight can never
// stay on its pin line; any other pinned piece keeps to its pin ray.
template <Color Us, PieceType Type, GenerationProfiler Profiler, class Sink>
[[gnu::always_inline]]
inline void Position::generate_piece_moves(Sink& sink, const generator::Setup& setup, Bitboard targets) const {
  constexpr bool kLeaper = Type == kKnight || Type == kDragon;
  const Bitboard occ = setup.occupied;
  Bitboard movers = pieces(Us, Type);
  if constexpr (Type == kKnight) movers &= ~setup.pins.pinned;
  while (movers) {
    int sq = pop_lsb(movers);
    Profiler::lookups(kLeaper ? 1 : 0, kLeaper ? 0 : Type == kQueen ? 2 : 1);
    Bitboard reach = generator::attacks_from<Type>(sq, occ) & targets;
    if constexpr (Type != kKnight) reach &= setup.pins.allowed(sq);
    sink.piece_moves(Type, sq, reach);
  }
}

// Castling, when `Us` is not in check and keeps a right: the squares
// between king and rook empty, the king's path unattacked. Rights imply
// king on the f-file and rook in the corner (kept so by FEN validation and
// by play()).
template <Color Us, GenerationProfiler Profiler, class Sink>
[[gnu::always_inline]]
inline void Position::generate_castling(Sink& sink, const generator::Setup& setup) const {
  namespace A = attacks10;
  const Bitboard occ = setup.occupied;
  constexpr Color Them = ~Us;
  constexpr int kBackRank = Us == kWhite ? 0 : G::kRanks - 1;
  constexpr int kKingFrom = G::square(5, kBackRank);
  constexpr std::uint8_t kKingSide = Us == kWhite ? kWhiteKingSide : kBlackKingSide;
  constexpr std::uint8_t kQueenSide = Us == kWhite ? kWhiteQueenSide : kBlackQueenSide;
  if ((castling_ & kKingSide) && !(A::between(kKingFrom, G::square(G::kFiles - 1, kBackRank)) & occ) &&
      !attacked<Profiler>(kKingFrom + 1, Them, occ) && !attacked<Profiler>(kKingFrom + 2, Them, occ))
    sink.single_move(Move(kKingFrom, kKingFrom + 2, MoveKind::kCastling));
  if ((castling_ & kQueenSide) && !(A::between(kKingFrom, G::square(0, kBackRank)) & occ) &&
      !attacked<Profiler>(kKingFrom - 1, Them, occ) && !attacked<Profiler>(kKingFrom - 2, Them, occ))
    sink.single_move(Move(kKingFrom, kKingFrom - 2, MoveKind::kCastling));
}

}  // namespace perftkit::dragon

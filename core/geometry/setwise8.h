#pragma once
// Move counts of whole 8x8 piece sets at once, without a loop over the
// pieces: one 64-bit lane of an AVX-512 register per direction. Two pieces
// of one side never reach the same square in the same direction (the
// nearer one blocks the other's ray, and a shift moves each knight to its
// own square), so a direction's targets over the whole set, popcounted,
// are the sum of its pieces' moves in that direction.
//
// Why: a leaf counts its knights' and sliders' moves in a loop per piece
// type, one table lookup per piece, and the loops' trip counts are the
// branches a perft leaf mispredicts most after its king's (CPW 4,
// results/chess/perf-log.md). Here the cost is the same for any number of
// pieces and there is no branch at all.
#include <cstdint>

#if defined(__AVX512F__) && defined(__AVX512VPOPCNTDQ__)
#include <immintrin.h>
#define PERFTKIT_SETWISE8 1
#else
#define PERFTKIT_SETWISE8 0
#endif

namespace perftkit::setwise8 {

using Bitboard = std::uint64_t;

inline constexpr bool kAvailable = PERFTKIT_SETWISE8 != 0;

#if PERFTKIT_SETWISE8
// Where each lane's rotation may land: the squares its direction reaches
// from the board, so that what a rotation wraps around an edge is dropped
// (the "generalized rays" of the Kogge-Stone fill on chessprogramming.org).
alignas(64) inline constexpr Bitboard kSlideLands[8] = {
    0xFFFFFFFFFFFFFF00, 0xFEFEFEFEFEFEFE00, 0xFEFEFEFEFEFEFEFE, 0x00FEFEFEFEFEFEFE,
    0x00FFFFFFFFFFFFFF, 0x007F7F7F7F7F7F7F, 0x7F7F7F7F7F7F7F7F, 0x7F7F7F7F7F7F7F00};
alignas(64) inline constexpr Bitboard kJumpLands[8] = {
    0xFEFEFEFEFEFE0000, 0xFCFCFCFCFCFCFC00, 0x00FCFCFCFCFCFCFC, 0x0000FEFEFEFEFEFE,
    0x00007F7F7F7F7F7F, 0x003F3F3F3F3F3F3F, 0x3F3F3F3F3F3F3F00, 0x7F7F7F7F7F7F0000};

// Lanes: north, north-east, east, south-east, south, south-west, west,
// north-west, as rotations left (a1 = bit 0). Rook directions in the even
// lanes, bishop directions in the odd ones.
[[gnu::always_inline]] inline __m512i by_direction(Bitboard rook_movers, Bitboard bishop_movers) noexcept {
  return _mm512_mask_blend_epi64(0xAA, _mm512_set1_epi64(static_cast<long long>(rook_movers)),
                                 _mm512_set1_epi64(static_cast<long long>(bishop_movers)));
}
[[gnu::always_inline]] inline __m512i broadcast(Bitboard set) noexcept {
  return _mm512_set1_epi64(static_cast<long long>(set));
}

// From each lane's squares `from`, the squares its direction reaches
// through `empty`: the empty ones and the first occupied one.
[[gnu::always_inline]] inline __m512i slide(__m512i from, Bitboard empty) noexcept {
  const __m512i step = _mm512_setr_epi64(8, 9, 1, 57, 56, 55, 63, 7);
  const __m512i step2 = _mm512_setr_epi64(16, 18, 2, 50, 48, 46, 62, 14);
  const __m512i step4 = _mm512_setr_epi64(32, 36, 4, 36, 32, 28, 60, 28);
  const __m512i on_board = _mm512_load_si512(kSlideLands);
  __m512i open = _mm512_and_si512(broadcast(empty), on_board);
  from = _mm512_or_si512(from, _mm512_and_si512(open, _mm512_rolv_epi64(from, step)));
  open = _mm512_and_si512(open, _mm512_rolv_epi64(open, step));
  from = _mm512_or_si512(from, _mm512_and_si512(open, _mm512_rolv_epi64(from, step2)));
  open = _mm512_and_si512(open, _mm512_rolv_epi64(open, step2));
  from = _mm512_or_si512(from, _mm512_and_si512(open, _mm512_rolv_epi64(from, step4)));
  return _mm512_and_si512(_mm512_rolv_epi64(from, step), on_board);
}

// The eight lanes' targets of `knights` and of the sliders (`rook_movers`:
// rooks and queens, `bishop_movers`: bishops and queens) through the empty
// squares `empty`: slides and jumps.
struct LaneTargets {
  __m512i slides, jumps;
};
[[gnu::always_inline]] inline LaneTargets lane_targets(Bitboard knights, Bitboard rook_movers, Bitboard bishop_movers,
                                                       Bitboard empty) noexcept {
  // The eight knight jumps: +17, +10, -6, -15, -17, -10, +6, +15.
  const __m512i jump = _mm512_setr_epi64(17, 10, 58, 49, 47, 54, 6, 15);
  return {slide(by_direction(rook_movers, bishop_movers), empty),
          _mm512_and_si512(_mm512_rolv_epi64(broadcast(knights), jump), _mm512_load_si512(kJumpLands))};
}

// lane_targets kept to the squares in `movable` (the moves, where
// officer_attacks wants every square attacked).
[[gnu::always_inline]] inline LaneTargets lane_moves(Bitboard knights, Bitboard rook_movers, Bitboard bishop_movers,
                                                     Bitboard empty, Bitboard movable) noexcept {
  const LaneTargets t = lane_targets(knights, rook_movers, bishop_movers, empty);
  const __m512i targets = broadcast(movable);
  return {_mm512_and_si512(t.slides, targets), _mm512_and_si512(t.jumps, targets)};
}

// Every square that `knights` and the sliders attack (their union).
[[gnu::always_inline]] inline Bitboard officer_attacks(Bitboard knights, Bitboard rook_movers, Bitboard bishop_movers,
                                                       Bitboard empty) noexcept {
  const LaneTargets t = lane_targets(knights, rook_movers, bishop_movers, empty);
  return static_cast<Bitboard>(_mm512_reduce_or_epi64(_mm512_or_si512(t.slides, t.jumps)));
}

// The moves of `knights` and of the sliders (`rook_movers`: rooks and
// queens, `bishop_movers`: bishops and queens) to the squares in
// `movable`, through the empty squares `empty`.
[[gnu::always_inline]] inline std::uint64_t officer_moves(Bitboard knights, Bitboard rook_movers,
                                                          Bitboard bishop_movers, Bitboard empty,
                                                          Bitboard movable) noexcept {
  const LaneTargets t = lane_moves(knights, rook_movers, bishop_movers, empty, movable);
  const __m512i counts = _mm512_add_epi64(_mm512_popcnt_epi64(t.slides), _mm512_popcnt_epi64(t.jumps));
  return static_cast<std::uint64_t>(_mm512_reduce_add_epi64(counts));
}

// officer_moves with the captures of `enemy` counted too, and the squares
// asked for that a move lands on: by a slide along a rook direction on
// `straight_asked`, along a bishop direction on `diagonal_asked`, by a
// jump on `jump_asked` (`landed`, found only where some move lands so).
// Both counts in one reduction: a lane's moves in its low half, its
// captures in its high one.
struct MovesAndCaptures {
  std::uint64_t moves = 0, captures = 0;
};
struct AskedLandings {
  Bitboard straight = 0, diagonal = 0, jumps = 0;
};
[[gnu::always_inline]] inline MovesAndCaptures officer_moves_landing(
    Bitboard knights, Bitboard rook_movers, Bitboard bishop_movers, Bitboard empty, Bitboard movable, Bitboard enemy,
    Bitboard straight_asked, Bitboard diagonal_asked, Bitboard jump_asked, AskedLandings& landed) noexcept {
  const auto [slides, jumps] = lane_moves(knights, rook_movers, bishop_movers, empty, movable);
  const __m512i asked = by_direction(straight_asked, diagonal_asked), jumps_asked = broadcast(jump_asked);
  if (_mm512_test_epi64_mask(slides, asked) | _mm512_test_epi64_mask(jumps, jumps_asked)) [[unlikely]] {
    const __m512i slid = _mm512_and_si512(slides, asked);
    landed.straight = static_cast<Bitboard>(_mm512_mask_reduce_or_epi64(0x55, slid));
    landed.diagonal = static_cast<Bitboard>(_mm512_mask_reduce_or_epi64(0xAA, slid));
    landed.jumps = static_cast<Bitboard>(_mm512_reduce_or_epi64(_mm512_and_si512(jumps, jumps_asked)));
  }
  const __m512i taken = broadcast(enemy);
  const __m512i moves = _mm512_add_epi64(_mm512_popcnt_epi64(slides), _mm512_popcnt_epi64(jumps));
  const __m512i captures = _mm512_add_epi64(_mm512_popcnt_epi64(_mm512_and_si512(slides, taken)),
                                            _mm512_popcnt_epi64(_mm512_and_si512(jumps, taken)));
  const __m512i packed = _mm512_add_epi64(moves, _mm512_slli_epi64(captures, 32));
  const auto both = static_cast<std::uint64_t>(_mm512_reduce_add_epi64(packed));
  return {both & 0xffffffffu, both >> 32};
}
#endif

}  // namespace perftkit::setwise8

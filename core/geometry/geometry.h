#pragma once
// Board geometry for a W x H board stored in a bitboard type B:
// square numbering (a1 = 0, b1 = 1, ..., rank-major), file and rank masks,
// edge-safe shifts, and slow reference attack builders used to fill the
// fast tables at start-up. Everything here is generic over the size so the
// 8x8 and 10x10 games share one implementation.
#include <array>
#include <string>
#include <utility>

#include "common/bitboard.h"

namespace perftkit {

// A direction on the board as (file delta, rank delta).
struct Offset {
  int file;
  int rank;
};

inline constexpr std::array<Offset, 4> kRookDirections{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};
inline constexpr std::array<Offset, 4> kBishopDirections{{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};
inline constexpr std::array<Offset, 8> kKnightOffsets{
    {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}};
inline constexpr std::array<Offset, 8> kKingOffsets{
    {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};

template <int W, int H, BitboardType B>
struct Geometry {
  static_assert(W * H <= static_cast<int>(sizeof(B) * 8), "board does not fit the bitboard");
  using Bitboard = B;
  static constexpr int kFiles = W;
  static constexpr int kRanks = H;
  static constexpr int kSquares = W * H;
  static constexpr B kFileA = [] {
    B mask = 0;
    for (int rank = 0; rank < H; ++rank) mask |= B{1} << (rank * W);
    return mask;
  }();
  // The squares of a1's colour (dark), where file + rank is even.
  static constexpr B kDarkSquares = [] {
    B mask = 0;
    for (int sq = 0; sq < W * H; ++sq) mask |= B{(sq % W + sq / W) % 2 == 0} << sq;
    return mask;
  }();

  static constexpr int square(int file, int rank) noexcept { return rank * W + file; }
  static constexpr int file_of(int sq) noexcept { return sq % W; }
  static constexpr int rank_of(int sq) noexcept { return sq / W; }
  static constexpr bool on_board(int file, int rank) noexcept {
    return file >= 0 && file < W && rank >= 0 && rank < H;
  }
  static constexpr B bit(int sq) noexcept { return square_bit<B>(sq); }

  static constexpr B all_squares() noexcept {
    if constexpr (W * H == sizeof(B) * 8) return ~B{0};
    else return (B{1} << (W * H)) - 1;
  }
  static constexpr B rank_mask(int rank) noexcept {
    return ((B{1} << W) - 1) << (rank * W);
  }
  // (The a-file shifted: the statistics of chess and the 10x10 game ask it
  // of their king's file, known only at run time, where a loop over the
  // ranks cost CPW 3 2.5 % of its statistics' instructions.)
  static constexpr B file_mask(int file) noexcept { return kFileA << file; }

  // Shift every piece one step by `d` (|delta| <= 1 per axis); pieces that
  // would leave the board vanish instead of wrapping to the next rank.
  static constexpr B shift(B b, Offset d) noexcept {
    if (d.file == 1) b &= ~file_mask(W - 1);
    if (d.file == -1) b &= ~file_mask(0);
    int delta = d.rank * W + d.file;
    b = delta >= 0 ? b << delta : b >> -delta;
    return b & all_squares();
  }

  // Targets of a leaper on `sq` for the given offsets (any length).
  template <std::size_t N>
  static constexpr B leaper_targets(int sq, const std::array<Offset, N>& offsets) noexcept {
    B targets = 0;
    for (Offset o : offsets) {
      int f = file_of(sq) + o.file, r = rank_of(sq) + o.rank;
      if (on_board(f, r)) targets |= bit(square(f, r));
    }
    return targets;
  }

  // Reference slider attacks by walking rays; used to build and to test
  // the fast slider tables, never on a hot path.
  template <std::size_t N>
  static constexpr B slider_targets(int sq, B occupied, const std::array<Offset, N>& directions) noexcept {
    B targets = 0;
    for (Offset d : directions) {
      int f = file_of(sq) + d.file, r = rank_of(sq) + d.rank;
      while (on_board(f, r)) {
        targets |= bit(square(f, r));
        if (occupied & bit(square(f, r))) break;
        f += d.file;
        r += d.rank;
      }
    }
    return targets;
  }

  // Occupancy that can change a slider's attacks: every ray square but the
  // last (an edge square is attacked whether or not it is occupied). Index
  // masks of the PEXT and magic slider tables are built from it.
  template <std::size_t N>
  static constexpr B relevant_occupancy(int sq, const std::array<Offset, N>& directions) noexcept {
    B mask = 0;
    for (Offset d : directions)
      for (int f = file_of(sq) + d.file, r = rank_of(sq) + d.rank; on_board(f + d.file, r + d.rank);
           f += d.file, r += d.rank)
        mask |= bit(square(f, r));
    return mask;
  }

  // The n-th subset of `mask`: bit i of n decides the mask's i-th lowest
  // square (a portable PDEP, used to enumerate slider occupancies).
  static constexpr B subset_of(std::uint64_t n, B mask) noexcept {
    B result = 0;
    for (int i = 0; mask; ++i) {
      int sq = pop_lsb(mask);
      if (n >> i & 1) result |= bit(sq);
    }
    return result;
  }

  // Squares strictly between a and b on a shared line, empty if none.
  static constexpr B between(int a, int b) noexcept {
    int df = file_of(b) - file_of(a), dr = rank_of(b) - rank_of(a);
    if (a == b || (df != 0 && dr != 0 && df != dr && df != -dr)) return 0;
    int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
    B squares = 0;
    for (int f = file_of(a) + sf, r = rank_of(a) + sr; square(f, r) != b; f += sf, r += sr)
      squares |= bit(square(f, r));
    return squares;
  }

  // The whole line through a and b (edge to edge), empty if not aligned.
  static constexpr B line(int a, int b) noexcept {
    int df = file_of(b) - file_of(a), dr = rank_of(b) - rank_of(a);
    if (a == b || (df != 0 && dr != 0 && df != dr && df != -dr)) return 0;
    int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
    B squares = bit(a);
    for (int dir : {1, -1})
      for (int f = file_of(a) + dir * sf, r = rank_of(a) + dir * sr; on_board(f, r); f += dir * sf, r += dir * sr)
        squares |= bit(square(f, r));
    return squares;
  }

  // "e4", "j10"; files a.., ranks from 1.
  static std::string square_name(int sq) {
    return std::string(1, static_cast<char>('a' + file_of(sq))) + std::to_string(rank_of(sq) + 1);
  }

  // Parses a square name at the start of `text`; returns (square, length)
  // or (-1, 0). Ranks with two digits ("a10") are read greedily.
  static std::pair<int, int> parse_square_prefix(std::string_view text) noexcept {
    if (text.size() < 2 || text[0] < 'a' || text[0] >= 'a' + W) return {-1, 0};
    int file = text[0] - 'a';
    std::size_t i = 1;
    int rank = 0;
    constexpr std::size_t kMaxDigits = H >= 10 ? 2 : 1;
    while (i < text.size() && i <= kMaxDigits && text[i] >= '0' && text[i] <= '9') rank = rank * 10 + (text[i++] - '0');
    if (i == 1 || text[1] == '0' || rank < 1 || rank > H) return {-1, 0};
    return {square(file, rank - 1), static_cast<int>(i)};
  }
  static int parse_square(std::string_view text) noexcept {
    auto [sq, length] = parse_square_prefix(text);
    return length == static_cast<int>(text.size()) ? sq : -1;
  }
};

using Geometry8 = Geometry<8, 8, std::uint64_t>;
using Geometry10 = Geometry<10, 10, u128>;
static_assert(Geometry8::kDarkSquares == 0xAA55AA55AA55AA55ULL && Geometry8::kFileA == 0x0101010101010101ULL);

}  // namespace perftkit

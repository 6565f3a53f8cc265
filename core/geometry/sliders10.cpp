#include "geometry/sliders10.h"

#include <vector>

namespace perftkit::sliders10 {

#if PERFTKIT_HAVE_SPLIT_PEXT
namespace {

using G = Geometry10;

// Both directions of each line, in lines10's line order.
constexpr std::array<std::array<Offset, 2>, 4> kLineDirections{
    {{{{1, 0}, {-1, 0}}}, {{{0, 1}, {0, -1}}}, {{{1, 1}, {-1, -1}}}, {{{-1, 1}, {1, -1}}}}};

// Occupancy that matters on one line: every ray square but the last.
Bitboard relevant_mask(int sq, const std::array<Offset, 2>& directions) {
  Bitboard mask = 0;
  for (Offset d : directions)
    for (int f = G::file_of(sq) + d.file, r = G::rank_of(sq) + d.rank; G::on_board(f + d.file, r + d.rank);
         f += d.file, r += d.rank)
      mask |= G::bit(G::square(f, r));
  return mask;
}

Bitboard deposit(std::uint64_t n, Bitboard mask) {
  Bitboard result = 0;
  for (int i = 0; mask; ++i) {
    int sq = pop_lsb(mask);
    if (n >> i & 1) result |= G::bit(sq);
  }
  return result;
}

struct Builder {
  std::vector<Bitboard> storage;
  Builder() {
    std::size_t total = 0;
    for (int sq = 0; sq < G::kSquares; ++sq)
      for (const auto& directions : kLineDirections) total += std::size_t{1} << popcount(relevant_mask(sq, directions));
    storage.assign(total, 0);
    std::size_t offset = 0;
    for (int sq = 0; sq < G::kSquares; ++sq) {
      for (int line = 0; line < 4; ++line) {
        Bitboard mask = relevant_mask(sq, kLineDirections[line]);
        auto low = static_cast<std::uint64_t>(mask);
        SplitPextEntry& e = split_pext_entries[sq][line];
        e = {low, static_cast<std::uint64_t>(mask >> 64), std::popcount(low), storage.data() + offset};
        std::size_t size = std::size_t{1} << popcount(mask);
        for (std::size_t n = 0; n < size; ++n) {
          Bitboard occupied = deposit(n, mask);
          storage[offset + e.index(occupied)] = G::slider_targets(sq, occupied, kLineDirections[line]);
        }
        offset += size;
      }
    }
  }
};

}  // namespace

std::array<std::array<SplitPextEntry, 4>, Geometry10::kSquares> split_pext_entries;
static const Builder builder;
#endif

}  // namespace perftkit::sliders10

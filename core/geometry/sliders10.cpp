#include "geometry/sliders10.h"

#include <vector>

namespace perftkit::sliders10 {

#if PERFTKIT_HAVE_SPLIT_PEXT
namespace {

using G = Geometry10;

// Both directions of each line, in lines10's line order.
constexpr std::array<std::array<Offset, 2>, 4> kLineDirections{
    {{{{1, 0}, {-1, 0}}}, {{{0, 1}, {0, -1}}}, {{{1, 1}, {-1, -1}}}, {{{-1, 1}, {1, -1}}}}};

struct Builder {
  std::vector<Bitboard> storage;
  Builder() {
    std::size_t total = 0;
    for (int sq = 0; sq < G::kSquares; ++sq)
      for (const auto& directions : kLineDirections) total += std::size_t{1} << popcount(G::relevant_occupancy(sq, directions));
    storage.assign(total, 0);
    std::size_t offset = 0;
    for (int sq = 0; sq < G::kSquares; ++sq) {
      for (int line = 0; line < 4; ++line) {
        Bitboard mask = G::relevant_occupancy(sq, kLineDirections[line]);
        auto low = static_cast<std::uint64_t>(mask);
        SplitPextEntry& e = split_pext_entries[sq][line];
        e = {low, static_cast<std::uint64_t>(mask >> 64), std::popcount(low), storage.data() + offset};
        std::size_t size = std::size_t{1} << popcount(mask);
        for (std::size_t n = 0; n < size; ++n) {
          Bitboard occupied = G::subset_of(n, mask);
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

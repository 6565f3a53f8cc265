#include "geometry/attacks8.h"

#include <memory>
#include <vector>

namespace perftkit::attacks8 {
namespace {

// xorshift64*: a fixed seed makes the magic search reproducible. Not the
// shared SplitMix64 (common/splitmix64.h): no key or stored value depends
// on this sequence, only which (equally correct) magics the search finds
// and how many candidates it tries at start-up; another generator would
// change both for no gain.
struct Prng {
  std::uint64_t s = 0x9E3779B97F4A7C15ULL;
  std::uint64_t next() {
    s ^= s >> 12;
    s ^= s << 25;
    s ^= s >> 27;
    return s * 2685821657736338717ULL;
  }
  std::uint64_t sparse() { return next() & next() & next(); }
};

template <std::size_t N>
void build_slider(std::array<SliderEntry, 64>& entries, std::vector<Bitboard>& storage,
                  const std::array<Offset, N>& directions, [[maybe_unused]] Prng& prng) {
  std::size_t total = 0;
  for (int sq = 0; sq < 64; ++sq) total += std::size_t{1} << popcount(G::relevant_occupancy(sq, directions));
  storage.assign(total, 0);
  std::size_t offset = 0;
  for (int sq = 0; sq < 64; ++sq) {
    SliderEntry& e = entries[sq];
    e.mask = G::relevant_occupancy(sq, directions);
    int bits = popcount(e.mask);
    std::size_t size = std::size_t{1} << bits;
    e.table = storage.data() + offset;
    std::vector<Bitboard> occupancies(size), attacks(size);
    for (std::size_t n = 0; n < size; ++n) {
      occupancies[n] = G::subset_of(n, e.mask);
      attacks[n] = G::slider_targets(sq, occupancies[n], directions);
    }
    Bitboard* table = storage.data() + offset;
#if PERFTKIT_USE_PEXT
    for (std::size_t n = 0; n < size; ++n) table[e.index(occupancies[n])] = attacks[n];
#else
    e.shift = 64 - bits;
    std::vector<int> stamp(size, -1);
    for (int attempt = 0;; ++attempt) {
      e.magic = prng.sparse();
      if (popcount((e.mask * e.magic) >> 56) < 6) continue;
      bool ok = true;
      for (std::size_t n = 0; n < size && ok; ++n) {
        std::size_t i = e.index(occupancies[n]);
        if (stamp[i] != attempt) {
          stamp[i] = attempt;
          table[i] = attacks[n];
        } else if (table[i] != attacks[n]) {
          ok = false;
        }
      }
      if (ok) break;
    }
#endif
    offset += size;
  }
}

struct Builder {
  std::vector<Bitboard> rook_storage, bishop_storage;
  explicit Builder(Tables& tables) {
    Prng prng;
    build_slider(tables.rook, rook_storage, kRookDirections, prng);
    build_slider(tables.bishop, bishop_storage, kBishopDirections, prng);
    for (int sq = 0; sq < 64; ++sq) {
      tables.knight[sq] = G::leaper_targets(sq, kKnightOffsets);
      tables.king[sq] = G::leaper_targets(sq, kKingOffsets);
      tables.rook_rays[sq] = G::slider_targets(sq, Bitboard{0}, kRookDirections);
      tables.bishop_rays[sq] = G::slider_targets(sq, Bitboard{0}, kBishopDirections);
      tables.pawn[0][sq] = G::leaper_targets(sq, std::array<Offset, 2>{{{-1, 1}, {1, 1}}});
      tables.pawn[1][sq] = G::leaper_targets(sq, std::array<Offset, 2>{{{-1, -1}, {1, -1}}});
      for (int other = 0; other < 64; ++other) {
        tables.between[sq][other] = G::between(sq, other);
        tables.line[sq][other] = G::line(sq, other);
      }
    }
  }
};

}  // namespace

Tables tables;
static const Builder builder{tables};

const char* slider_scheme() noexcept { return PERFTKIT_USE_PEXT ? "pext" : "magic"; }

}  // namespace perftkit::attacks8

#include "chess/zobrist.h"

namespace perftkit::chess::zobrist {
namespace {

// splitmix64: good statistical quality from a counter, trivially seeded.
std::uint64_t splitmix(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

Keys make_keys() {
  Keys k{};
  std::uint64_t state = 0x5EED0F0CE55ULL;
  for (auto& row : k.piece_square)
    for (auto& key : row) key = splitmix(state);
  // Rights are a 4-bit set; XOR of per-right keys keeps updates incremental.
  std::array<std::uint64_t, 4> single{};
  for (auto& key : single) key = splitmix(state);
  for (int rights = 0; rights < 16; ++rights)
    for (int bit = 0; bit < 4; ++bit)
      if (rights >> bit & 1) k.castling[rights] ^= single[bit];
  for (auto& key : k.en_passant_file) key = splitmix(state);
  k.black_to_move = splitmix(state);
  return k;
}

}  // namespace

const Keys keys = make_keys();

}  // namespace perftkit::chess::zobrist

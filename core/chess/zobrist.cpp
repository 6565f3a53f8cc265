#include "chess/zobrist.h"

#include "common/splitmix64.h"

namespace perftkit::chess::zobrist {
namespace {

Keys make_keys() {
  Keys k{};
  std::uint64_t state = 0x5EED0F0CE55ULL;
  for (auto& row : k.piece_square)
    for (auto& key : row) key = splitmix64_next(state);
  // Rights are a 4-bit set; XOR of per-right keys keeps updates incremental.
  std::array<std::uint64_t, 4> single{};
  for (auto& key : single) key = splitmix64_next(state);
  for (int rights = 0; rights < 16; ++rights)
    for (int bit = 0; bit < 4; ++bit)
      if (rights >> bit & 1) k.castling[rights] ^= single[bit];
  for (auto& key : k.en_passant_file) key = splitmix64_next(state);
  k.black_to_move = splitmix64_next(state);
  return k;
}

}  // namespace

const Keys keys = make_keys();

}  // namespace perftkit::chess::zobrist

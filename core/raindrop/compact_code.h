#pragma once
// A 16-byte exact code for the Raindrop positions near a root, used by the
// last ply of a distinct enumeration (core/enumerate/last_ply_passes.h),
// where the set of positions is the largest thing a run holds.
//
// The 48-byte PositionCode spends 256 bits on the board and fixed widths on
// the decks. A position k plies from a root holds at most (root pieces + k)
// pieces (a ply drops at most one), and every field after the board other
// than the side to move can only go down from the root's value (cards are
// drawn, reserve pieces used, jokers played; deck-model slots are cleared
// from the top), so it fits in the bit width of the root's value. The
// compact code is: the occupancy (64 bits), a nibble per occupied square in
// square order, then those fields at the root's widths. It is exact:
// expand() rebuilds the full code, so equal compact codes <=> equal
// positions among the root's descendants within the ply bound.
#include <array>
#include <bit>
#include <compare>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <vector>

#include "raindrop/position.h"
#include "raindrop/position_code.h"

namespace perftkit::raindrop {

struct CompactCode {
  std::array<std::uint64_t, 2> words{};
  friend auto operator<=>(const CompactCode&, const CompactCode&) = default;
};

template <DeckModel M>
class CompactCoder {
 public:
  using Code = CompactCode;
  static constexpr int kBits = 128;

  // The coder for positions within `plies` plies of `root`, or nullopt when
  // their codes may not fit 128 bits (many pieces, or a deck-model deck
  // order, whose slots keep their full width).
  static std::optional<CompactCoder> for_root(const Position<M>& root, int plies) {
    CompactCoder coder;
    coder.max_pieces_ = std::min(64, std::popcount(root.occupied()) + std::max(plies, 0));
    const PositionCode full = root.encode();
    CodeReader in(full.words, 256);
    int bits = 64 + 4 * coder.max_pieces_;
    for (std::size_t f = 0; f < full_fields().size(); ++f) {
      const std::uint64_t value = in.read(full_fields()[f]);
      coder.widths_.push_back(f == 0 ? 1 : static_cast<int>(std::bit_width(value)));  // field 0: the side to move
      bits += coder.widths_.back();
    }
    if (bits > kBits) return std::nullopt;
    return coder;
  }

  CompactCode encode(const Position<M>& pos) const { return compact(pos.encode()); }
  Position<M> decode(const CompactCode& code) const { return Position<M>::decode(expand(code)); }

  // Throws std::logic_error for a position outside the coder's bounds
  // (more pieces, or a field above the root's): a bug, never a collision.
  CompactCode compact(const PositionCode& full) const {
    CompactCode code;
    const std::uint64_t occupancy = occupancy_of(full);
    if (std::popcount(occupancy) > max_pieces_) throw std::logic_error("compact code: more pieces than the ply bound");
    code.words[0] = occupancy;
    CodeWriter out(code.words, 64);
    for (std::uint64_t b = occupancy; b; b &= b - 1) out.write(nibble(full, std::countr_zero(b)), 4);
    CodeReader in(full.words, 256);
    for (std::size_t f = 0; f < widths_.size(); ++f) {
      const std::uint64_t value = in.read(full_fields()[f]);
      if (static_cast<int>(std::bit_width(value)) > widths_[f]) throw std::logic_error("compact code: a field grew past the root's");
      out.write(value, widths_[f]);
    }
    return code;
  }

  PositionCode expand(const CompactCode& code) const {
    PositionCode full;
    CodeReader in(code.words, 64);
    for (std::uint64_t b = code.words[0]; b; b &= b - 1) {
      const int sq = std::countr_zero(b);
      full.words[sq >> 4] |= in.read(4) << (4 * (sq & 15));
    }
    CodeWriter out(full.words, 256);
    for (std::size_t f = 0; f < widths_.size(); ++f) out.write(in.read(widths_[f]), full_fields()[f]);
    return full;
  }

 private:
  static constexpr std::span<const int> full_fields() noexcept {
    if constexpr (M == DeckModel::deck) return kDeckModelCodeFields;
    else return kCountModelCodeFields;
  }
  // Bit sq set where square sq's nibble is not zero: each board word's
  // 16 nibbles folded to their low bits, which are then gathered (the last
  // ply calls this for every child it keeps).
  static std::uint64_t occupancy_of(const PositionCode& full) noexcept {
    std::uint64_t occupancy = 0;
    for (int w = 0; w < 4; ++w) {
      std::uint64_t x = full.words[w];
      x |= x >> 2;
      x = (x | x >> 1) & 0x1111111111111111;
      x = (x | x >> 3) & 0x0303030303030303;
      x = (x | x >> 6) & 0x000F000F000F000F;
      x = (x | x >> 12) & 0x000000FF000000FF;
      x = (x | x >> 24) & 0xFFFF;
      occupancy |= x << (16 * w);
    }
    return occupancy;
  }
  static std::uint64_t nibble(const PositionCode& full, int sq) noexcept {
    return full.words[sq >> 4] >> (4 * (sq & 15)) & 15;
  }

  int max_pieces_ = 0;
  std::vector<int> widths_;  // per field of full_fields()
};

}  // namespace perftkit::raindrop

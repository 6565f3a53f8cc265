#pragma once
// An exact, fixed-size encoding of a Raindrop position (board, side to
// move, decks, reserves; not the move counters): 64 squares x 4 bits,
// side 1 bit, reserves 8 bits, decks as per-type counts (24 bits) or, in
// the deck model, as sizes and sequences (2 x (5 + 48) bits), then the
// jokers (2 x 2 bits of counts, or the deck model's 2 x 2 slots beyond 16)
// and the joker rule (1 bit): at most 384 bits. Equal codes <=> equal
// positions, so distinct counting with codes is exact, with no collision
// probability.
#include <algorithm>
#include <array>
#include <compare>
#include <cstdint>

namespace perftkit::raindrop {

struct PositionCode {
  std::array<std::uint64_t, 6> words{};
  friend auto operator<=>(const PositionCode&, const PositionCode&) = default;
};

// The fields after the board (bit 256 on), in order, with their widths:
// side; both reserves; per side the deck (deck model: size and the first
// 16 slots; otherwise a count per piece type); per side the jokers (deck
// model: slots 17-18; otherwise their count); the joker rule.
// Position::encode writes them; compact_code.h re-packs them.
inline constexpr std::array<int, 10> kDeckModelCodeFields{1, 4, 4, 5, 48, 5, 48, 6, 6, 1};
inline constexpr std::array<int, 18> kCountModelCodeFields{1, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 2, 2, 1};

// Appends and reads bit fields of up to 64 bits across an array of words
// (the 48-byte PositionCode, or compact_code.h's 16-byte code).
template <std::size_t Words>
class CodeWriter {
 public:
  // Writing starts at bit `start` (the fields before it filled directly).
  explicit CodeWriter(std::array<std::uint64_t, Words>& words, int start = 0) noexcept
      : code_(words), position_(start) {}
  void write(std::uint64_t value, int bits) noexcept {
    for (int done = 0; done < bits;) {
      int word = position_ / 64, offset = position_ % 64;
      int take = std::min(bits - done, 64 - offset);
      std::uint64_t part = (value >> done) & (take == 64 ? ~0ULL : (1ULL << take) - 1);
      code_[word] |= part << offset;
      done += take;
      position_ += take;
    }
  }

 private:
  std::array<std::uint64_t, Words>& code_;
  int position_;
};

template <std::size_t Words>
class CodeReader {
 public:
  explicit CodeReader(const std::array<std::uint64_t, Words>& words, int start = 0) noexcept
      : code_(words), position_(start) {}
  std::uint64_t read(int bits) noexcept {
    std::uint64_t value = 0;
    for (int done = 0; done < bits;) {
      int word = position_ / 64, offset = position_ % 64;
      int take = std::min(bits - done, 64 - offset);
      std::uint64_t part = (code_[word] >> offset) & (take == 64 ? ~0ULL : (1ULL << take) - 1);
      value |= part << done;
      done += take;
      position_ += take;
    }
    return value;
  }

 private:
  const std::array<std::uint64_t, Words>& code_;
  int position_;
};

}  // namespace perftkit::raindrop

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

// Appends and reads bit fields of up to 64 bits across the words.
class CodeWriter {
 public:
  // Writing starts at bit `start` (the fields before it filled directly).
  explicit CodeWriter(PositionCode& code, int start = 0) noexcept : code_(code), position_(start) {}
  void write(std::uint64_t value, int bits) noexcept {
    for (int done = 0; done < bits;) {
      int word = position_ / 64, offset = position_ % 64;
      int take = std::min(bits - done, 64 - offset);
      std::uint64_t part = (value >> done) & (take == 64 ? ~0ULL : (1ULL << take) - 1);
      code_.words[word] |= part << offset;
      done += take;
      position_ += take;
    }
  }

 private:
  PositionCode& code_;
  int position_;
};

class CodeReader {
 public:
  explicit CodeReader(const PositionCode& code, int start = 0) noexcept : code_(code), position_(start) {}
  std::uint64_t read(int bits) noexcept {
    std::uint64_t value = 0;
    for (int done = 0; done < bits;) {
      int word = position_ / 64, offset = position_ % 64;
      int take = std::min(bits - done, 64 - offset);
      std::uint64_t part = (code_.words[word] >> offset) & (take == 64 ? ~0ULL : (1ULL << take) - 1);
      value |= part << done;
      done += take;
      position_ += take;
    }
    return value;
  }

 private:
  const PositionCode& code_;
  int position_;
};

}  // namespace perftkit::raindrop

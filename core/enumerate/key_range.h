#pragma once
// The key ranges that split the last ply of a distinct enumeration into
// passes (last_ply_passes.h), and what a finished pass counted.
#include <cstdint>

#include "common/splitmix64.h"
#include "enumerate/ply_stats.h"

namespace perftkit {

// Keys are split by the top 32 bits of a mixed key, in these units.
inline constexpr std::uint64_t kKeyUnits = std::uint64_t{1} << 32;

// Zobrist keys of related positions differ by a few XORed words; the
// splitmix64 finaliser spreads them evenly over the ranges.
constexpr std::uint64_t key_unit(std::uint64_t key) noexcept { return splitmix64_finalize(key) >> 32; }

// The keys a pass keeps: units [begin, end).
struct KeyRange {
  std::uint64_t begin = 0;
  std::uint64_t end = kKeyUnits;
  bool contains(std::uint64_t unit) const noexcept { return unit >= begin && unit < end; }
  friend bool operator==(const KeyRange&, const KeyRange&) = default;
};

// What a pass's key range is over: the key of the whole board (a child's
// key_after()), or of the side to move's pieces (games that split their
// passes by the waiting side: encodable_game.h).
enum class PassKey : std::uint8_t { kBoard, kWaitingSide };
constexpr const char* pass_key_name(PassKey key) noexcept {
  return key == PassKey::kBoard ? "the board key" : "the side to move's pieces";
}

// A finished pass: its range, the positions it counted, and the key its
// range is over.
struct LastPlyPass {
  KeyRange range;
  PlyStats stats;
  PassKey over = PassKey::kBoard;
};

}  // namespace perftkit

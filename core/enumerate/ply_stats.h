#pragma once
// What enumeration reports for one ply: lines of play (perft), distinct
// positions, and per category (a variant's classifier decides which
// categories a position is in) the lines and distinct positions in it.
#include <cstdint>
#include <vector>

namespace perftkit {

struct PlyStats {
  int ply = 0;
  std::uint64_t lines = 0;
  std::uint64_t distinct = 0;  // 0 when distinct positions were not counted
  std::vector<std::uint64_t> lines_in;     // [category]
  std::vector<std::uint64_t> distinct_in;  // [category]

  PlyStats() = default;
  PlyStats(int ply_number, std::size_t categories)
      : ply(ply_number), lines_in(categories, 0), distinct_in(categories, 0) {}

  // Counts one position reached by `lines_reaching` lines, with category bits `flags`.
  void add(std::uint64_t lines_reaching, std::uint32_t flags, bool distinct_position) {
    lines += lines_reaching;
    distinct += distinct_position;
    for (std::size_t c = 0; c < lines_in.size(); ++c) {
      if (!(flags >> c & 1)) continue;
      lines_in[c] += lines_reaching;
      distinct_in[c] += distinct_position;
    }
  }
  PlyStats& operator+=(const PlyStats& other) {
    lines += other.lines;
    distinct += other.distinct;
    for (std::size_t c = 0; c < lines_in.size(); ++c) {
      lines_in[c] += other.lines_in[c];
      distinct_in[c] += other.distinct_in[c];
    }
    return *this;
  }
};

}  // namespace perftkit

#pragma once
// Options shared by line and distinct-position enumeration, and the shape
// of a classifier.
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string_view>

namespace perftkit {

struct EnumerateOptions {
  int threads = 0;                  // 0 = all cores
  std::size_t memory_mb = 4096;     // budget for the distinct-position sets
  std::filesystem::path temp_dir;   // spill files; empty = the system temp folder
  bool drops_only = false;          // expand only drop moves (set-up enumeration)
  bool show_progress = false;       // progress with ETA on a terminal
  std::size_t passes = 0;           // distinct: key ranges of the last ply (0 = sized to the memory)
  bool report_passes = false;       // distinct: a line on stderr per pass of the last ply
};

// A classifier puts a position into categories (bit c of the result =
// category c, c < kCategories): "in check", "checkmate", ...
template <class C, class P>
concept PositionClassifier = requires(const C& classify, const P& pos) {
  { C::kCategories } -> std::convertible_to<std::size_t>;
  { classify(pos) } -> std::same_as<std::uint32_t>;
};

}  // namespace perftkit

#include "bench/png_image.h"

#include <gtest/gtest.h>

#include "bench/ratio_plot.h"

namespace perftkit::bench {
namespace {

std::uint32_t u32_at(const std::string& bytes, std::size_t at) {
  std::uint32_t value = 0;
  for (int i = 0; i < 4; ++i) value = value << 8 | static_cast<unsigned char>(bytes[at + i]);
  return value;
}

TEST(PngImage, WritesAValidRgbPng) {
  RgbImage image(3, 2, {255, 255, 255});
  image.set(1, 1, {1, 2, 3});
  const std::string png = image.png();
  EXPECT_EQ(png.substr(0, 8), "\x89PNG\r\n\x1a\n");
  EXPECT_EQ(png.substr(12, 4), "IHDR");
  EXPECT_EQ(u32_at(png, 16), 3u);
  EXPECT_EQ(u32_at(png, 20), 2u);
  // IEND is empty; its CRC is the CRC-32 of "IEND", AE 42 60 82.
  EXPECT_EQ(png.substr(png.size() - 8, 4), "IEND");
  EXPECT_EQ(u32_at(png, png.size() - 4), 0xAE426082u);
  // A zlib stream (deflate, no preset dictionary) in the IDAT chunk.
  EXPECT_EQ(png.substr(37, 4), "IDAT");
  EXPECT_EQ(png.substr(41, 2), "\x78\x01");
}

TEST(RatioPlot, DrawsAnImageForEachEngine) {
  Comparison c;
  c.round_ratios = {1.02, 1.05, 0.99, 1.03, 1.04, 1.01};
  c.log_shift = hodges_lehmann({0.02, 0.05, -0.01, 0.03, 0.04, 0.01}, 0.95);
  const std::string png = ratio_plot_png({c, c});
  EXPECT_EQ(png.substr(1, 3), "PNG");
  EXPECT_EQ(u32_at(png, 16), 800u);
  EXPECT_EQ(u32_at(png, 20), 450u);
  // Runs of one colour are stored as repeats: far below the raw 1 MB.
  EXPECT_LT(png.size(), 100'000u);
}

}  // namespace
}  // namespace perftkit::bench

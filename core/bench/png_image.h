#pragma once
// A small RGB canvas and its PNG encoding, with no library: enough to
// draw a benchmark's plot (points, lines, filled rectangles and a 3x5
// pixel font for numbers) wherever perft-bench runs, without python or
// an image library installed. The PNG's deflate stream only encodes runs
// of a repeated pixel (png_image.cpp), which is what a plot is made of.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace perftkit::bench {

struct Rgb {
  std::uint8_t r, g, b;
};

class RgbImage {
 public:
  RgbImage(int width, int height, Rgb background);
  // Drawing outside the canvas is clipped.
  void set(int x, int y, Rgb colour);
  void fill_rect(int x0, int y0, int x1, int y1, Rgb colour);  // inclusive corners
  void line(int x0, int y0, int x1, int y1, Rgb colour);
  void dot(int x, int y, int radius, Rgb colour);
  // Digits, + - . % and space, `scale` pixels per font pixel; x, y is the
  // top left corner. Returns the width drawn.
  int text(int x, int y, std::string_view text, int scale, Rgb colour);
  static int text_width(std::string_view text, int scale) { return static_cast<int>(text.size()) * 4 * scale; }
  // The whole image as a PNG file's bytes.
  std::string png() const;

 private:
  int width_, height_;
  std::vector<Rgb> pixels_;
};

}  // namespace perftkit::bench

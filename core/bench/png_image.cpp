#include "bench/png_image.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace perftkit::bench {
namespace {

// 3x5 glyphs, one row per 3 bits (top row first).
struct Glyph {
  char c;
  std::array<std::uint8_t, 5> rows;
};
constexpr Glyph kFont[] = {
    {'0', {7, 5, 5, 5, 7}}, {'1', {2, 6, 2, 2, 7}}, {'2', {7, 1, 7, 4, 7}}, {'3', {7, 1, 7, 1, 7}},
    {'4', {5, 5, 7, 1, 1}}, {'5', {7, 4, 7, 1, 7}}, {'6', {7, 4, 7, 5, 7}}, {'7', {7, 1, 1, 1, 1}},
    {'8', {7, 5, 7, 5, 7}}, {'9', {7, 5, 7, 1, 7}}, {'+', {0, 2, 7, 2, 0}}, {'-', {0, 0, 7, 0, 0}},
    {'.', {0, 0, 0, 0, 2}}, {'%', {5, 1, 2, 4, 5}},
};

std::uint32_t crc32(std::string_view bytes) {
  static const auto table = [] {
    std::array<std::uint32_t, 256> t{};
    for (std::uint32_t n = 0; n < 256; ++n) {
      std::uint32_t c = n;
      for (int k = 0; k < 8; ++k) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      t[n] = c;
    }
    return t;
  }();
  std::uint32_t c = 0xFFFFFFFFu;
  for (unsigned char byte : bytes) c = table[(c ^ byte) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

void put_u32(std::string& out, std::uint32_t value) {
  for (int shift = 24; shift >= 0; shift -= 8) out += static_cast<char>((value >> shift) & 0xFF);
}

void put_chunk(std::string& out, std::string_view type, std::string_view data) {
  put_u32(out, static_cast<std::uint32_t>(data.size()));
  std::string body(type);
  body += data;
  out += body;
  put_u32(out, crc32(body));
}

// Writes bits least significant first, as deflate packs them.
class BitWriter {
 public:
  void bits(std::uint32_t value, int count) {
    for (int i = 0; i < count; ++i) push((value >> i) & 1);
  }
  // A Huffman code goes most significant bit first.
  void code(std::uint32_t value, int count) {
    for (int i = count - 1; i >= 0; --i) push((value >> i) & 1);
  }
  std::string finish() {
    if (used_) out_ += static_cast<char>(byte_);
    return out_;
  }

 private:
  void push(std::uint32_t bit) {
    byte_ |= bit << used_;
    if (++used_ == 8) out_ += static_cast<char>(byte_), byte_ = 0, used_ = 0;
  }
  std::string out_;
  std::uint32_t byte_ = 0;
  int used_ = 0;
};

// Deflate's fixed Huffman code for a literal/length symbol (RFC 1951, 3.2.6).
void put_symbol(BitWriter& out, int symbol) {
  if (symbol < 144) out.code(0x30 + symbol, 8);
  else if (symbol < 256) out.code(0x190 + symbol - 144, 9);
  else if (symbol < 280) out.code(symbol - 256, 7);
  else out.code(0xC0 + symbol - 280, 8);
}

// A match of `length` (3 to 258) bytes at distance 3: the pixel before.
void put_pixel_repeat(BitWriter& out, int length) {
  static constexpr int kBase[] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27,
                                  31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
  static constexpr int kExtra[] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
  int code = 28;
  while (kBase[code] > length) --code;
  put_symbol(out, 257 + code);
  out.bits(length - kBase[code], kExtra[code]);
  out.code(2, 5);  // distance code 2 = distance 3, no extra bits
}

// A zlib stream of one fixed-Huffman deflate block whose only matches
// repeat the previous pixel: a plot is mostly runs of one colour, which
// this shrinks about a hundredfold, without a compression library.
std::string zlib_pixel_runs(std::string_view data) {
  std::uint32_t a = 1, b = 0;
  for (unsigned char byte : data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  BitWriter out;
  out.bits(1, 1);  // the final block
  out.bits(1, 2);  // fixed Huffman codes
  std::size_t at = 0;
  while (at < data.size()) {
    std::size_t run = 0;
    if (at >= 3)
      while (run < 258 && at + run < data.size() && data[at + run] == data[at + run - 3]) ++run;
    if (run >= 3) {
      put_pixel_repeat(out, static_cast<int>(run));
      at += run;
    } else {
      put_symbol(out, static_cast<unsigned char>(data[at++]));
    }
  }
  put_symbol(out, 256);  // end of block
  std::string stream = "\x78\x01" + out.finish();
  put_u32(stream, (b << 16) | a);
  return stream;
}

}  // namespace

RgbImage::RgbImage(int width, int height, Rgb background)
    : width_(width), height_(height), pixels_(static_cast<std::size_t>(width) * height, background) {}

void RgbImage::set(int x, int y, Rgb colour) {
  if (x >= 0 && y >= 0 && x < width_ && y < height_) pixels_[static_cast<std::size_t>(y) * width_ + x] = colour;
}

void RgbImage::fill_rect(int x0, int y0, int x1, int y1, Rgb colour) {
  for (int y = std::min(y0, y1); y <= std::max(y0, y1); ++y)
    for (int x = std::min(x0, x1); x <= std::max(x0, x1); ++x) set(x, y, colour);
}

void RgbImage::line(int x0, int y0, int x1, int y1, Rgb colour) {
  // Bresenham.
  const int dx = std::abs(x1 - x0), dy = -std::abs(y1 - y0);
  const int sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1;
  int error = dx + dy;
  while (true) {
    set(x0, y0, colour);
    if (x0 == x1 && y0 == y1) return;
    const int twice = 2 * error;
    if (twice >= dy) error += dy, x0 += sx;
    if (twice <= dx) error += dx, y0 += sy;
  }
}

void RgbImage::dot(int x, int y, int radius, Rgb colour) {
  for (int dy = -radius; dy <= radius; ++dy)
    for (int dx = -radius; dx <= radius; ++dx)
      if (dx * dx + dy * dy <= radius * radius) set(x + dx, y + dy, colour);
}

int RgbImage::text(int x, int y, std::string_view text, int scale, Rgb colour) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto glyph = std::find_if(std::begin(kFont), std::end(kFont), [&](const Glyph& g) { return g.c == text[i]; });
    if (glyph == std::end(kFont)) continue;
    const int left = x + static_cast<int>(i) * 4 * scale;
    for (int row = 0; row < 5; ++row)
      for (int column = 0; column < 3; ++column)
        if (glyph->rows[row] & (4 >> column))
          fill_rect(left + column * scale, y + row * scale, left + column * scale + scale - 1,
                    y + row * scale + scale - 1, colour);
  }
  return text_width(text, scale);
}

std::string RgbImage::png() const {
  std::string raw;
  raw.reserve(static_cast<std::size_t>(height_) * (1 + 3 * width_));
  for (int y = 0; y < height_; ++y) {
    raw += '\0';  // filter type: none
    for (int x = 0; x < width_; ++x) {
      const Rgb& p = pixels_[static_cast<std::size_t>(y) * width_ + x];
      raw += static_cast<char>(p.r);
      raw += static_cast<char>(p.g);
      raw += static_cast<char>(p.b);
    }
  }
  std::string header;
  put_u32(header, static_cast<std::uint32_t>(width_));
  put_u32(header, static_cast<std::uint32_t>(height_));
  header += std::string("\x08\x02\x00\x00\x00", 5);  // 8 bits per channel, RGB, deflate, no filter, no interlace
  std::string out = "\x89PNG\r\n\x1a\n";
  put_chunk(out, "IHDR", header);
  put_chunk(out, "IDAT", zlib_pixel_runs(raw));
  put_chunk(out, "IEND", "");
  return out;
}

}  // namespace perftkit::bench

#include "bench/ratio_plot.h"

#include <algorithm>
#include <cmath>

#include "bench/png_image.h"
#include "common/text.h"

namespace perftkit::bench {
namespace {

constexpr Rgb kWhite{255, 255, 255}, kBlack{0, 0, 0}, kGrid{225, 225, 225}, kAxisText{80, 80, 80};
constexpr Rgb kColours[] = {{31, 119, 180}, {255, 127, 14}, {44, 160, 44}, {214, 39, 40}, {148, 103, 189}};

Rgb lighter(Rgb c) {
  auto mix = [](std::uint8_t v) { return static_cast<std::uint8_t>(v + (255 - v) * 4 / 5); };
  return {mix(c.r), mix(c.g), mix(c.b)};
}

// A grid step of 1, 2 or 5 times a power of ten giving about 6 lines.
double grid_step(double span) {
  const double rough = span / 6, power = std::pow(10, std::floor(std::log10(rough)));
  for (double factor : {1.0, 2.0, 5.0})
    if (factor * power >= rough) return factor * power;
  return 10 * power;
}

std::string percent_label(double value, double step) {
  const int decimals = step >= 1 ? 0 : step >= 0.1 ? 1 : 2;
  return std::string(value > 0 ? "+" : "") + fixed(value, decimals) + "%";
}

}  // namespace

std::string ratio_plot_png(const std::vector<Comparison>& against_baseline) {
  constexpr int kWidth = 800, kHeight = 450, kLeft = 80, kRight = 20, kTop = 20, kBottom = 40;
  RgbImage image(kWidth, kHeight, kWhite);
  double low = 0, high = 0;
  std::size_t rounds = 1;
  for (const auto& c : against_baseline) {
    rounds = std::max(rounds, c.round_ratios.size());
    for (double ratio : c.round_ratios) low = std::min(low, (ratio - 1) * 100), high = std::max(high, (ratio - 1) * 100);
    if (c.log_shift.has_interval)
      low = std::min(low, std::expm1(c.log_shift.low) * 100), high = std::max(high, std::expm1(c.log_shift.high) * 100);
  }
  if (high - low < 1) high += 0.5, low -= 0.5;
  const double pad = (high - low) * 0.05;
  low -= pad, high += pad;
  const int plot_width = kWidth - kLeft - kRight, plot_height = kHeight - kTop - kBottom;
  auto y_of = [&](double percent) { return kTop + static_cast<int>(std::lround((high - percent) / (high - low) * plot_height)); };
  auto x_of = [&](std::size_t round) {  // round 0-based; rounds spread over the width
    return kLeft + static_cast<int>(std::lround((round + 0.5) * plot_width / static_cast<double>(rounds)));
  };
  const double step = grid_step(high - low);
  for (double v = std::ceil(low / step) * step; v <= high; v += step) {
    image.line(kLeft, y_of(v), kWidth - kRight, y_of(v), kGrid);
    const auto label = percent_label(std::abs(v) < step / 2 ? 0 : v, step);
    image.text(kLeft - 8 - RgbImage::text_width(label, 2), y_of(v) - 5, label, 2, kAxisText);
  }
  const std::size_t label_every = std::max<std::size_t>(1, rounds / 10);
  for (std::size_t r = 0; r < rounds; r += label_every) {
    const auto label = std::to_string(r + 1);
    image.text(x_of(r) - RgbImage::text_width(label, 2) / 2, kHeight - kBottom + 12, label, 2, kAxisText);
  }
  for (std::size_t e = 0; e < against_baseline.size(); ++e) {
    const auto& c = against_baseline[e];
    const Rgb colour = kColours[e % std::size(kColours)];
    if (c.log_shift.has_interval)
      image.fill_rect(kLeft, y_of(std::expm1(c.log_shift.high) * 100), kWidth - kRight,
                      y_of(std::expm1(c.log_shift.low) * 100), lighter(colour));
  }
  image.line(kLeft, y_of(0), kWidth - kRight, y_of(0), kBlack);
  for (std::size_t e = 0; e < against_baseline.size(); ++e) {
    const auto& c = against_baseline[e];
    const Rgb colour = kColours[e % std::size(kColours)];
    const int estimate = y_of(std::expm1(c.log_shift.estimate) * 100);
    for (int x = kLeft; x < kWidth - kRight; x += 8) image.line(x, estimate, std::min(x + 4, kWidth - kRight), estimate, colour);
    for (std::size_t r = 0; r < c.round_ratios.size(); ++r) {
      const int y = y_of((c.round_ratios[r] - 1) * 100);
      if (r > 0) image.line(x_of(r - 1), y_of((c.round_ratios[r - 1] - 1) * 100), x_of(r), y, colour);
      image.dot(x_of(r), y, 4, colour);
    }
  }
  // The frame.
  image.line(kLeft, kTop, kLeft, kHeight - kBottom, kBlack);
  image.line(kLeft, kHeight - kBottom, kWidth - kRight, kHeight - kBottom, kBlack);
  return image.png();
}

}  // namespace perftkit::bench

#include "bench/verdict.h"

#include <cmath>

#include "common/text.h"

namespace perftkit::bench {
namespace {

std::string percent(double value) { return fixed(value, 1); }
std::string signed_percent(double value) {
  const std::string text = fixed(value, 1);
  if (text == "-0.0") return "+0.0";  // (a tiny negative value rounds to it)
  return (value >= 0 ? "+" : "") + text;
}

// "2.8-5.3" when both ends are positive, "-1.1 to +1.9" otherwise.
std::string range(double low, double high) {
  if (low >= 0) return percent(low) + "-" + percent(high);
  return signed_percent(low) + " to " + signed_percent(high);
}

// "95", "99.5": one decimal, dropped when it is 0.
std::string without_zero_decimal(double value) {
  std::string text = fixed(value, 1);
  if (text.ends_with(".0")) text.resize(text.size() - 2);
  return text;
}

std::string level_text(double level) { return without_zero_decimal(level * 100); }

}  // namespace

const char* verdict_name(Verdict verdict) {
  switch (verdict) {
    case Verdict::faster: return "faster";
    case Verdict::slower: return "slower";
    case Verdict::indistinguishable: break;
  }
  return "indistinguishable";
}

double percent_change(double log_ratio) { return std::expm1(log_ratio) * 100; }

Verdict judge(const ShiftEstimate& log_shift, double threshold_percent) {
  if (!log_shift.has_interval) return Verdict::indistinguishable;
  if (percent_change(log_shift.low) > threshold_percent) return Verdict::slower;
  if (percent_change(log_shift.high) < -threshold_percent) return Verdict::faster;
  return Verdict::indistinguishable;
}

std::string verdict_text(Verdict verdict, const ShiftEstimate& log_shift, double level, double threshold_percent) {
  const double estimate = percent_change(log_shift.estimate);
  const double low = percent_change(log_shift.low), high = percent_change(log_shift.high);
  const std::string interval = level_text(level) + " % interval ";
  switch (verdict) {
    case Verdict::slower:
      return "slower by " + percent(estimate) + " % (" + interval + range(low, high) + " %)";
    case Verdict::faster:
      // In time saved, so the larger saving is the interval's upper end;
      // the speed ratio too, since "faster by 85 %" would read as 1.85x.
      return "faster: " + percent(-estimate) + " % less time (" + interval + range(-high, -low) + " %), " +
             fixed(std::exp(-log_shift.estimate), 2) + "x the speed";
    case Verdict::indistinguishable: break;
  }
  std::string text = "indistinguishable";
  if (threshold_percent > 0) text += " at a " + without_zero_decimal(threshold_percent) + " % threshold";
  text += ": " + signed_percent(estimate) + " % (";
  if (!log_shift.has_interval)
    return text + "too few rounds for a " + level_text(level) + " % interval)";
  return text + interval + range(low, high) + " %)";
}

}  // namespace perftkit::bench

#include "raindrop/rational.h"

#include <stdexcept>

#include "common/input_error.h"

namespace perftkit::raindrop {
namespace {

using u128 = Rational::u128;

u128 gcd(u128 a, u128 b) noexcept {
  while (b != 0) {
    u128 r = a % b;
    a = b;
    b = r;
  }
  return a;
}

u128 checked_mul(u128 a, u128 b) {
  u128 product;
  if (__builtin_mul_overflow(a, b, &product)) throw std::overflow_error("exact rational count overflows 128 bits");
  return product;
}

u128 checked_add(u128 a, u128 b) {
  u128 sum;
  if (__builtin_add_overflow(a, b, &sum)) throw std::overflow_error("exact rational count overflows 128 bits");
  return sum;
}

}  // namespace

Rational::Rational(u128 numerator, u128 denominator) {
  if (denominator == 0) throw std::domain_error("rational with zero denominator");
  u128 g = gcd(numerator, denominator);
  numerator_ = numerator / g;
  denominator_ = denominator / g;
}

Rational& Rational::operator+=(const Rational& other) {
  if (denominator_ == other.denominator_) {
    *this = Rational(checked_add(numerator_, other.numerator_), denominator_);
    return *this;
  }
  // a/b + c/d = (a*(d/g) + c*(b/g)) / (b/g*d) with g = gcd(b, d): keeps
  // intermediates as small as the result allows.
  u128 g = gcd(denominator_, other.denominator_);
  u128 left = checked_mul(numerator_, other.denominator_ / g);
  u128 right = checked_mul(other.numerator_, denominator_ / g);
  *this = Rational(checked_add(left, right), checked_mul(denominator_ / g, other.denominator_));
  return *this;
}

Rational operator*(const Rational& a, const Rational& b) {
  if (a.numerator_ == 0 || b.numerator_ == 0) return Rational{};
  // Cross-reduce first so the products stay in lowest terms.
  u128 g1 = gcd(a.numerator_, b.denominator_);
  u128 g2 = gcd(b.numerator_, a.denominator_);
  Rational product;
  product.numerator_ = checked_mul(a.numerator_ / g1, b.numerator_ / g2);
  product.denominator_ = checked_mul(a.denominator_ / g2, b.denominator_ / g1);
  return product;
}

std::string to_decimal(u128 value) {
  if (value == 0) return "0";
  std::string digits;
  while (value != 0) {
    digits.insert(digits.begin(), static_cast<char>('0' + static_cast<int>(value % 10)));
    value /= 10;
  }
  return digits;
}

std::string to_string(const Rational& value) {
  std::string text = to_decimal(value.numerator());
  if (value.denominator() != 1) text += "/" + to_decimal(value.denominator());
  return text;
}

std::string to_decimal_string(const Rational& value, int digits) {
  const u128 q = value.denominator();
  u128 integer = value.numerator() / q;
  u128 remainder = value.numerator() % q;
  std::string fraction;
  for (int i = 0; i < digits; ++i) {
    // Next digit = floor(10 * remainder / q). 10 * remainder may not fit
    // 128 bits, so add the remainder ten times modulo q, counting wraps.
    int digit = 0;
    u128 acc = 0;
    for (int k = 0; k < 10; ++k) {
      if (acc >= q - remainder) {
        acc -= q - remainder;
        ++digit;
      } else {
        acc += remainder;
      }
    }
    remainder = acc;
    fraction += static_cast<char>('0' + digit);
  }
  // Round half up: compare 2*remainder with q without overflow.
  if (remainder >= q - remainder) {
    int i = static_cast<int>(fraction.size()) - 1;
    while (i >= 0 && fraction[i] == '9') fraction[i--] = '0';
    if (i >= 0) ++fraction[i];
    else integer = checked_add(integer, 1);
  }
  std::string text = to_decimal(integer);
  if (digits > 0) text += "." + fraction;
  return text;
}

double to_double(const Rational& value) noexcept {
  return static_cast<double>(value.numerator()) / static_cast<double>(value.denominator());
}

Rational parse_rational(std::string_view text, const std::string& what) {
  auto parse_part = [&](std::string_view part) {
    if (part.empty()) throw_input_error(what, "'" + std::string(text) + "' is not a number or fraction p/q");
    u128 value = 0;
    for (char c : part) {
      if (c < '0' || c > '9') throw_input_error(what, "'" + std::string(text) + "' is not a number or fraction p/q");
      if (__builtin_mul_overflow(value, u128{10}, &value) || __builtin_add_overflow(value, u128(c - '0'), &value))
        throw_input_error(what, "'" + std::string(text) + "' does not fit 128 bits");
    }
    return value;
  };
  auto slash = text.find('/');
  if (slash == std::string_view::npos) return Rational(parse_part(text), 1);
  u128 denominator = parse_part(text.substr(slash + 1));
  if (denominator == 0) throw_input_error(what, "'" + std::string(text) + "' has a zero denominator");
  return Rational(parse_part(text.substr(0, slash)), denominator);
}

}  // namespace perftkit::raindrop

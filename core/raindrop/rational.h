#pragma once
// An exact non-negative rational with 128-bit numerator and denominator,
// always in lowest terms: the count type of the expected (chance) model.
// Every operation checks for overflow and throws std::overflow_error
// rather than return a wrong value.
#include <cstdint>
#include <string>
#include <string_view>

namespace perftkit::raindrop {

class Rational {
 public:
  using u128 = unsigned __int128;

  constexpr Rational() noexcept = default;
  constexpr Rational(std::uint64_t integer) noexcept : numerator_(integer) {}  // NOLINT: counts convert implicitly
  // Throws std::domain_error for a zero denominator.
  Rational(u128 numerator, u128 denominator);

  u128 numerator() const noexcept { return numerator_; }
  u128 denominator() const noexcept { return denominator_; }

  Rational& operator+=(const Rational& other);
  friend Rational operator+(Rational a, const Rational& b) { return a += b; }
  friend Rational operator*(const Rational& a, const Rational& b);
  friend bool operator==(const Rational&, const Rational&) = default;

 private:
  u128 numerator_ = 0;
  u128 denominator_ = 1;
};

// "p/q" in lowest terms, or "p" when the value is an integer.
std::string to_string(const Rational& value);
// Decimal with exactly `digits` places, rounded half up: "2636.484375".
std::string to_decimal_string(const Rational& value, int digits);
// Nearest double, for rates and plots (not for comparisons).
double to_double(const Rational& value) noexcept;
// Parses "p", "p/q" (any terms; reduced); throws InputError naming `what`.
Rational parse_rational(std::string_view text, const std::string& what);
// Decimal digits of a 128-bit unsigned integer.
std::string to_decimal(unsigned __int128 value);

}  // namespace perftkit::raindrop

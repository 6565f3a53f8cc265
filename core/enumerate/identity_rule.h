#pragma once
// When two positions count as one in a distinct enumeration. The chess
// literature counts three ways (OEIS, ply 0 upward from the start):
//   positions:     board, side to move, castling rights, and en passant
//                  only where an en passant capture is legal (A083276);
//   ep-available:  en passant wherever a pawn stands ready to capture,
//                  legal or not (A057745: two more than A083276 at ply 6);
//   diagrams:      board and side to move only (A019319).
// A game without castling or en passant (Raindrop) defines positions only.
#include <array>
#include <optional>
#include <string_view>
#include <utility>

namespace perftkit {

enum class IdentityRule { kPositions, kEnPassantAvailable, kDiagrams };

inline constexpr std::array<std::pair<IdentityRule, std::string_view>, 3> kIdentityRuleNames{{
    {IdentityRule::kPositions, "positions"},
    {IdentityRule::kEnPassantAvailable, "ep-available"},
    {IdentityRule::kDiagrams, "diagrams"},
}};

constexpr std::string_view identity_rule_name(IdentityRule rule) {
  for (const auto& [r, name] : kIdentityRuleNames)
    if (r == rule) return name;
  return "?";
}

constexpr std::optional<IdentityRule> parse_identity_rule(std::string_view name) {
  for (const auto& [r, n] : kIdentityRuleNames)
    if (n == name) return r;
  return std::nullopt;
}

}  // namespace perftkit

#pragma once
// The coder a distinct enumeration counts with (enumerate/position_coder.h),
// chosen by the identity rule (enumerate/identity_rule.h): when two
// positions count as one.
//
// A game with castling or en passant offers the rules itself, as a static
// member of its Position:
//   template <class Visitor> static decltype(auto) with_identity_coder(IdentityRule, Visitor&&);
// calling visit(coder) with a coder that counts positions under the rule.
// A game without one has positions only (its own code, GameCoder), and any
// other rule is refused naming --identity.
#include <string>
#include <utility>

#include "common/input_error.h"
#include "enumerate/identity_rule.h"
#include "enumerate/position_coder.h"

namespace perftkit {

template <class P, class Visitor>
concept OffersIdentityRules = requires(IdentityRule rule, Visitor&& visit) {
  P::with_identity_coder(rule, std::forward<Visitor>(visit));
};

// Calls visit(coder) with P's coder for `rule`; InputError naming
// --identity for a rule the game does not define.
template <EncodableGame P, class Visitor>
decltype(auto) with_identity_coder(IdentityRule rule, Visitor&& visit) {
  if constexpr (OffersIdentityRules<P, Visitor>) {
    return P::with_identity_coder(rule, std::forward<Visitor>(visit));
  } else {
    if (rule != IdentityRule::kPositions)
      throw_input_error("--identity", "'" + std::string(identity_rule_name(rule)) + "' does not apply to " +
                                          std::string(P::kVariantName) +
                                          ", a game without castling or en passant (its only rule is positions)");
    return std::forward<Visitor>(visit)(GameCoder<P>{});
  }
}

// A coder shorter than the game's own code that is exact only among a
// root's descendants within a ply bound: a game that has one names it as
// P::NearRootCoder, whose for_root(root, plies) gives one, or nullopt
// where the codes may not fit (Raindrop's CompactCoder).
template <class P>
concept HasNearRootCoder = requires { typename P::NearRootCoder; };

// The coder for a run from `root` to ply `depth` counting under `rule`:
// the near-root coder where the game has one that fits, the rule is
// positions (what it encodes) and `full_codes` does not ask for the
// game's own code; otherwise with_identity_coder's.
template <EncodableGame P, class Visitor>
decltype(auto) with_enumeration_coder(const P& root, int depth, IdentityRule rule, bool full_codes, Visitor&& visit) {
  if constexpr (HasNearRootCoder<P>) {
    if (rule == IdentityRule::kPositions && !full_codes)
      if (auto near = P::NearRootCoder::for_root(root, depth)) return visit(*near);
  }
  return with_identity_coder<P>(rule, std::forward<Visitor>(visit));
}

}  // namespace perftkit

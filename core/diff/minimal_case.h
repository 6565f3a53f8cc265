#pragma once
// Shrinks a disagreement to the smallest case that still shows it: first
// the shallowest depth at which the position disagrees (1 wherever the
// two move lists differ), then the fewest pieces: kings stay, every other
// piece is removed, one at a time and greedily, while the position stays
// legal (our FEN parser accepts it) and our divide and the engine's still
// disagree.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "common/input_error.h"
#include "diff/divide_comparison.h"
#include "diff/drill_down.h"
#include "diff/fen_pieces.h"
#include "game/game_concept.h"
#include "uci/engine_error.h"

namespace perftkit::diff {

// The engine's divide of a position given as FEN.
using EngineFenQuery = std::function<uci::EngineDivide(const std::string& fen, int depth)>;

struct MinimalCase {
  std::string fen;
  int depth = 0;
  DivideComparison comparison;
};

namespace minimise_detail {

// Our FEN parsers reject illegal set-ups (a missing king, a side not to
// move in check), so parsing is the legality test.
template <Game P>
std::optional<P> legal_position(const std::string& fen, const VariantOptions& options) {
  try {
    return P::from_fen(fen, options);
  } catch (const InputError&) {
    return std::nullopt;
  }
}

// Castling rights whose rook was removed make the FEN invalid: keep only
// the letters that still parse on their own.
template <Game P>
std::string with_valid_castling(std::vector<std::string> fields, const VariantOptions& options) {
  if (fields.size() < 3 || fields[2] == "-") return joined_fields(fields);
  std::string kept;
  for (char letter : fields[2]) {
    auto single = fields;
    single[2] = std::string(1, letter);
    try {
      P::from_fen(joined_fields(single), options);
      kept += letter;
    } catch (const InputError&) {
    }
  }
  fields[2] = kept.empty() ? "-" : kept;
  return joined_fields(fields);
}

// The position with the new placement, as is or with the castling
// rights and en passant square it may have lost; nullopt if illegal.
template <Game P>
std::optional<P> smaller_position(std::vector<std::string> fields, const std::string& placement,
                                  const VariantOptions& options) {
  fields[0] = placement;
  if (auto pos = legal_position<P>(joined_fields(fields), options)) return pos;
  if (fields.size() > 3) fields[3] = "-";
  if (auto pos = legal_position<P>(joined_fields(fields), options)) return pos;
  return legal_position<P>(with_valid_castling<P>(fields, options), options);
}

}  // namespace minimise_detail

template <Game P>
  requires(!WeightedGame<P>)
MinimalCase minimise(const std::string& fen, int depth, const EngineFenQuery& engine, const VariantOptions& options,
                     const PerftRunOptions& run = {}) {
  auto compare = [&](const P& pos, const std::string& text, int d) {
    return compare_divides(our_divide(pos, d, run), engine(text, d));
  };
  const P start = P::from_fen(fen, options);
  MinimalCase best{start.fen(), depth, compare(start, start.fen(), depth)};
  for (int d = 1; d < depth; ++d) {
    auto comparison = compare(start, best.fen, d);
    if (!comparison.agree()) {
      best.depth = d;
      best.comparison = comparison;
      break;
    }
  }
  for (bool shrunk = true; shrunk;) {
    shrunk = false;
    const auto fields = fen_fields(best.fen);
    const auto ranks = placement_squares(fields[0]);
    for (std::size_t r = 0; r < ranks.size() && !shrunk; ++r)
      for (std::size_t f = 0; f < ranks[r].size() && !shrunk; ++f) {
        if (ranks[r][f].empty() || is_king(ranks[r][f])) continue;
        auto smaller = ranks;
        smaller[r][f].clear();
        auto pos = minimise_detail::smaller_position<P>(fields, placement_text(smaller), options);
        if (!pos) continue;
        DivideComparison comparison;
        try {
          comparison = compare(*pos, pos->fen(), best.depth);
        } catch (const uci::EngineError&) {
          // An engine that crashes or hangs on the smaller position is
          // buggy there too, but that is another bug: the case in hand
          // stays the one it still answers. (A perftree engine starts
          // afresh for the next candidate; a dead UCI engine fails the
          // rest quickly.)
          continue;
        }
        if (comparison.agree()) continue;
        best = {pos->fen(), best.depth, comparison};
        shrunk = true;
      }
  }
  return best;
}

}  // namespace perftkit::diff

#pragma once
// Computes a batch record for one position of any Game: move classes
// among the legal moves (checks found by playing the move), game status,
// and perft for depths 1..N checked against the input's expected counts.
#include <string>

#include "batch/batch_record.h"
#include "common/text.h"
#include "game/game_concept.h"
#include "io/epd.h"
#include "perft/count_text.h"
#include "perft/perft.h"

namespace perftkit::batch {

template <Game P>
std::string game_status(const P& pos, std::size_t legal_moves) {
  if (legal_moves == 0) return pos.in_check() ? "checkmate" : "stalemate";
  if constexpr (HasInsufficientMaterial<P>) {
    if (pos.insufficient_material()) return "insufficient material";
  }
  return "ongoing";
}

// Throws InputError for a FEN the variant rejects. Perft runs on the
// calling thread: batch parallelism is across positions.
template <Game P>
BatchRecord analyze_position(const EpdRecord& input, const VariantOptions& options, int depth) {
  const P pos = P::from_fen(input.fen, options);
  BatchRecord record;
  record.fen = pos.fen();
  auto fields = split_whitespace(record.fen);
  record.side_to_move = fields.size() > 1 ? fields[1] : "";
  record.in_check = pos.in_check();
  typename P::MoveList moves;
  pos.generate_legal(moves);
  record.legal_moves = static_cast<unsigned>(moves.size());
  for (const auto& m : moves) {
    MoveFacts facts = pos.move_facts(m);
    record.captures += facts.capture;
    record.promotions += facts.promotion;
    record.drops += facts.drop;
    record.jokers += facts.joker;
    record.castling += facts.castling;
    record.checks += pos.play(m).in_check();
  }
  record.status = game_status(pos, moves.size());
  for (int d = 1; d <= depth; ++d) {
    auto count = perft(pos, d);
    record.nodes += count_as_double(count);
    DepthResult result{d, count_text(count), count_json(count), std::nullopt};
    // Chance models carry the exact value in Xn beside a rounded Dn.
    if (auto exact = input.operation("X" + std::to_string(d))) result.expected = exact;
    else if (auto rounded = input.operation("D" + std::to_string(d))) result.expected = rounded;
    record.perft.push_back(std::move(result));
  }
  record.operations = input.operations;
  return record;
}

}  // namespace perftkit::batch

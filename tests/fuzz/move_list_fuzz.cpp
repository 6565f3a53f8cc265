// libFuzzer target: --moves lists. The first byte picks a start position
// (ordinary, Chess960, castling and promotion positions); the rest is the
// move list. A list that plays must leave a position whose FEN round-trips.
#include <cstddef>
#include <cstdint>
#include <iterator>

#include "chess/position.h"
#include "fuzz_properties.h"
#include "game/play_moves.h"

namespace {

struct Start {
  const char* fen;
  bool chess960;
};

const Start kStarts[] = {
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", false},
    {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", false},
    {"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", false},
    {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", false},
    {"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", true},
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const Start& start = kStarts[data[0] % std::size(kStarts)];
  perftkit::VariantOptions options;
  options.chess960 = start.chess960;
  std::string_view moves(reinterpret_cast<const char*>(data) + 1, size - 1);
  try {
    auto pos = perftkit::play_moves(perftkit::chess::Position::from_fen(start.fen, options), moves);
    perftkit::fuzz::check_fen_round_trip(pos, options);
    perftkit::fuzz::exercise_generator(pos);
  } catch (const perftkit::InputError&) {
  }
  return 0;
}

#include "geometry/lines10.h"

namespace perftkit::lines10 {
namespace {

// One direction per line, pointing to higher square indices.
constexpr std::array<Offset, 4> kLineDirections{{{1, 0}, {0, 1}, {1, 1}, {-1, 1}}};

Bitboard walk(int sq, Offset d) {
  Bitboard ray = 0;
  for (int f = G::file_of(sq) + d.file, r = G::rank_of(sq) + d.rank; G::on_board(f, r); f += d.file, r += d.rank)
    ray |= G::bit(G::square(f, r));
  return ray;
}

struct Builder {
  explicit Builder(Tables& t) {
    for (int sq = 0; sq < G::kSquares; ++sq) {
      for (int line = 0; line < 4; ++line) {
        Offset up = kLineDirections[line];
        t.masks[sq][line] = {walk(sq, {-up.file, -up.rank}), walk(sq, up)};
      }
    }
    for (int a = 0; a < G::kSquares; ++a)
      for (int b = 0; b < G::kSquares; ++b) {
        t.line_of[a][b] = kNoLine;
        for (int line = 0; line < 4; ++line)
          if ((t.masks[a][line].below | t.masks[a][line].above) & G::bit(b)) t.line_of[a][b] = static_cast<Line>(line);
      }
  }
};

}  // namespace

Tables tables;
static const Builder builder{tables};

}  // namespace perftkit::lines10

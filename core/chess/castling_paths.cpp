#include "chess/castling_paths.h"

namespace perftkit::chess {
namespace {

CastlingPathTable make_paths() {
  CastlingPathTable table{};
  for (int slot = 0; slot < 4; ++slot) {
    const int rank = slot < 2 ? 0 : 7;
    const bool king_side = slot % 2 == 0;
    const int king_to = G::square(king_side ? 6 : 2, rank);
    const int rook_to = G::square(king_side ? 5 : 3, rank);
    for (int king_file = 0; king_file < 8; ++king_file) {
      for (int rook_file = 0; rook_file < 8; ++rook_file) {
        const int king = G::square(king_file, rank), rook = G::square(rook_file, rank);
        const Bitboard castlers = G::bit(king) | G::bit(rook);
        CastlingPath& path = table[slot][king_file][rook_file];
        path.must_be_empty =
            (G::between(king, king_to) | G::bit(king_to) | G::between(rook, rook_to) | G::bit(rook_to)) & ~castlers;
        path.king_path = G::between(king, king_to) | G::bit(king_to);
        path.king_to = king_to;
      }
    }
  }
  return table;
}

}  // namespace

const CastlingPathTable castling_paths = make_paths();

}  // namespace perftkit::chess

#include "geometry/attacks10.h"

namespace perftkit::attacks10 {
namespace {

struct Builder {
  explicit Builder(Tables& t) {
    for (int sq = 0; sq < G::kSquares; ++sq) {
      t.knight[sq] = G::leaper_targets(sq, kKnightOffsets);
      t.king[sq] = G::leaper_targets(sq, kKingOffsets);
      t.dragon[sq] = G::leaper_targets(sq, kDragonOffsets);
      t.pawn[0][sq] = G::leaper_targets(sq, std::array<Offset, 2>{{{-1, 1}, {1, 1}}});
      t.pawn[1][sq] = G::leaper_targets(sq, std::array<Offset, 2>{{{-1, -1}, {1, -1}}});
      t.rook_rays[sq] = G::slider_targets(sq, Bitboard{0}, kRookDirections);
      t.bishop_rays[sq] = G::slider_targets(sq, Bitboard{0}, kBishopDirections);
    }
  }
};

}  // namespace

Tables tables;
static const Builder builder{tables};

}  // namespace perftkit::attacks10

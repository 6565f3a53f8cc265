// The shipped move lists and move counts: legal_moves.h with NoProfiler.
#include "dragon/legal_moves.h"

namespace perftkit::dragon {

bool Position::in_check() const noexcept { return attacked(king_square(side_), ~side_, occupied()); }

void Position::generate_legal(MoveList& moves) const { generate_legal<NoProfiler>(moves); }

std::uint64_t Position::count_legal() const { return count_legal<NoProfiler>(); }

}  // namespace perftkit::dragon

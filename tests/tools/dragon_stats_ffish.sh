#!/usr/bin/env bash
# perft --variant dragon --stats against Fairy-Stockfish (ffish.js, an
# independent implementation of the 10x10 rules): every column that
# scripts/ffish/dragon_stats.js counts with ffish at depths 1 and 2, the
# check split included (its checkers found by scanning ffish's board), must
# be perft's, on the start position, the lines of
# datasets/dragon/dragon100.epd whose depth 2 holds en passant (3, 22),
# castling (45, 48) or promotions (46, 47), a queen ending with a mate
# and two stalemates at depth 1 (one of the 10x10 game's special start
# points, dragon/special_classes.h), crafted positions at depth 1 for the
# rare checks (a knight uncovering a rook's mate, single discovered or,
# from i8, direct and discovered; en passant's double discovered check
# and one that mates; stalemates with a blocked pawn), and 80 seeded random positions (random games of up
# to 120 plies from the data set's positions). A missing node or ffish is
# a failure, as in dragon_ffish_diff.sh.
# Usage: dragon_stats_ffish.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1 source=$2
perft=$build/tools/perft/perft
source "$(dirname "$0")/lib/checks.sh"

command -v node >/dev/null || { echo "FAIL: node is not installed (scripts/setup.sh)"; exit 1; }
[[ -f "$source/scripts/ffish/node_modules/ffish/package.json" ]] ||
  { echo "FAIL: ffish is not installed: run 'npm ci' in $source/scripts/ffish"; exit 1; }

fens=$(sed -n '1p;3p;22p;45p;46p;47p;48p' "$source/datasets/dragon/dragon100.epd" | sed 's/ ;.*//')
fens+=$'\n''k9/10/1K8/10/10/10/10/10/10/2Q7 w - - 0 1'
node "$source/scripts/ffish/dragon_stats.js" --fens - --depth 2 <<<"$fens" >>"$work/theirs" || fail "ffish: data set"
crafted=(
  "R6N1k/8pp/10/10/10/10/10/10/10/K9 w - - 0 1"
  "4r4k/10/10/10/10/2b7/3Pp5/4K5/10/10 b - d3 0 1"
  "4r4k/10/10/10/10/2b3p3/3Pp5/4K5/r9/4n5 b - d3 0 1"
  # Stalemates whose side keeps only a blocked pawn: the leaves' quick
  # "any legal move?" must not count its push.
  "k9/2K7/10/4p5/4P5/4B5/10/10/10/10 w - - 0 1"
)
printf '%s\n' "${crafted[@]}" | node "$source/scripts/ffish/dragon_stats.js" --fens - --depth 1 >>"$work/theirs" ||
  fail "ffish: crafted"
node "$source/scripts/ffish/dragon_stats.js" --random 80 --seed 2 --plies 120 --depth 2 >>"$work/theirs" ||
  fail "ffish: random positions"

# Every column agrees, and the positions do hold what they check.
python3 "$source/tests/tools/lib/compare_stats.py" "$perft" dragon "$work/theirs" || fail "perft --stats and ffish differ (above)"

[ "$failures" -eq 0 ] && echo "dragon --stats equals ffish's counts on $(wc -l <"$work/theirs") positions"
exit $((failures > 0))

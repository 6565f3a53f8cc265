#!/usr/bin/env bash
# perft --variant dragon --stats against Fairy-Stockfish (ffish.js, an
# independent implementation of the 10x10 rules): the nodes, captures, en
# passant, castles, promotions, checks, checkmates and stalemates that
# scripts/ffish/dragon_stats.js counts with ffish at depths 1 and 2 must
# be perft's, on the start position, the lines of
# datasets/dragon/dragon100.epd whose depth 2 holds en passant (3, 22),
# castling (45, 48) or promotions (46, 47), a queen ending with a mate
# and two stalemates at depth 1 (one of the 10x10 game's special start
# points, dragon/special_classes.h), and 40 seeded random positions
# (random games of up to 120 plies from the data set's positions). The
# check split has no counterpart in ffish (tested in
# tests/core/dragon/stat_columns_test.cpp). A missing node or ffish is a
# failure, as in dragon_ffish_diff.sh.
# Usage: dragon_stats_ffish.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1 source=$2
perft=$build/tools/perft/perft
source "$(dirname "$0")/lib/checks.sh"

command -v node >/dev/null || { echo "FAIL: node is not installed (scripts/setup.sh)"; exit 1; }
[[ -f "$source/scripts/ffish/node_modules/ffish/package.json" ]] ||
  { echo "FAIL: ffish is not installed: run 'npm ci' in $source/scripts/ffish"; exit 1; }

positions=0
fens=$(sed -n '1p;3p;22p;45p;46p;47p;48p' "$source/datasets/dragon/dragon100.epd" | sed 's/ ;.*//')
fens+=$'\n''k9/10/1K8/10/10/10/10/10/10/2Q7 w - - 0 1'
while IFS= read -r fen; do
  node "$source/scripts/ffish/dragon_stats.js" --fen "$fen" --depth 2 >>"$work/theirs" || fail "ffish: $fen"
  positions=$((positions + 1))
done <<<"$fens"
node "$source/scripts/ffish/dragon_stats.js" --random 40 --seed 1 --plies 120 --depth 2 >>"$work/theirs" ||
  fail "ffish: random positions"
positions=$((positions + 40))

# Every column agrees, and the positions do hold what they check.
python3 "$source/tests/tools/lib/compare_stats.py" "$perft" dragon "$work/theirs" || fail "perft --stats and ffish differ (above)"

[ "$failures" -eq 0 ] && echo "dragon --stats equals ffish's counts on $positions positions"
exit $((failures > 0))

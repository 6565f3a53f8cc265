#!/usr/bin/env bash
# perft --stats for ordinary chess, Chess960 and nocastle against
# Fairy-Stockfish (ffish.js, an independent implementation): every column, the check split
# included, that scripts/ffish/chess_stats.js counts with ffish (its own
# board scan finds each check's checkers) must be perft's. Positions:
# seeded random games of up to 160 plies from the CPW positions (ordinary
# chess, 30 for nocastle, whose statistics make every leaf) and from
# random Chess960 set-ups, at depths 2 and 3, and crafted
# positions for the rare columns: at depth 1 (classified at the root,
# move by move) the stalemates and mates of
# tests/core/chess/bulk_stats_test.cpp, an en passant double discovered
# check and one that mates, and a knight uncovering a rook's mate (single
# discovered, and direct and discovered from f7); at depth 2 (the bulk
# tally's leaves) the last three one ply before, where counting en
# passant's two checkers as one fails. The comparer must also fail on a
# column changed by one. A missing node or ffish is a failure.
# SCALE (default 1) multiplies the random positions: the deep suite runs
# it with 10 (tool.chess_stats_ffish_deep, about 4 minutes).
# Usage: chess_stats_ffish.sh BUILD_DIR SOURCE_DIR [SCALE]
set -uo pipefail
build=$1 source=$2 scale=${3:-1}
perft=$build/tools/perft/perft
peer=$source/scripts/ffish/chess_stats.js
compare=$source/tests/tools/lib/compare_stats.py
source "$(dirname "$0")/lib/checks.sh"

command -v node >/dev/null || { echo "FAIL: node is not installed (scripts/setup.sh)"; exit 1; }
[[ -f "$source/scripts/ffish/node_modules/ffish/package.json" ]] ||
  { echo "FAIL: ffish is not installed: run 'npm ci' in $source/scripts/ffish"; exit 1; }

crafted=(
  "r6k/1P3K1p/7P/8/8/8/8/8 w - - 0 1"
  "6nb/5Ppk/6pp/8/8/8/8/K7 w - - 0 1"
  "k6K/1r1N4/1P6/8/8/8/8/5B2 w - - 0 1"
  "8/8/1K6/3N4/k1p5/8/3N4/2B4R w - - 0 1"
  "8/1N6/8/1pK5/k7/7B/3N4/2B5 w - - 0 1"
  "5r1k/3p4/2p5/4P3/4K3/r7/2n5/8 b - - 0 1"
  "4r2k/8/8/2b5/3Pp3/4K3/8/8 b - d3 0 1"
  "4r2k/8/8/2b3p1/3Pp3/4K3/r7/4n3 b - d3 0 1"
  "R2N3k/6pp/8/8/8/8/8/K7 w - - 0 1"
)
one_ply_before=(
  "4r2k/8/8/2b5/4p3/4K3/3P4/8 w - - 0 1"
  "4r2k/8/8/2b3p1/4p3/4K3/r2P4/4n3 w - - 0 1"
  "R2N2k1/6pp/8/8/8/8/8/K7 b - - 0 1"
)
printf '%s\n' "${crafted[@]}" | node "$peer" --fens - --depth 1 >>"$work/chess" || fail "ffish: crafted"
printf '%s\n' "${one_ply_before[@]}" | node "$peer" --fens - --depth 2 >>"$work/chess" ||
  fail "ffish: crafted, one ply before"
node "$peer" --random $((80 * scale)) --seed 1 --plies 160 --depth 2 >>"$work/chess" ||
  fail "ffish: random chess, depth 2"
node "$peer" --random $((5 * scale)) --seed 2 --plies 160 --depth 3 >>"$work/chess" ||
  fail "ffish: random chess, depth 3"
python3 "$compare" "$perft" chess "$work/chess" || fail "perft --stats and ffish differ on ordinary chess (above)"

node "$peer" --variant chess960 --random $((80 * scale)) --seed 3 --plies 160 --depth 2 >"$work/960" ||
  fail "ffish: random Chess960, depth 2"
node "$peer" --variant chess960 --random $((5 * scale)) --seed 4 --plies 40 --depth 3 >>"$work/960" ||
  fail "ffish: random Chess960, depth 3"
python3 "$compare" "$perft" chess960 "$work/960" --may-be-zero double_discovered_checks single_discovered_mates \
  direct_discovered_mates double_discovered_mates stalemates ||
  fail "perft --stats and ffish differ on Chess960 (above)"

node "$peer" --variant nocastle --random $((30 * scale)) --seed 5 --plies 160 --depth 2 >"$work/nocastle" ||
  fail "ffish: random nocastle, depth 2"
python3 "$compare" "$perft" nocastle "$work/nocastle" --may-be-zero castles double_discovered_checks \
  single_discovered_mates direct_discovered_mates double_discovered_mates stalemates ||
  fail "perft --stats and ffish differ on nocastle (above)"

# The comparer sees a difference of one in one column.
python3 - "$work/chess" >"$work/doctored" <<'EOF_PY'
import json, sys
line = json.loads(open(sys.argv[1]).readline())
line["stats"][0]["checks"] += 1
print(json.dumps(line))
EOF_PY
python3 "$compare" "$perft" chess "$work/doctored" >"$work/out" &&
  fail "the comparer passed a checks column changed by one"
grep -q "depth 1 checks: perft" "$work/out" || fail "the comparer did not name the changed column"

[ "$failures" -eq 0 ] && echo "chess, Chess960 and nocastle --stats equal ffish's counts"
exit $((failures > 0))

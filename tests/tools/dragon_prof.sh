#!/usr/bin/env bash
# dragon-prof: verification against the suite, exit codes (0 ok, 1 count
# mismatch, 2 bad input), table and JSON output, the plot script, and that
# the profiled perft is the one `perft --variant dragon` runs (same counts,
# depth-2 node included).
# Usage: dragon_prof.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1
source=$2
tool=$build/tools/dragon-prof/dragon-prof
perft=$build/tools/perft/perft
suite=$source/datasets/dragon/dragon100.epd
start="rnbdqkdbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBDQKDBNR w KQkq - 0 1"
source "$(dirname "$0")/lib/checks.sh"

expect_output() {
  if ! grep -qF -- "$2" "$work/$1"; then
    fail "expected '$2' in $1:"
    sed 's/^/  | /' "$work/$1" | head -20
  fi
}

expect_status 0 "suite at depth 3" -- "$tool" --suite "$suite" --depth 3 --repeat 1
expect_output out "49 position(s)"
expect_output out "pawns"
expect_output out "dragons"
expect_output out "in check"
expect_output out "Attack-table lookups"
if grep -q MISMATCH "$work/out"; then fail "suite: a position did not match"; fi

expect_status 0 "start position with the right count" -- "$tool" --fen "$start" --depth 3 --expect 67910 --repeat 1
expect_status 1 "a wrong reference count is a verification failure" -- "$tool" --fen "$start" --depth 3 --expect 67911 --repeat 1
expect_output err "dragon-prof: count mismatch"
expect_output out "MISMATCH"

expect_status 0 "JSON into a file" -- "$tool" --suite "$suite" --depth 2 --repeat 1 --json "$work/prof.json"
python3 - "$work/prof.json" <<'PY' || fail "JSON report is not as expected"
import json, sys
report = json.load(open(sys.argv[1]))
assert report["all_match"] is True
assert len(report["positions"]) == 49
assert set(report["breakdown"]["sections"]) >= {"pawns", "knights", "dragons", "sliders", "king"}
assert report["total"]["nodes"] == sum(p["nodes"] for p in report["positions"])
assert all(p["profiled_nodes"] == p["nodes"] for p in report["positions"])
assert report["breakdown"]["nested_generations"] == sum(p["nested_generations"] for p in report["positions"]) > 0
PY
# Profiled and shipped perft count the same nodes; each node at ply
# depth-1 generated inside its parent's generation (the one-pass depth-2
# node), so the profiled run's nested generations are perft(depth-1).
for line in 2 3 5 11; do
  fen=$(sed -n "${line}p" "$suite" | cut -d';' -f1 | sed 's/ *$//')
  expect_status 0 "data-set line $line profiled at depth 3" -- "$tool" --fen "$fen" --depth 3 --repeat 1 --json "$work/line.json"
  for depth in 2 3; do
    "$perft" --variant dragon --fen "$fen" --depth $depth --threads 1 --json 2>/dev/null >"$work/perft$depth.json" ||
      fail "perft --variant dragon on line $line, depth $depth"
  done
  python3 - "$work/line.json" "$work/perft3.json" "$work/perft2.json" <<'PY' || fail "data-set line $line: profiled perft is not the shipped perft"
import json, sys
position = json.load(open(sys.argv[1]))["positions"][0]
d3 = json.loads(open(sys.argv[2]).readline())["nodes"]
d2 = json.loads(open(sys.argv[3]).readline())["nodes"]
assert position["nodes"] == position["profiled_nodes"] == d3, (position, d3)
assert position["nested_generations"] == d2, (position["nested_generations"], d2)
PY
done

if /usr/bin/python3 -c "import matplotlib" 2>/dev/null; then
  expect_status 0 "plot" -- /usr/bin/python3 "$source/scripts/plot_dragon_prof.py" "$work/prof.json" "$work/prof.png"
  [[ -s $work/prof.png ]] || fail "plot: no PNG written"
fi

expect_status 2 "8x8 FEN" -- "$tool" --fen "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
expect_output err "dragon-prof: error:"
expect_output err "FEN field 'board'"
expect_status 2 "impossible en passant square" -- "$tool" --fen "9k/10/10/10/10/10/10/10/10/K9 b - e3 0 1" --depth 1
expect_output err "FEN field 'en passant'"
expect_status 2 "missing suite file" -- "$tool" --suite "$work/none.epd"
expect_status 2 "depth out of range" -- "$tool" --depth 0
expect_status 2 "--suite with --fen" -- "$tool" --suite "$suite" --fen "$start"
expect_status 2 "--expect without --fen" -- "$tool" --expect 5
expect_status 2 "unknown option" -- "$tool" --frobnicate
printf '%s ;D1 41\n' "$start" >"$work/wrong.epd"
expect_status 1 "suite with a wrong count" -- "$tool" --suite "$work/wrong.epd" --depth 1 --repeat 1

if ((failures)); then
  echo "$failures failure(s)"
  exit 1
fi
echo "dragon-prof: all checks passed"

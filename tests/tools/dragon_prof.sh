#!/usr/bin/env bash
# dragon-prof: verification against the suite, exit codes (0 ok, 1 count
# mismatch, 2 bad input), table and JSON output, and the plot script.
# Usage: dragon_prof.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1
source=$2
tool=$build/tools/dragon-prof/dragon-prof
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
PY
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

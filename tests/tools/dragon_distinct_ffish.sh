#!/usr/bin/env bash
# Distinct positions of the 10x10 start position by ply, counted by
# `enumerate --variant dragon --distinct` and independently by Fairy-Stockfish
# (scripts/ffish/dragon_distinct.js: breadth first, positions deduplicated by
# their FEN), under each identity rule; lines (perft) too. ffish's FEN keeps en
# passant wherever an enemy pawn attacks a passed square, legal or not: it is
# the ep-available rule as written, and the script rewrites it for the other two
# (see its header). Through ply 3 (the default; a few seconds) no castling or en
# passant is possible yet and the three rules agree; ply 4, where they part,
# takes ffish about a minute and runs as tool.dragon_distinct_ffish_deep (label
# deep). A missing node or ffish is a FAILURE, as in dragon_ffish_diff.sh.
# Usage: dragon_distinct_ffish.sh BUILD_DIR SOURCE_DIR [DEPTH]
set -euo pipefail
build_dir=${1:?usage: dragon_distinct_ffish.sh BUILD_DIR SOURCE_DIR}
source_dir=${2:?usage: dragon_distinct_ffish.sh BUILD_DIR SOURCE_DIR}
enumerate="$build_dir/tools/enumerate/enumerate"
depth=${3:-3}

fail() { echo "FAIL: $*" >&2; exit 1; }

command -v node >/dev/null || fail "node is not installed (Debian package nodejs; scripts/setup.sh)"
[[ -f "$source_dir/scripts/ffish/node_modules/ffish/package.json" ]] ||
  fail "ffish is not installed: run 'npm ci' in $source_dir/scripts/ffish (scripts/setup.sh does)"
[[ -x "$enumerate" ]] || fail "$enumerate is not built"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Columns ply, lines and `count` of a CSV with a header row, as "ply,lines,count" lines.
columns() {
  awk -F, -v want="$2" 'NR == 1 { for (i = 1; i <= NF; ++i) col[$i] = i; next }
    { print $col["ply"] "," $col["lines"] "," $col[want] }' "$1"
}

node "$source_dir/scripts/ffish/dragon_distinct.js" --depth "$depth" > "$work/ffish.csv" ||
  fail "dragon_distinct.js failed"
for rule in positions ep-available diagrams; do
  "$enumerate" --variant dragon --distinct --depth "$depth" --identity "$rule" --format csv > "$work/ours.csv" ||
    fail "enumerate --identity $rule failed"
  if ! diff <(columns "$work/ffish.csv" "$rule") <(columns "$work/ours.csv" distinct) > "$work/diff"; then
    echo "ply,lines,distinct: ffish (<) and enumerate (>) differ under --identity $rule:" >&2
    cat "$work/diff" >&2
    fail "enumerate --variant dragon --distinct differs from Fairy-Stockfish"
  fi
  echo "identity $rule: ffish and enumerate agree through ply $depth ($(columns "$work/ours.csv" distinct | tr '\n' ' '))"
done

#!/usr/bin/env bash
# A perft program that takes `BINARY FEN DEPTH` (Gigantua, ellxor/perft) as
# a perftree engine, for `perft-bench --protocol perftree` (and perft-diff):
#
#   fen-depth-perftree.sh BINARY DEPTH 'FEN'
#
# perft-bench appends DEPTH and the quoted FEN to the engine's command line;
# these programs want them the other way round and print their total in
# their own words ("Nodes searched: N" for Gigantua, "Result: N" for
# ellxor/perft), which this turns into the "Nodes searched: N" line
# perft-bench reads. They print no divide and cannot play moves first, so a
# call with MOVES is refused: perft-bench only needs totals, and a wrong
# count is then found with perft-diff against a UCI engine instead.
set -euo pipefail
if (($# != 3)); then
  echo "fen-depth-perftree.sh: expects BINARY DEPTH FEN (the program cannot play MOVES first); got $# arguments" >&2
  exit 2
fi
binary=$1 depth=$2 fen=$3
"$binary" "$fen" "$depth" | sed -n -E 's/^(Nodes searched|Result):[[:space:]]*([0-9]+)[[:space:]]*$/Nodes searched: \2/p'

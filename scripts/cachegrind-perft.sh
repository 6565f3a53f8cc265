#!/usr/bin/env bash
# Deterministic cost of a chess perft run, for the performance log
# (results/chess/perf-log.md) on machines without hardware counters or
# too busy to time: instructions, conditional branches and mispredicted
# branches as valgrind's cachegrind simulates them, net of start-up (the
# same program at depth 1 is subtracted: table set-up is not perft).
#
# Usage: scripts/cachegrind-perft.sh FEN DEPTH LABEL=KIND:BINARY...
#   KIND: perftkit (tools/perft, one thread, no hash), gigantua (FEN DEPTH)
# Example:
#   scripts/cachegrind-perft.sh "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" 5 \
#     new=perftkit:build/release/tools/perft/perft giga=gigantua:../peers/Gigantua/Gigantua/gigantua
set -euo pipefail
if (($# < 3)); then
  echo "usage: $0 FEN DEPTH LABEL=KIND:BINARY..." >&2
  exit 2
fi
command -v valgrind >/dev/null || { echo "$0: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }
fen=$1 depth=$2
shift 2

# Prints "instructions branches mispredicts" of one run.
measure() {
  local kind=$1 binary=$2 d=$3 args
  case $kind in
    perftkit) args=(--fen "$fen" --depth "$d" --threads 1) ;;
    gigantua) args=("$fen" "$d") ;;
  esac
  valgrind --tool=cachegrind --branch-sim=yes --cache-sim=no --cachegrind-out-file=/dev/null \
    "$binary" "${args[@]}" 2>&1 >/dev/null |
    awk '/I +refs:/ {gsub(",", "", $NF); i = $NF}
         /Branches:/ {gsub(",", "", $3); b = $3}
         /Mispredicts:/ {gsub(",", "", $3); m = $3}
         END {print i, b, m}'
}

for spec in "$@"; do
  kind=${spec#*=} kind=${kind%%:*} binary=${spec#*:}
  [[ $kind == perftkit || $kind == gigantua ]] || { echo "$0: unknown kind '$kind' in '$spec' (perftkit, gigantua)" >&2; exit 2; }
  [[ -x $binary ]] || { echo "$0: '$binary' in '$spec' is not an executable" >&2; exit 2; }
done
printf "%-12s %14s %14s %14s\n" program instructions branches mispredicts
for spec in "$@"; do
  label=${spec%%=*} kind=${spec#*=} kind=${kind%%:*} binary=${spec#*:}
  read -r i1 b1 m1 < <(measure "$kind" "$binary" 1)
  read -r i2 b2 m2 < <(measure "$kind" "$binary" "$depth")
  # valgrind stops at an instruction it does not know (AVX-512 in a native
  # build) and the figures would read as nothing: refuse them.
  if [[ -z $i1 || -z $i2 || $i2 -le $i1 ]]; then
    echo "$0: valgrind could not run '$binary' to the end (a native build's AVX-512? build with the portable preset)" >&2
    exit 2
  fi
  printf "%-12s %14d %14d %14d\n" "$label" $((i2 - i1)) $((b2 - b1)) $((m2 - m1))
done

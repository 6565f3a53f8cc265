#!/usr/bin/env bash
# What journaling costs raindrop-enum: plain runs against the same runs with
# --checkpoint, interleaved, ROUNDS each (default 7); prints the median wall
# time of each. Lines mode journals every finished subtree (one fdatasync
# each); --distinct journals every ply, and with --checkpoint-every 0 a part
# after every non-empty frontier shard (two fsyncs and a write of the
# collected set each).
# Usage: results/enumeration/measure_checkpoint_cost.sh BUILD_DIR [ROUNDS]
set -euo pipefail
enum=$1/tools/raindrop-enum/raindrop-enum
rounds=${2:-7}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
lines_fen="1B1NRQ2/7P/K7/6k1/3p4/4Np2/4n3/6rb[QRRBBNPPPqrrbbnnppp] b - - 0 16 q"
distinct_fen="BbNP3R/8/5K2/8/R7/2p3Qp/2b5/3qrnk1[QRBBNNPPPqrrbnn] b - - 0 20 -"

seconds() {  # seconds COMMAND...: wall time of one run
  local start=$(date +%s%N)
  "$@" >/dev/null 2>&1
  echo "scale=3; ($(date +%s%N) - $start) / 1000000000" | bc
}
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }

declare -A times
for ((round = 0; round < rounds; round++)); do
  rm -rf "$work"/*
  times[lines]+="$(seconds "$enum" --fen "$lines_fen" --depth 3 --threads 2 --csv) "
  times[lines_journal]+="$(seconds "$enum" --fen "$lines_fen" --depth 3 --threads 2 --csv --checkpoint "$work/l.ckpt") "
  times[distinct]+="$(seconds "$enum" --fen "$distinct_fen" --depth 3 --distinct --threads 2 --csv) "
  times[distinct_journal]+="$(seconds "$enum" --fen "$distinct_fen" --depth 3 --distinct --threads 2 --csv \
    --checkpoint "$work/d.ckpt") "
  times[distinct_parts]+="$(seconds "$enum" --fen "$distinct_fen" --depth 3 --distinct --threads 2 --csv \
    --checkpoint "$work/p.ckpt" --checkpoint-every 0) "
done
for run in lines lines_journal distinct distinct_journal distinct_parts; do
  printf '%-18s median %s s over %d runs\n' "$run" "$(tr ' ' '\n' <<<"${times[$run]}" | grep . | median)" "$rounds"
done

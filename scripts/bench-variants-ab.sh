#!/usr/bin/env bash
# Paired A/B timing of two perft binaries on one workload per game: chess
# (start, Kiwipete, CPW 3 and 5), Chess960, the 10x10 game and Raindrop.
# Each workload is timed by scripts/time-interleaved.sh: many short rounds,
# the two binaries back to back in each, order alternating, and the median
# of the per-round CPU-time ratios (old / new: > 1 means new is faster)
# with quartiles and min-max. Counts are checked equal first.
#
# Usage: scripts/bench-variants-ab.sh [--rounds N] OLD_PERFT NEW_PERFT
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=21
if [ "${1:-}" = --rounds ]; then rounds=$2; shift 2; fi
old=$1 new=$2

workloads=(
  "chess start d6|--startpos --depth 6"
  "chess Kiwipete d5|--fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1' --depth 5"
  "chess CPW 3 d7|--fen '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1' --depth 7"
  "chess CPW 5 d5|--fen 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8' --depth 5"
  "Chess960 d6|--variant chess960 --fen 'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9' --depth 6"
  "10x10 Dragon start d5|--variant dragon --startpos --depth 5"
  "10x10 Dragon data set line 2 d5|--variant dragon --fen '1n1d4d1/6k3/5p4/3Pp2Ppr/1p4p3/rbp7/3PP5/5P1P2/4D5/1RB1QKDBN1 w - e8 0 25' --depth 5"
  "Raindrop open start d4|--variant raindrop --depth 4"
  "Raindrop deck model d5|--variant raindrop --model deck --fen '8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1' --depth 5"
)

echo "# old: $old ($("$old" --version | head -1))"
echo "# new: $new ($("$new" --version | head -1))"
echo "# $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg), $rounds rounds each, --threads 1"
for w in "${workloads[@]}"; do
  name=${w%%|*} args=${w#*|}
  a=$(eval "$old $args --threads 1" | grep 'Nodes searched')
  b=$(eval "$new $args --threads 1" | grep 'Nodes searched')
  [ "$a" = "$b" ] || { echo "$name: counts differ: old '$a', new '$b'" >&2; exit 1; }
  echo
  echo "## $name ($a)"
  scripts/time-interleaved.sh --rounds "$rounds" "$old $args --threads 1" "$new $args --threads 1" 2>/dev/null
done

#!/usr/bin/env bash
# Times two builds of perftkit's perft tool against each other on chosen
# workloads, with perft-bench (docs/perft-bench.md): one perft-bench run
# per workload row, each build a perftree engine (`PERFT --threads 1
# --perftree DEPTH FEN`: one whole process per perft, CPU time from the
# child's rusage, start-up included), every count checked against
# perft-bench's own, paired rounds in a fresh order each round, and the
# Hodges-Lehmann estimate of NEW / OLD with its interval. This script only
# knows the workloads; timing, checking and statistics are perft-bench's.
#
# Usage: scripts/bench-builds.sh [--workloads LIST] [--shallower N] [--peer BINARY]
#                                [--json-dir DIR] OLD_PERFT NEW_PERFT [-- PERFT_BENCH_OPTION...]
#   --workloads LIST  comma-separated sets (default all): chess (the six CPW
#                     positions), chess960, dragon (the 10x10 game), raindrop
#                     (open and deck models), jokers (Raindrop, one joker per
#                     deck, each rule); or single rows by name (chess-kiwipete)
#   --shallower N     N plies less than each row's depth (never below 1)
#   --peer BINARY     a program taking `FEN DEPTH` (Gigantua, ellxor/perft) as a
#                     third engine on the chess rows (scripts/peers/fen-depth-perftree.sh)
#   --json-dir DIR    each row's perft-bench JSON as DIR/ROW.json
#   OLD_PERFT, NEW_PERFT  the perft tools of the two builds; or fen-depth:BINARY,
#                     a quick driver taking `FEN DEPTH` (results/chess/perf-log.md),
#                     given no variant options: it must play the rows' game itself
#   after --          passed to every perft-bench run (--rounds 21, --clock wall, ...)
# perft-bench is $PERFT_BENCH, else the checkout's build/release one, else the one on the PATH.
# Exit: 0 no row slower, 1 a row slower beyond perft-bench's --threshold or a
# wrong count, 2 bad input (perft-bench's error, or this script's).
# Raindrop's expected model is not here: its weighted counts are no engine's
# output, so perft-bench refuses it.
set -euo pipefail
source_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
usage="usage: scripts/bench-builds.sh [--workloads LIST] [--shallower N] [--peer BINARY] [--json-dir DIR] OLD_PERFT NEW_PERFT [-- PERFT_BENCH_OPTION...]"
die() {
  echo "bench-builds.sh: $*" >&2
  exit 2
}

# ROW|SET|VARIANT OPTIONS (the builds need them too)|POSITION OPTIONS|DEPTH. The
# depths are those of the performance logs: each perft takes a good part of
# a second or more, so start-up is a small share of a whole-process time.
rows=(
  "chess-start|chess||--fen 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'|6"
  "chess-kiwipete|chess||--fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'|5"
  "chess-cpw3|chess||--fen '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1'|7"
  "chess-cpw4|chess||--fen 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1'|5"
  "chess-cpw5|chess||--fen 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8'|5"
  "chess-cpw6|chess||--fen 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10'|5"
  "chess960|chess960|--variant chess960|--fen 'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9'|6"
  "dragon-start|dragon|--variant dragon||5"
  "dragon-line2|dragon|--variant dragon|--fen '1n1d4d1/6k3/5p4/3Pp2Ppr/1p4p3/rbp7/3PP5/5P1P2/4D5/1RB1QKDBN1 w - e8 0 25'|5"
  "raindrop-open|raindrop|--variant raindrop||4"
  "raindrop-deck|raindrop|--variant raindrop --model deck|--fen '8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1'|5"
  "jokers-extra-turn|jokers|--variant raindrop --joker-rule extra-turn|--jokers 1|4"
  "jokers-remove|jokers|--variant raindrop --joker-rule remove|--jokers 1|4"
)

workloads=chess,chess960,dragon,raindrop,jokers shallower=0 peer='' json_dir=''
while (($#)) && [[ $1 == --* && $1 != -- ]]; do
  (($# >= 2)) || die "$1 needs a value"
  case $1 in
    --workloads) workloads=$2 ;;
    --shallower) [[ $2 =~ ^[0-9]+$ ]] || die "--shallower '$2' is not a whole number"; shallower=$2 ;;
    --peer) peer=$2 ;;
    --json-dir) json_dir=$2 ;;
    *) die "unknown option '$1' ($usage)" ;;
  esac
  shift 2
done
(($# >= 2)) || die "$usage"
old=$1 new=$2
shift 2
if (($#)); then
  [[ $1 == -- ]] || die "unexpected argument '$1' (perft-bench's options go after --)"
  shift
fi
bench_options=("$@")
for binary in "${old#fen-depth:}" "${new#fen-depth:}" ${peer:+"$peer"}; do
  [[ -f $binary && -x $binary ]] || die "'$binary' is not an executable file"
done
[[ -z $json_dir || -d $json_dir ]] || die "--json-dir '$json_dir' is not a directory"
perft_bench=${PERFT_BENCH:-$source_dir/build/release/tools/perft-bench/perft-bench}
[[ -x $perft_bench ]] || perft_bench=$(command -v perft-bench) || die "no perft-bench (build it, or set PERFT_BENCH)"

selected=()
for name in ${workloads//,/ }; do
  found=0
  for row in "${rows[@]}"; do
    IFS='|' read -r id set _ <<<"$row"
    if [[ $name == "$id" || $name == "$set" ]]; then
      selected+=("$row")
      found=1
    fi
  done
  ((found)) || die "--workloads: unknown workload '$name' (known: chess, chess960, dragon, raindrop, jokers, or a row such as chess-kiwipete)"
done

# The engine command for one build (or a FEN DEPTH program): perft-bench's
# perftree call appends DEPTH and 'FEN'.
fen_depth() { printf '%q %q' "$source_dir/scripts/peers/fen-depth-perftree.sh" "$1"; }
engine() {
  if [[ $1 == fen-depth:* ]]; then fen_depth "${1#fen-depth:}"; else printf '%q %s --threads 1 --perftree' "$1" "$2"; fi
}

report=$(mktemp)
trap 'rm -f "$report"' EXIT
status=0 summary=()
for row in "${selected[@]}"; do
  IFS='|' read -r id set variant position depth <<<"$row"
  depth=$((depth > shallower + 1 ? depth - shallower : 1))
  engines=(--engine "$(engine "$old" "$variant")" --engine "$(engine "$new" "$variant")")
  if [[ -n $peer && $set == chess ]]; then
    engines+=(--engine "$(fen_depth "$peer")")
  fi
  eval "options=($variant $position)"  # the rows' single-quoted FENs, as words
  [[ -z $json_dir ]] || options+=(--json "$json_dir/$id.json")
  echo "## $id, depth $depth"
  rc=0
  "$perft_bench" --protocol perftree "${options[@]}" --depth "$depth" "${engines[@]}" "${bench_options[@]}" | tee "$report" || rc=$?
  ((rc != 2)) || exit 2  # bad input: perft-bench named it
  ((rc == 0)) || status=1
  while IFS= read -r line; do
    summary+=("$id d$depth: $line")
  done < <(grep -E '^(engine [0-9]+ against engine 1:|wrong count:)' "$report")
  echo
done
echo "summary (engine 1: $old, engine 2: $new${peer:+, engine 3: $peer})"
printf '  %s\n' "${summary[@]}"
exit "$status"

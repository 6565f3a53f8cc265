#!/usr/bin/env bash
# The kill-and-resume tool tests, run again and again on a loaded machine:
# each round runs tests/tools/{perft_checkpoint,raindrop_enum_checkpoint,
# raindrop_enum_lines_checkpoint,distinct_merge_kill}.sh with a new seed for
# their random kill points (distinct_merge_kill: steps of a distinct
# enumeration's journaled merge), while a second process group loads every core and the disk. It
# stops at the first failure and prints the seed, which replays that
# round's kill points: PERFTKIT_TEST_SEED=<seed> bash tests/tools/<test>.sh build/release .
#
# Usage: scripts/kill-loop.sh [--runs N] [--no-load] [--build DIR]
#   --runs N   rounds (default 200)
#   --no-load  no load generator (to compare)
#   --build    the build folder whose tools are tested (default build/release)
# Prints one line per round and a closing "N passed, N failed" line, with
# the median round time.
set -uo pipefail
cd "$(dirname "$0")/.."
runs=200
load=1
build=build/release
while (($#)); do
  case "$1" in
    --runs) runs=${2:?}; shift 2 ;;
    --no-load) load=0; shift ;;
    --build) build=${2:?}; shift 2 ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    *) echo "kill-loop.sh: error: unknown option '$1'" >&2; exit 2 ;;
  esac
done
[[ $runs =~ ^[1-9][0-9]*$ ]] || { echo "kill-loop.sh: error: --runs '$runs': not a positive number" >&2; exit 2; }
for tool in perft/perft raindrop-enum/raindrop-enum enumerate/enumerate; do
  [ -x "$build/tools/$tool" ] || { echo "kill-loop.sh: error: $build/tools/$tool missing (build it first: scripts/build.sh)" >&2; exit 2; }
done
tests=(perft_checkpoint raindrop_enum_checkpoint raindrop_enum_lines_checkpoint distinct_merge_kill)

scratch=$(mktemp -d)
load_pids=()
stop_load() {
  ((${#load_pids[@]})) && kill "${load_pids[@]}" 2>/dev/null
  wait 2>/dev/null
  rm -rf "$scratch"
}
trap stop_load EXIT
if ((load)); then
  # One busy loop per core, and a writer that keeps the disk flushing (the
  # journals fsync every record).
  for ((c = 0; c < $(nproc); c++)); do
    (while :; do :; done) &
    load_pids+=($!)
  done
  (while :; do dd if=/dev/zero of="$scratch/load" bs=1M count=32 conv=fsync status=none; done) &
  load_pids+=($!)
fi

passed=0
failed=0
durations=()
for ((round = 1; round <= runs; round++)); do
  seed=$((RANDOM * 32768 + RANDOM))
  start=$(date +%s%N)
  verdict=ok
  for test in "${tests[@]}"; do
    if ! PERFTKIT_TEST_SEED=$seed bash "tests/tools/$test.sh" "$build" . >"$scratch/out" 2>&1; then
      verdict="FAIL in $test"
      break
    fi
  done
  ms=$((($(date +%s%N) - start) / 1000000))
  durations+=("$ms")
  echo "round $round seed $seed: $verdict (${ms} ms, load average $(cut -d' ' -f1 /proc/loadavg))"
  if [ "$verdict" != ok ]; then
    failed=$((failed + 1))
    sed 's/^/  | /' "$scratch/out" | tail -20
    break
  fi
  passed=$((passed + 1))
done
median=$(printf '%s\n' "${durations[@]}" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
echo "load: $( ((load)) && echo "$(nproc) busy loops and an fsync-ing writer" || echo none); median round ${median} ms"
echo "kill-loop: $passed passed, $failed failed"
((failed == 0))

#!/usr/bin/env bash
# Issue 16's speed check: open-model perft of the Raindrop start position,
# one thread, without jokers and with one joker per deck under each rule,
# run side by side (interleaved, so load changes hit all three alike).
# Prints each run's user CPU and wall seconds, then the medians and the
# ratios to the run without jokers (the target: 1.3 or less).
# Usage: scripts/bench-jokers.sh [BUILD_DIR] [DEPTH] [REPEATS]
set -euo pipefail
build=${1:-build/release}
depth=${2:-4}
repeats=${3:-5}
perft=$build/tools/perft/perft
declare -A runs=(
  [none]="--variant raindrop --depth $depth --threads 1"
  [extra-turn]="--variant raindrop --depth $depth --threads 1 --joker-rule extra-turn --jokers 1"
  [remove]="--variant raindrop --depth $depth --threads 1 --joker-rule remove --jokers 1"
)
samples=$(mktemp)
trap 'rm -f "$samples"' EXIT
for ((i = 1; i <= repeats; i++)); do
  for name in none extra-turn remove; do
    # shellcheck disable=SC2086
    /usr/bin/time -f "%U %e" -o "$samples.t" "$perft" ${runs[$name]} >"$samples.out" 2>/dev/null
    nodes=$(grep -o '[0-9]*$' "$samples.out" | tail -1)
    echo "$name $nodes $(cat "$samples.t")" | tee -a "$samples"
  done
done
rm -f "$samples.t" "$samples.out"
python3 - "$samples" <<'PY'
import statistics, sys
runs = {}
for line in open(sys.argv[1]):
    name, nodes, user, wall = line.split()
    runs.setdefault(name, []).append((int(nodes), float(user), float(wall)))
base_user = statistics.median(u for _, u, _ in runs["none"])
base_wall = statistics.median(w for _, _, w in runs["none"])
print(f"{'jokers':<12}{'nodes':>14}{'median user s':>15}{'ratio':>7}{'median wall s':>15}{'ratio':>7}")
for name, samples in runs.items():
    user = statistics.median(u for _, u, _ in samples)
    wall = statistics.median(w for _, _, w in samples)
    print(f"{name:<12}{samples[0][0]:>14}{user:>15.2f}{user / base_user:>7.3f}{wall:>15.2f}{wall / base_wall:>7.3f}")
PY

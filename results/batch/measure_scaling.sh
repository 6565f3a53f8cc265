#!/usr/bin/env bash
# Thread scaling of batch-analyze: datasets/standard/standard.epd at depth 3,
# 1 vs 2 threads, runs interleaved (1, 2, 1, 2, ...), medians (and minima)
# of the pipeline time batch-analyze reports in its totals. Also a 20x repeated
# input (same positions) so that one run lasts long
# enough to time well. Writes results/batch/thread-scaling.json.
# Usage: results/batch/measure_scaling.sh BUILD_DIR [REPETITIONS]
set -euo pipefail
build=$1
repetitions=${2:-21}
root=$(cd "$(dirname "$0")/../.." && pwd)
tool=$build/tools/batch-analyze/batch-analyze
input=$root/datasets/standard/standard.epd
repeated=$(mktemp)
trap 'rm -f "$repeated"' EXIT
for _ in $(seq 20); do cat "$input"; done >"$repeated"

# seconds INPUT THREADS -> the "seconds" of the totals line
seconds() {
  "$tool" --input "$1" --depth 3 --threads "$2" --format jsonl | tail -n 1 |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["totals"]["seconds"])'
}

declare -A runs
load_before=$(cut -d' ' -f1 /proc/loadavg)
for _ in $(seq "$repetitions"); do
  for name in file repeated; do
    file=$input
    [[ $name == repeated ]] && file=$repeated
    for threads in 1 2; do runs[$name.$threads]+="$(seconds "$file" "$threads") "; done
  done
done
load_after=$(cut -d' ' -f1 /proc/loadavg)
nodes_file=$("$tool" --input "$input" --depth 3 --threads 1 | tail -n 1 | python3 -c 'import json,sys; print(json.load(sys.stdin)["totals"]["nodes"])')

python3 - "$root/results/batch/thread-scaling.json" "$nodes_file" "$load_before" "$load_after" "$(nproc)" \
  "${runs[file.1]}" "${runs[file.2]}" "${runs[repeated.1]}" "${runs[repeated.2]}" <<'PY'
import json, statistics, sys
out, nodes, load_before, load_after, cores = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], int(sys.argv[5])
series = [list(map(float, s.split())) for s in sys.argv[6:10]]
def entry(name, positions, nodes, one, two):
    m1, m2 = statistics.median(one), statistics.median(two)
    return {"input": name, "positions": positions, "nodes": nodes,
            "median_seconds": {"1": m1, "2": m2}, "speedup_1_to_2": round(m1 / m2, 3),
            # On a shared machine the fastest run is the least disturbed one.
            "min_seconds": {"1": min(one), "2": min(two)}, "speedup_1_to_2_of_min": round(min(one) / min(two), 3),
            "positions_per_second": {"1": round(positions / m1), "2": round(positions / m2)},
            "nodes_per_second": {"1": round(nodes / m1), "2": round(nodes / m2)},
            "runs_seconds": {"1": one, "2": two}}
result = {
    "command": "results/batch/measure_scaling.sh BUILD_DIR %d  (batch-analyze --input datasets/standard/standard.epd --depth 3 --threads {1,2} --format jsonl)" % len(series[0]),
    "machine": {"cores": cores, "load_average_before": float(load_before), "load_average_after": float(load_after)},
    "results": [entry("datasets/standard/standard.epd", 95, nodes, series[0], series[1]),
                entry("standard.epd x20", 1900, nodes * 20, series[2], series[3])],
}
json.dump(result, open(out, "w"), indent=2)
for r in result["results"]:
    print(f'{r["input"]}: 1 thread {r["median_seconds"]["1"]:.4f} s, 2 threads {r["median_seconds"]["2"]:.4f} s, '
          f'speed-up {r["speedup_1_to_2"]}x (of the fastest runs {r["speedup_1_to_2_of_min"]}x), '
          f'{r["nodes_per_second"]["2"]:,} nodes/s with 2 threads')
print(f"load average {load_before} -> {load_after} on {cores} cores")
PY

#!/usr/bin/env bash
# Thread scaling of batch-analyze: datasets/standard/standard.epd at depth 3,
# 1 vs 2 threads. Writes results/batch/thread-scaling.json with:
# - in_process (the figure for the 1.8x mark): movegen-bench's
#   BM_BatchStandardSuiteDepth3, the same run_batch() as the tool, repeated
#   in one process so that the ~3 ms batch is timed without process and
#   thread-pool start-up; ROUNDS processes per thread count, interleaved,
#   10 repetitions each; medians of all repetitions.
# - whole_process: the pipeline time batch-analyze reports in its totals,
#   runs interleaved (1, 2, 1, 2, ...), for the suite and a 20x repeated
#   input; at a few milliseconds per run, CPU clock ramp-up and scheduling
#   noise dominate these.
# Usage: results/batch/measure_scaling.sh BUILD_DIR [REPETITIONS] [ROUNDS]
set -euo pipefail
build=$1
repetitions=${2:-21}
rounds=${3:-5}
bench=$build/tests/bench/movegen-bench
root=$(cd "$(dirname "$0")/../.." && pwd)
tool=$build/tools/batch-analyze/batch-analyze
input=$root/datasets/standard/standard.epd
repeated=$(mktemp)
records=$(mktemp)
in_process=$(mktemp)
trap 'rm -f "$repeated" "$records" "$in_process"' EXIT
for _ in $(seq 20); do cat "$input"; done >"$repeated"

# seconds INPUT THREADS -> the "seconds" of the totals line
# (The output goes to a file first: a python3 reading a pipe would start
# up on the second core while the tool runs, and take it from the tool.)
seconds() {
  "$tool" --input "$1" --depth 3 --threads "$2" --format jsonl >"$records"
  tail -n 1 "$records" | python3 -c 'import json,sys; print(json.load(sys.stdin)["totals"]["seconds"])'
}

# In process: median real time of every repetition, per thread count.
for round in $(seq "$rounds"); do
  order=(1 2)
  ((round % 2 == 0)) && order=(2 1)
  for threads in "${order[@]}"; do
    "$bench" --benchmark_filter="BM_BatchStandardSuiteDepth3/threads:$threads/" --benchmark_repetitions=10 \
      --benchmark_format=json 2>/dev/null |
      python3 -c 'import json,sys; [print(sys.argv[1], b["real_time"]) for b in json.load(sys.stdin)["benchmarks"] if b.get("run_type") == "iteration"]' "$threads" >>"$in_process"
  done
done

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
  "${runs[file.1]}" "${runs[file.2]}" "${runs[repeated.1]}" "${runs[repeated.2]}" "$in_process" "$rounds" <<'PY'
import json, statistics, sys
out, nodes, load_before, load_after, cores = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], int(sys.argv[5])
series = [list(map(float, s.split())) for s in sys.argv[6:10]]
in_process_ms = {"1": [], "2": []}
for line in open(sys.argv[10]):
    threads, ms = line.split()
    in_process_ms[threads].append(float(ms))
rounds = int(sys.argv[11])
def entry(name, positions, nodes, one, two):
    m1, m2 = statistics.median(one), statistics.median(two)
    return {"input": name, "positions": positions, "nodes": nodes,
            "median_seconds": {"1": m1, "2": m2}, "speedup_1_to_2": round(m1 / m2, 3),
            # On a shared machine the fastest run is the least disturbed one.
            "min_seconds": {"1": min(one), "2": min(two)}, "speedup_1_to_2_of_min": round(min(one) / min(two), 3),
            "positions_per_second": {"1": round(positions / m1), "2": round(positions / m2)},
            "nodes_per_second": {"1": round(nodes / m1), "2": round(nodes / m2)},
            "runs_seconds": {"1": one, "2": two}}
m1, m2 = statistics.median(in_process_ms["1"]), statistics.median(in_process_ms["2"])
result = {
    "command": "results/batch/measure_scaling.sh BUILD_DIR %d %d" % (len(series[0]), rounds),
    "machine": {"cores": cores, "load_average_before": float(load_before), "load_average_after": float(load_after)},
    "in_process": {
        "benchmark": "movegen-bench --benchmark_filter=BM_BatchStandardSuiteDepth3 (run_batch over datasets/standard/standard.epd, depth 3, jsonl into memory)",
        "repetitions": {"1": len(in_process_ms["1"]), "2": len(in_process_ms["2"])},
        "median_ms": {"1": m1, "2": m2}, "speedup_1_to_2": round(m1 / m2, 3),
        "positions_per_second": {"1": round(95 / m1 * 1000), "2": round(95 / m2 * 1000)},
        "nodes_per_second": {"1": round(nodes / m1 * 1000), "2": round(nodes / m2 * 1000)},
        "runs_ms": in_process_ms},
    "whole_process": [entry("datasets/standard/standard.epd", 95, nodes, series[0], series[1]),
                entry("standard.epd x20", 1900, nodes * 20, series[2], series[3])],
}
json.dump(result, open(out, "w"), indent=2)
print(f'in process: 1 thread {m1:.3f} ms, 2 threads {m2:.3f} ms, speed-up {m1 / m2:.3f}x, '
      f'{round(nodes / m2 * 1000):,} nodes/s with 2 threads')
for r in result["whole_process"]:
    print(f'{r["input"]}: 1 thread {r["median_seconds"]["1"]:.4f} s, 2 threads {r["median_seconds"]["2"]:.4f} s, '
          f'speed-up {r["speedup_1_to_2"]}x (of the fastest runs {r["speedup_1_to_2_of_min"]}x), '
          f'{r["nodes_per_second"]["2"]:,} nodes/s with 2 threads')
print(f"load average {load_before} -> {load_after} on {cores} cores")
PY

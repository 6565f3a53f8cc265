#!/usr/bin/env bash
# scripts/bench-compare.sh on synthetic Google Benchmark files: a 2 % slowdown
# (inside the 5 % threshold) passes, a 20 % slowdown fails, a large but unstable
# difference is not significant, too few repetitions is bad input.
# Usage: bench_compare.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
source_dir=${2:?usage: bench_compare.sh BUILD_DIR SOURCE_DIR}
compare="$source_dir/scripts/bench-compare.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# bench_file FILE SCALE_PERCENT TIME... : one benchmark "BM_Perft/3" with one
# iteration entry per given time (ns), scaled, plus an aggregate entry that the
# comparison must ignore.
bench_file() {
  local file=$1 scale=$2; shift 2
  {
    echo '{"context": {"library_build_type": "release"}, "benchmarks": ['
    for t in "$@"; do
      echo "{\"name\": \"BM_Perft/3\", \"run_name\": \"BM_Perft/3\", \"run_type\": \"iteration\", \"iterations\": 100,"
      echo " \"real_time\": $((t * scale / 100)), \"cpu_time\": $((t * scale / 100)), \"time_unit\": \"ns\"},"
    done
    echo '{"name": "BM_Perft/3_mean", "run_name": "BM_Perft/3", "run_type": "aggregate", "aggregate_name": "mean",'
    echo ' "iterations": 10, "real_time": 1, "cpu_time": 1, "time_unit": "ns"}'
    echo ']}'
  } >"$file"
}

noise=(100000 101000 99000 100500 99500 100200 99800 100700 99300 100100)
bench_file "$work/old.json" 100 "${noise[@]}"
bench_file "$work/within.json" 102 "${noise[@]}"
bench_file "$work/beyond.json" 120 "${noise[@]}"
bench_file "$work/faster.json" 80 "${noise[@]}"
# Median 30 % slower, but the samples overlap the old ones: not significant.
bench_file "$work/unstable.json" 100 60000 200000 70000 190000 80000 180000 130000 130000 140000 65000
bench_file "$work/few.json" 100 100000 101000

expect() {
  local want=$1; shift
  local got=0
  "$compare" "$@" >"$work/out" 2>&1 || got=$?
  if [[ $got != "$want" ]]; then
    echo "FAIL: bench-compare.sh $* exited $got, expected $want" >&2
    cat "$work/out" >&2
    exit 1
  fi
}

expect 0 "$work/old.json" "$work/old.json"
expect 0 "$work/old.json" "$work/within.json"
expect 1 "$work/old.json" "$work/beyond.json"
grep -q 'SLOWER' "$work/out" || { echo "FAIL: no SLOWER verdict for a 20 % slowdown" >&2; exit 1; }
expect 0 "$work/old.json" "$work/faster.json"
expect 0 "$work/old.json" "$work/unstable.json"
expect 0 --threshold 25 "$work/old.json" "$work/beyond.json"
expect 1 --threshold 1 "$work/old.json" "$work/within.json"
expect 2 "$work/old.json" "$work/few.json"
expect 2 "$work/old.json" "$work/missing.json"
echo "bench-compare.sh: all cases behaved"

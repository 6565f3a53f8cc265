#!/usr/bin/env bash
# Builds a Release movegen-bench and records one benchmark run with repetitions:
#   results/bench/<UTC date>-<short commit>.json
# = Google Benchmark's JSON plus context.perftkit (CPU model and flags, compiler,
# the exact compile flags, commit, whether the tree was dirty), so two files can
# be compared later with scripts/bench-compare.sh. It never touches
# results/bench/baseline.json: the baseline is replaced by hand, deliberately.
#
# Usage: scripts/bench.sh [--repetitions N] [--filter REGEX] [--min-time SECONDS]
#                         [--out FILE] [--build-dir DIR]
set -euo pipefail

source_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir="$source_dir/build/bench"
repetitions=10
filter='.'
min_time=0.2
out=''
python=${PYTHON:-$(command -v /usr/bin/python3 || command -v python3)}

die() { echo "bench.sh: error: $*" >&2; exit 2; }
while (($#)); do
  case "$1" in
    --repetitions) repetitions=${2:?}; shift 2 ;;
    --filter) filter=${2:?}; shift 2 ;;
    --min-time) min_time=${2:?}; shift 2 ;;
    --out) out=${2:?}; shift 2 ;;
    --build-dir) build_dir=${2:?}; shift 2 ;;
    -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
    *) die "unknown option '$1'" ;;
  esac
done
[[ $repetitions =~ ^[0-9]+$ && $repetitions -ge 4 ]] ||
  die "--repetitions must be an integer >= 4 (bench-compare.sh tests significance over repetitions)"

cmake -S "$source_dir" -B "$build_dir" -DCMAKE_BUILD_TYPE=Release \
  -DPERFTKIT_BUILD_BENCHMARKS=ON >/dev/null
cmake --build "$build_dir" --target movegen-bench -j"${BENCH_JOBS:-$(nproc)}" >/dev/null

commit=$(git -C "$source_dir" rev-parse --short HEAD 2>/dev/null || echo uncommitted)
dirty=false
[[ -n $(git -C "$source_dir" status --porcelain -- core tools tests/bench CMakeLists.txt 2>/dev/null) ]] && dirty=true
stamp=$(date -u +%Y%m%dT%H%M%SZ)
[[ -n $out ]] || out="$source_dir/results/bench/$stamp-$commit.json"
mkdir -p "$(dirname "$out")"

raw=$(mktemp)
trap 'rm -f "$raw"' EXIT
# Repetitions are kept individually (no aggregates only): the comparison tests
# significance over the samples, it does not trust one mean. Random interleaving
# spreads each benchmark's repetitions over the run, so a passing load spike
# hits a few samples of many benchmarks rather than all samples of one.
"$build_dir/tests/bench/movegen-bench" \
  --benchmark_filter="$filter" \
  --benchmark_repetitions="$repetitions" \
  --benchmark_enable_random_interleaving=true \
  --benchmark_min_time="$min_time" \
  --benchmark_out="$raw" --benchmark_out_format=json >&2

"$python" - "$raw" "$out" "$build_dir" "$commit" "$dirty" "$stamp" "$repetitions" <<'PY'
import json, platform, re, subprocess, sys
raw, out, build_dir, commit, dirty, stamp, repetitions = sys.argv[1:]

def cpuinfo(field):
    with open("/proc/cpuinfo") as f:
        for line in f:
            key, _, value = line.partition(":")
            if key.strip() == field:
                return value.strip()
    return "unknown"

def bench_compile_command():
    # The exact flags movegen-bench was compiled with, from compile_commands.json.
    try:
        with open(f"{build_dir}/compile_commands.json") as f:
            for entry in json.load(f):
                if "/tests/bench/" in entry["file"]:
                    words = entry["command"].split()
                    return " ".join(w for w in words[1:] if w.startswith(("-O", "-m", "-D", "-f", "-std", "-g"))
                                    and not w.startswith("-DPERFTKIT_SOURCE_DIR"))
    except (OSError, KeyError, ValueError):
        pass
    return "unknown"

def compiler():
    with open(f"{build_dir}/CMakeCache.txt") as f:
        path = re.search(r"^CMAKE_CXX_COMPILER:\w+=(.*)$", f.read(), re.M).group(1)
    return subprocess.run([path, "--version"], capture_output=True, text=True).stdout.splitlines()[0]

with open(raw) as f:
    result = json.load(f)
result["context"]["perftkit"] = {
    "date": stamp,
    "commit": commit,
    "dirty_tree": dirty == "true",
    "cpu_model": cpuinfo("model name"),
    "cpu_flags": cpuinfo("flags"),
    "kernel": platform.release(),
    "compiler": compiler(),
    "build_flags": bench_compile_command(),
    "repetitions": int(repetitions),
}
with open(out, "w") as f:
    json.dump(result, f, indent=1)
    f.write("\n")
print(out)
PY

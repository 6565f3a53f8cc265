#!/usr/bin/env bash
# Fuzzes every text parser with libFuzzer (clang) under ASan + UBSan:
# chess/Chess960 FEN, Dragon FEN, Raindrop FEN (all deck models), EPD
# suite lines, --moves lists and checkpoint journals (tests/fuzz/*_fuzz.cpp).
# The library comes from build/asan, the sanitized build that
# scripts/sanitize.sh asan also tests (built here if missing). Each target
# starts from its seed corpus tests/fuzz/corpus/<target>/ and runs SECONDS
# (default 60), FUZZ_JOBS targets at a time (default 2: one per core on a
# 2-core machine, so the wall time halves and each target still gets a
# whole core). New inputs go to build/fuzz/corpus/<target>/, crashing
# inputs to build/fuzz/artifacts/; the script fails if any target finds one.
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]   (JOBS=N: build parallelism, default 2)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
[ $# -gt 0 ] && shift
fuzz_jobs=${FUZZ_JOBS:-2}
build=build/fuzz
# The sanitizers must match build/asan's library; -march=native matches its
# default PERFTKIT_NATIVE=ON, so inline code is the same on both sides.
flags="-std=c++20 -O1 -g1 -march=native -fno-omit-frame-pointer -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined"

scripts/sanitize.sh --build-asan perftkit_core

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for source in tests/fuzz/*_fuzz.cpp; do targets+=("$(basename "$source" .cpp)"); done
fi
mkdir -p "$build/artifacts"
rm -f "$build"/*.failed

# Runs "$@" in the background once fewer than fuzz_jobs are running.
run_limited() {
  while [ "$(jobs -rp | wc -l)" -ge "$fuzz_jobs" ]; do wait -n || true; done
  "$@" &
}

# The library's generated headers (common/build_config.h) are in its build folder.
compile_target() {
  clang++ $flags -Icore -Ibuild/asan/generated -Itests/fuzz "tests/fuzz/$1.cpp" build/asan/core/libperftkit_core.a \
    -ltbb -lpthread -o "$build/$1" || touch "$build/$1.failed"
}

fuzz_target() {
  local target=$1
  mkdir -p "$build/corpus/$target"
  if ! "$build/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$build/artifacts/$target-" "$build/corpus/$target" "tests/fuzz/corpus/$target" \
      2>"$build/$target.log"; then
    touch "$build/$target.failed"
  fi
}

for target in "${targets[@]}"; do run_limited compile_target "$target"; done
wait
if compgen -G "$build/*.failed" >/dev/null; then
  echo "fuzz.sh: error: fuzz targets did not build" >&2
  exit 1
fi

echo "fuzz.sh: ${targets[*]}: $seconds s each, $fuzz_jobs at a time"
for target in "${targets[@]}"; do run_limited fuzz_target "$target"; done
wait

failed=()
for target in "${targets[@]}"; do
  runs=$(grep -oP "stat::number_of_executed_units: *\K\d+" "$build/$target.log" || echo "?")
  coverage=$(grep -oP "cov: \d+ ft: \d+" "$build/$target.log" | tail -1 || true)
  echo "fuzz.sh: $target: $runs runs, $coverage"
  if [ -e "$build/$target.failed" ]; then
    failed+=("$target")
    grep -E "ERROR|violated|SUMMARY" "$build/$target.log" | head -5
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz.sh: crashes in ${failed[*]} (inputs in $build/artifacts/, logs in $build/<target>.log)" >&2
  exit 1
fi
echo "fuzz.sh: no crashes"

#!/usr/bin/env bash
# Fuzzes every text parser with libFuzzer (clang) under ASan + UBSan:
# chess/Chess960 FEN, Dragon FEN, Raindrop FEN (all deck models), EPD
# suite lines, --moves lists and checkpoint journals (tests/fuzz/*_fuzz.cpp).
# Each target starts from its seed corpus tests/fuzz/corpus/<target>/ and
# runs SECONDS (default 60). New inputs go to build/fuzz/corpus/<target>/,
# crashing inputs to build/fuzz/artifacts/; the script fails if any target
# finds one.
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]   (JOBS=N: build parallelism, default 2)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
[ $# -gt 0 ] && shift
build=build/fuzz
flags="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined"

cmake -S . -B "$build" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DPERFTKIT_BUILD_TESTS=OFF -DPERFTKIT_BUILD_BENCHMARKS=OFF -DCMAKE_CXX_FLAGS="$flags" >/dev/null
cmake --build "$build" -j "${JOBS:-2}" --target perftkit_core

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for source in tests/fuzz/*_fuzz.cpp; do targets+=("$(basename "$source" .cpp)"); done
fi
mkdir -p "$build/artifacts"
failed=()
for target in "${targets[@]}"; do
  clang++ -std=c++20 -O2 -g -march=native $flags -fsanitize=fuzzer -Icore -Itests/fuzz \
    "tests/fuzz/$target.cpp" "$build/core/libperftkit_core.a" -ltbb -lpthread -o "$build/$target"
  mkdir -p "$build/corpus/$target"
  echo "fuzz.sh: $target for $seconds s"
  if ! "$build/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$build/artifacts/$target-" "$build/corpus/$target" "tests/fuzz/corpus/$target" \
      2>"$build/$target.log"; then
    failed+=("$target")
    grep -E "ERROR|violated|SUMMARY" "$build/$target.log" | head -5
  fi
  grep -E "stat::number_of_executed_runs|cov:" "$build/$target.log" | tail -2
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz.sh: crashes in ${failed[*]} (inputs in $build/artifacts/)" >&2
  exit 1
fi
echo "fuzz.sh: no crashes"

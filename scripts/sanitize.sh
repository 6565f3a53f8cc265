#!/usr/bin/env bash
# Builds and runs the tests under sanitizers:
#   asan: build/asan, AddressSanitizer + UndefinedBehaviorSanitizer, all unit
#         tests (ctest label "unit"; deep and peer suites are left out);
#   tsan: build/tsan, ThreadSanitizer, the parallel perft tests (test names
#         containing "Determinism" or "Thread").
# ThreadSanitizer only sees synchronisation in instrumented code, and
# Debian's libtbb is not instrumented: with it, every hand-off between the
# main thread and TBB workers is reported as a race. So tsan needs a oneTBB
# built with -fsanitize=thread, given as TSAN_TBB_PREFIX (its install prefix).
# Any sanitizer report fails the run.
# Usage: scripts/sanitize.sh [asan|tsan]...   (default: asan; JOBS=N build parallelism, default 2)
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=${JOBS:-2}
kinds=("$@")
[ ${#kinds[@]} -gt 0 ] || kinds=(asan)

# Builds only GoogleTest binaries (<area>_tests): the tools are not needed
# for the "unit" tests. TSan builds only the areas that have tests it runs.
configure_and_build() {  # configure_and_build DIR FLAGS TARGET...
  local dir=$1 flags=$2
  shift 2
  cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPERFTKIT_BUILD_BENCHMARKS=OFF \
    -DCMAKE_CXX_FLAGS="$flags -fno-omit-frame-pointer" ${TBB_PREFIX_OPTION:-} >/dev/null
  cmake --build "$dir" -j "$jobs" --target "$@"
}

all_test_targets() {
  for dir in tests/core/*/; do
    ls "$dir"*_test.cpp >/dev/null 2>&1 && basename "$dir" | sed 's/$/_tests/'
  done
}

parallel_test_pattern='Determinism|Thread'
parallel_test_targets() {  # areas with a test or suite name matching the pattern
  for dir in tests/core/*/; do
    grep -qE "TEST(_F|_P)?\(\w*($parallel_test_pattern)\w*,|TEST(_F|_P)?\(\w+, *\w*($parallel_test_pattern)" \
      "$dir"*_test.cpp 2>/dev/null && basename "$dir" | sed 's/$/_tests/'
  done
}

for kind in "${kinds[@]}"; do
  start=$SECONDS
  case $kind in
    asan)
      mapfile -t targets < <(all_test_targets)
      configure_and_build build/asan "-fsanitize=address,undefined -fno-sanitize-recover=undefined" "${targets[@]}"
      # Leak checking stays on; a UB report aborts the test (no recover).
      ASAN_OPTIONS=abort_on_error=1:detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        ctest --test-dir build/asan -L unit --output-on-failure -j "$jobs"
      ;;
    tsan)
      if [ -z "${TSAN_TBB_PREFIX:-}" ]; then
        echo "sanitize.sh: error: tsan needs TSAN_TBB_PREFIX, a oneTBB built with -fsanitize=thread" >&2
        exit 2
      fi
      TBB_PREFIX_OPTION="-DCMAKE_PREFIX_PATH=$TSAN_TBB_PREFIX"
      export LD_LIBRARY_PATH="$TSAN_TBB_PREFIX/lib:${LD_LIBRARY_PATH:-}"
      mapfile -t targets < <(parallel_test_targets)
      configure_and_build build/tsan "-fsanitize=thread" "${targets[@]}"
      TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1 \
        ctest --test-dir build/tsan -L unit -R "$parallel_test_pattern" --output-on-failure -j "$jobs"
      ;;
    *)
      echo "sanitize.sh: error: unknown kind '$kind' (asan or tsan)" >&2
      exit 2
      ;;
  esac
  echo "sanitize.sh: $kind passed in $((SECONDS - start)) s"
done

#!/usr/bin/env bash
# The CI hardening job (run by .ci/run after scripts/test.sh):
#   asan: every unit test under AddressSanitizer + UBSan (scripts/sanitize.sh asan);
#   fuzz: every parser fuzzed FUZZ_SECONDS (default 60) on the same sanitized
#         library (scripts/fuzz.sh);
#   tbb:  a oneTBB built with -fsanitize=thread, from Debian's source of the
#         libtbb-dev version (downloaded once into build/tsan-tbb/, checked
#         against its sha256, reused by later runs);
#   tsan: the tests that run threads under ThreadSanitizer against that
#         oneTBB (scripts/sanitize.sh tsan).
# Prints each stage's wall time; any sanitizer report, fuzz crash or build
# failure fails the job (after the remaining stages have run).
# Usage: scripts/hardening.sh [asan|fuzz|tbb|tsan]...   (default: all four, in that order)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh  # clang, libFuzzer runtimes, Ninja, curl (nothing when present)

tbb_version=2021.8.0
tbb_sha256=7e9111b8bb59c8800bf6d0b06afe7b0891937443d2dae1ee1101c8e2ede6a7ef
tbb_url=http://deb.debian.org/debian/pool/main/o/onetbb/onetbb_$tbb_version.orig.tar.xz
tbb_dir=build/tsan-tbb
tbb_prefix=$PWD/$tbb_dir/prefix

build_tsan_tbb() {
  local archive=$tbb_dir/onetbb_$tbb_version.orig.tar.xz
  if [ -e "$tbb_prefix/lib/libtbb.so.12" ]; then
    echo "hardening.sh: TSan oneTBB $tbb_version already in $tbb_prefix"
    return
  fi
  mkdir -p "$tbb_dir"
  if ! echo "$tbb_sha256  $archive" | sha256sum -c --status 2>/dev/null; then
    curl -fsSL -o "$archive" "$tbb_url"
    echo "$tbb_sha256  $archive" | sha256sum -c --quiet
  fi
  rm -rf "$tbb_dir/src" "$tbb_dir/build"
  mkdir -p "$tbb_dir/src"
  tar -xJf "$archive" -C "$tbb_dir/src" --strip-components=1
  # Only the tbb library: no tests, examples or tbbmalloc (we use the
  # standard allocator), no hwloc binding. TBB_STRICT=OFF: a compiler
  # warning must not stop the job.
  cmake -G Ninja -S "$tbb_dir/src" -B "$tbb_dir/build" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DTBB_SANITIZE=thread \
    -DTBB_TEST=OFF -DTBB_EXAMPLES=OFF -DTBBMALLOC_BUILD=OFF -DTBB_STRICT=OFF \
    -DTBB_DISABLE_HWLOC_AUTOMATIC_SEARCH=ON -DCMAKE_INSTALL_PREFIX="$tbb_prefix" >/dev/null
  cmake --build "$tbb_dir/build" -j "${JOBS:-2}" --target tbb
  cmake --install "$tbb_dir/build" >/dev/null
}

stages=("$@")
[ ${#stages[@]} -gt 0 ] || stages=(asan fuzz tbb tsan)
summary=()
failed=0
for stage in "${stages[@]}"; do
  start=$SECONDS
  echo "hardening.sh: stage $stage"
  case $stage in
    asan) command=(scripts/sanitize.sh asan) ;;
    fuzz) command=(scripts/fuzz.sh "${FUZZ_SECONDS:-60}") ;;
    tbb) command=(build_tsan_tbb) ;;
    tsan) command=(env TSAN_TBB_PREFIX="$tbb_prefix" scripts/sanitize.sh tsan) ;;
    *)
      echo "hardening.sh: error: unknown stage '$stage' (asan, fuzz, tbb or tsan)" >&2
      exit 2
      ;;
  esac
  # A subshell outside any condition, so that set -e still stops a stage
  # at its first failing command; the next stages run regardless.
  set +e
  (set -e; "${command[@]}")
  status=$?
  set -e
  if [ $status -eq 0 ]; then result=passed; else result=FAILED; failed=1; fi
  summary+=("$(printf '%-5s %-6s %4d s' "$stage" "$result" $((SECONDS - start)))")
  echo "hardening.sh: $stage $result in $((SECONDS - start)) s"
done
echo "hardening.sh: summary (wall time per stage)"
printf '  %s\n' "${summary[@]}"
echo "  total       $SECONDS s"
exit $failed

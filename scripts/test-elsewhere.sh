#!/usr/bin/env bash
# The tests pass wherever the checkout lies: clones the repository (HEAD)
# into a fresh temporary folder, and again into a path with a space in it,
# and runs from each clone the tool tests that read the source tree (its
# scripts, data sets, records) with their own temporary folders beside the
# clone (TMPDIR = the clone's parent), as they are for a checkout placed
# directly in the temporary directory.
#
# The binaries are this checkout's build (default build/release, which CI
# has just built from the same commit), reached from each clone through a
# link beside it, so the build path holds a space too. A tool does not
# depend on where its source lies, except that a build-tree tool finds the
# data sets by name in the source it was built from (tools/cli/data_set.h):
# perft_cli, which checks that, is left out. Building in each clone instead
# would take about 10 minutes on CI's 2 cores; this takes about 50 s
# (both clones, measured on 2 cores on 2026-12-03).
# --space-only: only the clone in a path with a space (.ci/run, which
# already runs every test from a clone placed in the temporary directory).
# Usage: scripts/test-elsewhere.sh [--space-only] [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
space_only=false
if [ "${1:-}" = --space-only ]; then
  space_only=true
  shift
fi
build=$(cd "${1:-build/release}" && pwd)
tests=(bench_peers bench_compare records include_floors empty_input dragon_prof raindrop_tools tool_version)
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
failed=()
clones=("$root/perftkit" "$root/with space/perftkit")
$space_only && clones=("$root/with space/perftkit")
for clone in "${clones[@]}"; do
  beside=$(dirname "$clone")
  mkdir -p "$beside"
  git clone -q "$PWD" "$clone"
  ln -s "$build" "$beside/build"
  for test in "${tests[@]}"; do
    log="$beside/$test.log"
    if TMPDIR=$beside bash "$clone/tests/tools/$test.sh" "$beside/build" "$clone" >"$log" 2>&1; then
      echo "ok   $test from $clone"
    else
      echo "FAIL $test from $clone:"
      sed 's/^/  | /' "$log" | tail -20
      failed+=("$test ($clone)")
    fi
  done
done
if ((${#failed[@]})); then
  echo "test-elsewhere.sh: ${#failed[@]} failed: ${failed[*]}" >&2
  exit 1
fi
echo "test-elsewhere.sh: all ${#tests[@]} tool tests passed from ${#clones[@]} clone(s): ${clones[*]}"

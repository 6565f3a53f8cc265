#!/usr/bin/env bash
# Sets up, builds and runs the test suites: unit, tool (the MPI tools' too:
# setup.sh installs Open MPI), data-set and peer (differential) tests. Deep
# suites are behind --deep.
# Usage: scripts/test.sh [--deep] [--preset release|portable] [ctest args...]
set -euo pipefail
cd "$(dirname "$0")/.."
preset=release
label_filter=(-LE deep)
ctest_args=()
while (($#)); do
  case "$1" in
    --deep) label_filter=(); shift ;;
    --preset) preset=$2; shift 2 ;;
    *) ctest_args+=("$1"); shift ;;
  esac
done
scripts/setup.sh
scripts/build.sh "$preset"
ctest --test-dir "build/$preset" --output-on-failure -j "$(nproc)" "${label_filter[@]}" "${ctest_args[@]}"

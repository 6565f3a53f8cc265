#!/usr/bin/env bash
# The README's tour still runs as written: every command of
# scripts/readme-tour.sh (which writes the tour's blocks) exits as the tour
# says, from the checkout with this build's tools on the PATH, and README.md
# shows exactly those commands. Exit statuses only: the text moves with
# timings and the machine.
# Usage: readme_tour.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1 source=$2
if "$source/scripts/readme-tour.sh" --build "$build" --check; then
  echo "readme_tour: all checks passed"
else
  echo "readme_tour: FAILED"
  exit 1
fi

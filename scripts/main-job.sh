#!/usr/bin/env bash
# The main job on a fresh machine: set up, build, count perft 6 of the
# start position, and verify the standard suite up to depth 5.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh release
perft=build/release/tools/perft/perft
"$perft" --startpos --depth 6 --divide
"$perft" --suite datasets/standard/standard.epd --max-depth 5

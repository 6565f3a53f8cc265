#!/usr/bin/env bash
# Differential test of `perft --variant dragon` against Fairy-Stockfish (ffish.js):
# first proves the oracle (ffish with scripts/ffish/dragonchess100.ini reproduces
# datasets/dragon to depth 3), then compares divides at depths 2 and 3 on random
# playouts. A missing node or ffish is a FAILURE, not a skip: the differential test
# is part of CI and must not vanish silently (scripts/setup.sh installs both).
# Usage: dragon_ffish_diff.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build_dir=${1:?usage: dragon_ffish_diff.sh BUILD_DIR SOURCE_DIR}
source_dir=${2:?usage: dragon_ffish_diff.sh BUILD_DIR SOURCE_DIR}
harness="$source_dir/scripts/ffish/dragon_diff.js"
perft="$build_dir/tools/perft/perft"

fail() { echo "FAIL: $*" >&2; exit 1; }

command -v node >/dev/null || fail "node is not installed (Debian package nodejs; scripts/setup.sh)"
[[ -f "$source_dir/scripts/ffish/node_modules/ffish/package.json" ]] ||
  fail "ffish is not installed: run 'npm ci' in $source_dir/scripts/ffish (scripts/setup.sh does)"
[[ -x "$perft" ]] || fail "$perft is not built"

node "$harness" --validate-dataset --max-depth 3 || fail "ffish does not reproduce datasets/dragon: the oracle is broken"
node "$harness" --perft "$perft" --seed 20261129 --start-playouts 12 --dataset-playouts 24 --depths 2,3 ||
  fail "perft --variant dragon differs from Fairy-Stockfish (see above)"

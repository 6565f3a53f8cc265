#!/usr/bin/env bash
# Builds the ellxor/perft peer (github ellxor/perft) for side-by-side timing.
# Upstream runs depth >= 3 on every online core; the peer table compares one
# thread of each program, so this build pins its thread count to 1 (the only
# change; its move generator is untouched). Needs BMI2 (pext), as upstream.
#
# Usage: scripts/peers/build-ellxor.sh ELLXOR_CHECKOUT OUT_BINARY
#   (clang++ -O3 -march=native -flto, the flags its README recommends)
#   OUT_BINARY "<FEN>" DEPTH   prints "Result:            N"
set -euo pipefail
src=$(cd "${1:?ellxor/perft checkout (folder holding src/unity_build.cc)}" && pwd)
out=${2:?output binary path}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$src"/src/* "$work"/
sed -i 's/sysconf(_SC_NPROCESSORS_ONLN)/1/' "$work/perft.cc"
grep -q 'cpu_core_count = 1;' "$work/perft.cc" || { echo "build-ellxor.sh: thread count not found in perft.cc" >&2; exit 1; }
${CXX:-clang++} -std=c++20 -O3 -march=native -flto -fno-exceptions -fno-rtti -Wno-format "$work/unity_build.cc" -o "$out"
"$out" "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" 5 | grep -q "Result: *4865609$" &&
  echo "built $out (start position perft 5 verified)"

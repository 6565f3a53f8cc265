#!/usr/bin/env bash
# The test variant `nocastle` (chess without castling, core/nocastle)
# against Fairy-Stockfish's own `nocastle` through perft-diff and the ffish
# UCI fixture (tests/fixtures/ffish_uci_engine.js): positions with and
# without castling rights in their FEN (both ignore them), then seeded
# random positions. First proves the oracle: ffish plays ordinary chess
# counts where no castling is possible. A missing node or ffish is a
# FAILURE (scripts/setup.sh installs both). Needs PERFTKIT_TEST_VARIANTS.
# Usage: nocastle_ffish_diff.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1 source=$2
source "$(dirname "$0")/lib/checks.sh"
perft=$build/tools/perft/perft
diff=$build/tools/perft-diff/perft-diff
engine="node $source/tests/fixtures/ffish_uci_engine.js"

command -v node >/dev/null || { echo "FAIL: node is not installed (scripts/setup.sh)"; exit 1; }
[[ -f "$source/scripts/ffish/node_modules/ffish/package.json" ]] ||
  { echo "FAIL: ffish is not installed: run 'npm ci' in $source/scripts/ffish"; exit 1; }
"$perft" --list-variants | grep -q '^nocastle ' ||
  { echo "FAIL: nocastle is not registered (configure with -DPERFTKIT_TEST_VARIANTS=ON)"; exit 1; }

# The oracle: CPW position 3 has no castling rights, so chess counts hold.
expect_status 0 "ffish oracle on CPW position 3" -- "$diff" --engine "$engine" --uci-variant chess \
  --fen "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1" --depth 3
grep -q 'agree' "$work/out" || fail "the oracle: $(cat "$work/out")"

# compare DEPTH FEN: perft-diff --variant nocastle against ffish's nocastle.
compare() {
  expect_status 0 "nocastle depth $1: $2" -- "$diff" --engine "$engine" --variant nocastle --fen "$2" --depth "$1"
}
compare 3 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
compare 3 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
compare 3 "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
compare 2 "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
compare 2 "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
compare 2 "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
# Castling rights would change these counts: the start position at depth
# 3 is ordinary chess's (no castling is possible yet), the empty-middle
# position is not.
expect_status 0 "nocastle drops castling" -- "$perft" --variant nocastle --fen "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1" --depth 1
grep -qx "Nodes searched: 24" "$work/out" || fail "nocastle keeps castling moves: $(cat "$work/out")"
# Seeded random play from the start and chess's special positions.
expect_status 0 "nocastle --random" -- "$diff" --engine "$engine" --variant nocastle --random 12 --seed 7 --depth 2
[ "$failures" -eq 0 ] || { echo "$failures failure(s)"; exit 1; }
echo "nocastle agrees with Fairy-Stockfish"

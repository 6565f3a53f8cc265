#!/usr/bin/env bash
# perft-diff against Debian's stockfish (agreement, chess and Chess960),
# against Fairy-Stockfish (ffish.js) for the 10x10 Dragon game, against a
# broken engine double (the drill-down finds the missing move), suites with
# the JSON report, and every bad-input / dead-engine exit code.
# Usage: perft_diff.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1
source=$2
source "$(dirname "$0")/lib/perft_diff_setup.sh"

# --- agreement with stockfish -------------------------------------------
expect_status 0 "start position" -- "$tool" --engine "$stockfish" --startpos --depth 3
expect_output out "depth 3: ours 8902, engine 8902"
expect_output out "agree"

expect_status 0 "moves and JSON" -- "$tool" --engine "$stockfish" --moves "e2e4 e7e5 g1f3" --depth 3 --json
json_check 'r["agree"] and r["ours"] == r["engine_nodes"] and r["moves"] == ["e2e4","e7e5","g1f3"] and r["engine"].startswith("Stockfish")'

# The six CPW positions, divided two plies below their usual benchmark
# depths (start 7, Kiwipete 6, positions 3 8, 4-6 6), move by move: the
# fused depth-2 counter and its multiplications are where a bug could hide
# in a total that still looks plausible (issue 43).
while read -r depth fen; do
  expect_status 0 "CPW divide d$depth $fen" -- "$tool" --engine "$stockfish" --fen "$fen" --depth "$depth" --json </dev/null
  json_check 'r["agree"] and r["ours"] == r["engine_nodes"] and r["levels"][0]["count_mismatches"] == [] and r["levels"][0]["only_ours"] == [] and r["levels"][0]["only_engine"] == []'
done <<'CPW'
5 rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
4 r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1
6 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1
4 r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1
4 rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8
4 r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10
CPW

# Hundreds of positions: the ordinary and the Chess960 suites, every
# position compared move by move at depth 2 (Chess960 via UCI_Chess960).
expect_status 0 "standard suite" -- "$tool" --engine "$stockfish" --suite "$source/datasets/standard/standard.epd" --depth 2
expect_output out "95 passed, 0 failed"
head -n 300 "$source/datasets/standard/fischer.epd" >"$work/fischer300.epd"
expect_status 0 "chess960 suite" -- "$tool" --engine "$stockfish" --variant chess960 --suite "$work/fischer300.epd" --depth 2 --json
json_check 'r["passed"] == 300 and r["failed"] == 0 and r["failures_by_tag"] == {}'

# --- the 10x10 Dragon game through UCI_Variant + VariantPath -------------
# The engine is Fairy-Stockfish as ffish.js behind a small UCI front end
# (node and ffish come from scripts/setup.sh, as for dragon_ffish_diff.sh).
if ! command -v node >/dev/null || [[ ! -d $source/scripts/ffish/node_modules/ffish ]]; then
  fail "node or ffish is missing (scripts/setup.sh installs them)"
else
  ffish="node $fixtures/ffish_uci_engine.js"
  ini=$source/scripts/ffish/dragonchess100.ini
  expect_status 0 "dragon start position" -- "$tool" --engine "$ffish" --variant dragon --variants-ini "$ini" --depth 3
  expect_output out "depth 3: ours 67910, engine 67910"
  expect_status 0 "dragon suite" -- "$tool" --engine "$ffish" --variant dragon --variants-ini "$ini" --suite "$source/datasets/dragon/dragon100.epd" --depth 2
  expect_output out "49 passed, 0 failed"
fi

# --- a broken engine: knight promotions missing -----------------------
broken="python3 $fixtures/faulty_engine.py no-knight-promotion $stockfish"
expect_status 1 "broken engine" -- "$tool" --engine "$broken" --fen "4k3/8/1P6/8/8/8/8/4K3 w - - 0 1" --depth 3
expect_output out "depth 3: ours 240, engine 235"
expect_output out "MISMATCH after: b6b7 e8d7"
expect_output out "fen:         8/1P1k4/8/8/8/8/8/4K3 w - - 1 2"
expect_output out "only ours:   b7b8n"
expect_output out "only engine: (none)"

expect_status 1 "broken engine JSON" -- "$tool" --engine "$broken" --fen "4k3/8/1P6/8/8/8/8/4K3 w - - 0 1" --depth 3 --json
json_check 'not r["agree"] and r["leaf"]["path"] == ["b6b7","e8d7"] and r["leaf"]["only_ours"] == ["b7b8n"] and r["leaf"]["only_engine"] == [] and "promotion possible" in r["leaf"]["tags"] and len(r["levels"]) == 3'

cat >"$work/suite.epd" <<'EPD'
4k3/8/1P6/8/8/8/8/4K3 w - - 0 1 ;D3 240
4k3/8/8/8/8/8/8/R3K3 w Q - 0 1
not a fen
8/8/8/8/8/3k4/1p6/3K4 b - - 0 1
EPD
expect_status 1 "broken engine suite" -- "$tool" --engine "$broken" --suite "$work/suite.epd" --depth 3 --json
json_check 'r["passed"] == 1 and r["failed"] == 3 and r["failures_by_tag"]["promotion possible"] == [1, 4] and r["failures_by_tag"]["bad line"] == [3] and "check" not in r["failures_by_tag"]'
expect_status 1 "broken engine suite text" -- "$tool" --engine "$broken" --suite "$work/suite.epd" --depth 3
expect_output out "1 passed, 3 failed"
expect_output out "bad line: FEN 'not a fen'"

# --- bad input and dead engines: exit 2 with a one-line error ------------
expect_status 2 "depth 0" -- "$tool" --engine "$stockfish" --depth 0
expect_output err "perft-diff: error: --depth"
expect_status 2 "no engine" -- "$tool" --depth 2
expect_output err "perft-diff: error: --engine"
expect_status 2 "bad FEN" -- "$tool" --engine "$stockfish" --fen "8/8/8 w - - 0 1" --depth 2
expect_output err "perft-diff: error: FEN"
expect_status 2 "illegal move" -- "$tool" --engine "$stockfish" --moves "e2e5" --depth 2
expect_output err "'e2e5' is not a legal move"
expect_status 2 "weighted model" -- "$tool" --engine "$stockfish" --variant raindrop --model expected --depth 1
expect_output err "perft-diff: error: --model"
expect_status 2 "missing engine" -- "$tool" --engine "$work/no-such-engine" --depth 2
expect_output err "perft-diff: error: engine"
expect_status 2 "silent engine" -- "$tool" --engine "bash $fixtures/fake_uci_engine.sh silent" --depth 2 --timeout 0.5
expect_output err "did not finish 'go perft 2' within 500 ms"
expect_status 2 "engine exits" -- "$tool" --engine "bash $fixtures/fake_uci_engine.sh exit-early" --depth 2
expect_output err "exited with status 3"
expect_status 2 "engine without the variant" -- "$tool" --engine "$stockfish" --variant dragon --depth 1
expect_output err "has no UCI option"

if ((failures)); then
  echo "$failures check(s) failed"
  exit 1
fi
echo "perft-diff: all checks passed"

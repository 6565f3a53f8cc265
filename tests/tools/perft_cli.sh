#!/usr/bin/env bash
# Black-box test of the perft tool: output formats, perftree contract,
# suite verification, and exit code 2 with a one-line error for bad input.
# Usage: perft_cli.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1 source=$2
perft=$build/tools/perft/perft
source "$(dirname "$0")/lib/checks.sh"

expect_output() {  # expect_output "description" "expected substring" cmd...
  local what=$1 expected=$2; shift 2
  local out; out=$("$@" 2>/dev/null)
  [[ "$out" == *"$expected"* ]] || fail "$what: expected '$expected' in: $out"
}

expect_output "startpos depth 3" "Nodes searched: 8902" "$perft" --startpos --depth 3
expect_output "divide line" "e2e4: 600" "$perft" --startpos --depth 3 --divide
expect_output "moves to mate, then perft" "Nodes searched: 0" "$perft" --startpos --moves "f2f3 e7e5 g2g4 d8h4" --depth 1
expect_output "json" '"nodes":197281' "$perft" --startpos --depth 4 --json
expect_output "json divide" '{"move":"a2a3","nodes":380}' "$perft" --startpos --depth 3 --divide --json
expect_output "chess960 castling names" "e1h1" "$perft" --variant chess960 --fen "4k3/8/8/8/8/8/8/4K2R w K - 0 1" --depth 1 --divide
expect_output "hash and threads" "Nodes searched: 4085603" "$perft" --fen "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" --depth 4 --hash 8 --threads 2

# perftree contract: "move count" lines, a blank line, the total.
out=$("$perft" --perftree 2 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" "e2e4")
[ "$(printf '%s\n' "$out" | tail -1)" = "600" ] || fail "perftree total: $out"
grep -qx "e7e5 29" <<<"$out" || fail "perftree line format: $out"
expect_error "perftree depth with trailing text" "is not a number" "$perft" --perftree 2x "8/8/8/8/8/8/8/K6k w - - 0 1"
expect_error "perftree depth out of range" "out of range" "$perft" --perftree 31 "8/8/8/8/8/8/8/K6k w - - 0 1"
[ "$(printf '%s\n' "$out" | tail -2 | head -1)" = "" ] || fail "perftree blank line: $out"

# Suite: a good file passes; a wrong count and a bad line fail but the run goes on.
head -3 "$source/datasets/standard/standard.epd" > "$work/good.epd"
out=$("$perft" --suite "$work/good.epd" --max-depth 3); rc=$?
[ $rc -eq 0 ] && [[ "$out" == *"3 passed, 0 failed"* ]] || fail "good suite: rc $rc: $out"
{ echo "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 401";
  echo "this is not a fen ;D1 3";
  echo "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20"; } > "$work/bad.epd"
out=$("$perft" --suite "$work/bad.epd"); rc=$?
[ $rc -eq 1 ] || fail "bad suite exit code $rc"
[[ "$out" == *"depth 2 expected 401 got 400"* ]] || fail "wrong count not reported: $out"
[[ "$out" == *"bad.epd:2 bad line"* ]] || fail "bad line not reported: $out"
[[ "$out" == *"1 passed, 2 failed"* ]] || fail "suite totals: $out"

expect_error "unreadable suite" "cannot open" "$perft" --suite "$work/missing.epd"
# A bare name is a data set (from a build tree: the source's datasets/).
expect_output "data set by name" "ok   $source/datasets/standard/standard.epd:1 " "$perft" --suite standard --max-depth 1
expect_output "path inside the data sets" "49 passed, 0 failed" "$perft" --variant dragon --suite dragon/dragon100.epd --max-depth 1
expect_error "unknown data set" "no data set nosuchset/nosuchset.epd in " "$perft" --suite nosuchset
expect_error "depth 0" "--depth" "$perft" --startpos --depth 0
expect_error "absurd depth" "--depth" "$perft" --startpos --depth 99
expect_error "missing depth" "--depth" "$perft" --startpos
expect_error "bad option" "options" "$perft" --startpos --depth 2 --frobnicate
expect_error "illegal move" "e2e5" "$perft" --startpos --moves "e2e4 e7e5 e2e5" --depth 1
expect_error "unparsable move" "xyz" "$perft" --startpos --moves "xyz" --depth 1
expect_error "bad fen" "board" "$perft" --fen "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" --depth 1
expect_error "unknown variant" "--variant" "$perft" --variant shogi --startpos --depth 1
expect_error "bad threads" "--threads" "$perft" --startpos --depth 1 --threads -3
expect_error "model without raindrop" "--model" "$perft" --startpos --depth 1 --model deck

if [ "$failures" -eq 0 ]; then echo "perft_cli: all checks passed"; else echo "perft_cli: $failures failed"; exit 1; fi

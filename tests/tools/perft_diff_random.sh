#!/usr/bin/env bash
# perft-diff --random: agreement with Debian's stockfish (chess, Chess960,
# from a suite) and Fairy-Stockfish (the 10x10 Dragon game), the same
# positions for the same seed at any thread count, the four fault doubles
# of faulty_engine.py found within a stated N and shrunk to a stated size,
# --protocol perftree, and the bad-input exit codes.
# Usage: perft_diff_random.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1
source=$2
source "$(dirname "$0")/lib/perft_diff_setup.sh"

# --- agreement: the issue's full run, every class exercised ---------------
expect_status 0 "stockfish, 200 random positions at depth 3" -- "$tool" --engine "$stockfish" --random 200 --depth 3 --json
json_check 'r["agree"] and r["positions_tried"] == 200 and r["first_mismatch"] is None and min(r["classes"].values()) > 0 and len(r["classes"]) == 14'

# The same seed gives the same positions, with one thread or two.
expect_status 0 "seed 5, one thread" -- "$tool" --engine "$stockfish" --random 40 --seed 5 --depth 2 --threads 1
grep '^ok' "$work/out" >"$work/one-thread"
expect_status 0 "seed 5, two threads" -- "$tool" --engine "$stockfish" --random 40 --seed 5 --depth 2 --threads 2
grep '^ok' "$work/out" | cmp -s - "$work/one-thread" || fail "seed 5 gave other positions with two threads"
[[ $(wc -l <"$work/one-thread") == 40 ]] || fail "expected 40 agreeing positions"
expect_status 0 "seed 6" -- "$tool" --engine "$stockfish" --random 40 --seed 6 --depth 2
grep '^ok' "$work/out" | cmp -s - "$work/one-thread" && fail "seeds 5 and 6 gave the same positions"

expect_status 0 "chess960" -- "$tool" --engine "$stockfish" --variant chess960 --random 100 --depth 3 --json
json_check 'r["agree"] and r["classes"]["castling"] > 0 and r["classes"]["castling path attacked"] > 0'
expect_status 0 "from a suite's positions" -- "$tool" --engine "$stockfish" --suite "$source/datasets/standard/standard.epd" --random 50 --depth 2
expect_output out "50 of 50 random positions tried (seed 1), 0 disagree"

if ! command -v node >/dev/null || [[ ! -d $source/scripts/ffish/node_modules/ffish ]]; then
  fail "node or ffish is missing (scripts/setup.sh installs them)"
else
  expect_status 0 "dragon" -- "$tool" --engine "node $fixtures/ffish_uci_engine.js" --variant dragon \
    --variants-ini "$source/scripts/ffish/dragonchess100.ini" --random 30 --depth 2 --json
  json_check 'r["agree"] and r["positions_tried"] == 30 and min(r["classes"].values()) > 0'
fi

# --- four realistic faults: found within N, shrunk to at most PIECES ------
# fault N PIECES MOVE_CHECK: MOVE_CHECK is Python on the minimal case m.
expect_fault() {
  local fault=$1 n=$2 pieces=$3 check=$4
  expect_status 1 "$fault" -- "$tool" --engine "python3 $fixtures/faulty_engine.py $fault $stockfish" \
    --random "$n" --depth 2 --json
  json_check "r['positions_tried'] <= $n and len(r['mismatches']) == 1 and r['first_mismatch']['minimal']['depth'] == 1 and r['first_mismatch']['minimal']['pieces'] <= $pieces and (lambda m: $check)(r['first_mismatch']['minimal'])"
}
expect_fault ep-exposes-king 100 5 'm["only_ours"] == [] and m["only_engine"] == ["b5c6"]'
expect_fault castles-through-check 100 4 'm["only_ours"] == [] and m["only_engine"] in (["e1g1"], ["e1c1"], ["e8g8"], ["e8c8"])'
expect_fault no-capture-underpromotion 100 4 'm["only_engine"] == [] and sorted(x[-1] for x in m["only_ours"]) == ["b", "r"]'
expect_fault double-check-evasion 100 5 'm["only_ours"] == [] and len(m["only_engine"]) == 1'

# The text report's reproducer, run as printed, shows the same disagreement.
expect_status 1 "reproducer text" -- "$tool" --engine "python3 $fixtures/faulty_engine.py ep-exposes-king $stockfish" --random 10 --depth 2
expect_output out "minimal case (5 pieces, depth 1): 8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2"
reproduce=$(sed -n 's/^reproduce: perft-diff //p' "$work/out")
eval "expect_status 1 'the reproducer' -- \"\$tool\" $reproduce"
expect_output out "only engine: b5c6"

expect_status 1 "keep going" -- "$tool" --engine "python3 $fixtures/faulty_engine.py ep-exposes-king $stockfish" --random 30 --depth 2 --keep-going --json
json_check 'r["positions_tried"] == 30 and len(r["mismatches"]) > 1 and r["first_mismatch"] == r["mismatches"][0]'

# --- perftree protocol -----------------------------------------------------
kiwipete="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
expect_status 0 "perftree agreement" -- "$tool" --protocol perftree --engine "python3 $fixtures/faulty_engine.py none $stockfish" --fen "$kiwipete" --depth 2
expect_output out "depth 2: ours 2039, engine 2039"
expect_status 1 "perftree fault" -- "$tool" --protocol perftree --engine "python3 $fixtures/faulty_engine.py castles-through-check $stockfish" --fen "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1" --depth 2
expect_output out "only engine: e1g1"

# --- bad input: one line naming the input, exit 2 --------------------------
expect_error "--random 0" "--random" "$tool" --engine "$stockfish" --random 0 --depth 2
expect_error "--random abc" "random" "$tool" --engine "$stockfish" --random abc --depth 2
expect_error "unknown protocol" "--protocol" "$tool" --engine "$stockfish" --protocol xboard --depth 2
expect_error "negative --seed" "--seed" "$tool" --engine "$stockfish" --random 5 --seed -1 --depth 2
expect_error "--seed alone" "--seed" "$tool" --engine "$stockfish" --seed 3 --depth 2
expect_error "--keep-going alone" "--keep-going" "$tool" --engine "$stockfish" --keep-going --depth 2
expect_error "--random with --fen" "--random" "$tool" --engine "$stockfish" --random 5 --fen "$kiwipete" --depth 2
expect_error "perftree with UCI options" "--protocol perftree" "$tool" --engine "$stockfish" --protocol perftree --variants-ini x.ini --depth 2
expect_error "a suite without positions" "--suite '/dev/null': no positions in it" "$tool" --engine "$stockfish" --random 5 --suite /dev/null --depth 2

if ((failures)); then
  echo "$failures check(s) failed"
  exit 1
fi
echo "perft-diff --random: all checks passed"

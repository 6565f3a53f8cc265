#!/usr/bin/env bash
# perft-bench with real engines: two copies of Debian's Stockfish against
# each other (indistinguishable), Stockfish slowed by a front end that
# sleeps (found slower, on the wall clock, in 6 rounds; invisible on the
# CPU clock) or one that spins (slower on the CPU clock), an engine double
# with a wrong count (stopped, the position named, a perft-diff line that
# finds the move), perftkit itself as an engine over both protocols, the
# JSON and the plot, and bad input.
# Every verdict asserted here is decided by margins that no machine noise
# can cross (see each comment), so the test is not flaky on a busy machine.
# Usage: perft_bench.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1
source=$2
source "$(dirname "$0")/lib/perft_diff_setup.sh"  # $stockfish, $fixtures, expect_output, json_check
tool=$build/tools/perft-bench/perft-bench

# --- two copies of one Stockfish: indistinguishable ---------------------
# With 6 rounds the 95 % interval runs from the smallest to the largest
# per-round ratio; "slower" at a 50 % threshold would need every one of
# the 6 rounds to run 1.5 times as long on the copy.
cp "$stockfish" "$work/stockfish-copy"
grep -v '^#' "$source/datasets/standard/standard.epd" | head -n 12 >"$work/twelve.epd"
expect_status 0 "two copies" -- "$tool" --engine "$stockfish" --engine "$work/stockfish-copy" \
  --suite "$work/twelve.epd" --depth 3 --rounds 6 --threshold 50 --json "$work/copies.json" --plot "$work/copies.png"
expect_output out "engine 2 against engine 1: indistinguishable at a 50 % threshold"
expect_output out "counts equal on 12 positions"
expect_output out "time: CPU time (user + system) of the engine's process group"
expect_output out "[Stockfish"
python3 - "$work/copies.json" "$work/out" <<'PY' || fail "two copies: the JSON does not match the text"
import json, sys
r = json.load(open(sys.argv[1]))
text = open(sys.argv[2]).read()
total = r["total"]["against_baseline"][0]
assert r["counts_equal"] and r["clock"] == "cpu" and r["statistics"] == "hodges-lehmann"
assert total["verdict"] == "indistinguishable" and len(total["round_ratios"]) == 6
assert r["verdicts"][0] in text and total["text"] in r["verdicts"][0]
assert len(r["positions"]) == 12 and all(p["nodes"] > 0 for p in r["positions"])
first = r["positions"][0]["engines"]
assert all(len(e["cpu_seconds"]) == 6 and len(e["wall_seconds"]) == 6 for e in first)
assert sorted(first[0]["cpu_seconds"])[0] == first[0]["seconds"]["min"] and len(r["reference_wall_seconds"]) == 6
low, high = total["interval_ratio"]
assert low <= total["estimate_ratio"] <= high
PY
# The plot is a PNG whose chunks' CRCs hold and whose image data inflate
# to 450 rows of a filter byte and 800 RGB pixels.
python3 - "$work/copies.png" <<'PY' || fail "--plot did not write a valid PNG"
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n"
at, chunks = 8, {}
while at < len(data):
    length, kind = struct.unpack(">I4s", data[at:at + 8])
    body = data[at + 8:at + 8 + length]
    assert zlib.crc32(kind + body) == struct.unpack(">I", data[at + 8 + length:at + 12 + length])[0], kind
    chunks[kind] = body
    at += 12 + length
width, height = struct.unpack(">II", chunks[b"IHDR"][:8])
assert (width, height) == (800, 450) and b"IEND" in chunks
raw = zlib.decompress(chunks[b"IDAT"])
assert len(raw) == height * (1 + 3 * width)
assert raw[:4] == b"\x00\xff\xff\xff" and raw.count(b"\x1f\x77\xb4") > 100  # white corner, blue points
PY

# --- Stockfish slowed by a sleep: slower in 6 rounds on the wall clock ---
# A 0.5 s sleep before each depth-5 perft (tens of milliseconds): every
# per-round wall ratio is above 3 however busy the machine, so the
# interval's lower end is too.
slow="$fixtures/slow_uci_engine.sh sleep 0.5 $stockfish"
expect_status 1 "slowed engine, wall clock" -- "$tool" --engine "$stockfish" --engine "$slow" --depth 5 --rounds 6 --warmup 0 --clock wall
expect_output out "engine 2 against engine 1: slower by"
expect_output out "counts equal on 1 position"
expect_output out "time: wall time of each perft command"
# The sleep costs no CPU: on the CPU clock the two are the same engine.
expect_status 0 "slowed engine, CPU clock" -- "$tool" --engine "$stockfish" --engine "$slow" --depth 5 --rounds 6 --warmup 0 --threshold 50 --json
json_check 'r["total"]["against_baseline"][0]["verdict"] == "indistinguishable" and r["clock"] == "cpu"'

# --- Stockfish slowed by a front end that spins: slower on the CPU clock ---
# 0.3 s of spinning before each depth-4 perft (a few milliseconds of CPU):
# even a front end that gets a tenth of a core while it spins adds ten
# times the engine's own CPU time.
spin="$fixtures/slow_uci_engine.sh spin 0.3 $stockfish"
head -n 2 "$work/twelve.epd" >"$work/two.epd"
expect_status 1 "spinning engine, CPU clock" -- "$tool" --engine "$stockfish" --engine "$spin" --suite "$work/two.epd" --depth 4 --rounds 6 --warmup 0 --json "$work/spin.json"
expect_output out "engine 2 against engine 1: slower by"
expect_output out "  slower on 2 of 2 positions: 1, 2"
cp "$work/spin.json" "$work/out"
json_check 'r["total"]["against_baseline"][0]["verdict"] == "slower" and r["total"]["against_baseline"][0]["interval_ratio"][0] > 2 and r["verdicts"][0].startswith("slower by ")'

# --- a wrong count stops the run -----------------------------------------
cat >"$work/suite.epd" <<'EPD'
# the second position needs a knight promotion, which the double never makes
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
4k3/8/1P6/8/8/8/8/4K3 w - - 0 1 ;D3 240
EPD
broken="python3 $fixtures/faulty_engine.py no-knight-promotion $stockfish"
expect_status 1 "wrong count" -- "$tool" --engine "$stockfish" --engine "$broken" --suite "$work/suite.epd" --depth 3 --rounds 6
expect_output out "wrong count: engine 2 ($broken) counted 235 nodes at depth 3 on position 2 ($work/suite.epd:3): 4k3/8/1P6/8/8/8/8/4K3 w - - 0 1"
expect_output out "perftkit counts 240; the run stopped in round 1. To find the move:"
expect_output out "perft-diff --engine 'python3 $fixtures/faulty_engine.py no-knight-promotion $stockfish' --fen '4k3/8/1P6/8/8/8/8/4K3 w - - 0 1' --depth 3"
# The printed line finds the move (where this build has perft-diff).
diff_line=$(grep '^  perft-diff ' "$work/out" | sed 's/^  perft-diff //')
if [[ -x $build/tools/perft-diff/perft-diff ]]; then
  eval "\"$build/tools/perft-diff/perft-diff\" $diff_line" >"$work/diff.out"
  [[ $? == 1 ]] && grep -qF "only ours:   b7b8n" "$work/diff.out" || fail "the printed perft-diff line does not find b7b8n: $(cat "$work/diff.out")"
fi
expect_status 1 "wrong count JSON" -- "$tool" --engine "$stockfish" --engine "$broken" --suite "$work/suite.epd" --depth 3 --json
json_check 'not r["counts_equal"] and r["wrong_count"]["position"] == 2 and r["wrong_count"]["counted"] == 235 and r["wrong_count"]["expected"] == 240 and r["wrong_count"]["perft_diff"].startswith("perft-diff --engine")'

# --- perftkit as an engine, over both protocols --------------------------
expect_status 0 "perftkit over UCI" -- "$tool" --engine perftkit --engine "$stockfish" --fen "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" --depth 3 --rounds 6 --threshold 1000 --json
json_check 'r["engines"][0]["name"] == "perftkit" and r["positions"][0]["nodes"] == 97862 and r["total"]["against_baseline"][0]["verdict"] == "indistinguishable"'
expect_status 0 "perftkit over perftree, Chess960" -- "$tool" --engine perftkit --engine perftkit --protocol perftree --variant chess960 \
  --fen "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9" --depth 3 --rounds 6 --threshold 1000
expect_output out "12189 nodes"
expect_output out "time: CPU time (user + system) of each perftree call's processes"
expect_status 0 "perftkit, Raindrop" -- "$tool" --engine perftkit --engine perftkit --variant raindrop --depth 2 --rounds 1 --threshold 1000
expect_output out "too few rounds for a 95 % interval"


# --- bad input: exit 2, one line naming the input ------------------------
expect_error "one engine" "--engine" "$tool" --engine perftkit --depth 2
expect_error "no depth" "--depth" "$tool" --engine perftkit --engine perftkit
expect_error "bad FEN" "--fen" "$tool" --engine perftkit --engine perftkit --depth 2 --fen "8/8/8/8 w - - 0 1"
expect_error "bad suite line" "bad.epd:2" bash -c "printf '%s\n' '8/8/8/8/8/8/8/4K2k w - - 0 1' 'not a fen' >'$work/bad.epd'; '$tool' --engine perftkit --engine perftkit --depth 2 --suite '$work/bad.epd'"
expect_error "missing suite" "--suite" "$tool" --engine perftkit --engine perftkit --depth 2 --suite "$work/none.epd"
expect_error "rounds" "--rounds" "$tool" --engine perftkit --engine perftkit --depth 2 --rounds 0
expect_error "clock" "--clock" "$tool" --engine perftkit --engine perftkit --depth 2 --clock sundial
expect_error "level" "--level" "$tool" --engine perftkit --engine perftkit --depth 2 --level 95
expect_error "protocol" "--protocol" "$tool" --engine perftkit --engine perftkit --depth 2 --protocol xboard
expect_error "plot file" "--plot" "$tool" --engine perftkit --engine perftkit --depth 2 --plot "$work/no/such/dir/plot.png"
expect_error "seed" "--seed" "$tool" --engine perftkit --engine perftkit --depth 2 --seed -1
expect_error "weighted counts" "--model" "$tool" --engine perftkit --engine perftkit --depth 2 --variant raindrop --model expected
expect_status 2 "dead engine" -- "$tool" --engine perftkit --engine "$work/no-such-engine" --depth 2
expect_output err "perft-bench: error: engine '$work/no-such-engine' exited with status 127"

echo "$failures failure(s)"
[ "$failures" -eq 0 ]

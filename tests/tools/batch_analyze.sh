#!/usr/bin/env bash
# batch-analyze: output formats, verification of ;Dn counts for every
# variant's suite, bad lines, input order under threads, exit codes, and
# constant memory on a million-line input generated on the fly.
# Usage: batch_analyze.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1
source=$2
tool=$build/tools/batch-analyze/batch-analyze
datasets=$source/datasets
source "$(dirname "$0")/lib/checks.sh"

expect_output() {
  if ! grep -qF -- "$2" "$work/$1"; then
    fail "expected '$2' in $1:"
    sed 's/^/  | /' "$work/$1" | head -20
  fi
}

# python3 check over the JSON lines of $work/out: `records` (dicts without
# "totals") and `totals`.
jsonl_check() {
  python3 - "$work/out" "$1" <<'PY' || fail "JSON lines check failed: $1"
import json, sys
rows = [json.loads(line) for line in open(sys.argv[1])]
records = [r for r in rows if "totals" not in r]
totals = rows[-1]["totals"]
sys.exit(0 if eval(sys.argv[2]) else 1)
PY
}

# --- every variant's suite verifies (;Dn up to the depth) ---------------
expect_status 0 "standard suite" -- "$tool" --input "$datasets/standard/standard.epd" --depth 3
jsonl_check 'len(records) == 95 and totals["positions"] == 95 and totals["failed"] == 0 and all(r["ok"] for r in records if "verify" in r)'
jsonl_check 'records[1]["legal"] == 48 and records[1]["captures"] == 8 and records[1]["castles"] == 2 and records[1]["en_passant"] == 0 and records[1]["perft"] == [48, 2039, 97862]'
expect_status 0 "chess960 suite" -- "$tool" --variant chess960 --input "$datasets/standard/fischer.epd" --depth 2 --threads 2
jsonl_check 'len(records) == 720 and totals["failed"] == 0'
expect_status 0 "dragon suite" -- "$tool" --variant dragon --input "$datasets/dragon/dragon100.epd" --depth 2
jsonl_check 'records[0]["perft"] == [40, 1600] and totals["failed"] == 0'
# Raindrop lines carry their own ;model (open, deck, expected).
expect_status 0 "raindrop suite" -- "$tool" --variant raindrop --input "$datasets/raindrop/raindrop.epd" --depth 2
jsonl_check 'totals["failed"] == 0 and totals["bad_lines"] == 0 and records[1]["perft"][1] == "168735/64" and records[0]["drops"] > 0'

# --- formats -----------------------------------------------------------
head -n 5 "$datasets/standard/standard.epd" >"$work/five.epd"
expect_status 0 "csv" -- "$tool" --input "$work/five.epd" --depth 2 --format csv
expect_output out "line,fen,side,legal,captures,en_passant,castles,promotions,checks,checkmates,in_check,status,perft1,perft2,verify,epd,error"
expect_output out "2,r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1,w,48,8,0,2,0,0,0,0,ongoing,48,2039,"
expect_output out "# totals: positions 5, failed 0, bad lines 0"
python3 -c "
import csv, sys
rows = [r for r in csv.DictReader(l for l in open('$work/out') if not l.startswith('#'))]
sys.exit(0 if len(rows) == 5 and rows[0]['perft2'] == '400' and rows[4]['verify'] == 'D1 ok, D2 ok' else 1)" || fail "csv does not parse"
expect_status 0 "table from stdin" -- bash -c "'$tool' --depth 2 --format table < '$work/five.epd'"
expect_output out "perft(2)"
expect_output out "5 positions, 0 failed, 0 bad lines"
expect_status 0 "output file" -- "$tool" --input "$work/five.epd" --depth 1 --output "$work/records.jsonl"
[[ ! -s $work/out && $(wc -l <"$work/records.jsonl") == 6 ]] || fail "--output did not get the 5 records and the totals"

# --- --stats: the variant's columns per depth (Kiwipete: the wiki's table) ---
expect_status 0 "stats" -- "$tool" --input "$work/five.epd" --depth 3 --stats
jsonl_check 'records[1]["stats"][2] == dict(records[1]["stats"][2], depth=3, nodes=97862, captures=17102, en_passant=45, castles=3162, promotions=0, checks=993, checkmates=1)'
expect_status 0 "stats csv" -- "$tool" --input "$work/five.epd" --depth 2 --stats --format csv
expect_output out ",perft1,perft2,d1_captures,d1_en_passant,"
expect_status 0 "stats raindrop" -- "$tool" --variant raindrop --model deck --input <(echo "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1") --depth 2 --stats
jsonl_check 'records[0]["stats"][1]["nodes"] == 3612 and records[0]["stats"][1]["drops"] == 3612 and records[0]["drops"] == 64'
# A model that weighs its moves: exact rationals, the rows perft --stats prints.
raindrop_start="8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1"
expect_status 0 "stats of a weighted model" -- "$tool" --variant raindrop --model expected --input <(echo "$raindrop_start") --depth 2 --stats
"$build/tools/perft/perft" --variant raindrop --model expected --fen "$raindrop_start" --depth 2 --stats --json >"$work/expected.json" 2>/dev/null ||
  fail "perft --stats of the expected model failed"
jsonl_check 'records[0]["stats"] == json.load(open("'"$work/expected.json"'"))["stats"] and records[0]["stats"][1]["nodes"] == records[0]["perft"][1] == "168735/64"'
expect_status 0 "stats of a weighted model, csv" -- "$tool" --variant raindrop --input <(echo "$raindrop_start ;model expected") --depth 2 --stats --format csv
expect_output out ",52,168735/64,0,0,52,20,8,8,8,4,4,"

# --- bad lines and failed counts: reported, counted, the batch goes on ---
cat >"$work/mixed.epd" <<'EPD'
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;id "start; of game"

# a comment
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1
4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 16
4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 many
k7/1Q6/1K6/8/8/8/8/8 b - - 0 1
EPD
expect_status 1 "mixed input" -- "$tool" --input "$work/mixed.epd" --depth 1
jsonl_check '[r["line"] for r in records] == [1, 4, 5, 6, 7] and "error" in records[1] and records[2]["ok"] is False and "error" in records[3] and records[4]["status"] == "checkmate"'
jsonl_check 'totals["positions"] == 3 and totals["failed"] == 1 and totals["bad_lines"] == 2'
jsonl_check 'records[0]["epd"]["id"] == "start; of game"'

# --- standard EPD: operations after four FEN fields, counts verified ---------
printf '%s\n' 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4; id "start"; D1 20; D2 400;' >"$work/standard.epd"
expect_status 0 "standard EPD" -- "$tool" --input "$work/standard.epd" --depth 2
jsonl_check 'records[0]["verify"] == {"D1": "ok", "D2": "ok"} and records[0]["epd"]["bm"] == "e4" and records[0]["epd"]["id"] == "start"'

# --- input order is kept with any thread count ---------------------------
"$tool" --variant chess960 --input "$datasets/standard/fischer.epd" --depth 2 --threads 1 | head -n -1 >"$work/one-thread"
"$tool" --variant chess960 --input "$datasets/standard/fischer.epd" --depth 2 --threads 2 | head -n -1 >"$work/two-threads"
cmp -s "$work/one-thread" "$work/two-threads" || fail "records differ between 1 and 2 threads"
[[ $(wc -l <"$work/two-threads") == 720 ]] || fail "expected 720 records"

# --- bad options: exit 2 -----------------------------------------------
expect_status 2 "bad format" -- "$tool" --input "$work/five.epd" --format xml
expect_output err "batch-analyze: error: --format"
expect_status 2 "missing input" -- "$tool" --input "$work/none.epd"
expect_output err "batch-analyze: error: --input"
expect_status 2 "bad depth" -- "$tool" --input "$work/five.epd" --depth 0
expect_status 2 "bad variant" -- "$tool" --input "$work/five.epd" --variant shogi

# --- constant memory: a million lines generated on the fly -------------
# Peak resident memory of a 1,000,000-line run must stay within a few MiB
# of a 10,000-line run (a tool that kept its records would need >100 MiB).
python3 - "$tool" <<'PY' || fail "memory grows with the input size"
import os, subprocess, sys, threading
tool = sys.argv[1]
line = b"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1\n"

def peak_kib(lines):
    child = subprocess.Popen([tool, "--depth", "1", "--threads", "2", "--format", "csv"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    def feed():
        block = line * 1000
        for _ in range(lines // 1000):
            child.stdin.write(block)
        child.stdin.close()
    writer = threading.Thread(target=feed)
    writer.start()
    last = b""
    for out in child.stdout:
        last = out
    writer.join()
    _, status, usage = os.wait4(child.pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0, status
    assert last.startswith(b"# totals: positions %d," % lines), last
    return usage.ru_maxrss

small, large = peak_kib(10_000), peak_kib(1_000_000)
print(f"peak RSS: 10k lines {small} KiB, 1M lines {large} KiB")
sys.exit(0 if large < small + 8 * 1024 else 1)
PY

if ((failures)); then
  echo "$failures check(s) failed"
  exit 1
fi
echo "batch-analyze: all checks passed"

#!/usr/bin/env bash
# Nothing checked is failure: every tool that reads a file of positions
# (perft --suite, batch-analyze --input, dragon-prof --suite, perft-diff
# --suite with or without --random, perft-bench --suite) refuses,
# with exit 2 and one line naming the file, a file that holds no position
# (empty, /dev/null, only comments), a directory, and a file that cannot be
# read to its end (perft-diff and perft-bench before they start an
# engine); perft --suite also refuses a file in which no count was
# within reach (no ;Dn, or all deeper than --max-depth). batch-analyze on
# binary junk writes valid JSON in UTF-8 on every line.
# Usage: empty_input.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1
perft=$build/tools/perft/perft
batch=$build/tools/batch-analyze/batch-analyze
prof=$build/tools/dragon-prof/dragon-prof
diff=$build/tools/perft-diff/perft-diff
bench=$build/tools/perft-bench/perft-bench
engine="$2/tests/fixtures/fake_uci_engine.sh colon"
source "$(dirname "$0")/lib/checks.sh"

: >"$work/empty.epd"
printf '# a comment\n\n   \n' >"$work/comments.epd"
mkdir "$work/folder.epd"
for file in /dev/null "$work/empty.epd" "$work/comments.epd"; do
  expect_error "perft, $file" "--suite '$file': no positions in it" "$perft" --suite "$file"
  expect_error "batch-analyze, $file" "--input '$file': no positions in it" "$batch" --input "$file"
  expect_error "dragon-prof, $file" "--suite '$file': no positions in it" "$prof" --suite "$file" --depth 1
done
expect_error "batch-analyze, empty standard input" "--input '-': no positions in it" "$batch" --input - </dev/null
expect_error "perft, a directory" "--suite '$work/folder.epd': is a directory" "$perft" --suite "$work/folder.epd"
expect_error "batch-analyze, a directory" "--input '$work/folder.epd': is a directory" "$batch" --input "$work/folder.epd"
expect_error "dragon-prof, a directory" "--suite '$work/folder.epd': is a directory" "$prof" --suite "$work/folder.epd" --depth 1

# perft-diff and perft-bench refuse the file before they start an engine:
# the fake engine logs every command it receives, and must receive none.
export FAKE_ENGINE_LOG=$work/engine.log
no_engine_started() {
  [ ! -e "$FAKE_ENGINE_LOG" ] || fail "$1: started the engine: $(tr '\n' ' ' <"$FAKE_ENGINE_LOG")"
  rm -f "$FAKE_ENGINE_LOG"
}
for file in /dev/null "$work/comments.epd" "$work/folder.epd"; do
  problem="no positions in it"
  [ -d "$file" ] && problem="is a directory"
  expect_error "perft-diff, $file" "--suite '$file': $problem" "$diff" --engine "$engine" --suite "$file" --depth 1
  no_engine_started "perft-diff, $file"
  expect_error "perft-diff --random, $file" "--suite '$file': $problem" \
    "$diff" --engine "$engine" --random 2 --suite "$file" --depth 1
  no_engine_started "perft-diff --random, $file"
  expect_error "perft-bench, $file" "--suite '$file': $problem" \
    "$bench" --engine "$engine" --engine "$engine" --suite "$file" --depth 1
  no_engine_started "perft-bench, $file"
done
unset FAKE_ENGINE_LOG

# A directory as standard input: reading it fails (EISDIR) at once.
expect_error "batch-analyze, a read error" "--input '-': read failed" "$batch" --input - <"$work/folder.epd"

# Positions, but no count within reach: perft verified nothing.
echo "4k3/8/8/8/8/8/8/4K3 w - - 0 1" >"$work/no-counts.epd"
echo "4k3/8/8/8/8/8/8/4K3 w - - 0 1 ;D2 25" >"$work/deep.epd"
expect_error "perft, no counts" "--suite '$work/no-counts.epd': no position with a ;Dn count in it" \
  "$perft" --suite "$work/no-counts.epd"
expect_error "perft, counts beyond --max-depth" "--suite '$work/deep.epd': no position with a ;Dn count at depth <= 1 in it" \
  "$perft" --suite "$work/deep.epd" --max-depth 1
expect_status 0 "perft, the same count within reach" -- "$perft" --suite "$work/deep.epd" --max-depth 2
grep -qx "1 passed, 0 failed" "$work/out" || fail "perft, count within reach: $(cat "$work/out")"

# Binary junk: every line a bad line (exit 1), every JSON line valid UTF-8
# (invalid bytes become U+FFFD), and the bad lines counted in the totals.
{ printf 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n'
  printf '\xff\xfe\x80 junk \xc3(\n\xe2\x82\xac\xed\xa0\x80 ;D1 20\n'
  head -c 4096 "$batch"; echo; } >"$work/junk.epd"
expect_status 1 "batch-analyze on binary junk" -- "$batch" --input "$work/junk.epd" --depth 1
python3 - "$work/out" <<'PY' || fail "batch-analyze's JSON lines on binary junk are not all valid UTF-8 JSON"
import json, sys
lines = open(sys.argv[1], "rb").read().split(b"\n")
assert lines.pop() == b"", "no newline at the end"
records = [json.loads(line.decode("utf-8", errors="strict")) for line in lines]
assert records[0]["legal"] == 20, records[0]
assert records[1]["error"] and "\ufffd" in records[1]["error"], records[1]
assert records[-1]["totals"]["positions"] == 1 and records[-1]["totals"]["bad_lines"] == len(records) - 2, records[-1]
PY

echo "$failures failure(s)"
[ "$failures" -eq 0 ]

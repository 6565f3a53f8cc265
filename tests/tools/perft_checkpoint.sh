#!/usr/bin/env bash
# Checkpoint and resume of the perft tool, black-box: a run killed with
# SIGKILL at random records and instants, and resumed each time, prints exactly what an
# uninterrupted run prints (every divide line and the total); a torn last
# record is dropped and recounted; a journal damaged before its last record,
# or a foreign one, is refused with exit 2 and a one-line error.
# Usage: perft_checkpoint.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1
perft=$build/tools/perft/perft
source "$(dirname "$0")/lib/checks.sh"

kiwipete="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
# The killed run: the Chess Programming Wiki's position 4 at depth 6 (706
# million nodes, about half a second on 2 cores with the hash), long enough
# for kills to land mid-run.
position4="r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
run_args=(--fen "$position4" --depth 6 --threads 2 --hash 16 --divide)
journal=$work/position4.ckpt

records() { grep -c '^unit' "$1" 2>/dev/null || echo 0; }

# reference_run NAME ARGS...: the uninterrupted run, journaled, into
# $work/NAME.reference; its wall time in milliseconds into $work/NAME.ms and
# its number of units into $work/NAME.units.
reference_run() {
  local name=$1; shift
  local start=$(date +%s%N)
  "$perft" "$@" --checkpoint "$work/$name.whole.ckpt" >"$work/$name.reference" 2>/dev/null ||
    fail "$name: uninterrupted run failed"
  echo $(( ($(date +%s%N) - start) / 1000000 )) >"$work/$name.ms"
  records "$work/$name.whole.ckpt" >"$work/$name.units"
}

# kill_and_resume NAME JOURNAL ARGS...: kills a journaled run three times
# (kill_units_thrice: at random records and a random instant), then resumes
# to the end and compares with $work/NAME.reference byte for byte.
RANDOM=${PERFTKIT_TEST_SEED:-$$}
kill_and_resume() {
  local name=$1 journal=$2; shift 2
  echo "$name:"
  kill_units_thrice "$(cat "$work/$name.units")" "$(cat "$work/$name.ms")" "$journal" "$perft" "$@"
  "$perft" "$@" --resume "$journal" >"$work/$name.resumed" 2>"$work/resumed.err" ||
    fail "$name: final resume failed: $(cat "$work/resumed.err")"
  cmp -s "$work/$name.reference" "$work/$name.resumed" ||
    fail "$name: resumed output differs: $(diff "$work/$name.reference" "$work/$name.resumed" | head -5)"
}

# The uninterrupted run; its total is the published perft(6) of position 4.
reference_run position4 "${run_args[@]}"
grep -qx "Nodes searched: 706045033" "$work/position4.reference" || fail "uninterrupted total: $(tail -1 "$work/position4.reference")"
kill_and_resume position4 "$journal" "${run_args[@]}"
# Killed while writing the header: the resume starts the run afresh.
PERFTKIT_KILL_AT_APPEND=1:torn "$perft" "${run_args[@]}" --checkpoint "$work/header.ckpt" >/dev/null 2>&1 &
wait $! 2>/dev/null
[ $? -eq 137 ] || fail "the run was not killed at its header"
"$perft" "${run_args[@]}" --resume "$work/header.ckpt" >"$work/header.out" 2>"$work/header.err" ||
  fail "resume of a torn header failed: $(cat "$work/header.err")"
grep -q "starting afresh" "$work/header.err" || fail "torn header: $(cat "$work/header.err")"
cmp -s "$work/position4.reference" "$work/header.out" || fail "torn header: the restarted run's output differs"

# Weighted counts: Raindrop's expected deck model journals exact rationals
# ("p/q"); the resumed total must equal the uninterrupted one exactly. Depth 3
# (0.02 s) is enough: units are root moves and the kills land at records.
raindrop_fen="1B1NRQ2/7P/K7/6k1/3p4/4Np2/4n3/6rb[QRRBBNPPPqrrbbnnppp] b - - 0 16 q"
expected_args=(--variant raindrop --model expected --fen "$raindrop_fen" --depth 3 --threads 2 --divide)
reference_run expected "${expected_args[@]}"
grep -q "^Nodes searched: .*(exact [0-9]*/[0-9]*)$" "$work/expected.reference" ||
  fail "expected-model total is not a fraction: $(tail -1 "$work/expected.reference")"
kill_and_resume expected "$work/expected.ckpt" "${expected_args[@]}"
grep -q "/" <(grep '^unit' "$work/expected.ckpt" | cut -f5) || fail "no fractional count in the expected-model journal"
# No --model and --model open name the same run.
"$perft" --variant raindrop --depth 3 --threads 2 --checkpoint "$work/open.ckpt" >"$work/open.reference" 2>/dev/null
"$perft" --variant raindrop --model open --depth 3 --threads 2 --resume "$work/open.ckpt" >"$work/open.resumed" 2>"$work/open.err" ||
  fail "--model open did not resume a run started without --model: $(cat "$work/open.err")"
cmp -s "$work/open.reference" "$work/open.resumed" || fail "resumed --model open output differs"

# --verify-seed: a second count with a table keyed through another seed agrees.
out=$("$perft" --fen "$kiwipete" --depth 4 --hash 1 --verify-seed 77 2>&1) || fail "--verify-seed run failed: $out"
[[ "$out" == *"Nodes searched: 4085603"* && "$out" == *"verified with hash seed 77"* ]] || fail "--verify-seed: $out"

# A torn last record (cut, or its count changed) is dropped and its unit
# recounted; a changed record before the last is refused.
head -c $(($(stat -c %s "$journal") - 7)) "$journal" >"$work/truncated.ckpt"
expect_torn_tail_dropped "truncated journal" "$work/position4.reference" "$work/truncated.ckpt" \
  "$perft" "${run_args[@]}" --resume "$work/truncated.ckpt"
[ "$(records "$work/truncated.ckpt")" -eq "$(records "$journal")" ] || fail "the resume did not complete the cut journal"
awk -F'\t' -v OFS='\t' -v last="$(wc -l <"$journal")" 'NR == last { $5 = $5 + 1 } 1' "$journal" >"$work/torn.ckpt"
expect_torn_tail_dropped "changed last record" "$work/position4.reference" "$work/torn.ckpt" \
  "$perft" "${run_args[@]}" --resume "$work/torn.ckpt"
awk -F'\t' -v OFS='\t' 'NR == 3 { $5 = $5 + 1 } 1' "$journal" >"$work/corrupted.ckpt"
cmp -s "$journal" "$work/corrupted.ckpt" && fail "could not corrupt the journal"
expect_error "corrupted journal" "checksum mismatch" "$perft" "${run_args[@]}" --resume "$work/corrupted.ckpt"

# Foreign journals: another depth, position or variant; an existing file is not overwritten.
expect_error "other depth" "depth" "$perft" --fen "$position4" --depth 5 --resume "$journal"
expect_error "other position" "FEN" "$perft" --startpos --depth 6 --resume "$journal"
expect_error "other variant" "variant" "$perft" --variant chess960 --fen "$position4" --depth 6 --resume "$journal"
expect_error "existing journal" "exists" "$perft" "${run_args[@]}" --checkpoint "$journal"
expect_error "missing journal" "cannot open" "$perft" "${run_args[@]}" --resume "$work/none.ckpt"
expect_error "verify without a table" "needs --hash" "$perft" --fen "$kiwipete" --depth 3 --verify-seed 5
expect_error "verify with seed 0" "--verify-seed" "$perft" --fen "$kiwipete" --depth 3 --hash 1 --verify-seed 0
expect_error "both options" "exclude" "$perft" "${run_args[@]}" --resume "$journal" --checkpoint "$work/x.ckpt"

if [ "$failures" -ne 0 ]; then
  echo "$failures failure(s)"
  exit 1
fi
echo "perft checkpoint: all checks passed"

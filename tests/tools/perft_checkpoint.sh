#!/usr/bin/env bash
# Checkpoint and resume of the perft tool, black-box: a run killed with
# SIGKILL at random records and instants, and resumed each time, prints exactly what an
# uninterrupted run prints (every divide line and the total); a torn last
# record is dropped and recounted; a journal damaged before its last record,
# or a foreign one, is refused with exit 2 and a one-line error; --resume
# FILE alone continues the journal's run.
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
RANDOM=${PERFTKIT_TEST_SEED:-1}  # deterministic unless a seed is given
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

# --resume FILE alone: the journal's header names the variant, model and
# joker rule, the position and the depth. A run killed at a chosen record
# resumes from the file alone to the uninterrupted run's output (which
# --divide, not in the journal, does not change here); options given
# beside it must agree with the journal.
# resume_alone NAME ARGS...: kills `perft ARGS --checkpoint` at its 10th
# record, resumes with --resume alone, and compares with `perft ARGS`.
resume_alone() {
  local name=$1; shift
  "$perft" "$@" >"$work/$name.alone.reference" 2>/dev/null || fail "$name: uninterrupted run failed"
  kill_at_record 10 /dev/null /dev/null "$perft" "$@" --checkpoint "$work/$name.alone.ckpt"
  "$perft" --resume "$work/$name.alone.ckpt" >"$work/$name.alone.out" 2>"$work/$name.alone.err" ||
    fail "$name: --resume alone failed: $(cat "$work/$name.alone.err")"
  cmp -s "$work/$name.alone.reference" "$work/$name.alone.out" ||
    fail "$name: --resume alone printed otherwise: $(diff "$work/$name.alone.reference" "$work/$name.alone.out" | head -5)"
  grep -q "^resumed [1-9][0-9]* of [0-9]* units from $work/$name.alone.ckpt$" "$work/$name.alone.err" ||
    fail "$name: nothing was resumed: $(cat "$work/$name.alone.err")"
}
resume_alone kiwipete --fen "$kiwipete" --depth 4 --threads 2
# Raindrop's model and joker rule ("open jokers remove") come back as
# --model and --joker-rule: without the rule the journal's FEN, with its
# jokers, would not even parse.
resume_alone jokers --variant raindrop --joker-rule remove --jokers 1 --depth 3 --threads 2
# Every variant's journal, finished, resumes from the file alone (its FEN
# read back as it was written).
for variant in $("$perft" --list-variants | awk '{print $1}'); do
  "$perft" --variant "$variant" --depth 2 --checkpoint "$work/$variant.ckpt" >"$work/$variant.reference" 2>/dev/null ||
    fail "$variant: journaled run failed"
  "$perft" --resume "$work/$variant.ckpt" >"$work/$variant.alone" 2>"$work/$variant.err" ||
    fail "$variant: --resume alone failed: $(cat "$work/$variant.err")"
  cmp -s "$work/$variant.reference" "$work/$variant.alone" || fail "$variant: --resume alone printed otherwise"
done
# A finished journal of the expected model, with --divide beside it.
"$perft" --resume "$work/expected.ckpt" --divide --threads 2 >"$work/expected.alone" 2>"$work/expected.alone.err" ||
  fail "expected model: --resume alone failed: $(cat "$work/expected.alone.err")"
cmp -s "$work/expected.reference" "$work/expected.alone" || fail "expected model: --resume alone printed otherwise"
expect_error "--resume with another variant" "journal is for variant 'chess', this run asks for 'chess960'" \
  "$perft" --resume "$work/kiwipete.alone.ckpt" --variant chess960
expect_error "--resume with another position" "journal is for FEN" \
  "$perft" --resume "$work/kiwipete.alone.ckpt" --startpos
expect_error "--resume with another model" "journal is for model 'open jokers remove'" \
  "$perft" --resume "$work/jokers.alone.ckpt" --model expected
printf 'not a journal\n' >"$work/garbage.ckpt"
expect_error "garbage journal alone" "--resume '$work/garbage.ckpt'" "$perft" --resume "$work/garbage.ckpt"
: >"$work/empty.ckpt"
expect_error "empty journal alone" "--resume '$work/empty.ckpt': holds no whole header record" \
  "$perft" --resume "$work/empty.ckpt"
expect_error "missing journal alone" "--resume '$work/none.ckpt': cannot open" "$perft" --resume "$work/none.ckpt"

if [ "$failures" -ne 0 ]; then
  echo "$failures failure(s)"
  exit 1
fi
echo "perft checkpoint: all checks passed"

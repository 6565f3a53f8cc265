#!/usr/bin/env bash
# Checkpoint and resume of the perft tool, black-box: a run killed with
# SIGKILL at random points and resumed each time prints exactly what an
# uninterrupted run prints (every divide line and the total); a truncated,
# corrupted or foreign journal is refused with exit 2 and a one-line error.
# Usage: perft_checkpoint.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1
perft=$build/tools/perft/perft
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

kiwipete="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
run_args=(--fen "$kiwipete" --depth 5 --threads 2 --hash 16 --divide)
journal=$work/kiwipete.ckpt

records() { grep -c '^unit' "$1" 2>/dev/null || echo 0; }

# kill_and_resume NAME JOURNAL ARGS...: kills a journaled run at random
# points (printed, so a failure can be replayed), resumes each time, and
# compares the final output with $work/NAME.reference.
RANDOM=${PERFTKIT_TEST_SEED:-$$}
kill_and_resume() {
  local name=$1 journal=$2; shift 2
  local mode=--checkpoint partial_kills=0 attempt delay pid done_units
  for attempt in 1 2 3 4; do
    delay=$(printf '0.%d' $((2 + RANDOM % 8)))
    "$perft" "$@" $mode "$journal" >"$work/killed.txt" 2>&1 &
    pid=$!
    sleep "$delay"
    kill -KILL "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    done_units=$(records "$journal")
    echo "$name: kill $attempt after ${delay}s: $done_units units journaled"
    [ -s "$journal" ] || { fail "$name: no journal after kill $attempt"; break; }
    mode=--resume
    if grep -q "Nodes searched" "$work/killed.txt"; then break; fi
    partial_kills=$((partial_kills + 1))
  done
  "$perft" "$@" --resume "$journal" >"$work/$name.resumed" 2>"$work/resumed.err" ||
    fail "$name: final resume failed: $(cat "$work/resumed.err")"
  cmp -s "$work/$name.reference" "$work/$name.resumed" ||
    fail "$name: resumed output differs: $(diff "$work/$name.reference" "$work/$name.resumed" | head -5)"
  [ "$partial_kills" -gt 0 ] || fail "$name: no kill landed before the run finished (nothing was resumed)"
}

# The uninterrupted run; its total is the published perft(5) of Kiwipete.
"$perft" "${run_args[@]}" >"$work/kiwipete.reference" 2>/dev/null || fail "uninterrupted run failed"
grep -qx "Nodes searched: 193690690" "$work/kiwipete.reference" || fail "uninterrupted total: $(tail -1 "$work/kiwipete.reference")"
kill_and_resume kiwipete "$journal" "${run_args[@]}"

# Weighted counts: Raindrop's expected deck model journals exact rationals
# ("p/q"); the resumed total must equal the uninterrupted one exactly.
raindrop_fen="1B1NRQ2/7P/K7/6k1/3p4/4Np2/4n3/6rb[QRRBBNPPPqrrbbnnppp] b - - 0 16 q"
expected_args=(--variant raindrop --model expected --fen "$raindrop_fen" --depth 4 --threads 2 --divide)
"$perft" "${expected_args[@]}" >"$work/expected.reference" 2>/dev/null || fail "uninterrupted expected-model run failed"
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

expect_error() {  # expect_error "description" "substring of the error" cmd...
  local what=$1 expected=$2; shift 2
  local err rc
  err=$("$@" 2>&1 >/dev/null); rc=$?
  [ "$rc" -eq 2 ] || fail "$what: exit code $rc, expected 2"
  [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] || fail "$what: error is not one line: $err"
  [[ "$err" == *"$expected"* ]] || fail "$what: error '$err' does not mention '$expected'"
}

# Damaged journals: cut in the middle of a record, or one digit of a count changed.
head -c $(($(stat -c %s "$journal") - 7)) "$journal" >"$work/truncated.ckpt"
expect_error "truncated journal" "truncated record" "$perft" "${run_args[@]}" --resume "$work/truncated.ckpt"
awk -F'\t' -v OFS='\t' 'NR == 3 { $5 = $5 + 1 } 1' "$journal" >"$work/corrupted.ckpt"
cmp -s "$journal" "$work/corrupted.ckpt" && fail "could not corrupt the journal"
expect_error "corrupted journal" "checksum mismatch" "$perft" "${run_args[@]}" --resume "$work/corrupted.ckpt"

# Foreign journals: another depth, position or variant; an existing file is not overwritten.
expect_error "other depth" "depth" "$perft" --fen "$kiwipete" --depth 4 --resume "$journal"
expect_error "other position" "FEN" "$perft" --startpos --depth 5 --resume "$journal"
expect_error "other variant" "variant" "$perft" --variant chess960 --fen "$kiwipete" --depth 5 --resume "$journal"
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

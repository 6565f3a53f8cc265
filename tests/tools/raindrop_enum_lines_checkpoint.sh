#!/usr/bin/env bash
# Checkpoint and resume of raindrop-enum in lines mode (without
# --distinct), black-box: runs killed with SIGKILL at random records and instants, and
# resumed each time print exactly what an uninterrupted run prints (every
# ply's lines and breakdown); a damaged journal, or a journal of another
# run or of another kind, is refused with exit 2 and a one-line error.
# Usage: raindrop_enum_lines_checkpoint.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1
enum=$build/tools/raindrop-enum/raindrop-enum
source "$(dirname "$0")/lib/checks.sh"

# 258 root moves, 12100509 lines at ply 3 (datasets/raindrop/raindrop.epd):
# one to two seconds on one thread, journaled as 258 units.
fen="1B1NRQ2/7P/K7/6k1/3p4/4Np2/4n3/6rb[QRRBBNPPPqrrbbnnppp] b - - 0 16 q"
args=(--fen "$fen" --depth 3 --csv)
run_args=("${args[@]}" --threads 1)
journal=$work/lines.ckpt
records() { grep -c '^unit' "$1" 2>/dev/null || echo 0; }

# The uninterrupted run without a journal is the reference; its last ply is the dataset's perft.
"$enum" "${run_args[@]}" >"$work/reference.csv" 2>/dev/null || fail "uninterrupted run failed"
grep -q "^3,12100509," "$work/reference.csv" ||
  fail "ply 3 is not the dataset's perft: $(tail -1 "$work/reference.csv")"
# The uninterrupted journaled run: same output; its time sets the kill points.
start=$(date +%s%N)
"$enum" "${run_args[@]}" --checkpoint "$work/whole.ckpt" >"$work/whole.csv" 2>/dev/null || fail "journaled run failed"
run_ms=$((($(date +%s%N) - start) / 1000000))
cmp -s "$work/reference.csv" "$work/whole.csv" || fail "the journaled run prints other counts"
units=$(records "$work/whole.ckpt")
[ "$units" -eq 258 ] || fail "the journaled run has $units unit records, expected 258"

# Three kills at random records and a random instant (printed; seeded
# here, so a failure replays), each resumed by the next run.
RANDOM=${PERFTKIT_TEST_SEED:-1}  # deterministic unless a seed is given
kill_units_thrice "$units" "$run_ms" "$journal" "$enum" "${run_args[@]}"
# The last resume on another thread count: the split is the journal's.
"$enum" "${args[@]}" --threads 2 --resume "$journal" >"$work/resumed.csv" 2>"$work/resumed.err" ||
  fail "final resume failed: $(cat "$work/resumed.err")"
cmp -s "$work/reference.csv" "$work/resumed.csv" ||
  fail "resumed output differs: $(diff "$work/reference.csv" "$work/resumed.csv" | head -5)"
grep -q "^resumed [1-9][0-9]* of $units units from $journal$" "$work/resumed.err" ||
  fail "no resumed-units line: $(cat "$work/resumed.err")"
# A finished journal answers at once, with the same output.
"$enum" "${run_args[@]}" --resume "$journal" >"$work/again.csv" 2>"$work/again.err"
cmp -s "$work/reference.csv" "$work/again.csv" || fail "a finished journal gives other output"
grep -q "^resumed $units of $units units" "$work/again.err" || fail "finished journal: $(cat "$work/again.err")"

# A torn last record is dropped and its unit walked again; a changed
# record before the last is refused.
head -c $(($(stat -c %s "$journal") - 5)) "$journal" >"$work/truncated.ckpt"
expect_torn_tail_dropped "truncated journal" "$work/reference.csv" "$work/truncated.ckpt" \
  "$enum" "${run_args[@]}" --resume "$work/truncated.ckpt"
awk -F'\t' -v OFS='\t' 'NR == 3 { $2 = $2 + 1 } 1' "$journal" >"$work/corrupted.ckpt"
cmp -s "$journal" "$work/corrupted.ckpt" && fail "could not corrupt the journal"
expect_error "corrupted journal" "checksum mismatch" "$enum" "${run_args[@]}" --resume "$work/corrupted.ckpt"

# Foreign journals: another run, a lines journal in a --distinct run, a
# perft journal. (A --distinct journal resumed without --distinct is the
# distinct run its header names: --resume fills in what is not given.)
expect_error "other depth" "depth" "$enum" --fen "$fen" --depth 2 --resume "$journal"
expect_error "other position" "FEN" "$enum" --startpos --depth 3 --resume "$journal"
expect_error "drops only" "drops-only" "$enum" --fen "$fen" --depth 3 --drops-only --resume "$journal"
"$enum" --fen "$fen" --depth 1 --distinct --checkpoint "$work/distinct.ckpt" >/dev/null 2>&1 ||
  fail "could not write a --distinct journal"
"$enum" --fen "$fen" --depth 1 --resume "$work/distinct.ckpt" >"$work/distinct.out" 2>"$work/distinct.err" ||
  fail "a --distinct journal resumed without --distinct: $(cat "$work/distinct.err")"
grep -q "^distinct " "$work/distinct.out" || fail "a --distinct journal resumed without --distinct counted no distinct positions"
expect_error "lines journal in a --distinct run" "not a perftkit enumeration journal" \
  "$enum" "${run_args[@]}" --distinct --resume "$journal"
"$build/tools/perft/perft" --depth 2 --checkpoint "$work/perft.ckpt" >/dev/null 2>&1 ||
  fail "could not write a perft journal"
expect_error "perft journal" "not a perftkit lines journal" "$enum" "${run_args[@]}" --resume "$work/perft.ckpt"
expect_error "existing journal" "exists" "$enum" "${run_args[@]}" --checkpoint "$journal"
expect_error "missing journal" "cannot open" "$enum" "${run_args[@]}" --resume "$work/none.ckpt"

if [ "$failures" -ne 0 ]; then
  echo "$failures failure(s)"
  exit 1
fi
echo "raindrop-enum lines checkpoint: all checks passed"

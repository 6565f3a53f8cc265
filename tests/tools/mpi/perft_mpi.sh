#!/usr/bin/env bash
# perft-mpi under `mpirun --oversubscribe -np 3` (rank 0 dispatches, two
# workers count): totals equal the suites' expected counts for each
# variant, also with --verify-seed; a run whose worker SIGKILLs itself at a chosen unit resumes from rank 0's
# journal to the uninterrupted total, also from --resume FILE alone with
# the journal on rank 0's side only; bad input exits 2.
# Usage: perft_mpi.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1 source=$2
mpi=$build/tools/perft-mpi/perft-mpi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
# CI runs as root; Open MPI refuses that unless told.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
mpirun3=(mpirun --oversubscribe -np 3 "$mpi" --threads 1)
run3() { "${mpirun3[@]}" "$@"; }
# A run with a killed rank is bounded: Open MPI 4.1.4's mpirun can deadlock
# (futex wait, every rank already gone) when one rank dies by SIGKILL while
# another exits non-zero; seen once under `ctest -j2`. The journal, not
# mpirun's status, is what the checks read.
run3_killed() { timeout -s KILL 120 "${mpirun3[@]}" "$@"; }

# check_suite_line VARIANT FILE LINE DEPTH [extra options]: the total
# equals the ;D<DEPTH> count of that EPD line.
check_suite_line() {
  local variant=$1 file=$2 line=$3 depth=$4; shift 4
  local epd fen expected out
  epd=$(sed -n "${line}p" "$source/datasets/$file")
  fen=${epd%% ;*}
  expected=$(printf '%s\n' "$epd" | grep -o ";D$depth [0-9]*" | cut -d' ' -f2)
  [ -n "$expected" ] || { fail "$file:$line has no D$depth"; return; }
  out=$(run3 --variant "$variant" --fen "$fen" --depth "$depth" "$@" 2>"$work/err")
  [[ "$out" == *"Nodes searched: $expected"* ]] || fail "$file:$line D$depth: expected $expected, got: $out $(cat "$work/err")"
}
for line in 1 2 3 4; do check_suite_line chess standard/standard.epd "$line" 4 --hash 4; done
check_suite_line chess960 standard/fischer.epd 1 4
check_suite_line dragon dragon/dragon100.epd 1 3
check_suite_line raindrop raindrop/raindrop.epd 1 2 --model open
# --verify-seed: every unit counted again with a table keyed through seed 99.
check_suite_line chess standard/standard.epd 2 4 --hash 1 --verify-seed 99
grep -q "every unit verified with hash seed 99" "$work/err" || fail "--verify-seed: $(cat "$work/err")"
check_suite_line dragon dragon/dragon100.epd 1 3 --hash 1 --verify-seed 7

# A worker kills itself when its third unit arrives (the test hook; a
# sleep-then-kill lost the race to a fast run): Open MPI then ends the job,
# and the journal already holds that worker's first two units.
kiwipete="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
args=(--fen "$kiwipete" --depth 5 --divide)
journal=$work/kiwipete.ckpt
PERFTKIT_WORKER_KILL_AT_UNIT=3 run3_killed "${args[@]}" --checkpoint "$journal" >"$work/first.txt" 2>&1 &&
  fail "the run ended although a worker was to kill itself at its third unit"
units=$(grep -c '^unit' "$journal")
[ "$units" -ge 2 ] || fail "killed run: $units units journaled (the worker's first two were due)"
echo "a worker killed itself at its third unit; $units units journaled"
run3 "${args[@]}" --resume "$journal" >"$work/resumed.txt" 2>"$work/resumed.err" || fail "resume: $(cat "$work/resumed.err")"
grep -qx "Nodes searched: 193690690" "$work/resumed.txt" || fail "resumed total: $(tail -1 "$work/resumed.txt")"
grep -q "^resumed [1-9]" "$work/resumed.err" || fail "nothing was resumed: $(cat "$work/resumed.err")"
single=$("$build/tools/perft/perft" "${args[@]}" 2>/dev/null)
[ "$single" = "$(cat "$work/resumed.txt")" ] || fail "divide differs from the single-process perft"

# --resume FILE alone: rank 0 keeps the journal and reads its header for
# every rank. The other ranks run in a folder without the file (as on
# another node), so they can only have their options from rank 0.
mkdir -p "$work/rank0" "$work/others"
split_ranks() {
  local tool
  tool=$(realpath "$mpi")  # (each rank starts in its own folder)
  timeout -s KILL 120 mpirun --quiet --oversubscribe -np 1 --wdir "$work/rank0" "$tool" --threads 1 "$@" : \
    -np 2 --wdir "$work/others" "$tool" --threads 1 "$@"
}
PERFTKIT_WORKER_KILL_AT_UNIT=3 run3_killed --fen "$kiwipete" --depth 4 --checkpoint "$work/rank0/alone.ckpt" \
  >/dev/null 2>&1 && fail "the run ended although a worker was to kill itself at its third unit"
split_ranks --resume alone.ckpt >"$work/alone.txt" 2>"$work/alone.err" || fail "--resume alone: $(cat "$work/alone.err")"
[ "$("$build/tools/perft/perft" --fen "$kiwipete" --depth 4 2>/dev/null)" = "$(cat "$work/alone.txt")" ] ||
  fail "--resume alone printed otherwise: $(cat "$work/alone.txt")"
grep -q "^resumed [1-9][0-9]* of [0-9]* units" "$work/alone.err" || fail "--resume alone: nothing resumed: $(cat "$work/alone.err")"
# expect_one_line_error DESCRIPTION SUBSTRING ARGS...: exit 2, one line on stderr.
expect_one_line_error() {
  local what=$1 expected=$2 err rc
  shift 2
  err=$(split_ranks "$@" 2>&1 >/dev/null); rc=$?
  [ "$rc" -eq 2 ] && [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] && [[ "$err" == *"$expected"* ]] ||
    fail "$what: rc $rc, $err"
}
expect_one_line_error "--resume with another variant" "journal is for variant 'chess', this run asks for 'chess960'" \
  --resume alone.ckpt --variant chess960
printf 'not a journal\n' >"$work/rank0/garbage.ckpt"
expect_one_line_error "garbage journal alone" "perft-mpi: error: --resume 'garbage.ckpt'" --resume garbage.ckpt

err=$(run3 --depth 0 2>&1 >/dev/null); rc=$?
[ "$rc" -ne 0 ] && [[ "$err" == *"perft-mpi: error: --depth"* ]] || fail "bad depth: rc $rc, $err"
err=$(run3 --depth 3 --verify-seed 5 2>&1 >/dev/null); rc=$?
[ "$rc" -ne 0 ] && [[ "$err" == *"--verify-seed: needs --hash"* ]] || fail "verify without a table: rc $rc, $err"
err=$(run3 --fen "$kiwipete" --depth 4 --resume "$journal" 2>&1 >/dev/null); rc=$?
[ "$rc" -ne 0 ] && [[ "$err" == *"depth"* ]] || fail "foreign journal: rc $rc, $err"
# A worker's own failure (no memory for a 1 TiB table) is reported by that
# rank, which ends the job with exit code 2: the MPI tools' main once
# caught bad input only, and the worker then died in std::terminate.
err=$(run3 --depth 3 --hash 1048576 2>&1 >/dev/null); rc=$?
[ "$rc" -eq 2 ] && [[ "$err" == *"perft-mpi: error: out of memory"* ]] || fail "a worker out of memory: rc $rc, $err"

if [ "$failures" -ne 0 ]; then
  echo "$failures failure(s)"
  exit 1
fi
echo "perft-mpi: all checks passed"

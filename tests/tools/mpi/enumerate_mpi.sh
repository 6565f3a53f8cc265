#!/usr/bin/env bash
# enumerate-mpi under `mpirun --oversubscribe -np 2` and `-np 3` (rank 0
# counts the plies before the last, ships the parents and hands out the
# last ply's key ranges; one or two workers count them): its output equals
# enumerate's byte for byte for chess ply 5 under the positions rule (text)
# and the diagrams rule (CSV), and the 10x10 game's ply 3 (JSON), and rank
# 0 shipped exactly the parents; a worker that kills itself when its third
# pass arrives (PERFTKIT_WORKER_KILL_AT_UNIT) leaves a journal that
# enumerate-mpi, and enumerate itself, resume to the same output, also
# with --resume FILE alone and the journal on rank 0's side only; bad input
# exits 2 with one line. No sleeps: the kill happens at a chosen point of
# the protocol.
# Usage: enumerate_mpi.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1 source=$2
mpi=$build/tools/enumerate-mpi/enumerate-mpi
enum=$build/tools/enumerate/enumerate
source "$source/tests/tools/lib/checks.sh"  # fail, expect_error, $work
# CI runs as root; Open MPI refuses that unless told.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# --quiet: no banner of mpirun's after a rank's non-zero exit, so that a
# rank's error is the only line on stderr. The time limit turns a job
# whose ranks disagree (one waiting for a rank that has left) into a
# failure rather than a hung test.
ranks() {
  local n=$1
  shift
  timeout -s KILL 120 mpirun --quiet --oversubscribe -np "$n" "$mpi" --threads 1 --memory 256 "$@"
}

# Each workload against the single process, on 1 and 2 workers.
workloads=(
  "chess positions|--variant chess --depth 5 --distinct"
  "chess diagrams|--variant chess --depth 5 --distinct --identity diagrams --format csv"
  "10x10 game|--variant dragon --depth 3 --distinct --format json"
)
for workload in "${workloads[@]}"; do
  name=${workload%%|*}
  read -ra args <<<"${workload#*|}"
  "$enum" "${args[@]}" --threads 1 >"$work/reference.out" 2>/dev/null || fail "$name: enumerate failed"
  for n in 2 3; do
    ranks "$n" "${args[@]}" >"$work/mpi.out" 2>"$work/mpi.err" || fail "$name, -np $n: failed: $(cat "$work/mpi.err")"
    cmp -s "$work/reference.out" "$work/mpi.out" ||
      fail "$name, -np $n: the ranks count otherwise: $(diff "$work/reference.out" "$work/mpi.out" | head -4)"
    grep -q "(rank $((n - 1)))" "$work/mpi.err" || fail "$name, -np $n: rank $((n - 1)) counted no pass"
  done
  # The parents of chess ply 5 (ply 4's 72,078 positions, 32-byte
  # records) crossed once to each worker.
  if [ "$name" = "chess positions" ]; then
    grep -q "parents shipped: 72078 positions, $((72078 * 32)) bytes" "$work/mpi.err" ||
      fail "parents shipped: expected 72078 positions: $(grep shipped "$work/mpi.err")"
  fi
done

# The only worker of a 2-rank job kills itself when its third pass
# arrives: rank 0 had journaled its first two, and nothing else could have
# come in. The journal resumes under enumerate-mpi and under enumerate.
args=(--variant chess --depth 5 --distinct --identity diagrams --format csv --passes 6)
"$enum" "${args[@]}" --threads 1 >"$work/reference.out" 2>/dev/null || fail "enumerate failed"
for resumer in enumerate-mpi enumerate; do
  journal=$work/$resumer.ckpt
  PERFTKIT_WORKER_KILL_AT_UNIT=3 timeout -s KILL 120 mpirun --oversubscribe -np 2 "$mpi" --threads 1 --memory 256 \
    "${args[@]}" --checkpoint "$journal" >/dev/null 2>"$work/killed.err" &&
    fail "the run ended although its worker was to kill itself at its third pass"
  [ "$(grep -c '^pass' "$journal")" -eq 2 ] ||
    fail "worker killed at its third pass: $(grep -c '^pass' "$journal") pass records, expected 2"
  if [ "$resumer" = enumerate ]; then
    "$enum" "${args[@]}" --threads 1 --resume "$journal" >"$work/resumed.out" 2>"$work/resumed.err"
  else
    ranks 3 "${args[@]}" --resume "$journal" >"$work/resumed.out" 2>"$work/resumed.err"
  fi || fail "$resumer: resume after the worker's kill failed: $(cat "$work/resumed.err")"
  cmp -s "$work/reference.out" "$work/resumed.out" || fail "$resumer: resumed after the worker's kill, the count differs"
  grep -q "^resumed 5 of 6 plies and 2 passes of ply 5" "$work/resumed.err" ||
    fail "$resumer: no resume line: $(cat "$work/resumed.err")"
  [ -e "$journal.frontier" ] && fail "$resumer: saved frontiers left behind after the run finished"
done

# --resume FILE alone: rank 0 keeps the journal and reads its header for
# every rank. The workers run in a folder without the file (as on another
# node), so they can only have their options from rank 0.
mkdir -p "$work/rank0" "$work/others"
split_ranks() {
  local tool
  tool=$(realpath "$mpi")  # (each rank starts in its own folder)
  timeout -s KILL 120 mpirun --quiet --oversubscribe -np 1 --wdir "$work/rank0" "$tool" --threads 1 --memory 256 "$@" : \
    -np 2 --wdir "$work/others" "$tool" --threads 1 --memory 256 "$@"
}
args=(--variant chess --depth 5 --distinct --identity diagrams)
"$enum" "${args[@]}" --threads 1 >"$work/reference.out" 2>/dev/null || fail "enumerate failed"
PERFTKIT_WORKER_KILL_AT_UNIT=3 timeout -s KILL 120 mpirun --oversubscribe -np 2 "$mpi" --threads 1 --memory 256 \
  "${args[@]}" --passes 6 --checkpoint "$work/rank0/alone.ckpt" >/dev/null 2>"$work/killed.err" &&
  fail "the run ended although its worker was to kill itself at its third pass"
split_ranks --resume alone.ckpt >"$work/resumed.out" 2>"$work/resumed.err" ||
  fail "--resume alone failed: $(cat "$work/resumed.err")"
cmp -s "$work/reference.out" "$work/resumed.out" || fail "--resume alone: the count differs"
grep -q "^resumed 5 of 6 plies and 2 passes of ply 5" "$work/resumed.err" ||
  fail "--resume alone: no resume line: $(cat "$work/resumed.err")"
expect_error "--resume alone with another rule" "journal is for identity rule 'diagrams'" \
  split_ranks --resume alone.ckpt --identity positions
printf 'not a journal\n' >"$work/rank0/garbage.ckpt"
expect_error "garbage journal alone" "enumerate-mpi: error: --resume 'garbage.ckpt'" split_ranks --resume garbage.ckpt

# Bad input: one line, exit code 2.
expect_error "one rank" "needs 2 or more ranks" ranks 1 --variant chess --depth 2 --distinct
expect_error "no --distinct" "give --distinct" ranks 3 --variant chess --depth 2
expect_error "unknown variant" "unknown variant 'shogi'" ranks 3 --variant shogi --depth 2 --distinct
expect_error "depth 0" "--depth" ranks 2 --variant chess --depth 0 --distinct
expect_error "a rule Raindrop lacks" "--identity" ranks 2 --variant raindrop --depth 2 --distinct --identity diagrams

if [ "$failures" -ne 0 ]; then
  echo "$failures failure(s)"
  exit 1
fi
echo "enumerate-mpi: all checks passed"

#!/usr/bin/env bash
# raindrop-enum-mpi under `mpirun --oversubscribe -np 3` (rank 0 builds the
# parents, ships them and hands out the last ply's key ranges, two workers
# count them): the CSV equals raindrop-enum's at ply 3 and the data set's at
# ply 2, and rank 0 shipped exactly the parents (also in small chunks
# that the workers write to disk); a run whose rank 0 is
# killed at a random pass record (the journal test hook: once the record is
# durable or halfway through writing it), and one whose worker kills itself
# when its third pass arrives (PERFTKIT_WORKER_KILL_AT_UNIT), resume from
# their journals to the same CSV (also from --resume FILE alone); bad
# input exits 2. No sleeps: every kill happens at a chosen point of the
# protocol.
# Usage: raindrop_enum_mpi.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1 source=$2
mpi=$build/tools/raindrop-enum-mpi/raindrop-enum-mpi
enum=$build/tools/raindrop-enum/raindrop-enum
source "$source/tests/tools/lib/checks.sh"  # fail, $work
# CI runs as root; Open MPI refuses that unless told.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
mpirun3=(mpirun --oversubscribe -np 3 "$mpi" --threads 1)
run3() { "${mpirun3[@]}" "$@"; }
# A run with a killed rank is bounded: Open MPI 4.1.4's mpirun can deadlock
# (futex wait, every rank already gone) when rank 0 dies by SIGKILL while a
# worker exits non-zero; seen once under `ctest -j2` after a kill at the
# last pass record. The journal, not mpirun's status, is what is checked.
run3_killed() { timeout -s KILL 120 "${mpirun3[@]}" "$@"; }
RANDOM=${PERFTKIT_TEST_SEED:-$$}

# Ply 3 of a crowded position (48-byte codes) against the single-process tool.
fen="BbNP3R/8/5K2/8/R7/2p3Qp/2b5/3qrnk1[QRBBNNPPPqrrbnn] b - - 0 20 -"
args=(--fen "$fen" --depth 3 --distinct --csv --passes 5)
"$enum" "${args[@]}" --threads 1 >"$work/reference.csv" 2>/dev/null || fail "raindrop-enum failed"
run3 "${args[@]}" >"$work/mpi.csv" 2>"$work/mpi.err" || fail "raindrop-enum-mpi failed: $(cat "$work/mpi.err")"
cmp -s "$work/reference.csv" "$work/mpi.csv" || fail "ranks count otherwise: $(diff "$work/reference.csv" "$work/mpi.csv" | head -4)"
grep -q "(rank 2)" "$work/mpi.err" || fail "rank 2 counted no pass: $(cat "$work/mpi.err")"
# The parents (ply 2's distinct positions, 56-byte records) crossed once to each worker.
parents=$(sed -n 4p "$work/reference.csv" | cut -d, -f3)
grep -q "parents shipped: $parents positions, $((parents * 56)) bytes" "$work/mpi.err" ||
  fail "parents shipped: expected $parents positions: $(grep shipped "$work/mpi.err")"
# The same parents shipped 100 records a chunk and written to the workers'
# spill files (the test hook of a frontier larger than memory).
PERFTKIT_SHIP_TEST_CHUNK=100 run3 "${args[@]}" >"$work/streamed.csv" 2>"$work/streamed.err" ||
  fail "raindrop-enum-mpi with the parents streamed failed: $(cat "$work/streamed.err")"
cmp -s "$work/reference.csv" "$work/streamed.csv" || fail "with the parents streamed, the ranks count otherwise"
# The start position's ply 2 (16-byte codes): datasets/raindrop/distinct.txt.
out=$(run3 --depth 2 --distinct --csv 2>"$work/err")
[[ "$out" == *$'\n'"2,123830,123830,"* ]] || fail "start position ply 2: $out $(cat "$work/err")"

# Rank 0 killed at a random one of the five pass records; the resume
# counts the ranges no journaled pass covered.
journal=$work/enum.ckpt
"$enum" "${args[@]}" --checkpoint "$work/whole.ckpt" >/dev/null 2>&1
mapfile -t pass_records < <(awk -F'\t' '$1 == "pass" { print NR }' "$work/whole.ckpt")
[ "${#pass_records[@]}" -eq 5 ] || fail "a journaled run in five passes has ${#pass_records[@]} pass records"
n=${pass_records[RANDOM % 5]:-6}
# (Not kill_at_record: mpirun's exit status is that of whichever rank it
# saw end first, so the kill is checked in the journal: n whole lines, or
# n - 1 and a cut one.)
kill_mode=whole
((RANDOM % 2)) && kill_mode=torn
point=$n
[ "$kill_mode" = torn ] && point+=:torn
PERFTKIT_KILL_AT_APPEND=$point run3_killed "${args[@]}" --checkpoint "$journal" >/dev/null 2>"$work/killed.err" &
wait $! 2>/dev/null && fail "the run was not killed at its journal append $n"
whole_lines=$((n - 1))
[ "$kill_mode" = whole ] && whole_lines=$n
[ "$(wc -l <"$journal")" -eq "$whole_lines" ] || fail "killed at append $n ($kill_mode): the journal has $(wc -l <"$journal") whole lines"
echo "rank 0 killed at record $n ($kill_mode): $(grep -c '^pass' "$journal") pass records"
run3 "${args[@]}" --resume "$journal" >"$work/resumed.csv" 2>"$work/resumed.err" ||
  fail "resume failed: $(cat "$work/resumed.err")"
cmp -s "$work/reference.csv" "$work/resumed.csv" || fail "the resumed ranks count otherwise"
grep -q "^resumed 3 of 4 plies" "$work/resumed.err" || fail "no resume line: $(cat "$work/resumed.err")"
[ -e "$journal.frontier" ] && fail "saved frontiers left behind after the run finished"

# The only worker of a 2-rank job kills itself when its third pass arrives:
# rank 0 had journaled its first two, and nothing else could have come in.
journal=$work/worker.ckpt
PERFTKIT_WORKER_KILL_AT_UNIT=3 timeout -s KILL 120 mpirun --oversubscribe -np 2 "$mpi" --threads 1 "${args[@]}" \
  --checkpoint "$journal" >/dev/null 2>"$work/worker-killed.err" &&
  fail "the run ended although its worker was to kill itself at its third pass"
[ "$(grep -c '^pass' "$journal")" -eq 2 ] ||
  fail "worker killed at its third pass: $(grep -c '^pass' "$journal") pass records, expected 2"
run3 "${args[@]}" --resume "$journal" >"$work/resumed.csv" 2>"$work/resumed.err" ||
  fail "resume after the worker's kill failed: $(cat "$work/resumed.err")"
cmp -s "$work/reference.csv" "$work/resumed.csv" || fail "resumed after the worker's kill, the ranks count otherwise"
grep -q "^resumed 3 of 4 plies and 2 passes" "$work/resumed.err" || fail "no resume line: $(cat "$work/resumed.err")"

# --resume FILE alone: the same kill, resumed from the file alone, prints
# what raindrop-enum prints for the run the journal names (text: the
# output format is not in the journal).
journal=$work/alone.ckpt
PERFTKIT_WORKER_KILL_AT_UNIT=3 timeout -s KILL 120 mpirun --oversubscribe -np 2 "$mpi" --threads 1 "${args[@]}" \
  --checkpoint "$journal" >/dev/null 2>"$work/worker-killed.err" &&
  fail "the run ended although its worker was to kill itself at its third pass"
"$enum" --fen "$fen" --depth 3 --distinct --threads 1 >"$work/reference.txt" 2>/dev/null || fail "raindrop-enum failed"
run3 --resume "$journal" >"$work/resumed.txt" 2>"$work/resumed.err" || fail "--resume alone failed: $(cat "$work/resumed.err")"
cmp -s "$work/reference.txt" "$work/resumed.txt" || fail "--resume alone: the ranks count otherwise"
grep -q "^resumed 3 of 4 plies and 2 passes" "$work/resumed.err" || fail "--resume alone: no resume line: $(cat "$work/resumed.err")"
printf 'not a journal\n' >"$work/garbage.ckpt"
err=$(mpirun --quiet --oversubscribe -np 3 "$mpi" --threads 1 --resume "$work/garbage.ckpt" 2>&1 >/dev/null); rc=$?
[ "$rc" -eq 2 ] && [[ "$err" == "raindrop-enum-mpi: error: --resume '$work/garbage.ckpt'"* ]] || fail "garbage journal alone: rc $rc, $err"

# Bad input: one rank, no --distinct, a foreign journal.
err=$(mpirun --oversubscribe -np 1 "$mpi" --depth 2 --distinct 2>&1 >/dev/null); rc=$?
[ "$rc" -ne 0 ] && [[ "$err" == *"needs 2 or more ranks"* ]] || fail "one rank: rc $rc, $err"
err=$(run3 --depth 2 2>&1 >/dev/null); rc=$?
[ "$rc" -ne 0 ] && [[ "$err" == *"give --distinct"* ]] || fail "no --distinct: rc $rc, $err"
err=$(run3 --fen "$fen" --depth 2 --distinct --resume "$journal" 2>&1 >/dev/null); rc=$?
[ "$rc" -ne 0 ] && [[ "$err" == *"depth"* ]] || fail "foreign journal: rc $rc, $err"

if [ "$failures" -ne 0 ]; then
  echo "$failures failure(s)"
  exit 1
fi
echo "raindrop-enum-mpi: all checks passed"

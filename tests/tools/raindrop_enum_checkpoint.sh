#!/usr/bin/env bash
# Checkpoint and resume of raindrop-enum --distinct, black-box: runs killed
# with SIGKILL at a random record and a random instant, and resumed, print
# exactly what an uninterrupted run prints (every ply's lines, distinct
# positions and breakdown); with --checkpoint-every 0 a ply in progress
# saves a part after every frontier shard, so resumes start inside a ply. A torn last
# journal record is dropped; a journal damaged before it, a damaged saved
# frontier or part, or a journal of another run, is refused with exit 2
# and a one-line error.
# Usage: raindrop_enum_checkpoint.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1
enum=$build/tools/raindrop-enum/raindrop-enum
source "$(dirname "$0")/lib/checks.sh"

# About a second on one thread; a 16 MiB budget makes ply 3, counted in
# one pass over all keys, spill sorted runs.
fen="BbNP3R/8/5K2/8/R7/2p3Qp/2b5/3qrnk1[QRBBNNPPPqrrbnn] b - - 0 20 -"
run_args=(--fen "$fen" --depth 3 --distinct --threads 1 --memory 16 --temp-dir "$work" --csv --passes 1)
journal=$work/enum.ckpt
plies() { grep -c '^ply' "$1" 2>/dev/null || echo 0; }
parts() { grep -c '^part' "$1" 2>/dev/null || echo 0; }
# Parts of the ply in progress: those after the last ply record.
parts_in_progress() { awk '/^ply/ { n = 0 } /^part/ { n++ } END { print n + 0 }' "$1" 2>/dev/null || echo 0; }

# The uninterrupted run, without a journal: the reference; its time sets
# the instants of the time-based kill.
start=$(date +%s%N)
"$enum" "${run_args[@]}" >"$work/reference.csv" 2>"$work/reference.err" || fail "uninterrupted run failed"
run_ms=$((($(date +%s%N) - start) / 1000000))
grep -q "sorted runs (.* MiB) spilled" "$work/reference.err" && ! grep -q " 0 sorted runs" "$work/reference.err" ||
  fail "the run did not spill: $(cat "$work/reference.err")"
spill_folders() { find "$work" -maxdepth 1 -name 'perftkit-spill-*' | wc -l; }
[ "$(spill_folders)" -eq 0 ] || fail "the uninterrupted run left spill files in --temp-dir"

# The first 40 records that a run with a part after every frontier shard
# appends, always the same (one thread: shards finish in order): header,
# ply 0, the parts of ply 1 (each with the ply-2 positions found), ply 1,
# the first parts of ply 2 (the last ply's parents: they find no
# positions, the passes do). (Each part costs two fsyncs, so the run is
# stopped there with the test hook.)
PERFTKIT_KILL_AT_APPEND=40 "$enum" "${run_args[@]}" --checkpoint-every 0 --checkpoint "$work/first.ckpt" \
  >/dev/null 2>&1 &
wait $! 2>/dev/null
[ "$(wc -l <"$work/first.ckpt")" -eq 40 ] || fail "the first records: $(wc -l <"$work/first.ckpt") lines, expected 40"
rm -rf "$work"/perftkit-spill-*  # that killed run's spill folder: it is never resumed

# A kill at a random one of them that is a part of ply 1 following a part
# (torn or whole): the resume starts inside ply 1, after that part or
# (torn) the one before. Then a kill of the resume at a random instant (10 % to
# 80 % of the run's time, wherever it lands), and a resume to the end.
# Every choice from $RANDOM, seeded here (printed by scripts/kill-loop.sh),
# so a failure replays.
RANDOM=${PERFTKIT_TEST_SEED:-1}  # deterministic unless a seed is given
mapfile -t candidates < <(awk -F'\t' '$1 == "part" && $2 == 1 && previous == "part" { print NR } { previous = $1 }' \
  "$work/first.ckpt")
[ "${#candidates[@]}" -ge 3 ] || fail "only ${#candidates[@]} parts of ply 1 follow a part in the first records"
n=${candidates[RANDOM % ${#candidates[@]}]}
kill_at_record "$n" /dev/null /dev/null "$enum" "${run_args[@]}" --checkpoint-every 0 --checkpoint "$journal"
echo "killed at record $n ($kill_mode): $(plies "$journal") plies and $(parts "$journal") parts journaled;" \
  "$(ls "$journal.frontier" 2>/dev/null | wc -l) saved files"
# For the damaged-file checks below: the journal's whole records and its files.
head -n $((n - 1)) "$journal" >"$work/partial.ckpt"
[ "$kill_mode" = whole ] && head -n "$n" "$journal" >"$work/partial.ckpt"
cp -r "$journal.frontier" "$work/partial.ckpt.frontier"
cp "$work/partial.ckpt" "$work/partial.orig"
cp -r "$journal.frontier" "$work/partial.orig.frontier"
kill_midway "$run_ms" /dev/null /dev/null "$enum" "${run_args[@]}" --resume "$journal"
echo "resume killed after ${killed_after}s (run takes ${run_ms} ms): $(plies "$journal") plies and" \
  "$(parts "$journal") parts journaled"
"$enum" "${run_args[@]}" --resume "$journal" >"$work/resumed.csv" 2>"$work/resumed.err" ||
  fail "final resume failed: $(cat "$work/resumed.err")"
cmp -s "$work/reference.csv" "$work/resumed.csv" || fail "resumed output differs: $(diff "$work/reference.csv" "$work/resumed.csv" | head -5)"
[ -e "$journal.frontier" ] && fail "saved frontiers left behind after the run finished"
[ "$(spill_folders)" -eq 0 ] || fail "spill files of the killed runs left in --temp-dir: $(ls "$work")"
# A finished journal answers at once, with the same output.
"$enum" "${run_args[@]}" --resume "$journal" >"$work/again.csv" 2>/dev/null
cmp -s "$work/reference.csv" "$work/again.csv" || fail "a finished journal gives other output"

# Damaged journals and saved files, from the kill at a record.
awk -F'\t' -v OFS='\t' 'NR == 2 { $3 = $3 + 1 } 1' "$journal" >"$work/corrupted.ckpt"
expect_error "corrupted journal" "checksum mismatch" "$enum" "${run_args[@]}" --resume "$work/corrupted.ckpt"
# A journaled part of the ply in progress that holds positions.
in_progress=$(plies "$work/partial.ckpt")
part=
for ((k = 0; k < $(parts_in_progress "$work/partial.ckpt"); k++)); do
  candidate=$work/partial.ckpt.frontier/ply$in_progress-part$k.bin
  if [ -s "$candidate" ]; then part=$candidate; break; fi
done
if [ -n "$part" ]; then
  cp "$part" "$work/part.bin"
  printf 'x' | dd of="$part" bs=1 seek=$(($(stat -c %s "$part") / 2)) conv=notrunc status=none
  expect_error "corrupted part" "checksum mismatch" "$enum" "${run_args[@]}" --resume "$work/partial.ckpt"
  cp "$work/part.bin" "$part"
else
  fail "the partial journal's parts hold no positions"
fi
frontier=$work/partial.ckpt.frontier/ply$in_progress.bin
printf 'x' | dd of="$frontier" bs=1 seek=$(($(stat -c %s "$frontier") / 2)) conv=notrunc status=none
expect_error "corrupted frontier" "checksum mismatch" "$enum" "${run_args[@]}" --resume "$work/partial.ckpt"
truncate -s -1 "$frontier"
expect_error "truncated frontier" "bytes" "$enum" "${run_args[@]}" --resume "$work/partial.ckpt"
# Intact again, the partial journal resumes inside its ply, after its last part.
rm -rf "$work/partial.ckpt.frontier"
cp -r "$work/partial.orig.frontier" "$work/partial.ckpt.frontier"
"$enum" "${run_args[@]}" --resume "$work/partial.ckpt" >"$work/partial.csv" 2>"$work/partial.err" ||
  fail "resume of the partial journal failed: $(cat "$work/partial.err")"
grep -q "frontier shards of ply $in_progress" "$work/partial.err" ||
  fail "the resume did not start inside ply $in_progress: $(cat "$work/partial.err")"
cmp -s "$work/reference.csv" "$work/partial.csv" || fail "the partial journal resumed to other output"
# A torn last record (the part being journaled when the kill came) is
# dropped: the resume redoes that part's shards and ends as an uninterrupted run.
cp "$work/partial.orig" "$work/partial.ckpt"
cp -r "$work/partial.orig.frontier" "$work/partial.ckpt.frontier"
truncate -s -5 "$work/partial.ckpt"
expect_torn_tail_dropped "truncated journal" "$work/reference.csv" "$work/partial.ckpt" \
  "$enum" "${run_args[@]}" --resume "$work/partial.ckpt"

# The last ply in three passes, killed at a random pass record (torn or
# whole) and resumed: the resume counts the key ranges no journaled pass covered.
pass_args=("${run_args[@]:0:${#run_args[@]}-2}" --passes 3)
"$enum" "${pass_args[@]}" --checkpoint "$work/passes-whole.ckpt" >"$work/passes.csv" 2>"$work/passes.err" ||
  fail "the run in passes failed: $(cat "$work/passes.err")"
cmp -s "$work/reference.csv" "$work/passes.csv" || fail "three passes count otherwise than one"
mapfile -t pass_records < <(awk -F'\t' '$1 == "pass" { print NR }' "$work/passes-whole.ckpt")
if [ "${#pass_records[@]}" -eq 3 ]; then
  n=${pass_records[RANDOM % 3]}
  kill_at_record "$n" /dev/null /dev/null "$enum" "${pass_args[@]}" --checkpoint "$work/passes.ckpt"
  echo "passes: killed at record $n ($kill_mode): $(grep -c '^pass' "$work/passes.ckpt") passes journaled"
  "$enum" "${pass_args[@]}" --resume "$work/passes.ckpt" >"$work/passes-resumed.csv" 2>"$work/passes-resumed.err" ||
    fail "resume of the passes failed: $(cat "$work/passes-resumed.err")"
  cmp -s "$work/reference.csv" "$work/passes-resumed.csv" || fail "the resumed passes count otherwise"
  if [ "$n" -gt "${pass_records[0]}" ] || [ "$kill_mode" = whole ]; then
    grep -q "passes of ply 3" "$work/passes-resumed.err" || fail "no journaled pass resumed: $(cat "$work/passes-resumed.err")"
  fi
else
  fail "the run in three passes journaled ${#pass_records[@]} pass records"
fi

# Foreign journals and bad combinations.
expect_error "other depth" "depth" "$enum" --fen "$fen" --depth 2 --distinct --resume "$journal"
expect_error "other position" "FEN" "$enum" --startpos --depth 3 --distinct --resume "$journal"
expect_error "drops only" "drops-only" "$enum" --fen "$fen" --depth 3 --distinct --drops-only --resume "$journal"
expect_error "existing journal" "exists" "$enum" "${run_args[@]}" --checkpoint "$journal"
expect_error "missing journal" "cannot open" "$enum" "${run_args[@]}" --resume "$work/none.ckpt"
"$build/tools/perft/perft" --depth 2 --checkpoint "$work/perft.ckpt" >/dev/null 2>&1
expect_error "perft journal" "not a perftkit enumeration journal" "$enum" "${run_args[@]}" --resume "$work/perft.ckpt"
expect_error "--checkpoint-every without a journal" "--checkpoint-every" "$enum" "${run_args[@]}" --checkpoint-every 5
expect_error "negative --checkpoint-every" "--checkpoint-every" "$enum" "${run_args[@]}" --checkpoint-every -1 \
  --checkpoint "$work/new.ckpt"

if [ "$failures" -ne 0 ]; then
  echo "$failures failure(s)"
  exit 1
fi
echo "raindrop-enum checkpoint: all checks passed"

#!/usr/bin/env bash
# Checkpoint and resume of raindrop-enum --distinct, black-box: runs killed
# with SIGKILL at random points and resumed each time print exactly what an
# uninterrupted run prints (every ply's lines, distinct positions and
# breakdown); with --checkpoint-every 0 a ply in progress saves a part
# after every frontier shard, so resumes start inside a ply. A damaged
# journal, saved frontier or part, or a journal of another run, is
# refused with exit 2 and a one-line error.
# Usage: raindrop_enum_checkpoint.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1
enum=$build/tools/raindrop-enum/raindrop-enum
source "$(dirname "$0")/lib/checks.sh"

# About a second on one thread; a 16 MiB budget makes ply 3 spill sorted runs.
fen="BbNP3R/8/5K2/8/R7/2p3Qp/2b5/3qrnk1[QRBBNNPPPqrrbnn] b - - 0 20 -"
run_args=(--fen "$fen" --depth 3 --distinct --threads 1 --memory 16 --temp-dir "$work" --csv)
journal=$work/enum.ckpt
plies() { grep -c '^ply' "$1" 2>/dev/null || echo 0; }
parts() { grep -c '^part' "$1" 2>/dev/null || echo 0; }
# Parts of the ply in progress: those after the last ply record.
parts_in_progress() { awk '/^ply/ { n = 0 } /^part/ { n++ } END { print n + 0 }' "$1" 2>/dev/null || echo 0; }

start=$(date +%s%N)
"$enum" "${run_args[@]}" >"$work/reference.csv" 2>"$work/reference.err" || fail "uninterrupted run failed"
grep -q "sorted runs spilled" "$work/reference.err" && ! grep -q " 0 sorted runs" "$work/reference.err" ||
  fail "the run did not spill: $(cat "$work/reference.err")"
# Kill points spread over the run's own duration (printed, so a failure can be replayed).
run_ms=$((($(date +%s%N) - start) / 1000000))
RANDOM=${PERFTKIT_TEST_SEED:-$$}
mode=--checkpoint
partial_kills=0
resumed_inside_ply=0
for attempt in 1 2 3 4; do
  kill_midway "$run_ms" "$work/killed.csv" "$work/killed.err" "$enum" "${run_args[@]}" --checkpoint-every 0 $mode "$journal"
  grep -q "frontier shards of ply" "$work/killed.err" && resumed_inside_ply=$((resumed_inside_ply + 1))
  echo "kill $attempt after ${killed_after}s (run takes ${run_ms} ms): $(plies "$journal") plies and" \
    "$(parts "$journal") parts journaled; $(ls "$journal.frontier" 2>/dev/null | wc -l) saved files"
  [ -s "$journal" ] || { fail "no journal after kill $attempt"; break; }
  if [ "$(plies "$journal")" -gt 0 ] && [ "$(plies "$journal")" -lt 4 ] &&
    [ "$(parts_in_progress "$journal")" -gt 0 ] &&
    [ ! -e "$work/partial.ckpt" ]; then
    cp "$journal" "$work/partial.ckpt"  # for the damaged-file checks below
    cp -r "$journal.frontier" "$work/partial.ckpt.frontier"
  fi
  mode=--resume
  if grep -q "^3," "$work/killed.csv"; then break; fi
  partial_kills=$((partial_kills + 1))
done
"$enum" "${run_args[@]}" --resume "$journal" >"$work/resumed.csv" 2>"$work/resumed.err" ||
  fail "final resume failed: $(cat "$work/resumed.err")"
grep -q "frontier shards of ply" "$work/resumed.err" && resumed_inside_ply=$((resumed_inside_ply + 1))
[ "$resumed_inside_ply" -gt 0 ] || fail "no resume started inside a ply (from saved parts)"
cmp -s "$work/reference.csv" "$work/resumed.csv" || fail "resumed output differs: $(diff "$work/reference.csv" "$work/resumed.csv" | head -5)"
[ "$partial_kills" -gt 0 ] || fail "no kill landed before the run finished (nothing was resumed)"
[ -e "$journal.frontier" ] && fail "saved frontiers left behind after the run finished"
# A finished journal answers at once, with the same output.
"$enum" "${run_args[@]}" --resume "$journal" >"$work/again.csv" 2>/dev/null
cmp -s "$work/reference.csv" "$work/again.csv" || fail "a finished journal gives other output"

# Damaged journals and saved frontiers (from a kill that left one).
head -c $(($(stat -c %s "$journal") - 5)) "$journal" >"$work/truncated.ckpt"
expect_error "truncated journal" "truncated record" "$enum" "${run_args[@]}" --resume "$work/truncated.ckpt"
awk -F'\t' -v OFS='\t' 'NR == 2 { $3 = $3 + 1 } 1' "$journal" >"$work/corrupted.ckpt"
expect_error "corrupted journal" "checksum mismatch" "$enum" "${run_args[@]}" --resume "$work/corrupted.ckpt"
if [ -e "$work/partial.ckpt" ]; then
  # A journaled part of the ply in progress that holds positions (a kill
  # during a save can leave a part file that the journal does not name).
  in_progress=$(plies "$work/partial.ckpt")
  part=
  for ((n = 0; n < $(parts_in_progress "$work/partial.ckpt"); n++)); do
    candidate=$work/partial.ckpt.frontier/ply$in_progress-part$n.bin
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
else
  fail "no kill left a partial journal with a saved frontier and parts"
fi

# Foreign journals and bad combinations.
expect_error "other depth" "depth" "$enum" --fen "$fen" --depth 2 --distinct --resume "$journal"
expect_error "other position" "FEN" "$enum" --depth 3 --distinct --resume "$journal"
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

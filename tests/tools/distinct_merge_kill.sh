#!/usr/bin/env bash
# A distinct enumeration killed inside the journaled end of a ply (the
# last part, the merge of the next ply's frontier shard by shard, its
# merge records, the punching of merged part sections, the rename of the
# merged file) resumes to exactly the output of an uninterrupted run, in
# every game (chess at the first and last pass of every step, the others
# once at each). The kills are chosen by their place in the work
# (PERFTKIT_KILL_AT=<point>:<n>, core/common/fault_point.h) or at a merge
# record's journal append, whole or torn (PERFTKIT_KILL_AT_APPEND), never
# by a timer: the test kills the same step on every machine. With
# PERFTKIT_TEST_SEED (scripts/kill-loop.sh) it adds passes chosen at random.
# Usage: distinct_merge_kill.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1
enum=$build/tools/enumerate/enumerate
source "$(dirname "$0")/lib/checks.sh"
RANDOM=${PERFTKIT_TEST_SEED:-1}
random_points=0
[ -n "${PERFTKIT_TEST_SEED:-}" ] && random_points=2

# Small runs whose plies 1 .. depth-2 end with a set on disk (a part
# after every frontier shard), so each of them ends in a journaled merge
# (two in chess, one in the others: a ply more costs seconds).
games=(
  "chess|--variant chess --depth 4"
  "chess960|--variant chess960 --fen bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR_w_HFhf_-_2_9 --depth 4"
  "dragon|--variant dragon --depth 3"
  "raindrop|--variant raindrop --fen BbNP3R/8/5K2/8/R7/2p3Qp/2b5/3qrnk1[QRBBNNPPPqrrbnn]_b_-_-_0_20_- --depth 3"
)

# resume_to_end NAME JOURNAL ARGS...: resumes until the run finishes (a
# resume may itself be killed by the caller's choice) and compares.
compare_with_reference() {
  local name=$1 what=$2 out=$3
  cmp -s "$work/$name.reference" "$out" ||
    fail "$name, $what: output differs from the uninterrupted run: $(diff "$work/$name.reference" "$out" | head -4)"
}

for entry in "${games[@]}"; do
  name=${entry%%|*}
  read -r -a args <<<"${entry#*|}"
  args=("${args[@]//_/ }")  # FENs are written with _ for spaces above
  args+=(--distinct --threads 1 --format csv --temp-dir "$work")
  "$enum" "${args[@]}" >"$work/$name.reference" 2>"$work/$name.err" ||
    { fail "$name: the uninterrupted run failed: $(cat "$work/$name.err")"; continue; }
  # The journaled runs save a part after every frontier shard, so every
  # ply but the first (one shard) ends with its set on disk. The same run
  # journaled, whole: it must agree, and its journal says how many merges
  # and merge records a run has.
  args+=(--checkpoint-every 0)
  full=$work/$name-full.ckpt
  "$enum" "${args[@]}" --checkpoint "$full" >"$work/$name.journaled" 2>"$work/$name.err" ||
    { fail "$name: the journaled run failed: $(cat "$work/$name.err")"; continue; }
  compare_with_reference "$name" "journaled run" "$work/$name.journaled"
  merges=$(awk -F'\t' '$1 == "merge" { seen[$2] = 1 } END { print length(seen) }' "$full")
  records=$(grep -c '^merge' "$full")
  [ "$merges" -ge 1 ] || { fail "$name: no ply ended in a merge"; continue; }
  shards=$((merges * 256))

  # point:n pairs: the first and last pass of every point, the first
  # merge's last record, and random ones with a seed.
  kills=("merge-last-part:1" "merge-last-part:$merges" "merge-written:1" "merge-written:$shards"
         "merge-written:$((shards / 2 + 3))" "merge-journaled:1" "merge-journaled:$records"
         "merge-punched:1" "merge-punched:$records" "merge-committed:1" "merge-committed:$merges")
  # Chess kills at every point's first and last pass; the other games,
  # whose merges are the same code, once at each point (a kill costs
  # three runs of a few fsyncs per shard), unless a seed asks for more.
  if [ "$name" != chess ] && ((random_points == 0)); then
    kills=("merge-last-part:1" "merge-written:$((shards / 2 + 3))" "merge-journaled:1" "merge-punched:$records"
           "merge-committed:1")
  fi
  for ((i = 0; i < random_points; ++i)); do
    kills+=("merge-written:$((RANDOM % shards + 1))" "merge-journaled:$((RANDOM % records + 1))"
            "merge-punched:$((RANDOM % records + 1))")
  done
  # And at the append of a merge record, whole or torn.
  mapfile -t merge_lines < <(awk -F'\t' '$1 == "merge" { print NR }' "$full")
  appends=("${merge_lines[0]}" "${merge_lines[0]}:torn" "${merge_lines[-1]}:torn")
  [ "$name" != chess ] && ((random_points == 0)) && appends=("${merge_lines[-1]}:torn")
  ((random_points)) && appends+=("${merge_lines[RANDOM % ${#merge_lines[@]}]}:torn")

  n=0
  for kill in "${kills[@]}" "${appends[@]/#/append:}"; do
    journal=$work/$name-$((n++)).ckpt
    if [[ $kill == append:* ]]; then
      PERFTKIT_KILL_AT_APPEND=${kill#append:} "$enum" "${args[@]}" --checkpoint "$journal" >/dev/null 2>&1 &
    else
      PERFTKIT_KILL_AT=$kill "$enum" "${args[@]}" --checkpoint "$journal" >/dev/null 2>&1 &
    fi
    wait $! 2>/dev/null  # (in the background: the shell prints no "Killed" line)
    rc=$?
    [ "$rc" -eq 137 ] || { fail "$name, kill at $kill: the run was not killed (exit $rc)"; continue; }
    # A second kill inside the resumed merge, then the resume to the end.
    PERFTKIT_KILL_AT=merge-written:2 "$enum" "${args[@]}" --resume "$journal" >"$work/out" 2>"$work/err" &
    wait $! 2>/dev/null
    rc=$?
    case $rc in
      137) ;;                                                      # killed again
      0) compare_with_reference "$name" "kill at $kill, first resume" "$work/out" ;;  # no merge left to kill in
      *) fail "$name, kill at $kill: the first resume failed (exit $rc): $(cat "$work/err")"; continue ;;
    esac
    "$enum" "${args[@]}" --resume "$journal" >"$work/out" 2>"$work/err" ||
      { fail "$name, kill at $kill: the last resume failed: $(cat "$work/err")"; continue; }
    compare_with_reference "$name" "kill at $kill" "$work/out"
    [ -e "$journal.frontier" ] && fail "$name, kill at $kill: saved files left behind: $(ls "$journal.frontier")"
  done
  echo "$name: ${#kills[@]} kills at merge steps and ${#appends[@]} at merge records, each resumed twice"
done
find "$work" -maxdepth 1 -name 'perftkit-spill-*' | grep -q . && fail "spill folders left in --temp-dir"

((failures == 0)) && echo "distinct_merge_kill: all resumes equal the uninterrupted runs" && exit 0
echo "distinct_merge_kill: $failures failure(s)"
exit 1

#!/usr/bin/env bash
# Runs a journaled `enumerate --distinct` and records what a record needs
# beside its output: every 5 seconds the time, the process's resident
# memory, the disk held by its journal (with the saved frontier beside
# it) and by its spill folder, and the plies and passes journaled so far;
# stderr with a timestamp on every line; /usr/bin/time -v's summary.
# scripts/plot_distinct_run.py draws the samples (time, memory and disk
# per ply).
#
# Usage: scripts/record-distinct-run.sh OUT_DIR ENUMERATE --checkpoint J|--resume J [--temp-dir T] [options]
#   OUT_DIR/output.csv       the tool's stdout (give it --format csv)
#   OUT_DIR/stderr.txt       its stderr, each line after "EPOCH_SECONDS "
#   OUT_DIR/samples.csv      seconds,rss_mib (all the run's processes),journal_mib,spill_mib,plies,passes
#   OUT_DIR/time.txt         /usr/bin/time -v
# A resumed run (--resume) appends to the same files, so the samples of
# every session of one record stay together.
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $0 OUT_DIR ENUMERATE [options]" >&2; exit 2; }
out=$1
shift
mkdir -p "$out"
journal="" spill=""
args=("$@")
for ((i = 0; i < ${#args[@]}; i++)); do
  case ${args[i]} in
    --checkpoint | --resume) journal=${args[i + 1]:-} ;;
    --temp-dir) spill=${args[i + 1]:-} ;;
  esac
done
[ -n "$journal" ] || { echo "$0: give --checkpoint or --resume (the samples read the journal)" >&2; exit 2; }

descendants() { # every process below PID
  local child
  for child in $(pgrep -P "$1"); do
    echo "$child"
    descendants "$child"
  done
}

mib_of() { # disk space held by the files and folders given (absent ones count 0), in MiB
  local total=0 path size
  for path in "$@"; do
    [ -e "$path" ] || continue
    # Allocated blocks, not apparent sizes: a part file punched out during
    # its ply's final merge keeps its size but gives its blocks back.
    size=$(du -s --block-size=1 "$path" 2>/dev/null | cut -f1) || size=0
    total=$((total + size))
  done
  echo $((total / 1048576))
}

/usr/bin/time -v -a -o "$out/time.txt" "$@" >>"$out/output.csv" \
  2> >(while IFS= read -r line; do printf '%s %s\n' "$(date +%s)" "$line"; done >>"$out/stderr.txt") &
runner=$!
[ -s "$out/samples.csv" ] || echo "seconds,rss_mib,journal_mib,spill_mib,plies,passes" >"$out/samples.csv"
while kill -0 "$runner" 2>/dev/null; do
  rss=0
  for pid in $(descendants "$runner"); do
    # A process that has just ended has no status, or no VmRSS line: 0.
    mib=$(awk '/^VmRSS:/ { print int($2 / 1024) }' "/proc/$pid/status" 2>/dev/null || true)
    rss=$((rss + ${mib:-0}))
  done
  plies=0 passes=0
  if [ -f "$journal" ]; then
    plies=$(grep -c '^ply' "$journal" || true)
    passes=$(grep -c '^pass' "$journal" || true)
  fi
  echo "$(date +%s),${rss:-0},$(mib_of "$journal" "$journal".*),$(mib_of ${spill:+"$spill"}),$plies,$passes" >>"$out/samples.csv"
  sleep 5
done
wait "$runner"

# Shared by the tool tests: a scratch folder, a failure counter,
# expect_status, expect_error, expect_torn_tail_dropped, kill_at_record,
# kill_units_thrice and kill_midway. Source it; the caller
# reports $failures at the end.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

# expect_status STATUS DESCRIPTION -- COMMAND...: runs it, output in $work/out, $work/err.
expect_status() {
  local want=$1 what=$2
  shift 3
  "$@" >"$work/out" 2>"$work/err"
  local got=$?
  if [[ $got != "$want" ]]; then
    fail "$what: exit $got, expected $want"
    sed 's/^/  | /' "$work/out" "$work/err" | head -20
  fi
}

# expect_error DESCRIPTION SUBSTRING COMMAND...: the command must exit 2 with
# a one-line error that mentions SUBSTRING (the bad-input contract).
expect_error() {
  local what=$1 expected=$2
  shift 2
  local err rc
  err=$("$@" 2>&1 >/dev/null)
  rc=$?
  [ "$rc" -eq 2 ] || fail "$what: exit code $rc, expected 2"
  [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] || fail "$what: error is not one line: $err"
  [[ "$err" == *"$expected"* ]] || fail "$what: error '$err' does not mention '$expected'"
}

# expect_torn_tail_dropped DESCRIPTION REFERENCE JOURNAL COMMAND...: COMMAND
# resumes JOURNAL, whose last record was cut or damaged. It must drop that
# record with one line on stderr, exit 0 and print exactly REFERENCE.
expect_torn_tail_dropped() {
  local what=$1 reference=$2 journal=$3
  shift 3
  "$@" >"$work/torn.out" 2>"$work/torn.err" || fail "$what: resume failed: $(cat "$work/torn.err")"
  grep -qx "dropped a torn last record ([1-9][0-9]* bytes) from $journal" "$work/torn.err" ||
    fail "$what: no line about the dropped record: $(cat "$work/torn.err")"
  cmp -s "$reference" "$work/torn.out" || fail "$what: output differs: $(diff "$reference" "$work/torn.out" | head -5)"
}

# kill_at_record N OUT ERR COMMAND...: runs COMMAND with the journal test
# hook (PERFTKIT_KILL_AT_APPEND, core/journal/journal_file.cpp): it
# SIGKILLs itself at its N-th journal append (a new journal's header is the
# first), chosen by $RANDOM once the record is durable or halfway through
# writing it. A kill at a record, unlike one at an instant, lands mid-run
# however loaded the machine is. Sets $kill_mode (whole|torn) for the log.
kill_at_record() {
  local n=$1 out=$2 err=$3 point rc
  shift 3
  kill_mode=whole
  ((RANDOM % 2)) && kill_mode=torn
  point=$n
  [ "$kill_mode" = torn ] && point+=:torn
  PERFTKIT_KILL_AT_APPEND=$point "$@" >"$out" 2>"$err" &
  wait $! 2>/dev/null  # (in the background: the shell prints no "Killed" line)
  rc=$?
  [ "$rc" -eq 137 ] || fail "the run was not killed at its journal append $n ($kill_mode): exit $rc"
}

# kill_units_thrice UNITS RUN_MS JOURNAL COMMAND...: for a journal of unit
# records (perft, lines enumeration; "unit" lines): kills COMMAND
# --checkpoint JOURNAL at a random unit record in its first 80 % (torn or
# whole), the resume at a random instant (10-80 % of RUN_MS, wherever that
# lands), and the next resume at a random record among the units still
# missing. Every choice comes from $RANDOM, which the caller seeds, so a
# failure replays. The caller resumes to the end and compares.
kill_units_thrice() {
  local units=$1 run_ms=$2 journal=$3 n missing
  shift 3
  unit_records() { grep -c '^unit' "$journal" 2>/dev/null || echo 0; }
  n=$((3 + RANDOM % (units * 4 / 5)))  # (the header is record 1: at least one whole unit)
  kill_at_record "$n" /dev/null /dev/null "$@" --checkpoint "$journal"
  echo "killed at record $n ($kill_mode): $(unit_records) of $units units journaled"
  kill_midway "$run_ms" /dev/null /dev/null "$@" --resume "$journal"
  echo "resume killed after ${killed_after}s (the run takes $run_ms ms): $(unit_records) units journaled"
  missing=$((units - $(unit_records)))
  if [ "$missing" -ge 2 ]; then
    n=$((1 + RANDOM % (missing - 1)))
    kill_at_record "$n" /dev/null /dev/null "$@" --resume "$journal"
    echo "resume killed at its record $n ($kill_mode): $(unit_records) units journaled"
  fi
}

# kill_midway RUN_MS STDOUT STDERR COMMAND...: runs COMMAND in the
# background and SIGKILLs it after a random 10-80 % of RUN_MS (the
# uninterrupted run's time; $RANDOM decides, so seed it to replay a
# failure). Sets $killed_after to the delay in seconds, for the log.
kill_midway() {
  local run_ms=$1 out=$2 err=$3 pid
  shift 3
  killed_after=$(awk -v ms="$run_ms" -v percent=$((10 + RANDOM % 71)) 'BEGIN { printf "%.3f", ms * percent / 100000 }')
  "$@" >"$out" 2>"$err" &
  pid=$!
  sleep "$killed_after"
  kill -KILL "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
}

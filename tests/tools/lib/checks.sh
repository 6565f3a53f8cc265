# Shared by the tool tests: a scratch folder, a failure counter,
# expect_status, expect_error and kill_midway. Source it; the caller
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

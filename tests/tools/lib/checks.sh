# Shared by the tool tests: a scratch folder, a failure counter,
# expect_status and expect_error. Source it; the caller reports $failures
# at the end.
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

# Shared by the tool tests: a scratch folder, a failure counter, and
# expect_status. Source it; the caller reports $failures at the end.
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

# Shared by the perft-diff tool tests: finds Debian's stockfish (or
# $PERFTKIT_STOCKFISH), sources checks.sh, and adds expect_output FILE TEXT
# and json_check PYTHON_CONDITION (on the JSON in $work/out). Expects
# $build and $source; sets $tool, $fixtures and $stockfish.
tool=$build/tools/perft-diff/perft-diff
fixtures=$source/tests/fixtures
stockfish=${PERFTKIT_STOCKFISH:-/usr/games/stockfish}
[[ -x $stockfish ]] || stockfish=$(command -v stockfish || true)
if [[ -z $stockfish ]]; then
  echo "FAIL: stockfish is not installed (scripts/setup.sh installs it)"
  exit 1
fi
source "$(dirname "${BASH_SOURCE[0]}")/checks.sh"

expect_output() {
  if ! grep -qF -- "$2" "$work/$1"; then
    fail "expected '$2' in $1:"
    sed 's/^/  | /' "$work/$1" | head -20
  fi
}

json_check() {
  python3 -c "import json,sys; r=json.load(open('$work/out')); sys.exit(0 if ($1) else 1)" ||
    fail "JSON check failed: $1"
}

#!/usr/bin/env bash
# Every installed tool (BUILD_DIR/installed-tools.txt) names its build
# alike: `--version` prints one line "<tool> <version> (commit <hash>,
# <compiler>, PEXT|magics)" with the version of the top CMakeLists.txt, and
# the JSON outputs carry the same string. Every tool's --help ends with its
# exit codes (tools/cli/command_line.h): "Exit status:", then 0, 1 where
# the tool verifies counts (and exits 1 when one differs), and 2.
# Usage: tool_version.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1 source=$2
source "$(dirname "$0")/lib/checks.sh"

version=$(sed -n 's/^project(perftkit VERSION \([0-9.]*\).*/\1/p' "$source/CMakeLists.txt")
line_pattern="^[a-z-]+ $version \\(commit ([0-9a-f]+|unknown), [A-Za-z]+ [0-9.]+, (PEXT|magics)\\)\$"
# The tools that exit 1 on a count that differs from a reference.
verifying=" perft perft-diff perft-bench batch-analyze dragon-prof perft-mpi "
tools=0
while read -r tool path; do
  tools=$((tools + 1))
  expect_status 0 "$tool --version" -- "$path" --version </dev/null
  out=$(cat "$work/out")
  [[ $out == "$tool "* && $(wc -l <"$work/out") -eq 1 ]] || fail "$tool --version: not one line naming the tool: $out"
  [[ $out =~ $line_pattern ]] || fail "$tool --version: unexpected shape: $out"
  [ "$tool" = dragon-prof ] && build_string=${out#dragon-prof }

  expect_status 0 "$tool --help" -- "$path" --help </dev/null
  # From the last "Exit status:" line on: only "  N  meaning" and continuation lines.
  codes=$(awk '$0 == "Exit status:" { codes = ""; on = 1; next }
               on && /^  [0-9]  [^ ]/ { codes = codes $1 " "; next }
               on && /^     [^ ]/ { next }
               { on = 0; codes = "" } END { print codes }' "$work/out")
  want="0 2 "
  [[ $verifying == *" $tool "* ]] && want="0 1 2 "
  [ "$codes" = "$want" ] || fail "$tool --help does not end with its exit codes ($want): $(tail -4 "$work/out")"
done <"$build/installed-tools.txt"
[ "$tools" -ge 7 ] || fail "only $tools tools in $build/installed-tools.txt"

expect_json_version() {  # expect_json_version DESCRIPTION COMMAND...
  local what=$1
  shift
  local out
  out=$("$@" 2>/dev/null)
  [[ $out == *"\"version\":\"$build_string\""* || $out == *"\"version\": \"$build_string\""* ]] ||
    fail "$what: no \"version\":\"$build_string\" in: $out"
}
expect_json_version "perft --json" "$build/tools/perft/perft" --startpos --depth 1 --json
expect_json_version "raindrop-enum --json" "$build/tools/raindrop-enum/raindrop-enum" --depth 1 --json
expect_json_version "enumerate --format json" "$build/tools/enumerate/enumerate" --depth 1 --format json
printf '%s\n' "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" >"$work/one.epd"
expect_json_version "batch-analyze totals" "$build/tools/batch-analyze/batch-analyze" --input "$work/one.epd" --depth 1

if [ "$failures" -eq 0 ]; then echo "tool_version: all checks passed"; else echo "tool_version: $failures failed"; exit 1; fi

#!/usr/bin/env bash
# The project's shell scripts run with `set -o pipefail`, so a pipeline
# fails when its writer dies of SIGPIPE: `printf '%s\n' "$out" | head -1`
# does when the text is longer than the shell's 4 KiB write buffer and head
# exits between two writes, which happens only under load (perft_stats.sh
# failed that way once in a ctest -j2 run). A reader that may stop early
# (head, grep -q, grep -m) is fed from a here-string instead
# (`head -1 <<<"$out"`): the shell writes it whole before the reader runs.
# This check finds the pattern in every script the tests and CI run.
# Usage: early_pipe_readers.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
source=$2
# A variable's text (printf '%s\n' "$x" or echo "$x") piped into a reader that may stop early.
pattern="(printf '%s\\\\n'|echo) \"\\\$[A-Za-z_]+\" *\| *(head|grep -[A-Za-z]*[qm])"
found=$(grep -rnE "$pattern" \
  "$source/tests" "$source/scripts" "$source/.ci" --include='*.sh' --include=run 2>/dev/null |
  grep -vE '^[^:]+:[0-9]+: *#')  # (comments may show the pattern)
if [ -n "$found" ]; then
  echo "FAIL: a variable's text piped into a reader that may stop early (use <<<\"\$var\"):"
  printf '%s\n' "$found" | sed "s|^$source/|  |"
  exit 1
fi
# The check itself finds what it is for.
probe=$(mktemp)
trap 'rm -f "$probe"' EXIT
printf '%s\n' "printf '%s\\n' \"\$out\" | head -1" >"$probe"
grep -qE "$pattern" "$probe" ||
  { echo "FAIL: the pattern does not find its own example"; exit 1; }
echo "early pipe readers: none"

#!/usr/bin/env bash
# The package's long description (BUILD_DIR/package/description.txt,
# which cpack reads: cmake/package.cmake) lists every installed tool
# (BUILD_DIR/installed-tools.txt) with the summary its --help starts with,
# in lines of at most 79 characters (Debian's control file);
# scripts/check-install.sh --package checks the .deb's Description field.
# Usage: package_description.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$(cd "$1" && pwd)
source "$(dirname "$0")/lib/checks.sh"

description=$build/package/description.txt
[ -s "$description" ] || { echo "FAIL: no $description"; exit 1; }
grep -q "CPACK_PERFTKIT_DESCRIPTION_FILE \"$description\"" "$build/CPackConfig.cmake" ||
  fail "CPackConfig.cmake does not hand cpack $description"
grep -q 'CPACK_PROJECT_CONFIG_FILE ".*/cmake/package/description.cmake"' "$build/CPackConfig.cmake" ||
  fail "CPackConfig.cmake does not read the description at cpack time"
long=$(awk 'length($0) > 79' "$description")
[ -z "$long" ] || fail "lines longer than 79 characters: $long"
# The list as one line a tool: " - TOOL: summary" with its continuation lines joined.
awk '/^ - / { if (item) print item; item = substr($0, 4); next }
     /^   / { item = item " " substr($0, 4); next } END { if (item) print item }' "$description" >"$work/listed"
tools=0
while read -r tool path; do
  tools=$((tools + 1))
  summary=$("$path" --help </dev/null | awk 'NF == 0 { if (n) exit; next } { printf "%s%s", (n++ ? " " : ""), $0 }' | tr -s ' ')
  grep -qxF -- "$summary" "$work/listed" || fail "$tool is not listed as '$summary' in $description"
done <"$build/installed-tools.txt"
[ "$(wc -l <"$work/listed")" -eq "$tools" ] || fail "$description lists $(wc -l <"$work/listed") tools, $tools are installed"

if [ "$failures" -eq 0 ]; then echo "package_description: all checks passed ($tools tools)"; else echo "package_description: $failures failed"; exit 1; fi

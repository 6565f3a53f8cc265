#!/usr/bin/env bash
# Every installed tool (BUILD_DIR/installed-tools.txt, cmake/installed_tools.cmake)
# has a manual page built from its --help (BUILD_DIR/man/TOOL.1.gz,
# man/make_manpage.py) that is its own: the title and NAME name the tool,
# the NAME line is the whole first paragraph of --help (not its first
# line), the SYNOPSIS gives the tool's usage, an EXIT STATUS section
# lists its codes, and SEE ALSO points to its manual where cmake/install.cmake
# installs docs/ (a file that docs/ has), never to the source tree.
# Usage: man_pages.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1 source=$2
source "$(dirname "$0")/lib/checks.sh"

tool_list=$build/installed-tools.txt
[ -s "$tool_list" ] || { echo "FAIL: no $tool_list"; exit 1; }
prefix=$(sed -n 's/^CMAKE_INSTALL_PREFIX:PATH=//p' "$build/CMakeCache.txt")
doc_dir=$prefix/share/doc/perftkit

# roff as plain text: font changes and escapes dropped, "\-" a hyphen.
plain() { sed -e 's/\\f[BIRP]//g' -e 's/\\[,/&]//g' -e 's/\\-/-/g' -e 's/\\e/\\/g' -e 's/^\.[BI] //'; }
# section NAME < page: the section's lines, as text.
section() { awk -v want=".SH $1" '/^\.SH / { on = ($0 == want) ; next } on' | plain; }

checked=0
while read -r tool path; do
  page=$build/man/$tool.1.gz
  [ -f "$page" ] || { fail "$tool: no manual page $page (help2man installed?)"; continue; }
  zcat "$page" >"$work/page" || { fail "$tool: $page is not gzip"; continue; }
  # The first paragraph of --help: "TOOL: summary", maybe over several lines.
  "$path" --help >"$work/help" 2>&1 </dev/null || fail "$tool --help exited with $?"
  first=$(awk 'NF == 0 { if (n) exit; next } { printf "%s%s", (n++ ? " " : ""), $0 }' "$work/help" | tr -s ' ')
  [[ $first == "$tool: "* ]] || fail "$tool --help does not start with '$tool: ': $first"
  summary=${first#"$tool: "}

  grep -q "^\.TH \"\?${tool^^}\"\? " "$work/page" || fail "$tool: the title is not ${tool^^}: $(grep '^\.TH' "$work/page")"
  name=$(section NAME <"$work/page" | tr '\n' ' ' | tr -s ' ' | sed 's/ $//')
  [ "$name" = "$tool - $summary" ] ||
    fail "$tool: NAME is not the tool and its whole summary: '$name' (--help: '$first')"
  synopsis=$(section SYNOPSIS <"$work/page" | tr '\n' ' ')
  [ -n "$synopsis" ] || fail "$tool: no SYNOPSIS section"
  read -r -a words <<<"$synopsis"
  # A usage starts with the tool's name (after "mpirun -np N" for the MPI tools).
  [[ ${words[0]:-} == "$tool" || (${words[0]:-} == mpirun && ${words[3]:-} == "$tool") ]] ||
    fail "$tool: SYNOPSIS is not the tool's usage: $synopsis"
  exits=$(section '"EXIT STATUS"' <"$work/page" | grep -cx '[0-9]')
  [ "$exits" -ge 2 ] || fail "$tool: no EXIT STATUS section with its codes"
  manual=$(section '"SEE ALSO"' <"$work/page" | sed -n 's/^The full manual: //p')
  if [ -z "$manual" ]; then
    fail "$tool: SEE ALSO names no manual"
  elif [[ $manual != "$doc_dir"/* || ! -f $source/docs/${manual#"$doc_dir"/} ]]; then
    fail "$tool: the manual '$manual' is not a page of docs/ as installed in $doc_dir"
  fi
  if grep -q 'perftkit sources\|docs/' "$work/page"; then
    fail "$tool: the page points into the source tree: $(grep -m1 'perftkit sources\|docs/' "$work/page")"
  fi
  checked=$((checked + 1))
done <"$tool_list"
[ "$checked" -ge 7 ] || fail "only $checked tools listed in $tool_list"

if [ "$failures" -eq 0 ]; then echo "man_pages: all checks passed ($checked pages)"; else echo "man_pages: $failures failed"; exit 1; fi

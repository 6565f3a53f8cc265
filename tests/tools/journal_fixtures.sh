#!/usr/bin/env bash
# Journals written by an earlier build still resume: each journal in
# tests/fixtures/journals/ (perft, lines and distinct enumeration, stopped
# part-way; see the README there) is resumed from a copy and must reach
# the run's known totals. A journal of an unknown format version is
# refused with exit 2 and a one-line error naming the version found and
# the ones this build reads.
# Usage: journal_fixtures.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1
source_dir=$2
perft=$build/tools/perft/perft
enum=$build/tools/raindrop-enum/raindrop-enum
fixtures=$source_dir/tests/fixtures/journals
source "$(dirname "$0")/lib/checks.sh"

version=$("$perft" --version | awk '{ print $2 }')

# set_header_field JOURNAL INDEX VALUE: replaces one field of the header
# (0 is the tag) and seals the line again with its CRC-32.
set_header_field() {
  python3 - "$@" <<'EOF'
import sys, zlib
path, index, value = sys.argv[1], int(sys.argv[2]), sys.argv[3]
data = open(path, 'rb').read()
end = data.index(b'\n')
fields = data[:end].split(b'\t')[:-1]
fields[index] = value.encode()
line = b'\t'.join(fields)
open(path, 'wb').write(line + b'\t' + b'%08x' % zlib.crc32(line) + data[end:])
EOF
}

# copy NAME: the fixture (and its folder of saved files) in the scratch
# folder, its program version field set to this build's: a journal is
# refused by another program version on purpose, and the format is what
# this test guards.
copy() {
  cp -r "$fixtures/$1" "$work/"
  [ -d "$fixtures/$1.frontier" ] && cp -r "$fixtures/$1.frontier" "$work/"
  set_header_field "$work/$1" 2 "$version"
  echo "$work/$1"
}

# resumes NAME EXPECTED COMMAND...: COMMAND --resume on a copy of NAME
# exits 0 and prints a line matching EXPECTED (an extended regex).
resumes() {
  local name=$1 expected=$2 journal
  shift 2
  journal=$(copy "$name")
  "$@" --resume "$journal" >"$work/out" 2>"$work/err" || fail "$name: resume failed: $(cat "$work/err")"
  grep -Eq "$expected" "$work/out" || fail "$name: no line '$expected' in: $(tail -3 "$work/out")"
  grep -q "^resumed " "$work/err" || fail "$name: nothing was resumed: $(cat "$work/err")"
}

resumes perft-startpos-d4.ckpt "^Nodes searched: 197281$" "$perft" --depth 4 --threads 2
resumes perft-raindrop-expected-d2.ckpt "\(exact 168735/64\)$" \
  "$perft" --variant raindrop --model expected --depth 2 --threads 2
lines_fen="1B1NRQ2/7P/K7/6k1/3p4/4Np2/4n3/6rb[Qq] b - - 0 16 q"
resumes lines-d3.ckpt "^3,159537," "$enum" --fen "$lines_fen" --depth 3 --csv --threads 2
grep -q "dropped a torn last record" "$work/err" || fail "lines-d3.ckpt: its torn last record was not dropped"
enum_fen="4k3/8/8/8/8/8/8/4K3[Nn] w - - 0 1 -"
enum_args=(--fen "$enum_fen" --distinct --threads 1 --memory 16 --temp-dir "$work" --csv --passes 4)
resumes enum-parts-d3.ckpt "^3,56757,24026," "$enum" "${enum_args[@]}" --depth 3
resumes enum-passes-d2.ckpt "^2,4157,4157," "$enum" "${enum_args[@]}" --depth 2

# An unknown format version: refused, naming what was found and what is read.
refuses_format_99() {
  local name=$1 readable=$2 journal
  shift 2
  journal=$(copy "$name")
  set_header_field "$journal" 1 99
  expect_error "$name of format 99" "format '99' is not supported (this program reads $readable)" \
    "$@" --resume "$journal"
}
refuses_format_99 perft-startpos-d4.ckpt "1 to 3" "$perft" --depth 4
refuses_format_99 lines-d3.ckpt "1" "$enum" --fen "$lines_fen" --depth 3 --csv
refuses_format_99 enum-passes-d2.ckpt "1 to 5" "$enum" "${enum_args[@]}" --depth 2

exit $((failures > 0))

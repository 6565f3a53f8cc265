#!/usr/bin/env bash
# A full disk, simulated by a file-size limit (ulimit -f: a write past it
# fails with EFBIG; the tools ignore SIGXFSZ). A run whose journal, saved
# part or spill write fails stops with exit 2 and a one-line error naming
# the file, reports no count, leaves nothing in --temp-dir, and leaves a
# journal that resumes to the uninterrupted result once space is back.
# Usage: checkpoint_full_disk.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1
perft=$build/tools/perft/perft
enum=$build/tools/raindrop-enum/raindrop-enum
source "$(dirname "$0")/lib/checks.sh"

# limited KB COMMAND...: COMMAND under a file-size limit of KB kilobytes.
limited() {
  local kb=$1
  shift
  (ulimit -f "$kb" && exec "$@")
}

# expect_full_disk DESCRIPTION FILE_FRAGMENT COMMAND...: exit 2, one line
# on stderr naming a file that contains FILE_FRAGMENT, nothing on stdout.
expect_full_disk() {
  local what=$1 fragment=$2
  shift 2
  "$@" >"$work/full.out" 2>"$work/full.err"
  local rc=$?
  [ "$rc" -eq 2 ] || fail "$what: exit $rc, expected 2 ($(cat "$work/full.err"))"
  [ "$(wc -l <"$work/full.err")" -eq 1 ] || fail "$what: error is not one line: $(cat "$work/full.err")"
  grep -q -- "$fragment" "$work/full.err" || fail "$what: the error does not name the file: $(cat "$work/full.err")"
  grep -q "File too large" "$work/full.err" || fail "$what: the error does not say why: $(cat "$work/full.err")"
  [ ! -s "$work/full.out" ] || fail "$what: a count was reported: $(head -3 "$work/full.out")"
}

mkdir -p "$work/tmp"
spill_folders() { find "$work/tmp" -mindepth 1 -maxdepth 1 | wc -l; }

# perft: a journal of about 13 KB under an 8 KB limit.
position4="r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
perft_args=(--fen "$position4" --depth 5 --threads 2 --divide)
"$perft" "${perft_args[@]}" >"$work/perft.reference" 2>/dev/null || fail "perft: uninterrupted run failed"
expect_full_disk "perft journal" "perft.ckpt" limited 8 "$perft" "${perft_args[@]}" --checkpoint "$work/perft.ckpt"
[ "$(stat -c %s "$work/perft.ckpt")" -le 8192 ] || fail "perft journal grew past the limit"
[ -z "$(tail -c 1 "$work/perft.ckpt")" ] || fail "perft journal does not end in a whole record"
"$perft" "${perft_args[@]}" --resume "$work/perft.ckpt" >"$work/perft.resumed" 2>"$work/perft.err" ||
  fail "perft: resume after the full disk failed: $(cat "$work/perft.err")"
cmp -s "$work/perft.reference" "$work/perft.resumed" || fail "perft: resumed output differs"
grep -q "dropped a torn" "$work/perft.err" && fail "perft: the failed append left a torn record"

# raindrop-enum --distinct: a 16 MiB budget makes ply 3, counted in one pass
# over all keys, spill sorted runs
# of 32 KB or more, which a 16 KB limit stops.
fen="BbNP3R/8/5K2/8/R7/2p3Qp/2b5/3qrnk1[QRBBNNPPPqrrbnn] b - - 0 20 -"
enum_args=(--fen "$fen" --depth 3 --distinct --threads 2 --memory 16 --temp-dir "$work/tmp" --csv --passes 1)
"$enum" "${enum_args[@]}" >"$work/enum.reference" 2>/dev/null || fail "raindrop-enum: uninterrupted run failed"
expect_full_disk "spill run" "$work/tmp/perftkit-spill-" limited 16 "$enum" "${enum_args[@]}"
[ "$(spill_folders)" -eq 0 ] || fail "spill files left after the failed run: $(ls "$work/tmp")"

# The same with a journal: a saved part or spill write fails; the resume
# with space back gives the uninterrupted output.
expect_full_disk "journaled distinct run" "$work/" limited 16 \
  "$enum" "${enum_args[@]}" --checkpoint-every 0 --checkpoint "$work/enum.ckpt"
[ "$(spill_folders)" -eq 0 ] || fail "spill files left after the failed journaled run: $(ls "$work/tmp")"
"$enum" "${enum_args[@]}" --resume "$work/enum.ckpt" >"$work/enum.resumed" 2>"$work/enum.err" ||
  fail "raindrop-enum: resume after the full disk failed: $(cat "$work/enum.err")"
cmp -s "$work/enum.reference" "$work/enum.resumed" || fail "raindrop-enum: resumed output differs"
[ "$(spill_folders)" -eq 0 ] || fail "spill files left after the resumed run: $(ls "$work/tmp")"
[ -e "$work/enum.ckpt.frontier" ] && fail "saved files left after the resumed run finished"

if [ "$failures" -ne 0 ]; then
  echo "$failures failure(s)"
  exit 1
fi
echo "full disk: all checks passed"

#!/usr/bin/env bash
# enumerate, black-box: chess's lines equal perft ply by ply and its
# game-status breakdown (check, checkmate, stalemate) is right; Raindrop through enumerate prints what raindrop-enum prints
# and shares its journals; --distinct works, or is refused in one line,
# for every variant; bad input exits 2 with one line naming the input;
# killed journaled runs (lines, distinct) resume to the uninterrupted
# run's output, with the whole command line or with --resume FILE alone.
# The chess distinct counts (OEIS A083276, A057745, A019319) are checked
# to ply 5, with and without a breakdown.
# Usage: enumerate.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1
enum=$build/tools/enumerate/enumerate
raindrop_enum=$build/tools/raindrop-enum/raindrop-enum
perft=$build/tools/perft/perft
source "$(dirname "$0")/lib/checks.sh"


# Column COLUMN (by header name) of the CSV row of ply PLY in $work/out.
csv_value() {
  awk -F, -v column="$1" -v ply="$2" 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == column) c = i; next }
    $1 == ply { print $c }' "$work/out"
}

# Lines = perft, ply 0-4 of chess (variant_walk.sh checks ply 2 of every variant).
expect_status 0 "enumerate --list-variants" -- "$enum" --list-variants
variants=$(awk '{print $1}' "$work/out")
[ -n "$variants" ] || fail "--list-variants printed no names"
expect_status 0 "chess lines to ply 4" -- "$enum" --variant chess --depth 4 --format csv --threads 2
[ "$(csv_value lines 0)" = 1 ] || fail "chess ply 0 is not one line: $(sed -n 2p "$work/out")"
for ply in 1 2 3 4; do
  nodes=$("$perft" --depth "$ply" 2>/dev/null | sed -n 's/^Nodes searched: //p')
  [ -n "$nodes" ] && [ "$(csv_value lines "$ply")" = "$nodes" ] ||
    fail "chess ply $ply: enumerate counts $(csv_value lines "$ply") lines, perft $nodes"
done

# Chess's breakdown: 12 checks at ply 3, 469 checks and 8 mates at ply 4
# (the published perft tables); a stalemate and a mate at ply 0.
expect_status 0 "chess breakdown" -- "$enum" --variant chess --depth 4 --format csv
[ "$(head -1 "$work/out")" = "ply,lines,lines_check,lines_checkmate,lines_stalemate" ] ||
  fail "chess CSV header: $(head -1 "$work/out")"
grep -qx "3,8902,12,0,0" "$work/out" || fail "chess ply 3: $(grep '^3,' "$work/out")"
grep -qx "4,197281,469,8,0" "$work/out" || fail "chess ply 4: $(grep '^4,' "$work/out")"
expect_status 0 "stalemate" -- "$enum" --variant chess --fen "7k/8/6Q1/8/8/8/8/K7 b - - 0 1" --depth 0 --format csv
grep -qx "0,1,0,0,1" "$work/out" || fail "a stalemate is not counted as one: $(cat "$work/out")"
expect_status 0 "checkmate" -- "$enum" --variant chess --fen "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1" --depth 0 --format json
grep -q '"lines_check": 1, "lines_checkmate": 1, "lines_stalemate": 0}' "$work/out" ||
  fail "a mate is not counted as check and mate: $(cat "$work/out")"

# Raindrop through enumerate = raindrop-enum, in every format, lines and distinct.
start='8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1'
for args in "--depth 2 --distinct" "--depth 2 --distinct --passes 3 --full-codes" \
  "--depth 2 --joker-rule remove --jokers 1 --distinct" "--depth 2 --model deck --distinct --fen START"; do
  read -r -a run <<<"$args"
  [[ $args == *START ]] && run=("${run[@]:0:${#run[@]}-1}" "$start")
  for format in text csv json; do
    legacy=()
    [ "$format" != text ] && legacy=("--$format")
    "$raindrop_enum" "${run[@]}" "${legacy[@]}" >"$work/legacy.out" 2>/dev/null || fail "raindrop-enum $args --$format failed"
    expect_status 0 "enumerate --variant raindrop $args --format $format" -- \
      "$enum" --variant raindrop "${run[@]}" --format "$format"
    cmp -s "$work/legacy.out" "$work/out" || fail "raindrop $args --format $format: enumerate differs from raindrop-enum"
  done
done
grep -q '"ply": 2, "lines": 3612, "distinct": ' "$work/out" || fail "the deck-model run: $(grep '"ply": 2' "$work/out")"

# A line per pass of the last ply on stderr, unless --report-passes=off.
expect_status 0 "passes reported" -- "$enum" --variant raindrop --depth 2 --distinct --passes 2
[ "$(grep -c '^ply 2 keys ' "$work/err")" -eq 2 ] || fail "two passes, not two lines: $(cat "$work/err")"
expect_status 0 "passes not reported" -- "$enum" --variant raindrop --depth 2 --distinct --passes 2 --report-passes=off
grep -q '^ply 2' "$work/err" && fail "--report-passes=off still reports: $(cat "$work/err")"

# --distinct for every variant: ply 1's positions are all distinct, or the
# variant has no codes yet and says so in one line.
for variant in $variants; do
  "$enum" --variant "$variant" --depth 1 --distinct --format csv >"$work/out" 2>"$work/err"
  rc=$?
  if [ "$rc" -eq 0 ]; then
    [ "$(csv_value distinct 1)" = "$(csv_value lines 1)" ] || fail "$variant --distinct: ply 1: $(tail -1 "$work/out")"
  else
    [ "$rc" -eq 2 ] && [ "$(wc -l <"$work/err")" -eq 1 ] && grep -q "^enumerate: error: --distinct: $variant positions have no exact codes" "$work/err" ||
      fail "$variant --distinct: exit $rc: $(cat "$work/err")"
  fi
done

# The chess distinct counts, ply 0-5: OEIS A083276 (positions), A057745
# (en passant by availability; it parts from A083276 at ply 6) and A019319
# (diagrams).
chess_distinct_checks() {
  local rule expected
  for rule in positions:1,20,400,5362,72078,822518 ep-available:1,20,400,5362,72078,822518 \
    diagrams:1,20,400,5362,71852,815677; do
    expected=${rule#*:}
    rule=${rule%%:*}
    expect_status 0 "chess --distinct --identity $rule" -- \
      "$enum" --variant chess --depth 5 --distinct --identity "$rule" --format csv --threads 2
    got=$(for ply in 0 1 2 3 4 5; do csv_value distinct "$ply"; done | paste -sd, -)
    [ "$got" = "$expected" ] || fail "chess --identity $rule: distinct $got, expected $expected"
  done
  expect_status 0 "chess --distinct --depth 2" -- "$enum" --variant chess --distinct --depth 2 --format csv
  [ "$(cut -d, -f3 "$work/out" | paste -sd, -)" = "distinct,1,20,400" ] || fail "chess --distinct --depth 2: $(cat "$work/out")"
  # A journal records its rule: --resume alone counts by it, and resumed
  # under another rule, it is refused.
  expect_status 0 "chess diagrams journal" -- \
    "$enum" --variant chess --distinct --identity diagrams --depth 3 --checkpoint "$work/diagrams.ckpt"
  cp "$work/out" "$work/diagrams.out"
  expect_status 0 "diagrams journal resumed alone" -- "$enum" --resume "$work/diagrams.ckpt"
  cmp -s "$work/diagrams.out" "$work/out" || fail "diagrams journal resumed alone: $(diff "$work/diagrams.out" "$work/out" | head -5)"
  expect_error "diagrams journal resumed as positions" "identity rule 'diagrams'" \
    "$enum" --variant chess --distinct --identity positions --depth 3 --resume "$work/diagrams.ckpt"
  expect_error "diagrams journal resumed alone as positions" "identity rule 'diagrams'" \
    "$enum" --identity positions --resume "$work/diagrams.ckpt"
  # --no-breakdown: the same lines and distinct positions (the last ply in
  # passes of codes alone), no category columns; a journal with a
  # breakdown is refused to a run without, and one killed inside the last
  # ply's passes resumes to the same counts.
  expect_status 0 "chess --distinct --no-breakdown" -- \
    "$enum" --variant chess --depth 5 --distinct --no-breakdown --memory 16 --format csv --threads 2
  got=$(for ply in 0 1 2 3 4 5; do echo "$(csv_value lines "$ply")/$(csv_value distinct "$ply")"; done | paste -sd, -)
  [ "$got" = "1/1,20/20,400/400,8902/5362,197281/72078,4865609/822518" ] || fail "chess --no-breakdown: $got"
  [ "$(head -1 "$work/out")" = "ply,lines,distinct" ] || fail "chess --no-breakdown columns: $(head -1 "$work/out")"
  cp "$work/out" "$work/no-breakdown.csv"
  grep -q "ply 5 keys .*: [0-9]* distinct" "$work/err" || fail "--no-breakdown --memory 16: no passes reported: $(cat "$work/err")"
  kill_at_record 8 /dev/null /dev/null "$enum" --variant chess --depth 5 --distinct --no-breakdown --memory 16 \
    --format csv --checkpoint "$work/no-breakdown.ckpt"
  expect_status 0 "--no-breakdown resumed" -- "$enum" --variant chess --depth 5 --distinct --no-breakdown --memory 16 \
    --format csv --resume "$work/no-breakdown.ckpt"
  cmp -s "$work/no-breakdown.csv" "$work/out" || fail "resumed --no-breakdown counts differ: $(diff "$work/no-breakdown.csv" "$work/out" | head -5)"
  grep -q "passes of ply 5" "$work/err" || fail "--no-breakdown: not resumed inside the last ply: $(cat "$work/err")"
  expect_error "a journal with a breakdown resumed with --no-breakdown" "breakdown categories" \
    "$enum" --no-breakdown --resume "$work/diagrams.ckpt"
}
chess_distinct_checks

# Bad input: one line naming it, exit 2.
expect_error "unknown variant" "--variant: unknown variant 'shogi'" "$enum" --variant shogi --depth 1
expect_error "missing depth" "--depth: missing" "$enum" --variant chess
expect_error "negative depth" "--depth: -1 is out of range" "$enum" --variant chess --depth -1
expect_error "malformed FEN" "FEN 'e4'" "$enum" --variant chess --depth 1 --fen e4
expect_error "FEN and --startpos" "--fen and --startpos" "$enum" --depth 1 --startpos --fen "8/8/8/8/8/8/8/8 w - - 0 1"
expect_error "unknown format" "--format: unknown format 'xml'" "$enum" --depth 1 --format xml
expect_error "--identity without --distinct" "--identity: works with --distinct only" "$enum" --depth 1 --identity diagrams
expect_error "unknown --identity" "--identity: unknown rule 'fen'" "$enum" --depth 1 --distinct --identity fen
expect_error "--identity for Raindrop" "--identity: 'diagrams' does not apply to raindrop" \
  "$enum" --variant raindrop --depth 1 --distinct --identity diagrams
expect_error "--identity for Raindrop" "--identity: 'ep-available' does not apply to raindrop" \
  "$enum" --variant raindrop --depth 1 --distinct --identity ep-available
expect_error "--joker-rule with chess" "--joker-rule: jokers apply to --variant raindrop only" \
  "$enum" --variant chess --depth 1 --joker-rule remove
expect_error "--model with chess" "--model: deck models apply to --variant raindrop only" \
  "$enum" --variant chess --depth 1 --model deck
expect_error "--drops-only with chess" "--drops-only: drops apply to --variant raindrop only" \
  "$enum" --variant chess --depth 1 --drops-only
expect_error "--full-codes with dragon" "--full-codes: the 48- and 16-byte codes apply to --variant raindrop only" \
  "$enum" --variant dragon --depth 1 --distinct --full-codes
expect_error "expected model" "--model: 'expected' is a chance model" "$enum" --variant raindrop --model expected --depth 1
expect_error "--json is raindrop-enum's" "unrecognised option '--json'" "$enum" --depth 1 --json

# Journals. Lines: chess ply 4, killed at its 5th record and resumed.
expect_status 0 "chess lines reference" -- "$enum" --variant chess --depth 4 --format csv --threads 2
cp "$work/out" "$work/reference.csv"
kill_at_record 5 /dev/null /dev/null "$enum" --variant chess --depth 4 --format csv --threads 2 --checkpoint "$work/lines.ckpt"
expect_status 0 "chess lines resumed" -- "$enum" --variant chess --depth 4 --format csv --threads 1 --resume "$work/lines.ckpt"
cmp -s "$work/reference.csv" "$work/out" || fail "resumed chess lines differ: $(diff "$work/reference.csv" "$work/out" | head -5)"
grep -q "^resumed [1-9][0-9]* of [0-9]* units from $work/lines.ckpt$" "$work/err" || fail "no resumed line: $(cat "$work/err")"
expect_error "lines journal of another variant" "variant" \
  "$enum" --variant chess960 --depth 4 --format csv --resume "$work/lines.ckpt"

# Distinct: Raindrop ply 2, killed at its 3rd record (header, ply 0, ...)
# and resumed; raindrop-enum resumes enumerate's journal, as it is the same run.
expect_status 0 "raindrop distinct reference" -- "$enum" --variant raindrop --depth 2 --distinct --format csv
cp "$work/out" "$work/reference.csv"
kill_at_record 3 /dev/null /dev/null "$enum" --variant raindrop --depth 2 --distinct --format csv --checkpoint "$work/distinct.ckpt"
expect_status 0 "raindrop distinct resumed" -- "$raindrop_enum" --depth 2 --distinct --csv --resume "$work/distinct.ckpt"
cmp -s "$work/reference.csv" "$work/out" || fail "resumed distinct counts differ: $(diff "$work/reference.csv" "$work/out" | head -5)"
grep -q "^resumed [1-9] of 3 plies" "$work/err" || fail "no resumed line: $(cat "$work/err")"

# --resume FILE alone: the journal's header names the run (variant, model,
# FEN, depth, drops only, breakdown; a distinct journal --distinct and the
# identity rule). Every variant's lines journal resumes from its file
# alone (its FEN read back as it was written).
for variant in $variants; do
  "$enum" --variant "$variant" --depth 2 --checkpoint "$work/$variant.ckpt" >"$work/$variant.reference" 2>/dev/null ||
    fail "$variant: journaled run failed"
  expect_status 0 "$variant lines resumed alone" -- "$enum" --resume "$work/$variant.ckpt"
  cmp -s "$work/$variant.reference" "$work/out" || fail "$variant resumed alone: $(diff "$work/$variant.reference" "$work/out" | head -5)"
done
# Killed runs: chess lines, and a Raindrop distinct run of drops only
# without a breakdown, which raindrop-enum resumes.
expect_status 0 "chess lines reference, text" -- "$enum" --variant chess --depth 4 --threads 2
cp "$work/out" "$work/reference.txt"
kill_at_record 5 /dev/null /dev/null "$enum" --variant chess --depth 4 --threads 2 --checkpoint "$work/lines-alone.ckpt"
expect_status 0 "chess lines resumed alone" -- "$enum" --resume "$work/lines-alone.ckpt"
cmp -s "$work/reference.txt" "$work/out" || fail "chess lines resumed alone: $(diff "$work/reference.txt" "$work/out" | head -5)"
grep -q "^resumed [1-9][0-9]* of [0-9]* units" "$work/err" || fail "chess lines alone: nothing resumed: $(cat "$work/err")"
drops=(--depth 2 --distinct --drops-only --no-breakdown)
expect_status 0 "raindrop drops reference" -- "$raindrop_enum" "${drops[@]}"
cp "$work/out" "$work/reference.txt"
kill_at_record 3 /dev/null /dev/null "$enum" --variant raindrop "${drops[@]}" --checkpoint "$work/drops.ckpt"
expect_status 0 "raindrop drops resumed alone" -- "$raindrop_enum" --resume "$work/drops.ckpt"
cmp -s "$work/reference.txt" "$work/out" || fail "raindrop drops resumed alone: $(diff "$work/reference.txt" "$work/out" | head -5)"
grep -q "^resumed [1-9] of 3 plies" "$work/err" || fail "raindrop drops alone: nothing resumed: $(cat "$work/err")"
# Options beside --resume must agree with the journal; a file that is no
# journal is named in one line.
expect_error "--resume with another variant" "journal is for variant 'chess', this run asks for 'chess960'" \
  "$enum" --variant chess960 --resume "$work/lines-alone.ckpt"
expect_error "raindrop-enum --resume of a chess journal" "journal is for variant 'chess', this run asks for 'raindrop'" \
  "$raindrop_enum" --resume "$work/lines-alone.ckpt"
expect_error "--resume with --drops-only" "journal is for drops-only 'no'" \
  "$enum" --drops-only --resume "$work/raindrop.ckpt"
expect_error "--resume of a lines journal with --distinct" "not a perftkit enumeration journal" \
  "$enum" --distinct --resume "$work/lines-alone.ckpt"
printf 'not a journal\n' >"$work/garbage.ckpt"
expect_error "garbage journal alone" "--resume '$work/garbage.ckpt'" "$enum" --resume "$work/garbage.ckpt"
expect_error "missing journal alone" "--resume '$work/none.ckpt': cannot open" "$raindrop_enum" --resume "$work/none.ckpt"

[ "$failures" -eq 0 ] || { echo "$failures failure(s)"; exit 1; }
echo "enumerate: all checks passed"

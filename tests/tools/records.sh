#!/usr/bin/env bash
# The records of long runs (results/records/) re-check from what is
# committed (scripts/check_records.py), and the checker is shown to fail on
# a planted defect of every kind it looks for, each in a fresh copy of the
# folder: a damaged journal line, a count changed with its CRC-32 redone,
# a check's journal that differs from the first count's unit by unit, a
# missing unit, a truncated line, a total in the JSON, an undocumented
# field, a journal no record names, a distinct enumeration's missing pass,
# pass count, ply number and distinct total, a table row that is not
# the JSON's, and a statistics journal's rows against its record.
# Usage: records.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
source_dir=$2
source "$(dirname "$0")/lib/checks.sh"
checker=$source_dir/scripts/check_records.py

expect_status 0 "check_records.py on the committed records" -- python3 "$checker"
grep -q "records and [0-9]* journals check out" "$work/out" || fail "no summary line: $(cat "$work/out" "$work/err")"

# add_to_field FILE LINE FIELD DELTA [reseal]: adds DELTA to the number in
# field FIELD (0 first) of line LINE; with "reseal", recomputes the line's
# CRC-32 too, so that only the checks behind the checksum can catch the
# change.
add_to_field() {
  python3 - "$@" <<'EOF'
import sys, zlib
path, number, field, delta = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
lines = open(path, "rb").read().split(b"\n")
fields = lines[number - 1].split(b"\t")
fields[field] = b"%d" % (int(fields[field]) + delta)
if sys.argv[5:] == ["reseal"]:
    fields[-1] = b"%08x" % zlib.crc32(b"\t".join(fields[:-1]))
lines[number - 1] = b"\t".join(fields)
open(path, "wb").write(b"\n".join(lines))
EOF
}
add_unit() { add_to_field "$1" "$2" 4 "${@:3}"; }  # FILE LINE DELTA [reseal]: a unit's count

# planted DESCRIPTION EXPECTED_LINE_PART SHELL_EDIT: copies the records,
# applies the edit inside the copy, and expects exit 1 with a line naming it.
# $make_records makes the copy (copy_records: the committed records).
copy_records() {
  rm -rf "$work/records"
  cp -r "$source_dir/results/records" "$work/records"
}
make_records=copy_records
planted() {
  local what=$1 expected=$2 edit=$3
  "$make_records"
  (cd "$work/records" && eval "$edit") || fail "$what: the edit failed"
  python3 "$checker" --records "$work/records" >"$work/out" 2>&1
  local rc=$?
  [ "$rc" -eq 1 ] || fail "$what: exit $rc, expected 1"
  grep -qF -- "$expected" "$work/out" || fail "$what: no line with '$expected': $(head -5 "$work/out")"
}

d8=journals/dragon-startpos-d8.ckpt
planted "a count changed in a journal" "dragon-startpos-d8.ckpt:2: CRC-32 mismatch" "add_unit $d8 2 1"
planted "a count changed and resealed" "the units sum to" "add_unit $d8 5 1 reseal"
# (the same total: one unit up, another down, both resealed)
planted "a check's journal that differs unit by unit" "the first count's journal has" \
  "add_unit journals/dragon-startpos-d8-check.ckpt 2 1 reseal && add_unit journals/dragon-startpos-d8-check.ckpt 3 -1 reseal"
planted "a unit missing" "holds 1599 of its 1600 units" "sed -i '7d' $d8"
planted "a truncated last line" "truncated" "truncate -s -1 $d8"
planted "a total changed in the JSON" "the units sum to" \
  "sed -i 's/\"nodes\": 12988266506434/\"nodes\": 12988266506435/' dragon-startpos-d8.json"
planted "an undocumented field" "\`speed\` is not documented" "sed -i 's/^  \"depth\": 8,/  \"depth\": 8, \"speed\": 1,/' dragon-startpos-d8.json"
planted "a journal no record names" "journals/stray.ckpt: no record names it" "cp $d8 journals/stray.ckpt"
# A distinct enumeration's journal: line 11 is ply 9's first pass, 12 its second.
d9=journals/chess-startpos-d9-distinct.journal
planted "a pass missing" "the passes before end at" "sed -i '12d' $d9"
planted "a pass's distinct count changed and resealed" "the passes' distinct sum to" "add_to_field $d9 11 5 1 reseal"
planted "a ply's number changed and resealed" "finishes plies" "add_to_field $d9 5 1 1 reseal"
planted "the record's distinct count changed" "ply 9 has 2439530234167 lines and 9183421888 distinct" \
  "sed -i 's/\"distinct\": 9183421888/\"distinct\": 9183421889/' chess-startpos-d9-distinct.json"
planted "a table row not the JSON's" "README.md: records table differs" "sed -i 's/| 275,004,567,545 |/| 275,004,567,546 |/' README.md"

# A statistics record (none is committed yet): the built perft's journal of
# --stats at depth 5 and its --json rows, added to a copy of the records,
# check out; a column changed in a unit (resealed), in the JSON, or against
# a published column, does not.
perft=$1/tools/perft/perft
stats_record() {
  copy_records
  "$perft" --startpos --depth 5 --stats --threads 2 --checkpoint "$work/records/journals/s5.ckpt" --json \
    >"$work/s5.json" 2>"$work/s5.err" || fail "perft --stats --checkpoint failed: $(cat "$work/s5.err")"
  python3 - "$work/s5.json" "$work/records/chess-startpos-d5-stats.json" <<'PY'
import json, sys
run = json.load(open(sys.argv[1]))
record = {"variant": "chess", "model": "", "position": "startpos", "fen": run["fen"], "depth": 5,
          "nodes": run["nodes"], "stats": run["stats"], "seconds": run["seconds"], "sessions": 1, "threads": 2,
          "hash_mb": 0, "checkpoint": {"split_plies": 2, "units": 400}, "journal": "journals/s5.ckpt",
          "program_version": run["version"],
          "machine": {"cpu": "test", "memory_gb": 0, "os": "test", "compiler": "test", "load": "test"},
          "date": "test", "command": "records.sh",
          "reference": {"nodes": 4865609, "source": "https://www.chessprogramming.org/Perft_Results",
                        "stats": {"5": {"captures": 82719, "en_passant": 258, "checks": 27351, "checkmates": 347}}}}
json.dump(record, open(sys.argv[2], "w"), indent=1)
PY
}
stats_record
expect_status 0 "a statistics record and its journal" -- python3 "$checker" --records "$work/records"
s5=journals/s5.ckpt
make_records=stats_record
# Field 7 of unit 0's line is its depth-3 row: 8938 leaves, 117 captures, ... The line is found by
# the unit's number: two threads append units as they finish, so unit 200 may come first (it did, on
# a loaded machine, and this edit then changed nothing).
planted "a unit's statistics row changed and resealed" "depth 5's captures sum to" \
  "python3 -c \"import zlib
p='$s5'; lines=open(p).read().split(chr(10)); i=[l.split(chr(9))[:2] for l in lines].index(['unit', '0'])
f=lines[i].split(chr(9)); assert f[7].startswith('8938,117,'), f[7]
f[7]=f[7].replace('8938,117,','8938,118,',1); f[-1]='%08x'%zlib.crc32(chr(9).join(f[:-1]).encode())
lines[i]=chr(9).join(f); open(p,'w').write(chr(10).join(lines))\""
planted "a unit's count that is not its deepest row's nodes" "is not the unit's leaves" \
  "add_to_field $s5 2 4 1 reseal"
planted "a column changed in the record" "depth 4's checkmates sum to" \
  "sed -i 's/\"checkmates\": 8,/\"checkmates\": 9,/' chess-startpos-d5-stats.json"
planted "a published column that differs" "the reference says depth 5 checkmates 346" \
  "python3 -c \"import json; p='chess-startpos-d5-stats.json'; r=json.load(open(p))
r['reference']['stats']['5']['checkmates']=346; json.dump(r, open(p,'w'))\""

[ "$failures" -eq 0 ] && echo "records: all checks passed"
exit $((failures > 0))

#!/usr/bin/env bash
# Black-box test of perft --stats: the table of every depth (a row per
# depth, a column per statistic), --divide's per-move table, the JSON
# object, thread counts that change nothing, the journal (--checkpoint,
# --resume: killed at chosen records, resumed to the uninterrupted
# output), --verify-seed, and the refusals (exit 2, one line naming the
# option and why).
# Usage: perft_stats.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1 source=$2
perft=$build/tools/perft/perft
source "$(dirname "$0")/lib/checks.sh"
kiwipete="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

# Text: a heading line, one row per depth, then "Nodes searched".
out=$("$perft" --fen "$kiwipete" --depth 2 --stats 2>/dev/null) || fail "text: exit $?"
head -1 <<<"$out" | grep -qE '^depth +nodes +captures +en_passant +castles +promotions +checks ' ||
  fail "text heading: $(head -1 <<<"$out")"
# Kiwipete depth 2, as the wiki publishes it: 2039 nodes, 351 captures, 1 e.p., 91 castles, 0 promotions, 3 checks.
grep -qE '^2 +2039 +351 +1 +91 +0 +3 ' <<<"$out" || fail "text depth 2 row: $out"
grep -qE '^1 +48 +8 +0 +2 +0 +0 ' <<<"$out" || fail "text depth 1 row: $out"
grep -qx "Nodes searched: 2039" <<<"$out" || fail "text total: $out"

# --divide: a table of root moves at the last depth before the depth table.
out=$("$perft" --startpos --depth 3 --stats --divide 2>/dev/null) || fail "divide: exit $?"
head -1 <<<"$out" | grep -qE '^move +nodes +captures ' || fail "divide heading: $out"
grep -qE '^e2e4 +600 ' <<<"$out" || fail "divide line: $out"
[ "$(printf '%s\n' "$out" | grep -cE '^[a-h][1-8][a-h][1-8] ')" -eq 20 ] || fail "divide: not 20 move lines: $out"

# JSON: one object, the rows in "stats" with the column names as keys.
json=$("$perft" --startpos --depth 4 --stats --divide --json --threads 2 2>/dev/null) || fail "json: exit $?"
python3 - "$json" <<'EOF_PY' || fail "json content: $json"
import json, sys
o = json.loads(sys.argv[1])
assert o["nodes"] == 197281 and o["depth"] == 4, o
rows = o["stats"]
assert [r["depth"] for r in rows] == [1, 2, 3, 4], rows
d4 = rows[3]
want = {"nodes": 197281, "captures": 1576, "en_passant": 0, "castles": 0, "promotions": 0,
        "checks": 469, "discovery_checks": 0, "double_checks": 0, "checkmates": 8}
assert all(d4[k] == v for k, v in want.items()), d4
assert "stalemates" in d4 and "direct_checks" in d4, d4
assert len(o["divide"]) == 20 and sum(line["nodes"] for line in o["divide"]) == 197281, o["divide"]
assert sum(line["checkmates"] for line in o["divide"]) == 8
EOF_PY

# Threads change nothing.
one=$("$perft" --fen "$kiwipete" --depth 3 --stats --divide --threads 1 2>/dev/null)
two=$("$perft" --fen "$kiwipete" --depth 3 --stats --divide --threads 2 2>/dev/null)
[ "$one" = "$two" ] || fail "1 thread and 2 threads differ"

# The 10x10 game: its start position's first two plies (40 and 1600 nodes, no capture).
expect_status 0 "dragon stats" -- "$perft" --variant dragon --depth 2 --stats --json
grep -q '"depth":2,"nodes":1600,"captures":0' "$work/out" || fail "dragon stats: $(cat "$work/out")"

# Chess960 counts every castling move as one (nocastle: no castles).
expect_status 0 "chess960 stats" -- "$perft" --variant chess960 --fen "1r3k2/8/8/8/8/8/8/1R4KR w HB - 0 1" --depth 1 --stats --json
grep -q '"castles":2' "$work/out" || fail "chess960 castles: $(cat "$work/out")"
if "$perft" --list-variants | grep -q '^nocastle '; then  # built with PERFTKIT_TEST_VARIANTS
  expect_status 0 "nocastle stats" -- "$perft" --variant nocastle --fen "$kiwipete" --depth 1 --stats --json
  grep -q '"nodes":46,"captures":8,"en_passant":0,"castles":0' "$work/out" || fail "nocastle stats: $(cat "$work/out")"
fi

# A table of statistics changes nothing, however small (1 MiB: entries replaced all the time).
plain=$("$perft" --fen "$kiwipete" --depth 4 --stats --threads 2 2>/dev/null)
hashed=$("$perft" --fen "$kiwipete" --depth 4 --stats --threads 2 --hash 1 2>/dev/null)
[ "$plain" = "$hashed" ] || fail "--hash 1 changed the statistics"

# --checkpoint: the journaled run prints what the plain run prints, and so
# does a resume of its finished journal (every unit from the file).
RANDOM=${PERFTKIT_TEST_SEED:-1}  # deterministic unless a seed is given
"$perft" --fen "$kiwipete" --depth 4 --stats --divide --threads 2 --checkpoint "$work/k4.ckpt" >"$work/k4.out" 2>/dev/null ||
  fail "journaled stats run failed"
"$perft" --fen "$kiwipete" --depth 4 --stats --divide --threads 2 >"$work/k4.reference" 2>/dev/null
cmp -s "$work/k4.reference" "$work/k4.out" || fail "journaled stats output differs: $(diff "$work/k4.reference" "$work/k4.out" | head -5)"
head -1 "$work/k4.ckpt" | cut -f10 | grep -qx 'captures,en_passant,castles,promotions,checks,.*' ||
  fail "the journal does not name its statistics columns: $(head -1 "$work/k4.ckpt")"
"$perft" --fen "$kiwipete" --depth 4 --stats --divide --threads 1 --resume "$work/k4.ckpt" >"$work/k4.resumed" 2>"$work/k4.err" ||
  fail "resume of a finished stats journal failed: $(cat "$work/k4.err")"
cmp -s "$work/k4.reference" "$work/k4.resumed" || fail "resumed finished stats journal differs"
grep -qx "resumed 48 of 48 units from $work/k4.ckpt" "$work/k4.err" || fail "finished journal: $(cat "$work/k4.err")"

# Killed at chosen records (kill_at_record: the N-th journal append, the
# header being the first, whole or torn), twice, then resumed with other
# threads and a table: the start position's depth 5 cuts into 400 units two
# plies down, the rows of depths 1-2 counted from the tree above them.
start_args=(--startpos --depth 5 --stats --divide)
"$perft" "${start_args[@]}" --threads 2 >"$work/s5.reference" 2>/dev/null || fail "stats depth 5 failed"
grep -qx "Nodes searched: 4865609" "$work/s5.reference" || fail "stats depth 5 total: $(tail -1 "$work/s5.reference")"
first=$((2 + RANDOM % 150)) second=$((2 + RANDOM % 150))
kill_at_record "$first" /dev/null /dev/null "$perft" "${start_args[@]}" --threads 2 --checkpoint "$work/s5.ckpt"
echo "stats journal: killed at record $first ($kill_mode)"
kill_at_record "$second" /dev/null /dev/null "$perft" "${start_args[@]}" --threads 1 --resume "$work/s5.ckpt"
echo "stats journal: resume killed at record $second ($kill_mode)"
units=$(grep -c '^unit' "$work/s5.ckpt")
((units > 0 && units < 400)) || fail "the killed runs left $units unit records, expected some of 400"
"$perft" "${start_args[@]}" --threads 2 --hash 4 --resume "$work/s5.ckpt" >"$work/s5.resumed" 2>"$work/s5.err" ||
  fail "final stats resume failed: $(cat "$work/s5.err")"
cmp -s "$work/s5.reference" "$work/s5.resumed" ||
  fail "killed and resumed stats differ: $(diff "$work/s5.reference" "$work/s5.resumed" | head -5)"
grep -q "^resumed [1-9][0-9]* of 400 units from $work/s5.ckpt$" "$work/s5.err" || fail "kill: $(cat "$work/s5.err")"
[ "$(grep -c '^unit' "$work/s5.ckpt")" -eq 400 ] || fail "the resume did not complete the journal"
# --resume FILE alone with --stats: the journal names position and depth.
kill_at_record 20 /dev/null /dev/null "$perft" --fen "$kiwipete" --depth 3 --stats --checkpoint "$work/alone.ckpt"
"$perft" --fen "$kiwipete" --depth 3 --stats >"$work/alone.reference" 2>/dev/null
"$perft" --stats --resume "$work/alone.ckpt" >"$work/alone.out" 2>"$work/alone.err" ||
  fail "--stats --resume alone failed: $(cat "$work/alone.err")"
cmp -s "$work/alone.reference" "$work/alone.out" || fail "--stats --resume alone printed otherwise"

# --verify-seed: a second count with a statistics table keyed through the seed agrees.
"$perft" --fen "$kiwipete" --depth 4 --stats --divide --threads 2 --hash 1 --verify-seed 77 >"$work/v.out" 2>"$work/v.err" ||
  fail "--stats --verify-seed failed: $(cat "$work/v.err")"
grep -qx "verified with hash seed 77" "$work/v.err" || fail "--stats --verify-seed: $(cat "$work/v.err")"
cmp -s "$work/k4.reference" "$work/v.out" || fail "--stats --verify-seed changed the output"
"$perft" --fen "$kiwipete" --depth 4 --stats --threads 2 --hash 1 --verify-seed 5 --checkpoint "$work/v.ckpt" \
  >/dev/null 2>"$work/v.err" || fail "--stats --verify-seed --checkpoint failed: $(cat "$work/v.err")"
grep -qx "verified with hash seed 5" "$work/v.err" || fail "--stats --verify-seed --checkpoint: $(cat "$work/v.err")"

# Refusals: one line, exit 2, naming the option and why.
expect_error "stats with verify-seed without a table" "--verify-seed: needs --hash" \
  "$perft" --startpos --depth 2 --stats --verify-seed 7
expect_error "node journal resumed with --stats" \
  "--resume '$work/nodes.ckpt': journal holds node counts, this run asks for --stats" \
  bash -c '"$1" --startpos --depth 3 --checkpoint "$2" >/dev/null 2>&1; "$1" --startpos --depth 3 --stats --resume "$2"' \
  _ "$perft" "$work/nodes.ckpt"
expect_error "stats journal resumed without --stats" \
  "--resume '$work/k4.ckpt': journal holds statistics (of perft --stats), this run counts nodes only" \
  "$perft" --resume "$work/k4.ckpt"
expect_error "stats journal of another depth" "journal is for depth '4'" \
  "$perft" --fen "$kiwipete" --depth 3 --stats --resume "$work/k4.ckpt"
expect_error "stats journal of another variant" "journal is for variant 'chess'" \
  "$perft" --variant chess960 --fen "$kiwipete" --depth 4 --stats --resume "$work/k4.ckpt"
expect_error "stats journal exists" "exists" "$perft" --startpos --depth 2 --stats --checkpoint "$work/k4.ckpt"
expect_error "stats with suite" "--stats: works only with --depth counts, not --suite" "$perft" --suite standard --stats
expect_error "stats with perftree" "--stats: works only with --depth counts, not --perftree" "$perft" --stats --perftree 2 "8/8/8/8/8/8/8/K6k w - - 0 1"
# Raindrop's expected model: exact rationals (nodes = its perft count,
# 168735/64 at depth 2: datasets/raindrop/raindrop.epd); the table and
# the journal hold whole numbers.
expect_status 0 "raindrop expected stats" -- "$perft" --variant raindrop --model expected --depth 2 --stats --json
python3 - "$work/out" <<'EOF_PY' || fail "raindrop expected stats: $(cat "$work/out")"
import json, sys
result = json.load(open(sys.argv[1]))
rows = result["stats"]
assert result["nodes"] == "168735/64" and rows[1]["nodes"] == "168735/64" and rows[0]["nodes"] == "52", rows
assert rows[0]["kings_placed"] == "4" and rows[0]["pawn_drops"] == "20", rows[0]
EOF_PY
expect_error "expected stats with a table" "--stats: --hash is not supported for a model that weighs its moves" \
  "$perft" --variant raindrop --model expected --depth 1 --stats --hash 16
expect_error "expected stats with a journal" "--stats: --checkpoint is not supported for a model that weighs its moves" \
  "$perft" --variant raindrop --model expected --depth 1 --stats --checkpoint "$work/expected.ckpt"

# Raindrop (open model): the start position's first ply is drops only:
# king, queen, rook, bishop and knight on any of the 64 squares, a pawn on
# ranks 2-6 (40 squares).
expect_status 0 "raindrop stats" -- "$perft" --variant raindrop --depth 1 --stats --json
python3 - "$work/out" <<'EOF_PY' || fail "raindrop stats: $(cat "$work/out")"
import json, sys
row = json.load(open(sys.argv[1]))["stats"][0]
assert row["drops"] == row["nodes"] and row["captures"] == 0 and row["checks"] == 0, row
assert row["drops"] == sum(row[k] for k in ("pawn_drops", "knight_drops", "bishop_drops", "rook_drops",
                                              "queen_drops", "kings_placed")), row
assert row["kings_placed"] == 64 and row["pawn_drops"] == 40, row
EOF_PY

# --stats-columns: each variant's columns, in the order of its --stats
# table, each with a definition and the published column it matches (the
# chessprogramming wiki's names for chess), and every one documented in
# docs/perft.md.
for variant in $("$perft" --list-variants | cut -d' ' -f1); do
  expect_status 0 "$variant stats columns" -- "$perft" --variant "$variant" --stats-columns --json
  cp "$work/out" "$work/columns.json"
  heading=$("$perft" --variant "$variant" --depth 1 --stats 2>/dev/null | head -1)
  python3 - "$work/columns.json" "$variant" "$heading" "$source/docs/perft.md" <<'EOF_PY' ||
import json, sys
listing, variant, heading, docs = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3].split(), open(sys.argv[4]).read()
names = [c["name"] for c in listing["columns"]]
assert listing["variant"] == variant, listing
assert heading == ["depth", "nodes"] + names, (heading, names)
assert all(c["definition"] for c in listing["columns"]), listing
undocumented = [n for n in names if "`" + n + "`" not in docs]
assert not undocumented, ("not in docs/perft.md", undocumented)
if variant in ("chess", "chess960"):
    published = {c["name"]: c["published"] for c in listing["columns"]}
    assert published["captures"] == "Captures" and published["en_passant"] == "E.p.", published
    assert published["discovery_checks"] == "Discovery Checks" and published["stalemates"] == "", published
EOF_PY
    fail "$variant --stats-columns: $(cat "$work/columns.json")"
done
"$perft" --stats-columns >"$work/out" 2>&1 || fail "--stats-columns text: exit $?"
head -1 "$work/out" | grep -qE '^column +published +definition$' || fail "--stats-columns heading: $(head -1 "$work/out")"
grep -qE '^double_checks +Double Checks +checks other than mates given by two pieces' "$work/out" ||
  fail "--stats-columns double_checks line: $(cat "$work/out")"
grep -qE '^stalemates +- +moves after which' "$work/out" || fail "--stats-columns: a column without a published one"
expect_error "stats columns of an unknown variant" "--variant" "$perft" --variant shogi --stats-columns

[ "$failures" -eq 0 ] && echo "perft --stats: all checks passed"
exit $((failures > 0))

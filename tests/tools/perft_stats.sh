#!/usr/bin/env bash
# Black-box test of perft --stats: the table of every depth (a row per
# depth, a column per statistic), --divide's per-move table, the JSON
# object, thread counts that change nothing, and the refusals (exit 2,
# one line naming the option and why).
# Usage: perft_stats.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1 source=$2
perft=$build/tools/perft/perft
source "$(dirname "$0")/lib/checks.sh"
kiwipete="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

# Text: a heading line, one row per depth, then "Nodes searched".
out=$("$perft" --fen "$kiwipete" --depth 2 --stats 2>/dev/null) || fail "text: exit $?"
printf '%s\n' "$out" | head -1 | grep -qE '^depth +nodes +captures +en_passant +castles +promotions +checks ' ||
  fail "text heading: $(printf '%s\n' "$out" | head -1)"
# Kiwipete depth 2, as the wiki publishes it: 2039 nodes, 351 captures, 1 e.p., 91 castles, 0 promotions, 3 checks.
printf '%s\n' "$out" | grep -qE '^2 +2039 +351 +1 +91 +0 +3 ' || fail "text depth 2 row: $out"
printf '%s\n' "$out" | grep -qE '^1 +48 +8 +0 +2 +0 +0 ' || fail "text depth 1 row: $out"
printf '%s\n' "$out" | grep -qx "Nodes searched: 2039" || fail "text total: $out"

# --divide: a table of root moves at the last depth before the depth table.
out=$("$perft" --startpos --depth 3 --stats --divide 2>/dev/null) || fail "divide: exit $?"
printf '%s\n' "$out" | head -1 | grep -qE '^move +nodes +captures ' || fail "divide heading: $out"
printf '%s\n' "$out" | grep -qE '^e2e4 +600 ' || fail "divide line: $out"
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

# Refusals: one line, exit 2, naming the option and why.
expect_error "stats with verify-seed" "--stats: --verify-seed is not supported yet" "$perft" --startpos --depth 2 --stats --hash 8 --verify-seed 7
expect_error "stats with checkpoint" "--stats: --checkpoint is not supported yet" "$perft" --startpos --depth 2 --stats --checkpoint "$work/j"
[ ! -e "$work/j" ] || fail "a refused --checkpoint wrote its journal"
expect_error "stats with suite" "--stats: works only with --depth counts, not --suite" "$perft" --suite standard --stats
expect_error "stats with perftree" "--stats: works only with --depth counts, not --perftree" "$perft" --stats --perftree 2 "8/8/8/8/8/8/8/K6k w - - 0 1"
expect_error "stats for raindrop's expected model" "--stats: the expected model weighs its moves" \
  "$perft" --variant raindrop --model expected --depth 1 --stats

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

[ "$failures" -eq 0 ] && echo "perft --stats: all checks passed"
exit $((failures > 0))

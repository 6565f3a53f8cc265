#!/usr/bin/env bash
# scripts/bench-peers.sh on perft-bench, at tiny depths (--shallower 5):
# a row per peer with both counts checked and the Hodges-Lehmann interval
# in the table; a peer taking `BINARY FEN DEPTH` through
# scripts/peers/fen-depth-perftree.sh; a peer with a wrong count named in
# its row (and exit 1); an absent peer listed as absent; the perft tool
# against itself (threads, --hash); the summary JSON scripts/plot.py reads
# and every row's perft-bench JSON beside it. Stands in for Gigantua and
# ellxor/perft: the perft tool behind each program's command line and
# output words (speed is not asserted, only that every row ran).
# The scripts run from a copy placed in a folder with a space in its name,
# beside this test's own files (as a checkout in the temporary directory
# lies beside a test's temporary folders): the table writes paths inside
# the checkout and inside its peers folder (../peers) relative to the
# checkout, and every other path whole, quoted where it needs quotes.
# Usage: bench_peers.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1
source=$2
source "$(dirname "$0")/lib/perft_diff_setup.sh"  # $stockfish, expect_output
perft=$build/tools/perft/perft
around="$work/a space"  # the copy of the checkout and what lies beside it
checkout=$around/perftkit
mkdir -p "$checkout" "$around/peers/ellxor-perft"
cp -r "$source/scripts" "$checkout/"

# "Gigantua" beside the checkout: BINARY FEN DEPTH, prints "Nodes searched: N" (the perft tool's words).
gigantua=$around/gigantua
cat >"$gigantua" <<SH
#!/usr/bin/env bash
exec "$perft" --threads 1 --fen "\$1" --depth "\$2"
SH
# "ellxor/perft" in the peers folder, where bench-peers.sh looks by
# default, with a bug: its "Result: N" is one too many.
ellxor=$around/peers/ellxor-perft/perft
cat >"$ellxor" <<SH
#!/usr/bin/env bash
nodes=\$("$perft" --threads 1 --fen "\$1" --depth "\$2" | sed -n 's/^Nodes searched: //p')
echo "Result:            \$((nodes + 1))"
SH
chmod +x "$gigantua" "$ellxor"

expect_status 1 "bench-peers.sh, one wrong peer" -- env PERFTKIT_STOCKFISH="$stockfish" PERFTKIT_GIGANTUA="$gigantua" \
  PERFTKIT_FSF="$work/no-fsf" \
  "$checkout/scripts/bench-peers.sh" --perft "$perft" --rounds 6 --warmup 0 --shallower 5 --threads 1,2 --results "$around/results"
table=$around/results/peers.md
[[ -f $table ]] || fail "no peers.md written"
cp "$table" "$work/table"
# Stockfish and "Gigantua": counts equal, a 95 % interval (6 rounds).
grep -qE '^\| 1 \| chess start position, depth 2 \| .* \| Stockfish \| .* \| [0-9.]+x \([0-9.]+-[0-9.]+\) \| (faster|slower|indistinguishable) \| 6 \| cpu \| equal on 1 position \|' "$table" ||
  fail "no Stockfish row with an interval: $(grep '^| 1 ' "$table")"
grep -qE '\| chess Kiwipete, depth 1 \| .* \| Gigantua \| .* \| equal on 1 position, published' "$table" &&
  fail "Kiwipete depth 1 has no published count, yet the row says published"
grep -qE '\| chess start position, depth 2 \| .* \| Gigantua \| .* \| equal on 1 position \|' "$table" ||
  fail "no Gigantua row: $(grep Gigantua "$table" | head -3)"
# The wrong peer: its rows fail with the count, and the run exits 1.
expect_output table "| ellxor/perft | - | - | - | - | - | cpu | - | FAILED: wrong count:"
expect_output table "counted 401 on rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1, perftkit 400"
expect_output table "Fairy-Stockfish (largeboards): ABSENT"
expect_output table "| thread scaling: chess start position, depth 2, 2 threads vs 1 |"
expect_output table "| perft hash: chess start position, depth 2, --hash 256 vs none |"
# The peer beside the checkout whole, the one in the peers folder and the
# checkout's own script relative to the checkout (as shlex.join quotes them).
quoted() { python3 -c 'import shlex, sys; print(shlex.join(sys.argv[1:]))' "$@"; }
expect_output table "$(quoted --engine "scripts/peers/fen-depth-perftree.sh $(quoted "$gigantua")") --engine perftkit --protocol perftree"
expect_output table "--engine 'scripts/peers/fen-depth-perftree.sh ../peers/ellxor-perft/perft' --engine perftkit --protocol perftree"
python3 - "$around/results/bench/peers" <<'PY' || fail "the summary JSON does not hold the rows"
import glob, json, os, sys
[summary] = glob.glob(os.path.join(sys.argv[1], "*.json"))
s = json.load(open(summary))
rows = {(r["row"], r["peer"]): r for r in s["rows"]}
sf = rows[("chess start position, depth 2", "Stockfish")]
assert sf["error"] == "" and sf["nodes"] == 400 and len(sf["round_ratios"]) == 6
low, high = sf["interval"]
assert low <= sf["ratio"] <= high and sf["ratio"] > 0
assert rows[("chess start position, depth 2", "ellxor/perft")]["error"].startswith("wrong count")
assert set(s["thread_scaling"]) == {"1", "2"} and s["chess_depth"] == 2
row = json.load(open(sf["json_file"]))  # perft-bench's own JSON for the row, named whole (it lies outside the checkout)
assert row["engines"][1]["command"] == "perftkit" and row["counts_equal"]
PY

# The front end refuses what its programs cannot do: play moves first.
expect_status 2 "front end with MOVES" -- "$checkout/scripts/peers/fen-depth-perftree.sh" "$gigantua" 2 \
  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" "e2e4"
expect_output err "cannot play MOVES first"
expect_error "bench-peers.sh, bad option" "--bogus" "$checkout/scripts/bench-peers.sh" --bogus

echo "$failures failure(s)"
[ "$failures" -eq 0 ]

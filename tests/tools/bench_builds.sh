#!/usr/bin/env bash
# scripts/bench-builds.sh at tiny depths: the perft tool against a copy of
# itself on a row of each game (each row's variant options reach both the
# builds and perft-bench's reference count: the joker and Chess960 rows'
# counts are the perft tool's own with those options), a build with a
# wrong count (exit 1, named in the summary, the other rows still run), a
# `FEN DEPTH` peer as a third engine on the chess rows only, such a
# program as a build (fen-depth:BINARY), and bad input.
# Speed is not asserted (--threshold 1000), only that every row ran.
# Usage: bench_builds.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1
source=$2
source "$(dirname "$0")/lib/checks.sh"
script=$source/scripts/bench-builds.sh
perft=$build/tools/perft/perft
export PERFT_BENCH=$build/tools/perft-bench/perft-bench
copy="$work/a copy/perft"  # a path with a space: the engine command quotes it
mkdir -p "$work/a copy" "$work/json"
cp "$perft" "$copy"
quick=(-- --rounds 2 --warmup 0 --threshold 1000)

expect_output() {
  grep -qF -- "$2" "$work/$1" || { fail "expected '$2' in $1:"; sed 's/^/  | /' "$work/$1" | head -30; }
}
nodes() { "$perft" --threads 1 "$@" 2>/dev/null | sed -n 's/^Nodes searched: //p'; }

# --- two copies of one build, a row of each game --------------------------
rows=chess-kiwipete,chess960,dragon-start,raindrop-deck,jokers-remove
expect_status 0 "two copies" -- "$script" --workloads "$rows" --shallower 3 --json-dir "$work/json" "$perft" "$copy" "${quick[@]}"
for row in "chess-kiwipete d2" "chess960 d3" "dragon-start d2" "raindrop-deck d2" "jokers-remove d1"; do
  expect_output out "  $row: engine 2 against engine 1: indistinguishable at a 1000 % threshold"
done
[[ $(grep -c "counts equal on 1 position" "$work/out") == 10 ]] || fail "two copies: not every row's counts were checked"
python3 - "$work/json" "$(nodes --variant chess960 --fen 'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9' --depth 3)" \
  "$(nodes --variant raindrop --joker-rule remove --jokers 1 --depth 1)" <<'PY' || fail "two copies: the rows' JSON"
import json, sys
folder, chess960, jokers = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rows = {row: json.load(open(f"{folder}/{row}.json"))
        for row in ["chess-kiwipete", "chess960", "dragon-start", "raindrop-deck", "jokers-remove"]}
assert all(r["counts_equal"] and r["protocol"] == "perftree" for r in rows.values())
assert rows["chess960"]["positions"][0]["nodes"] == chess960 and rows["jokers-remove"]["positions"][0]["nodes"] == jokers
command = rows["raindrop-deck"]["engines"][1]["command"]
assert "--variant raindrop --model deck --threads 1 --perftree" in command and "a\\ copy/perft" in command, command
PY

# --- a build with a wrong count -------------------------------------------
# Its perftree total is one too many: the row stops with the position named,
# the next row still runs, and the whole run exits 1.
cat >"$work/wrong" <<SH
#!/usr/bin/env bash
"$perft" "\$@" | awk 'NF == 1 && \$1 ~ /^[0-9]+\$/ { \$1 += 1 } { print }'
SH
chmod +x "$work/wrong"
expect_status 1 "wrong count" -- "$script" --workloads chess-start,dragon-start --shallower 4 "$perft" "$work/wrong" "${quick[@]}"
expect_output out "  chess-start d2: wrong count: engine 2 ("
expect_output out "  dragon-start d1: wrong count: engine 2 ("

# --- a FEN DEPTH peer: a third engine on the chess rows -------------------
cat >"$work/gigantua" <<SH
#!/usr/bin/env bash
exec "$perft" --threads 1 --fen "\$1" --depth "\$2"
SH
chmod +x "$work/gigantua"
expect_status 0 "peer" -- "$script" --workloads chess-cpw3,chess960 --shallower 4 --peer "$work/gigantua" "$perft" "$copy" "${quick[@]}"
expect_output out "  chess-cpw3 d3: engine 3 against engine 1:"
grep -q "chess960 d2: engine 3" "$work/out" && fail "peer: the chess peer ran on the Chess960 row"
# The same program as a build of its own (a quick driver of the perf log).
expect_status 0 "fen-depth build" -- "$script" --workloads chess-kiwipete --shallower 3 "fen-depth:$work/gigantua" "$perft" "${quick[@]}"
grep -q "^engine 1 (baseline): .*/scripts/peers/fen-depth-perftree.sh .*gigantua$" "$work/out" ||
  fail "fen-depth build: not run through fen-depth-perftree.sh"
expect_output out "  chess-kiwipete d2: engine 2 against engine 1: indistinguishable at a 1000 % threshold"

# --- bad input: exit 2, one line ------------------------------------------
expect_error "unknown workload" "unknown workload 'shogi'" "$script" --workloads chess,shogi "$perft" "$copy"
expect_error "not a binary" "'$work/none' is not an executable file" "$script" "$perft" "$work/none"
expect_error "one build" "usage:" "$script" "$perft"
expect_error "shallower" "--shallower 'x'" "$script" --shallower x "$perft" "$copy"
expect_error "option value" "--peer needs a value" "$script" --peer
expect_error "options after the builds" "unexpected argument '--rounds'" "$script" "$perft" "$copy" --rounds 2
expect_error "perft-bench's own check" "--rounds" "$script" --workloads chess-start "$perft" "$copy" -- --rounds 0

echo "$failures failure(s)"
[ "$failures" -eq 0 ]

#!/usr/bin/env bash
# Black-box checks of the Raindrop tools: bad input exits 2 with a one-line
# "<tool>: error: ..." naming the field; good runs print the expected counts.
# Usage: raindrop_tools.sh BUILD_DIR SOURCE_DIR
set -u
build=$1
source=$2
perft=$build/tools/perft/perft
enum=$build/tools/raindrop-enum/raindrop-enum
batch=$build/tools/batch-analyze/batch-analyze
failures=0

# expect_error TOOL EXPECTED_TEXT ARGS...: exit code 2, one stderr line with the text.
expect_error() {
  local tool=$1 text=$2
  shift 2
  local err rc
  err=$("$tool" "$@" 2>&1 >/dev/null)
  rc=$?
  if [[ $rc -ne 2 || $(printf '%s\n' "$err" | wc -l) -ne 1 || $err != *"$text"* ]]; then
    echo "FAIL: $(basename "$tool") $* -> exit $rc, stderr: $err (wanted exit 2 and '$text')"
    failures=$((failures + 1))
  fi
}

# expect_output TOOL EXPECTED_TEXT ARGS...: exit 0 and stdout contains the text.
expect_output() {
  local tool=$1 text=$2
  shift 2
  local out rc
  out=$("$tool" "$@" 2>/dev/null)
  rc=$?
  if [[ $rc -ne 0 || $out != *"$text"* ]]; then
    echo "FAIL: $(basename "$tool") $* -> exit $rc, stdout: $out (wanted '$text')"
    failures=$((failures + 1))
  fi
}

start='8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1'
# Each tool with its leading options, as a function: a command kept in a
# string would split a build path that holds a space.
raindrop_perft() { "$perft" --variant raindrop --depth 1 "$@"; }
raindrop_enum() { "$enum" --depth 1 "$@"; }
raindrop_batch() { "$batch" --variant raindrop --depth 1 "$@"; }

# The issue's bad-input list, through both tools.
for tool in raindrop_perft raindrop_enum; do
  expect_error "$tool" "'cards': brackets missing" --fen '8/8/8/8/8/8/8/8 w - - 0 1'
  expect_error "$tool" "'cards': unbalanced" --fen '8/8/8/8/8/8/8/8[Kk w - - 0 1'
  expect_error "$tool" "'cards': more 'N' cards" --fen '8/8/8/8/8/8/8/8[KNNNk] w - - 0 1'
  expect_error "$tool" "White pawn on c1" --fen '8/8/8/8/8/8/8/2P5[Kk] w - - 0 1'
  expect_error "$tool" "Black pawn on c8" --fen '2p5/8/8/8/8/8/8/8[Kk] w - - 0 1'
  expect_error "$tool" "its last rank, while its reserve" --fen '2P5/8/8/8/8/8/8/8[Kk] w - - 0 1 R'
  expect_error "$tool" "two kings" --fen 'K7/8/8/8/8/8/8/8[Kk] w - - 0 1'
  expect_error "$tool" "FEN: Black has no king (none on the board and no K card left)" \
    --fen '8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPqrrbbnnpppppppp] w - - 0 1'
  expect_error "$tool" "'reserve': unknown letter 'Z'" --fen '8/8/8/8/8/8/8/8[Kk] w - - 0 1 QZ'
  expect_error "$tool" "--model deck" --model deck
  expect_error "$tool" "--model" --model shuffled
done
# Jokers (rules, "Jokers"): bad input through every Raindrop tool.
for tool in raindrop_perft raindrop_enum raindrop_batch; do
  expect_error "$tool" "--joker-rule: unknown joker rule 'steal'" --joker-rule steal
done
expect_error "$batch" "unrecognised option '--jokers'" --variant raindrop --joker-rule remove --jokers 1
for tool in raindrop_perft raindrop_enum; do
  expect_error "$tool" "--jokers: needs a joker rule" --jokers 1
  expect_error "$tool" "--jokers: 3 is out of range" --joker-rule remove --jokers 3
  expect_error "$tool" "--jokers: fills the start position's decks" --joker-rule remove --jokers 1 --fen "$start"
done
for tool in raindrop_perft raindrop_enum; do
  expect_error "$tool" "'cards': joker 'J' without a joker rule" --fen '8/8/8/8/8/8/8/8[KJk] w - - 0 1'
  expect_error "$tool" "'cards': more 'j' cards" --joker-rule remove --fen '8/8/8/8/8/8/8/8[Kkjjj] w - - 0 1'
  expect_error "$tool" "'board': unknown piece letter 'J'" --joker-rule remove --fen 'J7/8/8/8/8/8/8/8[Kk] w - - 0 1'
done
expect_error "$perft" "--joker-rule: jokers apply to --variant raindrop only" --depth 1 --joker-rule remove
expect_error "$perft" "--moves" --variant raindrop --depth 1 --joker-rule remove --jokers 1 --moves 'Jxe4'

expect_error "$enum" "--model" --depth 1 --model expected
expect_error "$enum" "--depth" --fen "$start"
expect_error "$enum" "--memory" --depth 1 --memory 1
expect_error "$enum" "--json and --csv" --depth 1 --json --csv
expect_error "$enum" "--passes" --depth 2 --passes 3
expect_error "$enum" "--passes" --depth 2 --distinct --passes 0
expect_error "$enum" "--full-codes" --depth 2 --full-codes
expect_error "$perft" "--moves" --variant raindrop --depth 1 --moves 'P@e8'

# Good runs: counts from datasets/raindrop (perft) and distinct.txt (enum);
# after N@e4 Black has K@ 63-8, Q R B N@ 4x63, P@ 40-1 = 346 replies.
expect_output "$perft" "Nodes searched: 123830" --variant raindrop --depth 2
expect_output "$perft" "168735/64" --variant raindrop --model expected --depth 2
expect_output "$perft" "Nodes searched: 3612" --variant raindrop --model deck --depth 2 --fen "$start"
expect_output "$perft" "N@e4: 346" --variant raindrop --depth 2 --divide --fen "$start"
expect_output "$perft" "Nodes searched: 123830" --variant raindrop --depth 2 --threads 2 --hash 16
expect_output "$enum" "2,123830,123830," --depth 2 --distinct --csv
expect_output "$enum" "2,123830,123830," --depth 2 --distinct --csv --passes 5
expect_output "$enum" "2,123830,123830," --depth 2 --distinct --csv --passes 2 --full-codes
expect_output "$enum" '"distinct": 360' --depth 1 --distinct --json

# Jokers: counts from datasets/raindrop/jokers.epd, every tool path.
jokers=(--variant raindrop --jokers 1)
expect_output "$perft" "Nodes searched: 124551" "${jokers[@]}" --joker-rule remove --depth 2
expect_output "$perft" "Nodes searched: 124550" "${jokers[@]}" --joker-rule extra-turn --depth 2 --threads 2 --hash 16
expect_output "$perft" "J: 360" "${jokers[@]}" --joker-rule extra-turn --depth 2 --divide
expect_output "$perft" "139/3" --variant raindrop --model expected --joker-rule extra-turn --jokers 2 --depth 1
remove_fen='4k3/8/8/8/8/8/4q3/4K3[QJJqj] w - - 0 1 -'
expect_output "$perft" "Jxe2 " --variant raindrop --joker-rule remove --perftree 3 "$remove_fen"
expect_output "$perft" "6548" --variant raindrop --joker-rule remove --perftree 3 "$remove_fen"
expect_output "$perft" "14 passed, 0 failed" --variant raindrop --suite "$source/datasets/raindrop/jokers.epd" --max-depth 2
# Distinct: White's Q/R/B/N drop then Black's joker removing it gives the
# same position for all 64 (pawn: 40) squares: 4 x 63 + 39 = 291 fewer.
expect_output "$enum" "2,124551,124260," --joker-rule remove --jokers 1 --depth 2 --distinct --csv
expect_output "$enum" "2,124550," --joker-rule extra-turn --jokers 1 --depth 2 --csv
expect_output "$batch" "14 positions, 0 failed, 0 bad lines" --variant raindrop --input "$source/datasets/raindrop/jokers.epd" --depth 2 --format table
expect_output "$batch" '"jokers":1' --variant raindrop --joker-rule remove --depth 1 --input <(echo "${start%]*}Jj] w - - 0 1")
# A journal names the joker rule: resumed under another rule, it is refused.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$perft" "${jokers[@]}" --joker-rule remove --depth 2 --checkpoint "$work/perft.journal" >/dev/null 2>&1
expect_error "$perft" "journal is for model 'open jokers remove'" "${jokers[@]}" --joker-rule extra-turn --depth 2 --resume "$work/perft.journal"
expect_output "$perft" "Nodes searched: 124551" "${jokers[@]}" --joker-rule remove --depth 2 --resume "$work/perft.journal"
"$enum" --joker-rule remove --jokers 1 --depth 2 --distinct --csv --checkpoint "$work/enum.journal" >/dev/null 2>&1
expect_error "$enum" "journal is for model 'open jokers remove'" --joker-rule extra-turn --depth 2 --distinct --csv \
  --resume "$work/enum.journal"

exit $((failures > 0))

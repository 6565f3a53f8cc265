#!/usr/bin/env bash
# perft --variant raindrop against scripts/raindrop_oracle.py, a slow Python
# generator written from shared/rules/raindrop.md alone (it is checked
# against datasets/raindrop with its --check-datasets). For each deck model
# (open, deck, expected), without jokers and with each joker rule
# (extra-turn, remove), the oracle makes seeded random positions (random
# play from the start position and the data set's lines, with shuffled
# decks, jokers and partly or fully used reserves) and counts them; every
# count D1..Dn must be perft's, exactly (the expected model's as p/q). A run
# that makes no position, or an oracle that fails, is a failure too. The
# depths and sizes keep the whole test under a minute on two cores: the
# oracle is slow, and the deck model's trees are the smallest.
# Usage: raindrop_oracle_diff.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1 source=$2
perft=$build/tools/perft/perft
oracle=$source/scripts/raindrop_oracle.py
source "$(dirname "$0")/lib/checks.sh"

# model, depth, positions, plies of random play
runs=("open 2 10 40" "deck 3 8 40" "expected 2 8 40")
rules=(none extra-turn remove)

# The oracle runs are independent: start them all, then compare.
seed=0
for rule in "${rules[@]}"; do
  for run in "${runs[@]}"; do
    read -r model depth count plies <<<"$run"
    seed=$((seed + 1))
    joker_option=()
    [ "$rule" = none ] || joker_option=(--joker-rule "$rule")
    python3 "$oracle" --random "$count" --seed "$seed" --model "$model" "${joker_option[@]}" --plies "$plies" \
      --depth "$depth" >"$work/$model.$rule" 2>"$work/$model.$rule.err" &
  done
done
wait

positions=0
for rule in "${rules[@]}"; do
  for run in "${runs[@]}"; do
    read -r model _ <<<"$run"
    joker_option=()
    [ "$rule" = none ] || joker_option=(--joker-rule "$rule")
    grep -q '^positions: ' "$work/$model.$rule.err" || fail "oracle $model $rule: $(cat "$work/$model.$rule.err")"
    [ -s "$work/$model.$rule" ] || { fail "oracle $model $rule made no positions"; continue; }
    echo "$model, jokers $rule: $(cat "$work/$model.$rule.err")"
    while IFS=$'\t' read -r -a fields; do
      fen=${fields[0]}
      for ((d = 1; d < ${#fields[@]}; d++)); do
        theirs=$("$perft" --variant raindrop --fen "$fen" --model "$model" "${joker_option[@]}" --depth "$d" \
          --json 2>"$work/perft.err" | sed -nE 's/.*"nodes":"?([0-9/]+)"?.*/\1/p')
        [ "$theirs" = "${fields[d]}" ] ||
          fail "$fen model $model jokers $rule D$d: perft ${theirs:-none: $(head -1 "$work/perft.err")}," \
            "oracle ${fields[d]}"
      done
      positions=$((positions + 1))
    done <"$work/$model.$rule"
  done
done

[ "$failures" -eq 0 ] && echo "raindrop perft equals the oracle's counts on $positions positions"
exit $((failures > 0))

#!/usr/bin/env bash
# perft --variant raindrop against scripts/raindrop_oracle.py, a slow Python
# generator written from shared/rules/raindrop.md alone (it is checked
# against datasets/raindrop with its --check-datasets). For each deck model
# (open, deck, expected), without jokers and with each joker rule
# (extra-turn, remove), the oracle makes seeded random positions (random
# play from the start position and the data set's lines, with shuffled
# decks, jokers and partly or fully used reserves) and counts them; every
# count D1..Dn must be perft's, exactly (the expected model's as p/q).
# Then the statistics: for each model and rule, more seeded random positions
# and two crafted stalemates, the oracle's --stats columns (captures,
# promotions, drops by piece, jokers, removals, checks, mates, stalemates;
# docs/perft.md) at every depth must equal perft --stats --json's, value for
# value, and summed over all these positions no column may be zero (so each
# is really tested). A run that makes no position, or an oracle that fails,
# is a failure too. The depths and sizes keep the whole test under a minute
# on two cores: the oracle is slow, and the deck model's trees are the
# smallest.
# Usage: raindrop_oracle_diff.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1 source=$2
perft=$build/tools/perft/perft
oracle=$source/scripts/raindrop_oracle.py
source "$(dirname "$0")/lib/checks.sh"
# The interpreter behind python3, asked once: a version manager's shim (pyenv) costs more CPU than
# many of the oracle runs below, some thirty of which share the two cores.
python=$(python3 -c 'import sys; print(sys.executable)')

# model, depth, positions, plies of random play
runs=("open 2 10 40" "deck 3 8 40" "expected 2 8 40")
rules=(none extra-turn remove)
models=(open deck expected)
# statistics, for every model and rule: depth, positions, plies, --max-tree. Depth 1 after a short game
# meets every kind of drop; depth 2 after a long one (up to 100 plies; positions with over 100 moves are
# replaced, as the oracle's --stats is slower still) gives captures, promotions, checks and mates.
stat_runs=("1 6 40 0" "2 5 100 100")
# Stalemates are rare in random play: two positions that make them at depth 1, for every model. Without
# jokers White's Qf7 stalemates Black, whose deck is empty; with extra-turn, White's last card, a joker,
# leaves White to move again, not in check and without a move.
stalemates=("none 7k/8/6K1/3Q4/8/8/8/8[] w - - 0 1" "extra-turn 8/8/8/8/8/1q6/8/K6k[J] w - - 0 1")

# The oracle runs are independent: start them all, then compare.
seed=0 stat_seed=100
for rule in "${rules[@]}"; do
  joker_option=()
  [ "$rule" = none ] || joker_option=(--joker-rule "$rule")
  for run in "${runs[@]}"; do
    read -r model depth count plies <<<"$run"
    seed=$((seed + 1))
    "$python" "$oracle" --random "$count" --seed "$seed" --model "$model" "${joker_option[@]}" --plies "$plies" \
      --depth "$depth" >"$work/$model.$rule" 2>"$work/$model.$rule.err" &
  done
  for model in "${models[@]}"; do
    for i in "${!stat_runs[@]}"; do
      read -r depth count plies max_tree <<<"${stat_runs[i]}"
      stat_seed=$((stat_seed + 1))
      "$python" "$oracle" --random "$count" --seed "$stat_seed" --model "$model" "${joker_option[@]}" \
        --plies "$plies" --depth "$depth" --max-tree "$max_tree" --stats \
        >"$work/stats.$model.$rule.$i" 2>"$work/stats.$model.$rule.$i.err" &
    done
    for i in "${!stalemates[@]}"; do
      read -r stalemate_rule fen <<<"${stalemates[i]}"
      [ "$stalemate_rule" = "$rule" ] || continue
      "$python" "$oracle" --fen "$fen" --model "$model" "${joker_option[@]}" --depth 2 --stats \
        >"$work/stats.$model.$rule.stalemate$i" 2>"$work/stats.$model.$rule.stalemate$i.err" &
    done
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

# Statistics: every oracle line against perft --stats --json with its model and rule, in one comparer.
for rule in "${rules[@]}"; do
  for model in "${models[@]}"; do
    for file in "$work/stats.$model.$rule".*; do
      [[ $file == *.err ]] && continue
      # (a --random run's one line on stderr is its summary; anything else is the oracle's error)
      if grep -qv '^positions: ' "$file.err" || ! [ -s "$file" ]; then
        fail "oracle --stats $model $rule ($file): no position or an error: $(head -3 "$file.err")"
        continue
      fi
      cat "$file" >>"$work/stats"
    done
  done
done
"$python" "$source/tests/tools/lib/compare_stats.py" "$perft" raindrop "$work/stats" ||
  fail "statistics: a difference or an untested column (above)"

[ "$failures" -eq 0 ] && echo "raindrop perft equals the oracle's counts on $positions positions"
exit $((failures > 0))

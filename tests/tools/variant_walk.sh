#!/usr/bin/env bash
# Every tool, every registered variant: each tool's --help names its
# manual, and for every name `perft --list-variants` prints (the
# registry, so a new variant is walked without an edit here) perft counts
# the start position to depth 2 and checks the variant's default data set
# at depth 1, batch-analyze analyses the start position, perft-diff
# agrees with perft as a perftree engine, enumerate counts perft's lines
# at ply 2, perft-mpi (where it was built and mpirun exists) counts
# depth 2, and enumerate-mpi (likewise) prints enumerate --distinct's ply
# 2. Bad names list the registry.
# Usage: variant_walk.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$1 source=$2
source "$(dirname "$0")/lib/checks.sh"
perft=$build/tools/perft/perft
batch=$build/tools/batch-analyze/batch-analyze
diff=$build/tools/perft-diff/perft-diff
mpi=$build/tools/perft-mpi/perft-mpi
enumerate=$build/tools/enumerate/enumerate
enumerate_mpi=$build/tools/enumerate-mpi/enumerate-mpi

# --help: exit 0, the manual's page before the exit codes (tool_version.sh
# checks that those end it).
tools=(perft perft-diff batch-analyze enumerate raindrop-enum dragon-prof)
[ -x "$mpi" ] && tools+=(perft-mpi)
[ -x "$build/tools/raindrop-enum-mpi/raindrop-enum-mpi" ] && tools+=(raindrop-enum-mpi)
[ -x "$enumerate_mpi" ] && tools+=(enumerate-mpi)
for tool in "${tools[@]}"; do
  page=$tool
  [[ $tool == *-mpi ]] && page=mpi
  expect_status 0 "$tool --help" -- "$build/tools/$tool/$tool" --help
  [ "$(grep -B2 -x 'Exit status:' "$work/out" | head -1)" = "Manual: docs/$page.md (man $tool)" ] ||
    fail "$tool --help: no manual line before the exit codes: $(grep -B2 -x 'Exit status:' "$work/out" | head -1)"
done

expect_status 0 "perft --list-variants" -- "$perft" --list-variants
cp "$work/out" "$work/variants"
names=$(awk '{print $1}' "$work/variants")
[ "$(head -1 <<<"$names")" = chess ] || fail "the first variant (the default) is not chess: $names"
known=$(printf '%s\n' "$names" | paste -sd, - | sed 's/,/, /g')
expect_error "unknown variant" "unknown variant 'shogi' (known: $known)" "$perft" --variant shogi --depth 1
for tool in "$perft" "$batch" "$diff" "$enumerate"; do
  help=$("$tool" --help)
  for variant in $names; do
    grep -qw -- "$variant" <<<"$help" || fail "$(basename "$tool") --help does not name the variant $variant"
  done
done

walked=0
while read -r variant data_set _ <&3; do  # (fd 3: mpirun reads stdin)
  # The start position, as perft writes it.
  expect_status 0 "perft --variant $variant --depth 1" -- "$perft" --variant "$variant" --depth 1 --json
  fen=$(sed -n 's/.*"fen":"\([^"]*\)".*/\1/p' "$work/out")
  [ -n "$fen" ] || { fail "$variant: no start FEN in $(cat "$work/out")"; continue; }
  expect_status 0 "perft --variant $variant --depth 2" -- "$perft" --variant "$variant" --depth 2 --threads 2
  nodes=$(sed -n 's/^Nodes searched: //p' "$work/out")
  [[ $nodes =~ ^[0-9]+$ ]] || fail "$variant: perft depth 2 printed no count"
  if [ "$data_set" != - ]; then
    expect_status 0 "perft --variant $variant --suite $data_set" -- "$perft" --variant "$variant" --suite "$data_set" --max-depth 1
    grep -q ' 0 failed' "$work/out" || fail "$variant: data set $data_set: $(tail -1 "$work/out")"
  fi
  printf '%s\n' "$fen" >"$work/start.epd"
  expect_status 0 "batch-analyze --variant $variant" -- "$batch" --variant "$variant" --input "$work/start.epd" --depth 2
  grep -q "\"perft\":\[[0-9]*,$nodes\]" "$work/out" || fail "$variant: batch-analyze perft 2 is not $nodes: $(cat "$work/out")"
  expect_status 0 "perft-diff --variant $variant" -- "$diff" --variant "$variant" --protocol perftree \
    --engine "$perft --variant $variant --perftree" --depth 2
  expect_status 0 "enumerate --variant $variant" -- "$enumerate" --variant "$variant" --depth 2 --format csv --threads 2
  grep -q "^2,$nodes," "$work/out" || fail "$variant: enumerate's ply 2 is not $nodes lines: $(tail -1 "$work/out")"
  if [ -x "$mpi" ] && command -v mpirun >/dev/null; then
    expect_status 0 "perft-mpi --variant $variant" -- env OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 \
      mpirun --oversubscribe -np 2 "$mpi" --variant "$variant" --depth 2 --threads 1
    grep -qx "Nodes searched: $nodes" "$work/out" || fail "$variant: perft-mpi: $(cat "$work/out")"
  fi
  if [ -x "$enumerate_mpi" ] && command -v mpirun >/dev/null; then
    "$enumerate" --variant "$variant" --depth 2 --distinct --format csv --threads 1 >"$work/distinct.csv" 2>/dev/null
    expect_status 0 "enumerate-mpi --variant $variant" -- env OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 \
      mpirun --oversubscribe -np 2 "$enumerate_mpi" --variant "$variant" --depth 2 --distinct --format csv --threads 1
    cmp -s "$work/distinct.csv" "$work/out" || fail "$variant: enumerate-mpi: $(diff "$work/distinct.csv" "$work/out" | head -4)"
  fi
  walked=$((walked + 1))
done 3<"$work/variants"
[ "$walked" -ge 4 ] || fail "only $walked variants walked"
echo "walked $walked variants: $(printf '%s ' $names)"
[ "$failures" -eq 0 ] || { echo "$failures failure(s)"; exit 1; }
echo "variant walk: all passed"

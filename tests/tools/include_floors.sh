#!/usr/bin/env bash
# The floors of core/: a folder includes only folders on lower floors
# (and itself), so no include runs from a lower layer to a higher one.
# The variants sit above the game vocabulary (core/game) and below the
# registry (core/registry), which lists them; the generic algorithms that
# pick a variant by name sit above the registry. A new folder must be
# given a floor here.
# Usage: include_floors.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
source=$2
declare -A floor=(
  [common]=0
  [geometry]=1 [game]=1 [io]=1 [uci]=1 [journal]=1
  [chess]=2 [dragon]=2 [raindrop]=2 [perft]=2
  [nocastle]=3 [enumerate]=3 [diff]=3 [bench]=3
  [registry]=4
  [batch]=5
)
failures=0
for dir in "$source"/core/*/; do
  folder=$(basename "$dir")
  [ -n "${floor[$folder]+x}" ] || { echo "FAIL: core/$folder has no floor in $0"; failures=$((failures + 1)); continue; }
  while IFS=: read -r file included; do
    [ "$included" = "$folder" ] && continue
    [ -n "${floor[$included]+x}" ] || continue  # a generated or tool header
    if [ "${floor[$included]}" -ge "${floor[$folder]}" ]; then
      echo "FAIL: ${file#"$source"/} (floor ${floor[$folder]}) includes $included/ (floor ${floor[$included]})"
      failures=$((failures + 1))
    fi
  done < <(grep -rHoE '^#include "[a-z_0-9]+/' "$dir" | sed -E 's/:#include "([a-z_0-9]+)\/$/:\1/')
done
[ "$failures" -eq 0 ] || { echo "$failures include(s) against the floors"; exit 1; }
echo "core/ includes run downwards only"

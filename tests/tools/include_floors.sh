#!/usr/bin/env bash
# The floors of core/: a folder includes only folders on lower floors
# (and itself), so no include runs from a lower layer to a higher one.
# The variants sit above the game vocabulary (core/game) and below the
# registry (core/registry), which lists them; the generic algorithms that
# pick a variant by name sit above the registry. A new folder must be
# given a floor here.
#
# The generic folders name no game: none of them includes a variant's
# header (the registry, which lists the variants, and the variants
# themselves may). And docs/architecture.md shows this table between its
# floors markers: the test fails when they differ, and --write-doc
# rewrites the block from the table.
# Usage: include_floors.sh [--write-doc] BUILD_DIR SOURCE_DIR
set -uo pipefail
write_doc=0
[ "${1:-}" = --write-doc ] && { write_doc=1; shift; }
source=$2
declare -A floor=(
  [common]=0
  [geometry]=1 [game]=1 [io]=1 [uci]=1 [journal]=1
  [chess]=2 [dragon]=2 [raindrop]=2 [perft]=2
  [nocastle]=3 [enumerate]=3 [diff]=3 [bench]=3
  [registry]=4
  [batch]=5
)
# The folders that are games, and those that may name them.
variants=(chess dragon raindrop nocastle)
names_games=(registry "${variants[@]}")
failures=0

# The table as docs/architecture.md shows it, highest floor first.
floors_block() {
  local top=0 f
  for f in "${floor[@]}"; do ((f > top)) && top=$f; done
  for ((level = top; level >= 0; --level)); do
    local names=()
    # In the table's order (bash keeps no order in an associative array).
    for name in $(grep -oE '\[[a-z_0-9]+\]=[0-9]+' "$0" | sed -E 's/\[([a-z_0-9]+)\]=([0-9]+)/\2 \1/' |
      awk -v l="$level" '$1 == l { print $2 }'); do names+=("$name"); done
    echo "floor $level  ${names[*]}"
  done
}
doc=$source/docs/architecture.md
if ((write_doc)); then
  python3 - "$doc" "$(floors_block)" <<'EOF_PY'
import re, sys
path, block = sys.argv[1], sys.argv[2]
text = open(path).read()
start, end = "<!-- floors: tests/tools/include_floors.sh -->\n", "<!-- /floors -->"
new = re.sub(re.escape(start) + ".*?" + re.escape(end), start + "```\n" + block + "\n```\n" + end, text, flags=re.S)
open(path, "w").write(new)
EOF_PY
  echo "wrote the floors block of $doc"
  exit 0
fi
shown=$(sed -n '/<!-- floors: tests\/tools\/include_floors.sh -->/,/<!-- \/floors -->/p' "$doc" | grep '^floor')
if [ "$shown" != "$(floors_block)" ]; then
  echo "FAIL: docs/architecture.md's floors block differs from this table (rewrite it: bash $0 --write-doc . .):"
  diff <(echo "$shown") <(floors_block) | sed 's/^/  /'
  failures=$((failures + 1))
fi

for dir in "$source"/core/*/; do
  folder=$(basename "$dir")
  [ -n "${floor[$folder]+x}" ] || { echo "FAIL: core/$folder has no floor in $0"; failures=$((failures + 1)); continue; }
  while IFS=: read -r file included; do
    [ "$included" = "$folder" ] && continue
    [ -n "${floor[$included]+x}" ] || continue  # a generated or tool header
    if [[ " ${variants[*]} " == *" $included "* && " ${names_games[*]} " != *" $folder "* ]]; then
      echo "FAIL: ${file#"$source"/} is generic (core/$folder) but includes a game's header ($included/)"
      failures=$((failures + 1))
    fi
    if [ "${floor[$included]}" -ge "${floor[$folder]}" ]; then
      echo "FAIL: ${file#"$source"/} (floor ${floor[$folder]}) includes $included/ (floor ${floor[$included]})"
      failures=$((failures + 1))
    fi
  done < <(grep -rHoE '^#include "[a-z_0-9]+/' "$dir" | sed -E 's/:#include "([a-z_0-9]+)\/$/:\1/')
done
[ "$failures" -eq 0 ] || { echo "$failures include(s) against the floors"; exit 1; }
echo "core/ includes run downwards only, generic folders name no game, and docs/architecture.md shows the floors"

#!/usr/bin/env bash
# The README's tour ("## A short tour") is real output: this script runs
# each of its commands as the tour tells a reader to (from the checkout's
# root, with the build's tools on the PATH) and writes what they printed
# on stdout into README.md, between <!-- tour:NAME --> and <!-- /tour -->
# (stderr, where the tools put timings and progress, is left out, as the
# tour says; a long output keeps its first and last lines around "...").
# The commands live here only: the README's blocks are written from them.
#
#   scripts/readme-tour.sh [--build DIR] [--check]
#
# --build DIR  use this build (default: a fresh release build of the tools
#              in a temporary folder, removed afterwards)
# --check      only run every command and check its exit status (what the
#              tour says it is), and that README.md's blocks show exactly
#              these commands; README.md is not touched (tool.readme_tour)
set -euo pipefail
cd "$(dirname "$0")/.."
build= check=false
while [ $# -gt 0 ]; do
  case $1 in
    --build) build=${2:?--build needs a folder}; shift 2 ;;
    --check) check=true; shift ;;
    *) echo "readme-tour.sh: error: unknown argument '$1' (--build DIR, --check)" >&2; exit 2 ;;
  esac
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "$build" ]; then
  build=$work/build
  cmake --preset release -B "$build" >/dev/null
  cmake --build "$build" -j "$(nproc)" --target perft perft-diff batch-analyze enumerate dragon-prof perft-bench >/dev/null
fi
build=$(cd "$build" && pwd)
[ -x "$build/tools/perft/perft" ] || { echo "readme-tour.sh: error: no tools in '$build'" >&2; exit 2; }
# The line the tour gives the reader.
PATH="$(printf '%s:' "$build"/tools/*)$PATH"
export PATH

# tour BLOCK STATUS HEAD TAIL COMMAND: COMMAND (as the README shows it; a
# line may end with "\" and go on) belongs to BLOCK and exits with STATUS;
# its output shows its first HEAD and last TAIL lines (all: - -).
names=() statuses=() heads=() tails=() commands=()
tour() {
  names+=("$1") statuses+=("$2") heads+=("$3") tails+=("$4") commands+=("$5")
}
dragon_start="rnbdqkdbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBDQKDBNR w KQkq - 0 1"
tour perft 0 - - "perft --startpos --depth 5"
tour perft 0 - - "perft --variant raindrop --model expected --depth 2"
tour perft 0 0 1 "perft --suite standard --max-depth 3"
tour perft-diff 1 4 5 "perft-diff --engine 'python3 tests/fixtures/faulty_engine.py castles-through-check /usr/games/stockfish' \\
    --fen 'r3k2r/8/8/8/8/8/8/5RK1 b kq - 0 1' --depth 3"
tour batch-analyze 0 - - "head -3 datasets/standard/standard.epd | batch-analyze --depth 3 --format table"
tour enumerate 0 - - "enumerate --variant chess --distinct --depth 6 --format csv | cut -d, -f1-3"
tour dragon-prof 0 - - "dragon-prof --fen '$dragon_start' --expect 67910 --depth 3"
tour perft-bench 0 - - "perft-bench --engine /usr/games/stockfish --engine perftkit --depth 5 --rounds 6 | tail -1"

failures=0
blocks=$work/blocks
mkdir -p "$blocks"
for i in "${!commands[@]}"; do
  command=${commands[$i]} block=$blocks/${names[$i]}
  status=0
  bash -o pipefail -c "$command" >"$work/out" 2>"$work/err" </dev/null || status=$?
  if [ "$status" != "${statuses[$i]}" ]; then
    echo "readme-tour.sh: FAILED: exit $status, the tour says ${statuses[$i]}: $command" >&2
    tail -5 "$work/err" | sed 's/^/  | /' >&2
    failures=$((failures + 1))
  fi
  printf '$ %s\n' "$command" >>"$block"
  lines=$(wc -l <"$work/out")
  if [ "${heads[$i]}" != - ] && [ "$lines" -gt $((heads[i] + tails[i])) ]; then
    { head -n "${heads[$i]}" "$work/out"; echo "..."; tail -n "${tails[$i]}" "$work/out"; } >>"$block"
  else
    cat "$work/out" >>"$block"
  fi
done
printf 'Real output of `%s`,\nwritten by `scripts/readme-tour.sh`; timings on stderr are left out.\n' \
  "$(perft --version)" >"$blocks/about"

# README.md with each tour block replaced (to stdout), or with --check the
# blocks whose commands differ from these, one name a line (to stdout).
python3 - "$blocks" "$check" >"$work/readme" <<'EOF'
import os, re, sys
blocks, check = sys.argv[1], sys.argv[2] == "true"
text = open("README.md").read()
pattern = re.compile(r"(<!-- tour:([a-z-]+) -->\n)(.*?)(<!-- /tour -->)", re.S)
found, stale = set(), []
def replace(match):
    name = match.group(2)
    found.add(name)
    new = open(os.path.join(blocks, name)).read()
    if name != "about":
        if check:
            shown = re.findall(r"^\$ .*(?:\\\n.*)*", match.group(3), re.M)
            wanted = re.findall(r"^\$ .*(?:\\\n.*)*", new, re.M)
            if shown != wanted:
                stale.append(name)
        new = "```\n" + new + "```\n"
    return match.group(1) + new + match.group(4)
text = pattern.sub(replace, text)
missing = sorted(set(os.listdir(blocks)) - found)
stale += [name + " (no block in README.md)" for name in missing]
if check:
    sys.stdout.write("".join(name + "\n" for name in stale))
else:
    if missing:
        sys.exit("readme-tour.sh: README.md has no block for: " + ", ".join(missing))
    sys.stdout.write(text)
EOF
if $check; then
  if [ -s "$work/readme" ]; then
    echo "readme-tour.sh: FAILED: README.md's tour blocks do not show this script's commands (run scripts/readme-tour.sh): $(paste -sd' ' "$work/readme")" >&2
    failures=$((failures + 1))
  fi
  [ "$failures" -eq 0 ] || exit 1
  echo "readme-tour.sh: all ${#commands[@]} tour commands exit as the tour says"
  exit 0
fi
[ "$failures" -eq 0 ] || { echo "readme-tour.sh: README.md left as it was" >&2; exit 1; }
cp "$work/readme" README.md
echo "readme-tour.sh: README.md's tour written from ${#commands[@]} commands"

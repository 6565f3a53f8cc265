#!/usr/bin/env bash
# The peer table: perftkit's perft against other perft programs, in one
# interleaved run (medians of several rounds), written to results/peers.md
# and results/bench/peers/<UTC date>-<short commit>.json (for scripts/plot.py).
# In each round the runs of one comparison come back to back (the order
# reverses every round); each row gives the ratio of the two medians and
# the median of the rounds' own ratios, which cancels the shared host's
# drift between rounds.
#
# Rows: chess start position depth 7 and Kiwipete depth 5 against Stockfish
# (`go perft`, one thread); start position depth 7, Kiwipete depth 6 and the
# six Chess Programming Wiki positions (depths 7 6 8 6 6 6, --no-cpw leaves
# them out) against Gigantua and ellxor/perft; our thread scaling and --hash 256;
# 10x10 dragon against a native Fairy-Stockfish (start position depth 5 and
# data-set positions depth 4); raindrop against Fairy-Stockfish's crazyhouse.
# Peers are never built here; they are looked up (absent ones are listed as
# absent in the table):
#   PERFTKIT_STOCKFISH  default: stockfish on PATH, else /usr/games/stockfish
#   PERFTKIT_FSF        default: ../peers/Fairy-Stockfish/src/stockfish (largeboards=yes build)
#   PERFTKIT_FSF_8X8    default: ../peers/Fairy-Stockfish-8x8/src/stockfish (plain build, for crazyhouse)
#   PERFTKIT_GIGANTUA   default: ../peers/Gigantua/Gigantua/gigantua (../shared/peers/gigantua/build.sh)
#   PERFTKIT_ELLXOR     default: ../peers/ellxor-perft/perft (scripts/peers/build-ellxor.sh)
# (paths relative to the checkout).
#
# Usage: scripts/bench-peers.sh [--rounds N] [--threads 1,2,4] [--perft BINARY]
#                               [--chess-depth N] [--no-cpw]
# Without --perft it builds tools/perft (Release, clang++ as the release preset) into build/bench.
set -euo pipefail

source_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
peers_dir=$(cd "$source_dir/.." && pwd)/peers
python=${PYTHON:-$(command -v /usr/bin/python3 || command -v python3)}
perft=''
extra=()
command_line="scripts/bench-peers.sh $*"
while (($#)); do
  case "$1" in
    --perft) perft=${2:?}; shift 2 ;;
    --rounds|--threads|--chess-depth|--dragon-positions) extra+=("$1" "${2:?}"); shift 2 ;;
    --no-cpw) extra+=("$1"); shift ;;
    -h|--help) sed -n '2,27p' "$0"; exit 0 ;;
    *) echo "bench-peers.sh: error: unknown option '$1'" >&2; exit 2 ;;
  esac
done

if [[ -z $perft ]]; then
  build_dir="$source_dir/build/bench"
  # The release preset's compiler (clang++, see CMakePresets.json) unless CXX says otherwise.
  compiler=${CXX:-$(command -v clang++ || echo c++)}
  cmake -S "$source_dir" -B "$build_dir" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER="$compiler" >/dev/null
  cmake --build "$build_dir" --target perft -j"${BENCH_JOBS:-$(nproc)}" >/dev/null
  perft="$build_dir/tools/perft/perft"
fi

stockfish=${PERFTKIT_STOCKFISH:-$(command -v stockfish || echo /usr/games/stockfish)}
fsf=${PERFTKIT_FSF:-$peers_dir/Fairy-Stockfish/src/stockfish}
fsf8=${PERFTKIT_FSF_8X8:-$peers_dir/Fairy-Stockfish-8x8/src/stockfish}
[[ -x $fsf8 ]] || fsf8=$fsf
gigantua=${PERFTKIT_GIGANTUA:-$peers_dir/Gigantua/Gigantua/gigantua}
ellxor=${PERFTKIT_ELLXOR:-$peers_dir/ellxor-perft/perft}

commit=$(git -C "$source_dir" rev-parse --short HEAD 2>/dev/null || echo uncommitted)
measured="commit $commit"
[[ -n $(git -C "$source_dir" status --porcelain -- core tools CMakeLists.txt 2>/dev/null) ]] &&
  measured+=" + uncommitted changes"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
mkdir -p "$source_dir/results/bench/peers"
exec "$python" "$source_dir/scripts/peers/peer_table.py" \
  --source-dir "$source_dir" --perft "$perft" \
  --stockfish "$stockfish" --fsf "$fsf" --fsf-8x8 "$fsf8" --gigantua "$gigantua" --ellxor "$ellxor" \
  --out-md "$source_dir/results/peers.md" \
  --out-json "$source_dir/results/bench/peers/$stamp-$commit.json" \
  --command "$command_line" --commit "$measured" "${extra[@]}"

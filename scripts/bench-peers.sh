#!/usr/bin/env bash
# The peer table: perftkit's perft against other perft programs, every row
# one perft-bench run (docs/perft-bench.md), written to results/peers.md and
# results/bench/peers/<UTC date>-<short commit>.json (the summary that
# scripts/plot.py reads), with every row's perft-bench JSON (and the suites
# it ran) in the folder results/bench/peers/<UTC date>-<short commit>/.
# In a row the peer is the baseline and perftkit (`--engine perftkit`, one
# thread, no hash) the other engine; perft-bench runs them back to back on
# every position in an order that changes every round, checks both counts
# against perftkit's own, and gives the median of the rounds' ratios and the
# Hodges-Lehmann estimate with its interval. scripts/peers/peer_table.py
# lists the rows and writes the table.
#
# Rows: chess start position depth 7 and Kiwipete depth 5 against Stockfish
# (UCI `go perft`); start position depth 7, Kiwipete depth 6, CPW position 3
# depth 8 and CPW positions 4-6 depth 6 (--no-cpw leaves the last two out)
# against Gigantua and ellxor/perft (perftree, through
# scripts/peers/fen-depth-perftree.sh); 10x10 dragon against a
# largeboards Fairy-Stockfish (start position depth 5, data-set positions
# depth 4); the perft tool against itself: thread scaling (wall clock) and
# --hash 256. Peers are never built here; they are looked up (absent ones
# are listed as absent in the table):
#   PERFTKIT_STOCKFISH  default: stockfish on PATH, else /usr/games/stockfish
#   PERFTKIT_FSF        default: ../peers/Fairy-Stockfish/src/stockfish (largeboards=yes build)
#   PERFTKIT_GIGANTUA   default: ../peers/Gigantua/Gigantua/gigantua (../shared/peers/gigantua/build.sh)
#   PERFTKIT_ELLXOR     default: ../peers/ellxor-perft/perft (scripts/peers/build-ellxor.sh)
# (paths relative to the checkout; docs/benchmarks.md says how to build them).
#
# Usage: scripts/bench-peers.sh [--rounds N] [--warmup N] [--threads 1,2,4] [--perft BINARY]
#                               [--perft-bench BINARY] [--chess-depth N] [--dragon-positions N]
#                               [--no-cpw] [--shallower N] [--results DIR]
#   --rounds N      measured rounds per row (default 6, the fewest that give a 95 % interval)
#   --shallower N   every depth N plies lower: a quick check that every row runs
#   --results DIR   write DIR/peers.md and DIR/bench/peers/ (default: the checkout's results/)
# Without --perft / --perft-bench it builds tools/perft and tools/perft-bench
# (Release, clang++ as the release preset) into build/bench; --perft alone
# takes perft-bench from the same build folder.
set -euo pipefail

source_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
peers_dir=$(cd "$source_dir/.." && pwd)/peers
python=${PYTHON:-$(command -v /usr/bin/python3 || command -v python3)}
perft=''
perft_bench=''
results="$source_dir/results"
extra=()
command_line="scripts/bench-peers.sh $*"
while (($#)); do
  case "$1" in
    --perft) perft=${2:?}; shift 2 ;;
    --perft-bench) perft_bench=${2:?}; shift 2 ;;
    --results) results=${2:?}; shift 2 ;;
    --rounds|--warmup|--threads|--chess-depth|--dragon-positions|--shallower) extra+=("$1" "${2:?}"); shift 2 ;;
    --no-cpw) extra+=("$1"); shift ;;
    -h|--help) sed -n '2,37p' "$0"; exit 0 ;;
    *) echo "bench-peers.sh: error: unknown option '$1'" >&2; exit 2 ;;
  esac
done

if [[ -z $perft ]]; then
  build_dir="$source_dir/build/bench"
  # The release preset's compiler (clang++, see CMakePresets.json) unless CXX says otherwise.
  compiler=${CXX:-$(command -v clang++ || echo c++)}
  cmake -S "$source_dir" -B "$build_dir" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER="$compiler" >/dev/null
  cmake --build "$build_dir" --target perft perft-bench -j"${BENCH_JOBS:-$(nproc)}" >/dev/null
  perft="$build_dir/tools/perft/perft"
fi
# perft-bench from the build folder that holds perft (tools/perft/perft -> tools/perft-bench/perft-bench).
perft_bench=${perft_bench:-$(dirname "$(dirname "$perft")")/perft-bench/perft-bench}
for binary in "$perft" "$perft_bench"; do
  [[ -x $binary ]] || { echo "bench-peers.sh: error: '$binary' is not an executable (build it, or give --perft / --perft-bench)" >&2; exit 2; }
done
perft=$(cd "$(dirname "$perft")" && pwd)/$(basename "$perft")
perft_bench=$(cd "$(dirname "$perft_bench")" && pwd)/$(basename "$perft_bench")

stockfish=${PERFTKIT_STOCKFISH:-$(command -v stockfish || echo /usr/games/stockfish)}
fsf=${PERFTKIT_FSF:-$peers_dir/Fairy-Stockfish/src/stockfish}
gigantua=${PERFTKIT_GIGANTUA:-$peers_dir/Gigantua/Gigantua/gigantua}
ellxor=${PERFTKIT_ELLXOR:-$peers_dir/ellxor-perft/perft}

commit=$(git -C "$source_dir" rev-parse --short HEAD 2>/dev/null || echo uncommitted)
measured="commit $commit"
[[ -n $(git -C "$source_dir" status --porcelain -- core tools CMakeLists.txt 2>/dev/null) ]] &&
  measured+=" + uncommitted changes"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
mkdir -p "$results/bench/peers"
exec "$python" "$source_dir/scripts/peers/peer_table.py" \
  --source-dir "$source_dir" --peers-dir "$peers_dir" --perft-bench "$perft_bench" --perft "$perft" \
  --stockfish "$stockfish" --fsf "$fsf" --gigantua "$gigantua" --ellxor "$ellxor" \
  --out-md "$results/peers.md" \
  --out-json "$results/bench/peers/$stamp-$commit.json" \
  --rows-dir "$results/bench/peers/$stamp-$commit" \
  --command "$command_line" --commit "$measured" "${extra[@]}"

#!/usr/bin/env bash
# Measures raindrop-enum --distinct on one workload at 1, 2 and 4 counting
# ranks, one thread each: raindrop-enum for 1 rank, raindrop-enum-mpi with
# 1, 2 and 4 workers (mpirun -np 2, 3, 5: rank 0 builds and ships the
# parents and hands out the last ply's passes). Prints per run the wall
# time, the last ply's time, the bytes of parents shipped to each worker
# and the peak RSS of every rank (/usr/bin/time -v, Debian package time):
# the rates docs/mpi.md projects a cluster from. Run it on an idle machine.
# Usage: scripts/measure-mpi-ranks.sh [BUILD_DIR] [raindrop-enum options]
#   default: build/release --depth 3 --passes 16 (the start position's
#   ply 3: 19,738,988 distinct positions from 123,830 parents)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
shift || true
options=("$@")
((${#options[@]})) || options=(--depth 3 --passes 16)
options+=(--distinct --csv --threads 1)
enum=$build/tools/raindrop-enum/raindrop-enum
mpi=$build/tools/raindrop-enum-mpi/raindrop-enum-mpi
for tool in "$enum" "$mpi"; do
  [ -x "$tool" ] || { echo "measure-mpi-ranks.sh: error: no $tool (build it: MPI installed, PERFTKIT_MPI=AUTO)" >&2; exit 2; }
done
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

wall_of() { awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i]; print s }' "$1"; }
cpu_of() { awk -F': ' '/User time|System time/ { s += $2 } END { printf "%.2f", s }' "$@"; }
rss_mib_of() { awk -F': ' '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' "$1"; }
depth_of() {
  local i
  for ((i = 0; i < ${#options[@]}; i++)); do if [ "${options[i]}" = --depth ]; then echo "${options[i + 1]}"; fi; done
}

echo "workload: raindrop-enum ${options[*]}"
# cpu_s: user + system seconds of all ranks (less sensitive than wall time to a busy machine).
printf '%-6s %-26s %8s %8s %11s %14s  %s\n' ranks run wall_s cpu_s last_ply_s shipped_bytes "peak_rss_MiB per rank (rank 0 first)"

# 1 rank: the single-process tool; its last ply is its wall time less a run to the ply before.
/usr/bin/time -v -o "$work/time.1" "$enum" "${options[@]}" >"$work/out.1" 2>"$work/err.1"
depth=$(depth_of)
before=("${options[@]}")
for ((i = 0; i < ${#before[@]}; i++)); do if [ "${before[i]}" = --depth ]; then before[i + 1]=$((depth - 1)); fi; done
/usr/bin/time -v -o "$work/time.0" "$enum" "${before[@]}" >/dev/null 2>&1
wall=$(wall_of "$work/time.1")
last=$(awk -v a="$wall" -v b="$(wall_of "$work/time.0")" 'BEGIN { printf "%.2f", a - b }')
printf '%-6s %-26s %8s %8s %11s %14s  %s\n' 1 raindrop-enum "$wall" "$(cpu_of "$work/time.1")" "$last" 0 \
  "$(rss_mib_of "$work/time.1")"

for workers in 1 2 4; do
  np=$((workers + 1))
  rm -f "$work"/rank.*
  mpirun --oversubscribe -np "$np" bash -c '/usr/bin/time -v -o "$0/rank.$OMPI_COMM_WORLD_RANK" "$@"' "$work" \
    "$mpi" "${options[@]}" >"$work/out.mpi" 2>"$work/err.mpi" || {
    echo "measure-mpi-ranks.sh: error: raindrop-enum-mpi -np $np failed: $(tail -3 "$work/err.mpi")" >&2
    exit 1
  }
  cmp -s "$work/out.1" "$work/out.mpi" || { echo "measure-mpi-ranks.sh: error: -np $np counts otherwise" >&2; exit 1; }
  # rank 0's line: "last ply S s; parents shipped: N positions, B bytes to each worker in T s"
  read -r last bytes < <(sed -n 's/^last ply \([0-9.e+-]*\) s; parents shipped: [0-9]* positions, \([0-9]*\) bytes.*/\1 \2/p' "$work/err.mpi")
  rss=()
  for ((rank = 0; rank < np; rank++)); do rss+=("$(rss_mib_of "$work/rank.$rank")"); done
  printf '%-6s %-26s %8s %8s %11.2f %14s  %s\n' "$workers" "raindrop-enum-mpi -np $np" "$(wall_of "$work/rank.0")" \
    "$(cpu_of "$work"/rank.*)" "$last" "$bytes" "${rss[*]}"
done

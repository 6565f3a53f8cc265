#!/usr/bin/env bash
# A/B timing of chess perft binaries for the performance log
# (results/chess/perf-log.md): every program runs every position once per
# round, rounds alternate their order, and each cell is the median CPU time
# (user + system) of the whole process over the rounds. Node counts are
# checked against the published ones. Ratio = the program's speed relative to
# the first program's (first's CPU time / the program's): > 1 is faster.
# A second table gives the paired ratios: each round's ratio of the two
# programs' times on a position, their median and quartiles. A slow spell of
# the host then slows both runs of a round instead of one program's median,
# so many short rounds (--shallower 1 --rounds 100) resolve a few per cent
# where medians of a few long rounds do not (results/chess/perf-log.md).
#
# Usage: scripts/bench-chess-ab.sh [--rounds N] [--positions start,kiwipete,cpw3,cpw4,cpw5,cpw6]
#                                  [--shallower N] LABEL=KIND:BINARY...
#   --shallower N: N plies less than the published depths (7 6 8 6 6 6), for quick looks
#   KIND: perftkit (tools/perft), gigantua, ellxor (see scripts/peers/whole_process_timing.py)
# Example:
#   scripts/bench-chess-ab.sh --rounds 5 new=perftkit:build/release/tools/perft/perft \
#     old=perftkit:/tmp/perft-old giga=gigantua:../peers/Gigantua/Gigantua/gigantua
set -euo pipefail
source_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
python=${PYTHON:-$(command -v /usr/bin/python3 || command -v python3)}
exec "$python" - "$source_dir/scripts/peers" "$@" <<'PY'
import argparse, statistics, sys
sys.path.insert(0, sys.argv.pop(1))
from peer_positions import CPW_POSITIONS
from whole_process_timing import Ours, ellxor_peer, gigantua_peer

# One ply shallower than CPW_POSITIONS (published counts).
KNOWN_SHALLOW = [(CPW_POSITIONS[0][0], 6, 119060324), (CPW_POSITIONS[1][0], 5, 193690690),
                 (CPW_POSITIONS[2][0], 7, 178633661), (CPW_POSITIONS[3][0], 5, 15833292),
                 (CPW_POSITIONS[4][0], 5, 89941194), (CPW_POSITIONS[5][0], 5, 164075551)]

NAMES = ["start", "kiwipete", "cpw3", "cpw4", "cpw5", "cpw6"]
parser = argparse.ArgumentParser(prog="bench-chess-ab.sh")
parser.add_argument("--rounds", type=int, default=5)
parser.add_argument("--positions", default="start,kiwipete")
parser.add_argument("--shallower", type=int, default=0)
parser.add_argument("programs", nargs="+", metavar="LABEL=KIND:BINARY")
args = parser.parse_args()

programs = []
for spec in args.programs:
    label, _, rest = spec.partition("=")
    kind, _, binary = rest.partition(":")
    if kind == "perftkit":
        ours = Ours(binary)
        programs.append((label, lambda fen, depth, ours=ours: ours.run(fen, depth)))
    elif kind in ("gigantua", "ellxor"):
        peer = (gigantua_peer if kind == "gigantua" else ellxor_peer)(binary)
        programs.append((label, lambda fen, depth, peer=peer: peer.run(fen, depth)))
    else:
        parser.error(f"unknown kind in '{spec}' (perftkit, gigantua, ellxor)")
positions = [(name, *CPW_POSITIONS[NAMES.index(name)]) for name in args.positions.split(",")]
if args.shallower:
    counts = {(fen, depth): n for fen, depth, n in KNOWN_SHALLOW}
    positions = [(name, fen, depth - args.shallower, counts[(fen, depth - args.shallower)])
                 for name, fen, depth, _ in positions]

cpu = {(p, name): [] for p, _ in programs for name, *_ in positions}
for round_index in range(args.rounds):
    order = [(label, run, pos) for pos in positions for label, run in programs]
    for label, run, (name, fen, depth, expected) in (order if round_index % 2 == 0 else reversed(order)):
        nodes, timing = run(fen, depth)
        if nodes != expected:
            sys.exit(f"{label} {name} depth {depth}: {nodes} nodes, expected {expected}")
        cpu[(label, name)].append(timing.cpu)
        print(f"round {round_index + 1} {label} {name}: {timing.cpu:.3f} s CPU", file=sys.stderr)

first = programs[0][0]
print(f"median CPU seconds over {args.rounds} rounds; ratio = speed relative to {first} (> 1: faster)")
print("| program | " + " | ".join(f"{n} d{d}" for n, _, d, _ in positions) + " | total | ratio |")
print("|---|" + "---:|" * (len(positions) + 2))
totals = {label: sum(statistics.median(cpu[(label, n)]) for n, *_ in positions) for label, _ in programs}
for label, _ in programs:
    cells = [f"{statistics.median(cpu[(label, n)]):.3f}" for n, *_ in positions]
    ratios = [statistics.median(cpu[(first, n)]) / statistics.median(cpu[(label, n)]) for n, *_ in positions]
    print(f"| {label} | " + " | ".join(cells) + f" | {totals[label]:.3f} | " +
          " / ".join(f"{r:.3f}" for r in ratios) + f" (total {totals[first] / totals[label]:.3f}) |")

def quartiles(values):
    ordered = sorted(values)
    quarter = len(ordered) // 4
    return ordered[quarter], statistics.median(ordered), ordered[-quarter - 1]

print(f"\npaired ratios: per round, {first}'s CPU time / the program's; median (lower-upper quartile)")
print("| program | " + " | ".join(f"{n} d{d}" for n, _, d, _ in positions) + " |")
print("|---|" + "---:|" * len(positions))
for label, _ in programs[1:]:
    cells = []
    for n, *_ in positions:
        low, mid, high = quartiles([a / b for a, b in zip(cpu[(first, n)], cpu[(label, n)])])
        cells.append(f"{mid:.3f} ({low:.3f}-{high:.3f})")
    print(f"| {label} | " + " | ".join(cells) + " |")
PY

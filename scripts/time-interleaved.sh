#!/usr/bin/env bash
# Times whole commands against each other: every round runs each command once
# (odd rounds in reverse order, so a drift in machine load hits all alike) and
# the table gives the median wall time, CPU time (user + system) and system
# time of each over the rounds. Output goes to /dev/null. With two or more
# commands a second table gives the paired ratios: per round, the first
# command's CPU time over each other's (> 1: the other is faster), their
# median and quartiles; a slow spell of the host slows both runs of a round,
# so many short rounds resolve what medians of a few long ones do not.
#
# Usage: scripts/time-interleaved.sh [--rounds N] 'COMMAND'...
set -euo pipefail
python=${PYTHON:-$(command -v /usr/bin/python3 || command -v python3)}
exec "$python" - "$@" <<'PY'
import argparse, resource, statistics, subprocess, sys, time

parser = argparse.ArgumentParser(prog="time-interleaved.sh")
parser.add_argument("--rounds", type=int, default=5)
parser.add_argument("commands", nargs="+")
args = parser.parse_args()

def usage():
    u = resource.getrusage(resource.RUSAGE_CHILDREN)
    return u.ru_utime, u.ru_stime

samples = {c: [] for c in args.commands}
for r in range(args.rounds):
    for command in (args.commands if r % 2 == 0 else reversed(args.commands)):
        user0, sys0 = usage()
        start = time.perf_counter()
        subprocess.run(command, shell=True, check=True, stdout=subprocess.DEVNULL)
        wall = time.perf_counter() - start
        user1, sys1 = usage()
        samples[command].append((wall, user1 - user0 + sys1 - sys0, sys1 - sys0))
        print(f"round {r + 1}: {wall:.3f} s wall, {user1 - user0 + sys1 - sys0:.3f} s CPU: {command}", file=sys.stderr)

print(f"medians over {args.rounds} interleaved rounds")
print("| command | wall s | CPU s | of which system s |")
print("|---|---:|---:|---:|")
for command, runs in samples.items():
    wall, cpu, system = (statistics.median(x[i] for x in runs) for i in range(3))
    print(f"| `{command}` | {wall:.3f} | {cpu:.3f} | {system:.3f} |")

def quartiles(values):
    ordered = sorted(values)
    quarter = len(ordered) // 4
    return ordered[quarter], statistics.median(ordered), ordered[-quarter - 1]

first = args.commands[0]
if len(args.commands) > 1:
    print(f"\npaired ratios: per round, CPU time of `{first}` / the command's (> 1: faster); median (lower-upper quartile, min-max)")
    print("| command | ratio | quartiles | min-max |")
    print("|---|---:|---:|---:|")
    for command in args.commands[1:]:
        ratios = [a[1] / b[1] for a, b in zip(samples[first], samples[command])]
        low, mid, high = quartiles(ratios)
        print(f"| `{command}` | {mid:.3f} | {low:.3f}-{high:.3f} | {min(ratios):.3f}-{max(ratios):.3f} |")
PY

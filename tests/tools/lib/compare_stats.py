"""Compares `perft --stats` with a peer's statistics (scripts/ffish/*_stats.js).

  compare_stats.py PERFT VARIANT PEER_LINES [--may-be-zero COLUMN ...]

PEER_LINES holds one {"fen":...,"stats":[{"depth":1,...},...]} object a
line. For each, `PERFT --variant VARIANT --fen FEN --depth N --stats --json`
runs to the peer's depth, and every column the peer counts must equal
perft's at every depth; so that the positions do test what they claim,
each column must be non-zero somewhere unless named after --may-be-zero.
Exit 1 on a difference, a failed perft run or an untested column.
"""
import json
import subprocess
import sys


def main(argv):
    perft, variant, path = argv[:3]
    allowed_zero = set(argv[4:]) if argv[3:4] == ["--may-be-zero"] else set()
    seen, bad, positions = {}, 0, 0
    for line in open(path):
        theirs = json.loads(line)
        positions += 1
        run = subprocess.run([perft, "--variant", variant, "--fen", theirs["fen"], "--depth",
                              str(len(theirs["stats"])), "--stats", "--json"], capture_output=True, text=True)
        if run.returncode != 0:
            bad += 1
            print(f"{theirs['fen']}: perft exited {run.returncode}: {run.stderr.strip()}")
            continue
        for row, other in zip(json.loads(run.stdout)["stats"], theirs["stats"]):
            for column, value in other.items():
                if column == "depth":
                    continue
                seen[column] = seen.get(column, 0) + value
                if row.get(column) != value:
                    bad += 1
                    print(f"{theirs['fen']} depth {row['depth']} {column}: perft {row.get(column)}, peer {value}")
    untested = sorted(c for c, total in seen.items() if total == 0 and c not in allowed_zero)
    if untested:
        print("the positions hold no", untested)
    print(f"{variant}: {positions} positions, {bad} differences")
    return 1 if bad or untested or not positions else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

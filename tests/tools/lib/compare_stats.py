"""Compares `perft --stats` with a peer's statistics (scripts/ffish/*_stats.js, scripts/raindrop_oracle.py).

  compare_stats.py PERFT VARIANT PEER_LINES [--may-be-zero COLUMN ...]

PEER_LINES holds one {"fen":...,"stats":[{"depth":1,...},...]} object a
line, with "perft_options" where perft needs more to count the same (a
Raindrop deck model, a joker rule). For each, `PERFT --variant VARIANT
--fen FEN --depth N --stats --json` runs to the peer's depth, and perft's
rows must have the peer's columns, each equal at every depth (exact
fractions as their "p/q" text); so that the positions do test what they
claim, each column must be non-zero somewhere unless named after
--may-be-zero. Exit 1 on a difference, a failed perft run or an untested
column.
"""
import json
import subprocess
import sys
from fractions import Fraction


def main(argv):
    perft, variant, path = argv[:3]
    allowed_zero = set(argv[4:]) if argv[3:4] == ["--may-be-zero"] else set()
    seen, bad, positions = {}, 0, 0
    for line in open(path):
        theirs = json.loads(line)
        positions += 1
        options = theirs.get("perft_options", [])
        where = " ".join([theirs["fen"]] + options)
        run = subprocess.run([perft, "--variant", variant, "--fen", theirs["fen"], "--depth",
                              str(len(theirs["stats"])), "--stats", "--json"] + options,
                             capture_output=True, text=True)
        if run.returncode != 0:
            bad += 1
            print(f"{where}: perft exited {run.returncode}: {run.stderr.strip()}")
            continue
        for row, other in zip(json.loads(run.stdout)["stats"], theirs["stats"]):
            if set(row) != set(other):
                bad += 1
                print(f"{where} depth {row['depth']}: perft's columns {sorted(set(row) ^ set(other))} differ")
            for column, value in other.items():
                if column == "depth":
                    continue
                seen[column] = seen.get(column, 0) + Fraction(str(value))
                if row.get(column) != value:
                    bad += 1
                    print(f"{where} depth {row['depth']} {column}: perft {json.dumps(row.get(column))}, "
                          f"peer {json.dumps(value)}")
    untested = sorted(c for c, total in seen.items() if total == 0 and c not in allowed_zero)
    if untested:
        print("the positions hold no", untested)
    print(f"{variant}: {positions} positions, {bad} differences")
    return 1 if bad or untested or not positions else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

#!/usr/bin/env python3
"""Plots a batch-analyze result: the distribution of legal move counts and
of perft(2) over the input positions, as one PNG in results/.

  batch-analyze --input datasets/standard/standard.epd --depth 2 --format jsonl > batch.jsonl
  scripts/plot_batch.py batch.jsonl results/batch/standard-distribution.png

Reads JSON lines (bad lines and the totals line are skipped) or CSV
(`--format csv`, '#' totals lines skipped). Needs matplotlib
(Debian: python3-matplotlib).
"""
import argparse
import csv
import json
import sys

import matplotlib

matplotlib.use("Agg")  # files only, no display needed
import matplotlib.pyplot as plt


def read_records(path):
    """(legal move counts, perft(2) values) of the good records."""
    legal, perft2 = [], []
    with open(path) as file:
        first = file.readline()
        file.seek(0)
        if first.startswith("{"):
            for line in file:
                record = json.loads(line)
                if "legal" not in record:
                    continue  # a bad line or the totals
                legal.append(record["legal"])
                if len(record["perft"]) >= 2:
                    perft2.append(float(eval_count(record["perft"][1])))
        else:
            for record in csv.DictReader(line for line in file if not line.startswith("#")):
                if record["error"]:
                    continue
                legal.append(int(record["legal"]))
                if record.get("perft2"):
                    perft2.append(float(eval_count(record["perft2"])))
    return legal, perft2


def eval_count(value):
    """Counts are integers, or exact rationals "p/q" for chance models."""
    if isinstance(value, str) and "/" in value:
        numerator, denominator = value.split("/")
        return int(numerator) / int(denominator)
    return float(value)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("input", help="batch-analyze output (jsonl or csv)")
    parser.add_argument("output", help="PNG to write, e.g. results/batch/distribution.png")
    parser.add_argument("--title", default=None, help="figure title (default: the input's name)")
    args = parser.parse_args()

    legal, perft2 = read_records(args.input)
    if not legal:
        sys.exit(f"plot_batch.py: error: {args.input}: no analysed positions")
    figure, (left, right) = plt.subplots(1, 2, figsize=(11, 4.2))
    left.hist(legal, bins=range(0, max(legal) + 2), color="tab:blue", edgecolor="white")
    left.set_xlabel("legal moves")
    left.set_ylabel("positions")
    left.set_title(f"legal move count ({len(legal)} positions)")
    if perft2:
        right.hist(perft2, bins=40, color="tab:orange", edgecolor="white")
        right.set_xlabel("perft(2)")
        right.set_ylabel("positions")
        right.set_title("perft(2)")
    else:
        right.text(0.5, 0.5, "no perft(2): run with --depth 2 or more", ha="center", va="center")
        right.set_axis_off()
    figure.suptitle(args.title or args.input)
    figure.tight_layout()
    figure.savefig(args.output, dpi=110)
    print(f"wrote {args.output}")


if __name__ == "__main__":
    main()

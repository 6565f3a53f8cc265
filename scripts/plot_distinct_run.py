#!/usr/bin/python3
"""Time, memory and disk per ply of a recorded distinct enumeration.

Reads OUT_DIR/samples.csv written by scripts/record-distinct-run.sh and
writes OUT_DIR/run.png (resident memory and disk over the run's time,
with a line where each ply was journaled) and prints a Markdown table:
for every journal record (plies' totals, last-ply passes) the wall time
since the one before and the peak resident memory and disk in between. Gaps between sessions of a resumed run
(no samples for more than a minute) are cut out of the time axis.

Usage: scripts/plot_distinct_run.py OUT_DIR [--title TEXT]
(Debian's python3-matplotlib.)
"""
import argparse
import csv
import os

import matplotlib

matplotlib.use("Agg")  # files only
import matplotlib.pyplot as plt  # noqa: E402

GAP_SECONDS = 60


def read_samples(path):
    with open(path) as f:
        rows = [
            {k: int(v) for k, v in row.items()}
            for row in csv.DictReader(f)
            if row.get("seconds", "").isdigit()
        ]
    # Running time: the sum of the steps between samples, gaps left out.
    elapsed, previous = 0, None
    for row in rows:
        if previous is not None and row["seconds"] - previous <= GAP_SECONDS:
            elapsed += row["seconds"] - previous
        row["elapsed"] = elapsed
        previous = row["seconds"]
    return rows


def journal_steps(rows):
    """One entry per journal record: (record, seconds since the one before,
    peak rss MiB, peak disk MiB) over the samples between them.

    The journal appends ply k's totals ("ply k") once the frontier of ply
    k + 1 is saved (so the time before it is ply k + 1's collection), the
    totals of the ply before the last as the last ply's passes begin, and
    one "pass" record per pass of the last ply, then its totals.
    """
    table, start, peak_rss, peak_disk = [], 0, 0, 0
    before = (rows[0]["plies"], rows[0]["passes"]) if rows else (0, 0)
    for row in rows:
        peak_rss = max(peak_rss, row["rss_mib"])
        peak_disk = max(peak_disk, row["journal_mib"] + row["spill_mib"])
        now = (row["plies"], row["passes"])
        if now != before:
            names = [f"ply {n}" for n in range(before[0], now[0])]
            names += [f"pass {n}" for n in range(before[1] + 1, now[1] + 1)]
            table.append((", ".join(names), row["elapsed"] - start, peak_rss, peak_disk))
            start, peak_rss, peak_disk, before = row["elapsed"], 0, 0, now
    if rows and rows[-1]["elapsed"] > start:
        table.append(("(running)", rows[-1]["elapsed"] - start, peak_rss, peak_disk))
    return table


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out_dir")
    parser.add_argument("--title", default="distinct enumeration")
    args = parser.parse_args()
    rows = read_samples(os.path.join(args.out_dir, "samples.csv"))
    if not rows:
        raise SystemExit(f"{args.out_dir}/samples.csv: no samples")

    print("| journaled | wall s before it | peak resident MiB | peak disk MiB (journal, frontier, spill) |")
    print("|---|---:|---:|---:|")
    for record, seconds, rss, disk in journal_steps(rows):
        print(f"| {record} | {seconds} | {rss} | {disk} |")

    hours = [r["elapsed"] / 3600 for r in rows]
    fig, ax = plt.subplots(figsize=(9, 4.5))
    ax.plot(hours, [r["rss_mib"] / 1024 for r in rows], label="resident memory (GiB)")
    ax.plot(hours, [(r["journal_mib"] + r["spill_mib"]) / 1024 for r in rows], label="journal + frontier + spill on disk (GiB)")
    for previous, row in zip(rows, rows[1:]):
        if row["plies"] > previous["plies"]:
            ax.axvline(row["elapsed"] / 3600, color="grey", linewidth=0.6)
            ax.text(row["elapsed"] / 3600, ax.get_ylim()[1] * 0.97, f"ply {row['plies'] - 1} journaled", fontsize=7, rotation=90, va="top")
    ax.set_xlabel("hours of running (gaps between sessions left out)")
    ax.set_ylabel("GiB")
    ax.set_title(args.title)
    ax.legend(loc="upper left", fontsize=8)
    fig.tight_layout()
    fig.savefig(os.path.join(args.out_dir, "run.png"), dpi=110)


if __name__ == "__main__":
    main()
